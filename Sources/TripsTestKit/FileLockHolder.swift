import ConcurrencyHelpers
import Foundation

// MARK: - FileLockHolder

/// Another process holding a `flock` lock on a file: a Python one-liner, so that a test can hold the trips lock the
/// way another Trips would, let go of it, or kill the holder with SIGKILL while it holds it.
public final class FileLockHolder: Sendable {
    private let child: ChildProcess
    private let input: FileHandle
    /// The holder's output, kept open as long as it runs: a holder whose `locked` line met a closed pipe half way
    /// (Python writes each piece at once under `PYTHONUNBUFFERED`) would die of the broken pipe and let go.
    private let output: FileHandle

    /// Starts a process that locks `file` (made if missing) and returns once it holds the lock.
    public init(locking file: URL) async throws {
        let script = """
            import fcntl, sys
            handle = open(sys.argv[1], "a")
            fcntl.flock(handle, fcntl.LOCK_EX)
            print("locked", flush=True)
            sys.stdin.read()
            """
        let (child, pipes) = try ChildProcess.start(
            executable: "/usr/bin/env", arguments: ["python3", "-c", script, file.path],
            environment: ProcessInfo.processInfo.environment,
            standardInput: .pipe, standardOutput: .pipe, standardError: .descriptor(2))
        guard let input = pipes.input, let reader = pipes.output else { throw HolderFailed(output: "no pipes") }
        self.child = child
        self.input = input
        self.output = reader
        // A blocking read on a thread of its own: the first line says the lock is held (or the holder failed).
        let line: String = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: String(decoding: reader.availableData, as: UTF8.self))
            }.start()
        }
        guard line.hasPrefix("locked") else { throw HolderFailed(output: line) }
    }

    /// The holder's process id.
    public var pid: Int32 { child.pid }

    /// Lets go of the lock (the holder's input ends, it exits) and returns once it has exited.
    public func release() async {
        try? input.close()
        _ = await child.end()
    }

    /// Kills the holder with SIGKILL while it holds the lock, and returns once it is dead.
    public func kill() async {
        child.send(signal: SIGKILL)
        _ = await child.end()
    }

    /// The holder did not say it held the lock.
    public struct HolderFailed: Error, CustomStringConvertible {
        /// What it printed instead.
        public var output: String

        /// The failure in words.
        public var description: String { "the lock holder did not take the lock: \(output)" }
    }
}
