import ConcurrencyHelpers
import Foundation

/// A small package beside the build that depends on this one by path, into which a written flow is copied and run
/// with `swift test`: the written flow compiled and run as a person who keeps it would. It stays under `.build`
/// between runs, and builds in the folder ``scratchVariable`` names (this package's own build folder, where the runner
/// is compiled already, as `make example-app` gives it), so that only the flow is compiled.
struct WrittenFlowPackage {
    /// The variable that names the build folder the package is built in; without it the test is not run.
    static let scratchVariable = "TRIPS_WRITTEN_FLOW_SCRATCH"

    /// What `swift test` left: its status and everything it printed, errors included.
    struct Run: Sendable {
        /// The exit status, or the signal that ended it (`-1`: it did not end within the bound and was ended).
        var status: Int32
        /// Its standard output and error, together.
        var output: String
    }

    /// The package's folder.
    let folder: URL

    /// The package under this package's `.build`.
    init() {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        folder = root.appendingPathComponent(".build/written-flow-package")
        self.root = root
    }

    /// Writes the package with `flows` as its test files, then runs `swift test` in it, ending it if it has not ended
    /// within `bound`. A file is written only when its text changed, and only the test files `flows` does not name are
    /// removed: the walks write the same flows each run, and a file rewritten the same would be compiled again (the
    /// manifest, evaluated again).
    func test(_ flows: [(file: String, source: String)], bound: Duration) async throws -> Run {
        let files = FileManager.default
        let tests = folder.appendingPathComponent("Tests/WrittenFlowTests")
        try files.createDirectory(at: tests, withIntermediateDirectories: true)
        let kept = Set(flows.map(\.file))
        for stale in try files.contentsOfDirectory(atPath: tests.path) where !kept.contains(stale) {
            try files.removeItem(at: tests.appendingPathComponent(stale))
        }
        try Self.write(manifest, to: folder.appendingPathComponent("Package.swift"))
        for flow in flows {
            try Self.write(flow.source, to: tests.appendingPathComponent(flow.file))
        }
        let log = folder.appendingPathComponent("swift-test.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let descriptor = open(log.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let (ended, sink) = AsyncStream.makeStream(of: ChildProcess.Ending.self)
        let child = try ChildProcess(
            executable: "/usr/bin/env",
            arguments: ["swift", "test", "--package-path", folder.path]
                + (ProcessInfo.processInfo.environment[Self.scratchVariable].map { ["--scratch-path", $0] } ?? []),
            environment: ProcessInfo.processInfo.environment, standardInput: descriptor, standardOutput: descriptor,
            standardError: descriptor,
            onEnd: { ending in
                sink.yield(ending)
                sink.finish()
            })
        let end: @Sendable () -> Void = { child.send(signal: SIGTERM) }
        let ending = await Deadline.run(bound, onExpiry: end) {
            var endings = ended.makeAsyncIterator()
            return await endings.next()
        }
        let output = try String(contentsOf: log, encoding: .utf8)
        switch ending {
        case .exited(let status): return Run(status: status, output: output)
        case .signalled(let signal): return Run(status: signal, output: output)
        case nil: return Run(status: -1, output: output)
        }
    }

    // MARK: - Private

    /// Writes `text` to `file` unless the file holds it already.
    private static func write(_ text: String, to file: URL) throws {
        let data = Data(text.utf8)
        guard FileManager.default.contents(atPath: file.path) != data else { return }
        try data.write(to: file)
    }

    private let root: URL

    private var manifest: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "WrittenFlow",
            platforms: [.macOS(.v15)],
            dependencies: [.package(path: "\(root.path)")],
            targets: [
                .testTarget(
                    name: "WrittenFlowTests",
                    dependencies: [.product(name: "AppRunner", package: "\(root.lastPathComponent)")],
                    swiftSettings: [.swiftLanguageMode(.v6)])
            ]
        )

        """
    }
}
