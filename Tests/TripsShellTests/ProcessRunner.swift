import Foundation

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

    /// Runs `trips-shell` with `arguments`, `input` as its standard input (a file, so not a terminal).
    static func shell(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws
        -> Result
    {
        guard FileManager.default.isExecutableFile(atPath: shellPath) else {
            throw RunError("no trips-shell at \(shellPath); build it with `swift build --product trips-shell`")
        }
        return try await run(shellPath, arguments, input: Data(input.utf8), environment: environment)
    }

    /// Runs `trips-shell` with these bytes, valid UTF-8 or not, as its standard input.
    static func shell(_ arguments: [String], bytes: Data) async throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: shellPath) else {
            throw RunError("no trips-shell at \(shellPath); build it with `swift build --product trips-shell`")
        }
        return try await run(shellPath, arguments, input: bytes)
    }

    /// Runs one of the pseudo-terminal stories in `Fixtures/` (`pty_session.py`, …) against the built `trips-shell`, in
    /// a fresh working directory, then calls `body` with what it printed and that directory (removed afterwards).
    static func terminalStory(_ script: String, _ body: (Result, URL) async throws -> Void) async throws {
        guard FileManager.default.isExecutableFile(atPath: shellPath) else {
            throw RunError("no trips-shell at \(shellPath); build it with `swift build --product trips-shell`")
        }
        let path = packageRoot.appendingPathComponent("Tests/TripsShellTests/Fixtures/\(script)").path
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("trips-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try await body(try await run("/usr/bin/env", ["python3", path, shellPath, work.path]), work)
    }

    /// Runs `executable`, killing it if it has not finished within `timeout`.
    static func run(
        _ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
        timeout: Duration = .seconds(60)
    ) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try input.write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["TRIPS_HISTORY_FILE"] = ""
        process.environment = merged.merging(environment) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        let finished = AsyncStream<Void> { continuation in
            process.terminationHandler = { _ in continuation.finish() }
        }
        try process.run()
        let watchdog = Task {
            try await ContinuousClock().sleep(for: timeout)
            process.terminate()
        }
        for await _ in finished {}
        watchdog.cancel()
        return Result(
            status: process.terminationStatus,
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
