import Foundation
import Testing

@testable import TripsMCP

/// The flow tools run the package's own test bundle, whatever else its build folder holds.
@Suite("The flow workspace")
struct FlowWorkspaceTests {
    @Test("The bundle run is the one named after the manifest's package, beside another package's")
    func theBundleIsTheManifestsPackages() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-workspace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let debug = root.appending(path: ".build/debug")
        for bundle in ["AnotherPackageTests.xctest", "BasketPackageTests.xctest"] {
            try FileManager.default.createDirectory(
                at: debug.appending(path: bundle), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(
            at: root.appending(path: "Tests/BasketFlows"), withIntermediateDirectories: true)
        try Data("import PackageDescription\nlet package = Package(\n    name: \"Basket\", targets: [])\n".utf8)
            .write(to: root.appending(path: "Package.swift"))

        let workspace = try FlowWorkspace(
            root: root, environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])

        #expect(workspace.testBinary == debug.appending(path: "BasketPackageTests.xctest").path)
    }

    @Test("Given a scratch path, the bundle and the products are looked for there, by the folder's real path")
    func aScratchPathIsWhereItBuilds() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-workspace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appending(path: "shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appending(path: "linked"), withDestinationURL: shared)
        try FileManager.default.createDirectory(
            at: root.appending(path: "Tests/BasketFlows"), withIntermediateDirectories: true)
        try Data("let package = Package(name: \"Basket\")\n".utf8).write(to: root.appending(path: "Package.swift"))

        let workspace = try FlowWorkspace(
            root: root, scratchPath: root.appending(path: "linked"),
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])

        let debug = shared.resolvingSymlinksInPath().appending(path: "debug")
        #expect(workspace.scratch == shared.resolvingSymlinksInPath())
        #expect(workspace.testBinary == debug.appending(path: "BasketPackageTests.xctest").path)
        #expect(workspace.product("basket") == debug.appending(path: "basket"))
    }

    @Test(
        "A manifest's literal name is read; a computed one is not guessed",
        arguments: [
            ("let package = Package(name: \"Countdown\")", "Countdown"),
            ("let package = Package(\n    name: \"Repair-Stand-In\",\n    platforms: [])", "Repair-Stand-In"),
            ("let package = Package(name: packageName)", nil),
        ] as [(String, String?)])
    func theManifestsNameIsRead(manifest: String, name: String?) {
        #expect(FlowWorkspace.packageName(manifest: manifest) == name)
    }

    @Test("A build runs in the server's environment without the session's own variables, which change between sessions")
    func aBuildLeavesOutTheSessionsVariables() async throws {
        let package = try BuildStampTests.Package()
        defer { package.remove() }
        let root = package.root
        // A stand-in `swift` that keeps the environment the build ran in, beside itself.
        let swift = root.appending(path: "swift")
        try package.write("swift", "#!/bin/sh\nenv > \"$0.environment\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: swift.path)

        var workspace = try FlowWorkspace(
            root: root,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "", "SWIFT": swift.path,
                "SWIFTPM_CACHE": "/cache", "TRIPS_ARTIFACTS_DIR": "/tmp/session-1", "TRIPS_X": "1",
            ])
        workspace.sessionVariablePrefixes = TripsMCPCommandLine.sessionVariablePrefixes
        let built = try await workspace.build { _ in }

        #expect(throws: Never.self) { try built.get() }
        let environment = try String(contentsOf: root.appending(path: "swift.environment"), encoding: .utf8)
        let names = environment.split(separator: "\n").compactMap { $0.split(separator: "=").first.map(String.init) }
        #expect(names.contains("SWIFTPM_CACHE") && names.contains("SWIFT"), "\(names)")
        #expect(!names.contains { $0.hasPrefix("TRIPS_") }, "\(names)")
    }
}
