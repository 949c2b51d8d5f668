import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kill(2)`, under a name no method here shadows.
private let sendSignal: @Sendable (pid_t, Int32) -> Int32 = { kill($0, $1) }

// MARK: - FileLockHolder

/// Another process holding a `flock` lock on a file: a Python one-liner, so that a test can hold the trips lock the
/// way another Trips would, let go of it, or kill the holder with SIGKILL while it holds it.
public final class FileLockHolder: Sendable {
    private let process: Process
    private let input: Pipe

    /// Starts a process that locks `file` (made if missing) and returns once it holds the lock.
    public init(locking file: URL) async throws {
        let script = """
            import fcntl, sys
            handle = open(sys.argv[1], "a")
            fcntl.flock(handle, fcntl.LOCK_EX)
            print("locked", flush=True)
            sys.stdin.read()
            """
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // A blocking read on a thread of its own: the first line says the lock is held (or the holder failed).
        let line: String = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(
                    returning: String(decoding: output.fileHandleForReading.availableData, as: UTF8.self))
            }.start()
        }
        guard line.hasPrefix("locked") else { throw HolderFailed(output: line) }
    }

    /// The holder's process id.
    public var pid: Int32 { process.processIdentifier }

    /// Lets go of the lock (the holder's input ends, it exits) and returns once it has exited.
    public func release() async {
        try? input.fileHandleForWriting.close()
        await waitForExit()
    }

    /// Kills the holder with SIGKILL while it holds the lock, and returns once it is dead.
    public func kill() async {
        _ = sendSignal(process.processIdentifier, SIGKILL)
        await waitForExit()
    }

    private func waitForExit() async {
        await Self.waitForExit(process)
    }

    /// Returns once `process` has exited, waited for on a thread of its own.
    public static func waitForExit(_ process: Process) async {
        await withCheckedContinuation { continuation in
            Thread {
                process.waitUntilExit()
                continuation.resume()
            }.start()
        }
    }

    /// The holder did not say it held the lock.
    public struct HolderFailed: Error, CustomStringConvertible {
        /// What it printed instead.
        public var output: String

        /// The failure in words.
        public var description: String { "the lock holder did not take the lock: \(output)" }
    }
}
