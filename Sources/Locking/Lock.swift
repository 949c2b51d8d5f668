import CThreadSanitizer
import Synchronization

// MARK: - Lock

/// A value that any thread may read and change under a lock that ThreadSanitizer sees: the one lock of the package,
/// used wherever `Synchronization.Mutex` would be.
///
/// It exists because `Mutex` on Linux waits with futex system calls that ThreadSanitizer does not intercept: under
/// `make tsan` every access inside `withLock` from two threads is reported as a "Swift access race" though the lock
/// ordered them (`lock-race-check mutex`, in Tests/Helpers, shows it). Suppressing those reports by the class that
/// holds the lock would also hide a real race in that class, and miss the next class. So this wraps a `Mutex` and
/// tells ThreadSanitizer of each lock and unlock through its mutex annotations (`CThreadSanitizer`), at the address
/// of this object, which stays put while the value inside moves: the sanitizer then orders the accesses made under
/// the lock, still reports an access made without it, and reports two locks taken in opposite orders. In a build
/// without the sanitizer the annotations are null weak symbols, and each costs one test of an address.
///
/// A class, not a struct like `Mutex`, so that its address is stable and it can be captured by escaping closures.
public final class Lock<Value: ~Copyable>: Sendable {
    /// The value, behind the lock.
    @usableFromInline let mutex: Mutex<Value>

    /// Puts `value` behind a new lock.
    public init(_ value: consuming sending Value) {
        mutex = Mutex(value)
        thread_sanitizer_lock_created(address)
    }

    deinit {
        thread_sanitizer_lock_destroyed(address)
    }

    /// Where ThreadSanitizer keeps this lock's state: the object's own address.
    @usableFromInline var address: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(self).toOpaque()
    }

    // MARK: - Access

    /// Runs `body` with the value while holding the lock; `body` may change the value, and what it returns or throws
    /// is passed on.
    @inlinable
    public func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        let address = address
        thread_sanitizer_will_lock(address)
        defer { thread_sanitizer_did_unlock(address) }
        return try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            thread_sanitizer_did_lock(address)
            defer { thread_sanitizer_will_unlock(address) }
            return try body(&value)
        }
    }
}
