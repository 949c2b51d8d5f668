import Foundation
import Locking
import Testing

@testable import TripsMCP

/// The flow tools build a package only when a file it builds from, or what they run of its build, has changed since
/// their last build of it there.
@Suite("The build stamp")
struct BuildStampTests {
    /// A package in a folder of its own: its manifest, one source, and `.build` as its build folder.
    struct Package {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-stamp-\(UUID().uuidString)")
        var scratch: URL { root.appending(path: ".build") }

        init() throws {
            try write("Package.swift", "import PackageDescription\nlet package = Package(name: \"Basket\")\n")
            try write("Tests/BasketFlows/Flows.swift", "let flows = 1\n")
        }

        func write(_ path: String, _ text: String, under folder: URL? = nil) throws {
            let file = (folder ?? root).appending(path: path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func inputs(dependencies: [URL] = [], environment: [String: String] = [:]) -> [String] {
            BuildStamp.inputs(
                root: root, dependencies: dependencies, scratch: scratch, swift: "/bin/sh", arguments: ["build"],
                environment: environment)
        }

        /// Writes the build folder's record of a resolution that found `dependencies` by path, as SwiftPM does.
        func resolved(_ dependencies: [String]) throws {
            let references = dependencies.map { #"{"packageRef": {"kind": "fileSystem", "location": "\#($0)"}}"# }
            try write(
                ".build/workspace-state.json",
                #"{"object": {"dependencies": ["# + references.joined(separator: ", ") + "]}}")
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test("A file changed, added or removed moves the stamp; a hidden folder or a nested package does not")
    func whatMovesTheStamp() throws {
        let package = try Package()
        defer { package.remove() }
        let first = package.inputs()
        try package.write(".build/debug/output.o", "compiled")
        try package.write(".git/index", "staged")
        try package.write("Examples/Other/Package.swift", "let package = Package(name: \"Other\")\n")
        try package.write("Examples/Other/Sources/Other/other.swift", "let other = 1\n")
        #expect(package.inputs() == first)

        try package.write("Tests/BasketFlows/Flows.swift", "let flows = 22\n")
        let changed = package.inputs()
        #expect(changed != first)
        try package.write("Tests/BasketFlows/Page.swift", "let page = 1\n")
        let added = package.inputs()
        #expect(added != changed)
        try FileManager.default.removeItem(at: package.root.appending(path: "Tests/BasketFlows/Page.swift"))
        #expect(package.inputs() != added)
    }

    @Test("A file linked into the package is read where the link leads")
    func aLinkedFileIsReadWhereItLeads() throws {
        let package = try Package()
        let elsewhere = try Package()
        defer {
            package.remove()
            elsewhere.remove()
        }
        let shared = elsewhere.root.appending(path: "Tests/BasketFlows/Flows.swift")
        try FileManager.default.createSymbolicLink(
            at: package.root.appending(path: "Tests/BasketFlows/Shared.swift"), withDestinationURL: shared)
        let first = package.inputs()
        try elsewhere.write("Tests/BasketFlows/Flows.swift", "let flows = 55555\n")
        #expect(package.inputs() != first)
    }

    @Test("A package it depends on by path is read too, and the build folder's resolution names them")
    func aPathDependencyIsRead() throws {
        let package = try Package()
        let dependency = try Package()
        defer {
            package.remove()
            dependency.remove()
        }
        try package.resolved([dependency.root.path])
        let resolved = BuildStamp.localDependencies(scratch: package.scratch)
        #expect(BuildStamp.sameDependencies(resolved, [dependency.root]))
        let first = package.inputs(dependencies: resolved)
        #expect(first.contains { $0.hasPrefix(dependency.root.resolvingSymlinksInPath().path + "/Tests/BasketFlows/") })
        #expect(BuildStamp.sameDependencies(BuildStamp(inputs: first, outputs: []).dependencies, [dependency.root]))
        try dependency.write("Tests/BasketFlows/Flows.swift", "let flows = 333\n")
        #expect(package.inputs(dependencies: resolved) != first)
    }

    @Test("A variable the build reads moves the stamp; another does not")
    func theBuildsEnvironmentIsInIt() throws {
        let package = try Package()
        defer { package.remove() }
        func inputs(_ cache: String, _ compiler: String, _ artifacts: String) -> [String] {
            package.inputs(environment: ["SWIFTPM_CACHE": cache, "CC": compiler, "TRIPS_ARTIFACTS_DIR": artifacts])
        }
        let first = inputs("a", "clang", "/tmp/a")
        #expect(inputs("a", "clang", "/tmp/b") == first)
        #expect(inputs("b", "clang", "/tmp/a") != first)
        #expect(inputs("a", "gcc", "/tmp/a") != first)
    }

    /// A package built by a stand-in `swift` beside it, which counts its runs, makes the test bundle, records a
    /// resolution with `dependency` in the build folder as SwiftPM does, and fails while the package holds a file
    /// named `broken`.
    struct StandInBuild {
        let package: Package
        let dependency: Package
        let tools: Package
        let workspace: FlowWorkspace

        init() throws {
            package = try Package()
            dependency = try Package()
            tools = try Package()
            let scratch = package.scratch.path
            try tools.write(
                "swift",
                """
                #!/bin/sh
                echo run >> "\(tools.root.path)/runs"
                mkdir -p "\(scratch)/debug" && touch "\(scratch)/debug/BasketPackageTests.xctest"
                echo '{"object": {"dependencies": [{"packageRef": {"kind": "fileSystem", "location": \
                "\(dependency.root.path)"}}]}}' > "\(scratch)/workspace-state.json"
                [ ! -e "\(package.root.path)/broken" ]
                """)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: tools.root.appending(path: "swift").path)
            workspace = try FlowWorkspace(
                root: package.root,
                environment: [
                    "SWIFT": tools.root.appending(path: "swift").path,
                    "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
                ])
        }

        /// Builds; how many times `swift` ran so far, what the build said, and whether it failed.
        func build() async throws -> (runs: Int, said: [String], failed: Bool) {
            let said = Said()
            let result = try await workspace.build { said.append($0.message) }
            let text = try? String(contentsOf: tools.root.appending(path: "runs"), encoding: .utf8)
            let count = text?.split(separator: "\n").count ?? 0
            if case .failure = result { return (count, said.messages, true) }
            return (count, said.messages, false)
        }

        func remove() {
            for each in [package, dependency, tools] { each.remove() }
        }
    }

    @Test("A second build with nothing changed runs no swift; a change, a missing bundle or a failure has it run")
    func aBuildRunsOnlyWhenTheStampMoved() async throws {
        let stand = try StandInBuild()
        defer { stand.remove() }

        // The first build finds the package's path dependency in what it resolved; the second reads it too.
        let first = try await stand.build()
        let second = try await stand.build()
        #expect(first.runs == 1 && second.runs == 2)
        let again = try await stand.build()
        #expect(again.runs == 2 && again.said == ["nothing to build: no file has changed since the last build"])
        try stand.package.write("Tests/BasketFlows/Flows.swift", "let flows = 4444\n")
        let changed = try await stand.build()
        #expect(changed.runs == 3)
        try FileManager.default.removeItem(at: stand.package.scratch.appending(path: "debug/BasketPackageTests.xctest"))
        let rebuilt = try await stand.build()
        #expect(rebuilt.runs == 4)
        try stand.package.write("broken", "")
        let failed = try await stand.build()
        #expect(failed == (5, [], true))
        let failedAgain = try await stand.build()
        #expect(failedAgain == (6, [], true))
    }

    @Test("A path dependency changed after another package resolved in the same build folder still has it build")
    func aSharedBuildFolderKeepsThePackagesOwnDependencies() async throws {
        let stand = try StandInBuild()
        defer { stand.remove() }
        _ = try await stand.build()
        _ = try await stand.build()
        let skipped = try await stand.build()
        #expect(skipped.runs == 2)

        try stand.package.resolved([])
        try stand.dependency.write("Tests/BasketFlows/Flows.swift", "let flows = 666666\n")
        let changed = try await stand.build()
        #expect(changed.runs == 3)
        let again = try await stand.build()
        #expect(again.runs == 3)
    }

    @Test("A package whose first build found the folder holding another's resolution has a stamp from its second")
    func aFirstBuildAfterAnotherPackagesLearnsItsOwnDependencies() async throws {
        let stand = try StandInBuild()
        defer { stand.remove() }
        // Another package built in the folder last: its resolution names a package this one does not depend on.
        try stand.package.resolved(["/elsewhere"])
        _ = try await stand.build()
        try stand.package.resolved(["/elsewhere"])
        let second = try await stand.build()
        let third = try await stand.build()
        #expect(second.runs == 2 && third.runs == 2)
    }

    /// The progress messages of a build, as they come.
    final class Said: Sendable {
        private let lock = Lock<[String]>([])
        func append(_ message: String) { lock.withLock { $0.append(message) } }
        var messages: [String] { lock.withLock { $0 } }
    }
}
