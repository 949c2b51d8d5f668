// The process controls Swift cannot call directly: prctl(2) is variadic, and Swift imports no variadic C function;
// getauxval(3) is in a header Glibc's module map does not include; pipe2(2) is declared only under _GNU_SOURCE, which
// Glibc's module is not built with.
// Each is a fixed signature over one use of it.
#ifndef __linux__
#error "AppRunner needs Linux: its process control (this shim) uses prctl, pipe2 and getauxval"
#endif
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <unistd.h>
#include <sys/prctl.h>

// A pipe whose ends are close-on-exec from the moment they exist (ConcurrencyHelpers' ChildProcess.pipe): with the flag
// set after pipe(2), a child spawned on another thread in between could keep an end.
static inline int trips_pipe_cloexec(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}

// Makes the calling process a subreaper: a descendant orphaned below it becomes its child rather than init's, so it
// can wait for the apps a fork server starts (ConcurrencyHelpers' ChildProcess.becomeSubreaper).
static inline int trips_become_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}

#include <sys/auxv.h>

// Where the loader put the running executable's program headers (AT_PHDR), against which its own symbol table's
// addresses are moved (TripsShell's TypeCacheWarmUp); Glibc's module map leaves <sys/auxv.h> out.
static inline unsigned long trips_program_headers_address(void) {
    return getauxval(AT_PHDR);
}
