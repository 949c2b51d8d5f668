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

        func inputs() -> [String] {
            BuildStamp.inputs(root: root, scratch: scratch, swift: "/bin/sh", arguments: ["build"])
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

    @Test("A package it depends on by path, as the build folder's resolution lists it, is read too")
    func aPathDependencyIsRead() throws {
        let package = try Package()
        let dependency = try Package()
        defer {
            package.remove()
            dependency.remove()
        }
        try package.write(
            ".build/workspace-state.json",
            #"{"object": {"dependencies": [{"packageRef": {"kind": "fileSystem", "location": "\#(dependency.root.path)"}}]}}"#
        )
        let first = package.inputs()
        #expect(first.contains { $0.hasPrefix(dependency.root.resolvingSymlinksInPath().path + "/Tests/BasketFlows/") })
        try dependency.write("Tests/BasketFlows/Flows.swift", "let flows = 333\n")
        #expect(package.inputs() != first)
    }

    @Test("A second build with nothing changed runs no swift; a change, a missing bundle or a failure has it run")
    func aBuildRunsOnlyWhenTheStampMoved() async throws {
        let package = try Package()
        let tools = try Package()
        defer {
            package.remove()
            tools.remove()
        }
        // A stand-in swift, beside the package: counts its runs, makes the test bundle, and fails while the package
        // holds a file named `broken`.
        let runs = tools.root.appending(path: "runs")
        try tools.write(
            "swift",
            """
            #!/bin/sh
            echo run >> "\(runs.path)"
            mkdir -p "\(package.scratch.path)/debug" && touch "\(package.scratch.path)/debug/BasketPackageTests.xctest"
            [ ! -e "\(package.root.path)/broken" ]
            """)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o700], ofItemAtPath: tools.root.appending(path: "swift").path)
        let workspace = try FlowWorkspace(
            root: package.root,
            environment: [
                "SWIFT": tools.root.appending(path: "swift").path,
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
            ])
        func build() async throws -> (runs: Int, said: [String], failed: Bool) {
            let said = Said()
            let result = try await workspace.build { said.append($0.message) }
            let count = (try? String(contentsOf: runs, encoding: .utf8))?.split(separator: "\n").count ?? 0
            if case .failure = result { return (count, said.messages, true) }
            return (count, said.messages, false)
        }

        let first = try await build()
        #expect(first.runs == 1)
        let again = try await build()
        #expect(again.runs == 1 && again.said == ["nothing to build: no file has changed since the last build"])
        try package.write("Tests/BasketFlows/Flows.swift", "let flows = 4444\n")
        let changed = try await build()
        #expect(changed.runs == 2)
        try FileManager.default.removeItem(at: package.scratch.appending(path: "debug/BasketPackageTests.xctest"))
        let rebuilt = try await build()
        #expect(rebuilt.runs == 3)
        try package.write("broken", "")
        let failed = try await build()
        #expect(failed == (4, [], true))
        let failedAgain = try await build()
        #expect(failedAgain == (5, [], true))
    }

    /// The progress messages of a build, as they come.
    final class Said: Sendable {
        private let lock = Lock<[String]>([])
        func append(_ message: String) { lock.withLock { $0.append(message) } }
        var messages: [String] { lock.withLock { $0 } }
    }
}
