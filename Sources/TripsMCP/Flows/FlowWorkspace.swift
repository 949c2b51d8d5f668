import Foundation
import PrivateFiles

/// The package whose flows the flow tools list, build and run: its root (where `Package.swift` is), the test target
/// its flows are in, the folder it builds in, the `swift` that builds it, the acceptance scripts that run them (this
/// server's own checkout's, so that a package needs no link to them) and the Python that runs those, and the folder
/// this server's runs write into, which is its own, under the package's `.build`.
public struct FlowWorkspace: Sendable {
    /// The package's root.
    public var root: URL
    /// The test target the flows are in (`AcceptanceTests`, `CountdownFlows`).
    public var module: String
    /// The folder the package builds in (SwiftPM's scratch path: its `.build` unless told), by its real path: SwiftPM
    /// keeps two builds of one folder apart by a lock named after the path it is given, so a folder linked to, or
    /// shared with another package, is locked as that package's builds lock it.
    public var scratch: URL
    /// The `swift` executable, by path.
    var swift: String
    /// The acceptance scripts' folder (`scripts/acceptance`).
    var scripts: URL
    /// The Python that runs the scripts, by path: the test tools' virtual environment's when there is one.
    var python: String
    /// Where this server's listings and runs write (results, evidence): made owner-only, removed with the server.
    var out: URL
    /// The package's executable product the tools launch, when the app is one.
    var appProduct: String?
    /// The prefixes of the variables that differ from one session to the next and that no build reads (the folder a
    /// client gives each server its evidence in): left out of a build's environment (``buildEnvironment``).
    var sessionVariablePrefixes: [String] = []

    /// What a build, a listing or a run tells as it goes: a message, how far, and of how much when known.
    public struct Progress: Sendable, Equatable {
        /// What is being done.
        public var message: String
        /// How far, in the step's own count.
        public var done: Double
        /// Of how much, when known.
        public var total: Double?
    }

    /// The workspace of the package at `root`, whose flows are the test target `flowsModule` (when `nil`: its
    /// `AcceptanceTests`, else its one folder under `Tests/`), built in `scratchPath` (when `nil`: its `.build`);
    /// throws what is missing and how to give it.
    public init(
        root: URL, flowsModule: String? = nil, scratchPath: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(FlowToolError) {
        let files = FileManager.default
        guard files.fileExists(atPath: root.appending(path: "Package.swift").path) else {
            throw FlowToolError("\(root.path) has no Package.swift: --package names a Swift package's folder.")
        }
        guard
            let swift = environment["SWIFT"].flatMap({ $0.contains("/") ? $0 : nil })
                ?? Self.onPath("swift", environment)
        else {
            throw FlowToolError("No `swift` on the PATH: the flow tools build the package with it.")
        }
        guard let home = Self.scriptsHome(package: root) else {
            throw FlowToolError(
                "The flow tools run flows through the acceptance scripts (scripts/acceptance/) of the checkout "
                    + "trips-mcp was built in, and this trips-mcp is not in one: start the one built in that "
                    + "checkout (.build/debug/trips-mcp).")
        }
        self.root = root
        scratch = (scratchPath ?? root.appending(path: ".build")).resolvingSymlinksInPath()
        if let flowsModule { module = flowsModule } else { module = try Self.flowsModule(of: root) }
        self.swift = swift
        scripts = home.appending(path: "scripts/acceptance")
        python = Self.venvPython(home) ?? Self.onPath("python3", environment) ?? "python3"
        out = root.appending(path: ".build/trips-mcp/session-\(UUID().uuidString)")
        self.environment = environment
    }

    /// The package above `start` (itself, or the nearest folder above it with a `Package.swift`), as `trips-mcp`
    /// built in `.build/debug/` finds the checkout it was built from.
    public static func root(above start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The checkout whose acceptance scripts run the flows: the one this program was built in, else `package` when
    /// it holds them itself.
    static func scriptsHome(package: URL) -> URL? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [root(above: executable.deletingLastPathComponent()), package].compactMap { $0 }
        return candidates.first { home in
            FileManager.default.fileExists(atPath: home.appending(path: "scripts/acceptance/main.py").path)
        }
    }

    /// The test target a package's flows are in, when it names none: `AcceptanceTests` when it has that folder,
    /// else its one folder under `Tests/`.
    static func flowsModule(of root: URL) throws(FlowToolError) -> String {
        let files = FileManager.default
        if files.fileExists(atPath: root.appending(path: "AcceptanceTests").path) { return "AcceptanceTests" }
        let tests = ((try? files.contentsOfDirectory(atPath: root.appending(path: "Tests").path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        guard tests.count == 1, let only = tests.first else {
            let found =
                tests.isEmpty
                ? "no test target (no AcceptanceTests/, nothing under Tests/)"
                : "several test "
                    + "targets (\(tests.joined(separator: ", ")))"
            throw FlowToolError(
                "\(root.path) has \(found): name the one its flows are in with --flows TARGET.")
        }
        return only
    }

    /// What a build makes that the tools use: the flows' test bundle, and the app when it is a product.
    private var outputs: [String] {
        [testBinary] + (appProduct.map { [product($0).path] } ?? [])
    }

    /// The package's executable product `name`, where its debug build puts it.
    func product(_ name: String) -> URL {
        scratch.appending(path: "debug/\(name)")
    }

    private var environment: [String: String]

    // MARK: - Building

    /// Builds the package with its tests (the flows are a test target), unless no file it builds from has changed
    /// since its last build here (``BuildStamp``); on failure, the compiler's errors.
    func build(progress: @escaping @Sendable (Progress) -> Void) async throws -> Result<Void, FlowToolError> {
        let arguments = ["build", "--package-path", root.path, "--scratch-path", scratch.path, "--build-tests"]
        let stamps = BuildStamps(scratch: scratch)
        let last = stamps.last(for: root)
        // The packages it depends on by path are those its last build resolved; the build folder's own record may be
        // another package's, one built there since.
        let dependencies = last?.dependencies ?? BuildStamp.localDependencies(scratch: scratch)
        let inputs = BuildStamp.inputs(
            root: root, dependencies: dependencies, scratch: scratch, swift: swift, arguments: arguments,
            environment: environment)
        if let last, last == BuildStamp(inputs: inputs, outputs: BuildStamp.outputs(outputs)) {
            progress(Progress(message: "nothing to build: no file has changed since the last build", done: 1, total: 1))
            return .success(())
        }
        stamps.forget(root)
        let command = StreamedCommand(executable: swift, arguments: arguments, environment: buildEnvironment)
        let outcome = try await command.run { line in
            if let step = Self.buildStep(line) { progress(step) }
        }
        guard outcome.status != 0 else {
            // Kept only when the inputs were read with the packages this build resolved; otherwise what it resolved is
            // kept for the next build to read them with, as a stamp no build matches.
            let resolved = BuildStamp.localDependencies(scratch: scratch)
            if BuildStamp.sameDependencies(resolved, dependencies) {
                stamps.keep(BuildStamp(inputs: inputs, outputs: BuildStamp.outputs(outputs)), for: root)
            } else {
                stamps.keep(BuildStamp.unbuilt(dependencies: resolved), for: root)
            }
            return .success(())
        }
        let errors = CompilerErrors(lines: outcome.lines, root: root.path + "/")
        guard !errors.errors.isEmpty else {
            let tail = outcome.lines.suffix(12).joined(separator: "\n")
            return .failure(
                FlowToolError("The build failed (exit status \(outcome.status)) with no compiler error:\n\(tail)"))
        }
        return .failure(FlowToolError("The build failed:\n" + errors.lines.joined(separator: "\n")))
    }

    /// The environment a build runs in: this server's, without its session's own variables
    /// (``sessionVariablePrefixes``). SwiftPM keys its cache of evaluated manifests on the whole environment, so a
    /// variable that differs between sessions would have each session's first build compile and run the package's
    /// manifests again; ``BuildStamp`` reads none of them either.
    var buildEnvironment: [String: String] {
        environment.filter { variable, _ in !sessionVariablePrefixes.contains { variable.hasPrefix($0) } }
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
        let outcome = try await script(
            "list",
            [
                "--out", try folder("listing").path, "--filter", filter, "--tags", tags.joined(separator: ","),
            ]
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
        let finished = ProgressCount()
        let outcome = try await script(
            "run",
            [
                "--out", out.path, "--filter", filter, "--tags", tags.joined(separator: ","), "--retries",
                "\(retries)", "--brief",
            ]
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

    /// How old the evidence of `results` is beside the sources of the flows that failed in it and `sources` (their
    /// suite's files): when each last changed.
    func age(of results: FlowRunResults, sources: RepairProposal.Sources) -> EvidenceAge {
        let files = Set(sources.map(\.path) + results.flows.compactMap(\.file))
        var changed: [String: Date] = [:]
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root.appending(path: file).path)
            changed[file] = attributes?[.modificationDate] as? Date
        }
        return EvidenceAge(changed: changed)
    }

    /// Whether `file` (a path below a module's folder) is a screen snapshot: a `.txt` file of a `Snapshots` folder.
    private static func isSnapshot(_ file: String) -> Bool {
        file.hasSuffix(".txt") && file.split(separator: "/").contains("Snapshots")
    }

    /// The acceptance script's `command` on this package's flows with `arguments`, run from the package's root (where
    /// the runner puts the evidence of an app whose profile names no folder for it): the scripts name the flows'
    /// files from there.
    private func script(_ command: String, _ arguments: [String]) -> StreamedCommand {
        var environment = self.environment
        environment["ACCEPTANCE_ROOT"] = root.path
        return StreamedCommand(
            executable: "/bin/sh",
            arguments: [
                "-c", "cd \"$0\" && exec \"$@\"", root.path, python, scripts.appending(path: "main.py").path, command,
                "--binary", testBinary, "--module", module,
            ] + arguments,
            environment: environment)
    }

    /// The test binary the acceptance script runs: the debug build's, where `build` puts it, named by SwiftPM after
    /// the package (`CountdownPackageTests.xctest`). A build folder can hold other packages' bundles too (one left
    /// by the package under an earlier name, or a folder two packages build in), so the name comes from the
    /// manifest; only a manifest that computes its name falls back to the one bundle there is, or the first.
    var testBinary: String {
        let debug = scratch.appending(path: "debug")
        let manifest = (try? String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)) ?? ""
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? [])
            .filter { $0.hasSuffix("PackageTests.xctest") }.sorted()
        let named = Self.packageName(manifest: manifest).map { "\($0)PackageTests.xctest" }
        let bundle = named ?? bundles.first ?? "PackageTests.xctest"
        return debug.appending(path: bundle).path
    }

    /// The name a manifest gives its package, when it writes it as a literal (`Package(name: "Countdown", …`).
    static func packageName(manifest: String) -> String? {
        guard let match = manifest.firstMatch(of: #/Package\(\s*name:\s*"([^"\\]+)"/#) else { return nil }
        return String(match.output.1)
    }

    /// This server's folder `name` under ``out``, made owner-only when missing.
    private func folder(_ name: String) throws -> URL {
        let folder = out.appending(path: name)
        try FileManager.default.createDirectory(
            at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
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
