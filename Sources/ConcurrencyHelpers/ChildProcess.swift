import Foundation
import Locking

// The runner's process control is Linux's own: a subreaper (prctl), pipes made close-on-exec at once (pipe2), and the
// open descriptors listed from /proc. Another system gets this sentence from the compiler, not an error from a C
// header deep in a dependency.
#if os(Linux)
    import CProcessControl
#else
    #error(
        "AppRunner needs Linux: its process control uses prctl, pipe2 and /proc; AutomationKit builds elsewhere"
    )
#endif

/// A child process started with `posix_spawn` and reaped by a thread of its own.
///
/// Stands in for Foundation's `Process` where many children start at once: on Linux, `Process.run()` (Swift 6.3.1)
/// finds the highest open descriptor by copying 256 bytes of every `/proc/self/fd` entry's name, which reads past the
/// end of glibc's directory buffer when an entry sits at its tail, and the whole caller dies of SIGSEGV
/// (swift-corelibs-foundation issue 5472); the more children a process starts, the likelier it is. Here the names are
/// read in place, up to their terminating zero.
///
/// The child gets the three descriptors it is given as its standard input, output and error, and no other: every
/// descriptor above 2 that was open when it started is closed in it. It starts with no signal blocked, whatever the
/// spawning thread blocks, in a process group of its own (so a terminal's Ctrl-C reaches the parent, whose end ends
/// it), and with the signals the parent ignores still ignored: all as Foundation's `Process` starts a child.
public final class ChildProcess: Sendable {
    /// How a child ended.
    public enum Ending: Sendable, Hashable {
        /// It called `exit` with this status.
        case exited(status: Int32)
        /// This signal killed it.
        case signalled(Int32)
    }

    /// Why a child could not be started: the system's error, with what it was about (the executable's path, or
    /// "pipe").
    public struct SpawnError: Error, CustomStringConvertible {
        /// The executable's path, or what else failed.
        public var subject: String
        /// The `errno` value.
        public var code: Int32

        /// "/path/to/app: No such file or directory".
        public var description: String { "\(subject): \(String(cString: strerror(code)))" }
    }

    /// The child's process identifier.
    public let pid: Int32
    /// How the child ended, once it has, and who waits for it; while it has not ended its pid cannot be reused, so a
    /// signal reaches it alone.
    private let state = Lock<(ending: Ending?, waiters: [CheckedContinuation<Ending, Never>])>((nil, []))

    // MARK: - Starting

    /// Starts `executable` with `arguments` (after its own path) and exactly `environment`; `onEnd` is called once, on a
    /// thread of its own, when the child has ended and been reaped (as ``end()`` returns). Throws a ``SpawnError`` when
    /// `posix_spawn` fails. Without `ownProcessGroup` the child stays in the caller's process group: a pager, which
    /// reads the terminal the caller has.
    public init(
        executable: String,
        arguments: [String],
        environment: [String: String],
        standardInput: Int32,
        standardOutput: Int32,
        standardError: Int32,
        ownProcessGroup: Bool = true,
        onEnd: @escaping @Sendable (Ending) -> Void = { _ in }
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        // A descriptor opened by another thread after this count and without close-on-exec is the margin's to catch;
        // closing one that is not open is not an error to posix_spawn.
        let highest = Self.highestOpenDescriptor() + Self.descriptorMargin
        for descriptor in 3...max(3, highest) {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        // A pager stays in the terminal's foreground group, or reading the keyboard would stop it (SIGTTIN).
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | (ownProcessGroup ? POSIX_SPAWN_SETPGROUP : 0)))

        var pid: pid_t = 0
        let status = Self.withCStrings([executable] + arguments) { argv in
            Self.withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            }
        }
        guard status == 0 else { throw SpawnError(subject: executable, code: status) }
        self.pid = pid
        startReaper(onEnd: onEnd)
    }

    /// Takes on `pid`, a process that became this one's child without being spawned by it (an app a fork server
    /// started, reparented here because this process is a subreaper: ``becomeSubreaper()``), and waits for it and
    /// signals it as for a child started here. `onEnd` is called as for one started here. Throws a ``SpawnError`` when
    /// `pid` is not this process's child (ECHILD): one it cannot wait for, whose end it would never learn.
    public init(adopting pid: Int32, onEnd: @escaping @Sendable (Ending) -> Void = { _ in }) throws {
        var info = siginfo_t()
        var result: Int32
        repeat {
            result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
        } while result != 0 && errno == EINTR
        guard result == 0 else { throw SpawnError(subject: "process \(pid)", code: errno) }
        self.pid = pid
        startReaper(onEnd: onEnd)
    }

    /// Makes this process a subreaper (`PR_SET_CHILD_SUBREAPER`): a process orphaned below it becomes its child, which
    /// it can adopt (``init(adopting:onEnd:)``). Orphans of other kinds become its children too, and stay unreaped
    /// until it ends (the live HTTP helpers of a live app killed outright, say; a stubbed app starts none). Throws a ``SpawnError`` when the system refuses.
    public static func becomeSubreaper() throws {
        guard trips_become_child_subreaper() == 0 else { throw SpawnError(subject: "prctl", code: errno) }
    }

    /// A pipe for a child's standard streams, both ends close-on-exec from the moment they exist (`pipe2`): a child
    /// started at the same moment on another thread, by any spawner (Foundation's `Process` among them), inherits
    /// neither, where a flag set after `pipe` left a window in which it could keep the write end and hold the pipe open.
    public static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard trips_pipe_cloexec(&ends) == 0 else { throw SpawnError(subject: "pipe", code: errno) }
        return (ends[0], ends[1])
    }

    // MARK: - Signals

    /// Sends `signal` to the child unless it has ended.
    public func send(signal: Int32) {
        state.withLock { state in
            if state.ending == nil { kill(pid, signal) }
        }
    }

    /// Whether the child has ended.
    public var hasEnded: Bool { state.withLock { $0.ending != nil } }

    /// Returns how the child ended, once it has and has been reaped.
    public func end() async -> Ending {
        await withCheckedContinuation { continuation in
            let ending = state.withLock { state -> Ending? in
                if state.ending == nil { state.waiters.append(continuation) }
                return state.ending
            }
            if let ending { continuation.resume(returning: ending) }
        }
    }

    // MARK: - Private

    /// How many descriptors above the highest one counted are closed in the child too.
    private static let descriptorMargin: Int32 = 64

    /// Waits for the child on a thread of its own: first without reaping it, so that `send(signal:)` can never reach
    /// another process that was given the same pid; then marks it ended and reaps it.
    private func startReaper(onEnd: @escaping @Sendable (Ending) -> Void) {
        let pid = pid
        // The thread keeps the child until it has ended: its pid stays reserved for it, and `onEnd` is always called.
        let thread = Thread { [self] in
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
            var status: Int32 = 0
            let (ending, waiters) = self.state.withLock { state in
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                let ending = Self.ending(fromWaitStatus: status)
                state.ending = ending
                defer { state.waiters = [] }
                return (ending, state.waiters)
            }
            onEnd(ending)
            for waiter in waiters { waiter.resume(returning: ending) }
        }
        thread.name = "child \(pid) reaper"
        thread.start()
    }

    /// Reads `waitpid`'s status: the exit status, or the signal that ended the child.
    private static func ending(fromWaitStatus status: Int32) -> Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited(status: (status >> 8) & 0xff) : .signalled(signal)
    }

    /// The highest descriptor open in this process, from `/proc/self/fd`; each name is read where it lies, up to its
    /// terminating zero, never past the entry.
    private static func highestOpenDescriptor() -> Int32 {
        guard let directory = opendir("/proc/self/fd") else { return Int32(getdtablesize()) }
        defer { closedir(directory) }
        var highest: Int32 = 2
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                String(cString: UnsafeRawPointer(tuple).assumingMemoryBound(to: CChar.self))
            }
            if let descriptor = Int32(name) { highest = max(highest, descriptor) }
        }
        return highest
    }

    /// Calls `body` with a NULL-terminated array of C strings copied from `strings`, freed after.
    private static func withCStrings<Result>(
        _ strings: [String],
        _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer {
            for pointer in pointers { free(pointer) }
        }
        return body(pointers)
    }
}
