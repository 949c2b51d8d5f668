// The process controls Swift cannot call directly: prctl(2) is variadic, and Swift imports no variadic C function.
// Each is a fixed signature over one use of it.
#include <sys/prctl.h>

// Makes the calling process a subreaper: a descendant orphaned below it becomes its child rather than init's, so it
// can wait for the apps a fork server starts (ConcurrencyHelpers' ChildProcess.becomeSubreaper).
static inline int trips_become_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}
