// ThreadSanitizer's annotations of a lock it cannot see (compiler-rt's <sanitizer/tsan_interface.h>), for Locking's
// Lock: Synchronization.Mutex locks with futex system calls on Linux, which ThreadSanitizer does not intercept.
// The runtime that defines them is linked only into a build made with -sanitize=thread, so they are declared weak:
// in any other build each is a null address and the wrappers below do nothing.

void __tsan_mutex_create(void *address, unsigned flags) __attribute__((weak));
void __tsan_mutex_destroy(void *address, unsigned flags) __attribute__((weak));
void __tsan_mutex_pre_lock(void *address, unsigned flags) __attribute__((weak));
void __tsan_mutex_post_lock(void *address, unsigned flags, int recursion) __attribute__((weak));
int __tsan_mutex_pre_unlock(void *address, unsigned flags) __attribute__((weak));
void __tsan_mutex_post_unlock(void *address, unsigned flags) __attribute__((weak));

// __tsan_mutex_not_static: the lock lives in the heap and must not be used once destroyed.
#define THREAD_SANITIZER_MUTEX_NOT_STATIC (1u << 8)

// Whether this process runs under ThreadSanitizer (its runtime is linked in).
static inline int thread_sanitizer_is_running(void) {
    return __tsan_mutex_pre_lock != 0;
}

// A lock at `address` was made.
static inline void thread_sanitizer_lock_created(void *address) {
    if (__tsan_mutex_create) __tsan_mutex_create(address, THREAD_SANITIZER_MUTEX_NOT_STATIC);
}

// The lock at `address` is gone: its address may be another lock's next.
static inline void thread_sanitizer_lock_destroyed(void *address) {
    if (__tsan_mutex_destroy) __tsan_mutex_destroy(address, THREAD_SANITIZER_MUTEX_NOT_STATIC);
}

// The calling thread is about to wait for the lock at `address`.
static inline void thread_sanitizer_will_lock(void *address) {
    if (__tsan_mutex_pre_lock) __tsan_mutex_pre_lock(address, 0);
}

// The calling thread holds the lock at `address`: it sees every write made before the lock's last release.
static inline void thread_sanitizer_did_lock(void *address) {
    if (__tsan_mutex_post_lock) __tsan_mutex_post_lock(address, 0, 0);
}

// The calling thread is about to release the lock at `address`.
static inline void thread_sanitizer_will_unlock(void *address) {
    if (__tsan_mutex_pre_unlock) __tsan_mutex_pre_unlock(address, 0);
}

// The calling thread has released the lock at `address`.
static inline void thread_sanitizer_did_unlock(void *address) {
    if (__tsan_mutex_post_unlock) __tsan_mutex_post_unlock(address, 0);
}
