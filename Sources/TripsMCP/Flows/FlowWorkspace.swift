import Foundation
import PrivateFiles

/// The package whose flows the flow tools list, build and run: its root (where `Package.swift` and `AcceptanceTests/`
/// are), the `swift` that builds it, the Python that runs its acceptance scripts, and the folder this server's runs
/// write into, which is its own.
public struct FlowWorkspace: Sendable {
    /// The package's root.
    public var root: URL
    /// The `swift` executable, by path.
    var swift: String
    /// The Python that runs `scripts/acceptance/`, by path: the test tools' virtual environment's when there is one.
    var python: String
    /// Where this server's listings and runs write (results, evidence): made owner-only, removed with the server.
    var out: URL

    /// What a build, a listing or a run tells as it goes: a message, how far, and of how much when known.
    public struct Progress: Sendable, Equatable {
        /// What is being done.
        public var message: String
        /// How far, in the step's own count.
        public var done: Double
        /// Of how much, when known.
        public var total: Double?
    }

    /// The workspace of the package at `root`, running into `out`; `nil` when `root` holds no acceptance suite or no
    /// `swift` is on the `PATH`.
    public init?(root: URL, out: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let files = FileManager.default
        guard files.fileExists(atPath: root.appending(path: "Package.swift").path),
            files.fileExists(atPath: root.appending(path: "scripts/acceptance/main.py").path),
            let swift = environment["SWIFT"].flatMap({ $0.contains("/") ? $0 : nil })
                ?? Self.onPath("swift", environment),
            let python = Self.venvPython(root) ?? Self.onPath("python3", environment)
        else { return nil }
        self.root = root
        self.swift = swift
        self.python = python
        self.out = out
        self.environment = environment
    }

    /// The package above `start` (itself, or the nearest folder above it with a suite), as `trips-mcp` built in
    /// `.build/debug/` finds the checkout it was built from.
    public static func root(above start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appending(path: "scripts/acceptance/main.py").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    private var environment: [String: String]

    // MARK: - Building

    /// Builds the package with its tests (the flows are a test target); on failure, the compiler's errors.
    func build(progress: @escaping @Sendable (Progress) -> Void) async throws -> Result<Void, FlowToolError> {
        let command = StreamedCommand(
            executable: swift, arguments: ["build", "--package-path", root.path, "--build-tests"],
            environment: environment)
        let outcome = try await command.run { line in
            if let step = Self.buildStep(line) { progress(step) }
        }
        guard outcome.status != 0 else { return .success(()) }
        let errors = CompilerErrors(lines: outcome.lines, root: root.path + "/")
        guard !errors.errors.isEmpty else {
            let tail = outcome.lines.suffix(12).joined(separator: "\n")
            return .failure(
                FlowToolError("The build failed (exit status \(outcome.status)) with no compiler error:\n\(tail)"))
        }
        return .failure(FlowToolError("The build failed:\n" + errors.lines.joined(separator: "\n")))
    }

    /// `[12/345] Compiling …` as progress.
    private static func buildStep(_ line: String) -> Progress? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard counts.count == 2, let done = Double(counts[0]), let total = Double(counts[1]) else { return nil }
        return Progress(
            message: "building: " + line[line.index(after: close)...].trimmingCharacters(in: .whitespaces),
            done: done, total: total)
    }

    // MARK: - Listing and running

    /// The flows `filter` (a regular expression on a flow's identifier, or on "suite: name" as every answer prints it) and `tags` (any of them) select.
    func list(filter: String, tags: [String]) async throws -> FlowListing {
        let outcome = try await StreamedCommand(
            executable: python,
            arguments: [
                root.appending(path: "scripts/acceptance/main.py").path, "list", "--binary", testBinary,
                "--out", try folder("listing").path, "--filter", filter, "--tags", tags.joined(separator: ","),
                "--module", environment["ACCEPTANCE_MODULE"].flatMap { $0.isEmpty ? nil : $0 } ?? "AcceptanceTests",
            ],
            environment: environment
        ).run()
        guard outcome.status == 0, let json = outcome.lines.last(where: { $0.hasPrefix("{") }) else {
            throw FlowToolError(outcome.lines.suffix(4).joined(separator: "\n"))
        }
        return try FlowListing.read(Data(json.utf8))
    }

    /// Runs the flows `filter` and `tags` select through the acceptance script, each failure rerun up to `retries`
    /// times (one that then passes is flaky), telling each flow's line as it ends.
    func run(
        filter: String, tags: [String], retries: Int, progress: @escaping @Sendable (Progress) -> Void
    ) async throws -> FlowRunResults {
        let out = try folder("run")
        var environment = self.environment
        environment["FILTER"] = filter
        environment["TAGS"] = tags.joined(separator: ",")
        environment["RETRIES"] = "\(retries)"
        environment["ACCEPTANCE_OUT"] = out.path
        environment["BRIEF"] = "1"
        environment["PYTHON"] = python
        environment["SWIFT"] = swift
        // The build just made it: the script need not ask SwiftPM for it again.
        environment["TRIPS_BIN_PATH"] = root.appending(path: ".build/debug").path
        let finished = ProgressCount()
        let outcome = try await StreamedCommand(
            executable: "/bin/sh", arguments: [root.appending(path: "scripts/acceptance.sh").path],
            environment: environment
        ).run { line in
            let word = line.split(separator: " ").first.map(String.init) ?? ""
            guard ["pass", "FAIL", "flaky", "skip"].contains(word) else { return }
            progress(
                Progress(
                    message: line.trimmingCharacters(in: .whitespaces), done: finished.next(), total: nil))
        }
        guard let data = FileManager.default.contents(atPath: out.appending(path: "results.json").path) else {
            throw FlowToolError(
                "The acceptance run wrote no results (exit status \(outcome.status)):\n"
                    + outcome.lines.suffix(8).joined(separator: "\n"))
        }
        return try FlowRunResults.read(data)
    }

    /// The Swift sources and screen snapshots (the `.txt` files of a `Snapshots` folder) of the modules whose flows
    /// failed in `results` (`AcceptanceTests/`, a `Tests/` module), by their paths from the root: where a repair would
    /// rename a name.
    func sources(of results: FlowRunResults) -> RepairProposal.Sources {
        let failed = results.flows.filter { $0.status == "failed" || $0.status == "flaky" }
        let folders = Set(
            failed.compactMap(\.file).map { file in
                let parts = file.split(separator: "/")
                return parts.prefix(parts.first == "Tests" ? 2 : 1).joined(separator: "/")
            })
        var sources: RepairProposal.Sources = []
        for folder in folders.sorted() {
            let base = root.appending(path: folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            // The Swift sources, where flows and pages write names, and the screen snapshots they compare with,
            // which write identifiers too.
            for file in files.sorted() where file.hasSuffix(".swift") || Self.isSnapshot(file) {
                if let text = try? String(contentsOf: base.appending(path: file), encoding: .utf8) {
                    sources.append(("\(folder)/\(file)", text))
                }
            }
        }
        return sources
    }

    /// Whether `file` (a path below a module's folder) is a screen snapshot: a `.txt` file of a `Snapshots` folder.
    private static func isSnapshot(_ file: String) -> Bool {
        file.hasSuffix(".txt") && file.split(separator: "/").contains("Snapshots")
    }

    /// The test binary the acceptance script runs: the debug build's, where `build` puts it, named by SwiftPM after
    /// the package (`TripsPackageTests.xctest` for Trips; another package's flows have their own name).
    private var testBinary: String {
        let debug = root.appending(path: ".build/debug")
        let bundles = (try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? []
        let bundle = bundles.sorted().first { $0.hasSuffix("PackageTests.xctest") } ?? "TripsPackageTests.xctest"
        return debug.appending(path: bundle).path
    }

    /// This server's folder `name` under ``out``, made owner-only when missing.
    private func folder(_ name: String) throws -> URL {
        let folder = out.appending(path: name)
        try OwnerOnly.makeDirectory(out)
        try OwnerOnly.makeDirectory(folder)
        return folder
    }

    private static func venvPython(_ root: URL) -> String? {
        let path = root.appending(path: ".build/venv/bin/python").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    private static func onPath(_ name: String, _ environment: [String: String]) -> String? {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(name)" }
            .first(where: FileManager.default.isExecutableFile(atPath:))
    }
}
