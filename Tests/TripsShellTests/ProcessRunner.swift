import ConcurrencyHelpers
import Foundation
import TripsTestKit

/// Runs a program to completion with files for its standard streams, so that no pipe can fill up and block it.
enum ProcessRunner {
    /// What a finished process left.
    struct Result: Sendable {
        /// The exit status.
        var status: Int32
        /// Everything written to standard output.
        var output: String
        /// Everything written to standard error.
        var errors: String
    }

    /// The package's root directory, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `trips-shell`: `$TRIPS_SHELL_PATH` (unless empty), or `.build/debug/trips-shell` under the package root.
    static var shellPath: String {
        ProcessInfo.processInfo.environment["TRIPS_SHELL_PATH"].flatMap { $0.isEmpty ? nil : $0 }
            ?? packageRoot.appendingPathComponent(".build/debug/trips-shell").path
    }

    /// Runs `trips-shell` with `arguments`, `input` as its standard input (a file, so not a terminal); under `umask`
    /// (`"022"`) when one is given, set for real by `sh` before it becomes the shell.
    static func shell(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], umask: String? = nil
    ) async throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: shellPath) else {
            throw RunError("no trips-shell at \(shellPath); build it with `swift build --product trips-shell`")
        }
        let (executable, all) = command(arguments, umask: umask)
        return try await run(executable, all, input: Data(input.utf8), environment: environment)
    }

    /// The executable and arguments that start `trips-shell` with `arguments`: itself, or `sh` setting `umask` first
    /// and then replacing itself with the shell (`exec`), so that the shell is the process that ends.
    static func command(_ arguments: [String], umask: String?) -> (executable: String, arguments: [String]) {
        guard let umask else { return (shellPath, arguments) }
        return ("/bin/sh", ["-c", "umask \(umask) && exec \"$0\" \"$@\"", shellPath] + arguments)
    }

    /// Runs `trips-shell` with these bytes, valid UTF-8 or not, as its standard input.
    static func shell(_ arguments: [String], bytes: Data) async throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: shellPath) else {
            throw RunError("no trips-shell at \(shellPath); build it with `swift build --product trips-shell`")
        }
        return try await run(shellPath, arguments, input: bytes)
    }

    /// Runs one of the pseudo-terminal stories in `Fixtures/` (`pty_session.py`, …) against the built `trips-shell`, in
    /// a fresh working directory, then calls `body` with what it printed and that directory (removed afterwards). Each
    /// of a story's waits is bounded on its own, by the shell's CPU and by the wall clock (`pty_session.py`); the bound
    /// on the whole story only ends one that hangs outside them, so it is far from what a loaded machine needs.
    static func terminalStory(_ script: String, _ body: (Result, URL) async throws -> Void) async throws {
        guard FileManager.default.isExecutableFile(atPath: shellPath) else {
            throw RunError("no trips-shell at \(shellPath); build it with `swift build --product trips-shell`")
        }
        let path = packageRoot.appendingPathComponent("Tests/TripsShellTests/Fixtures/\(script)").path
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("trips-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let story = try await run(
            "/usr/bin/env", ["python3", path, shellPath, work.path], timeout: .seconds(170).stretchedForBuild)
        try await body(story, work)
    }

    /// Runs `executable`, killing it if it has not finished within `timeout`.
    static func run(
        _ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
        timeout: Duration = .seconds(60).stretchedForBuild
    ) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try input.write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }

        var merged = ProcessInfo.processInfo.environment
        merged["TRIPS_HISTORY_FILE"] = ""
        let streams = try [(files[0], O_RDONLY), (files[1], O_WRONLY), (files[2], O_WRONLY)].map { file, mode in
            let descriptor = open(file.path, mode | O_CLOEXEC)
            guard descriptor >= 0 else { throw RunError("could not open \(file.path): errno \(errno)") }
            return descriptor
        }
        defer {
            for descriptor in streams { close(descriptor) }
        }
        let (ended, sink) = AsyncStream.makeStream(of: ChildProcess.Ending.self)
        // ChildProcess, not Foundation's Process: its run() can crash a test process that starts many.
        let child = try ChildProcess(
            executable: executable, arguments: arguments, environment: merged.merging(environment) { $1 },
            standardInput: streams[0], standardOutput: streams[1], standardError: streams[2],
            onEnd: { ending in
                sink.yield(ending)
                sink.finish()
            })
        // A process that hangs is ended by the same deadline mechanism the runner's waits use, not a task of its own.
        let terminate: @Sendable () -> Void = { child.send(signal: SIGTERM) }
        let ending = await Deadline.run(timeout, onExpiry: terminate) {
            var endings = ended.makeAsyncIterator()
            return await endings.next()
        }
        let status: Int32 =
            switch ending {
            case .exited(let status): status
            case .signalled(let signal): signal
            case nil: -1
            }
        return Result(
            status: status,
            output: try String(contentsOf: files[1], encoding: .utf8),
            errors: try String(contentsOf: files[2], encoding: .utf8))
    }

    /// A failure to run something, in words.
    struct RunError: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}
