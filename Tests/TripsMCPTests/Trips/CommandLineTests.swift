import Foundation
import Testing

@testable import TripsMCP

/// trips-mcp's own options, read from its command line.
@Suite("trips-mcp's command line")
struct CommandLineTests {
    @Test("--scratch-path names where the package builds, and leaves the launch options alone")
    func scratchPathIsRead() throws {
        let package = try Self.package()
        defer { try? FileManager.default.removeItem(at: package) }

        let parsed = try TripsMCPCommandLine.parse([
            "--package", package.path, "--scratch-path", "/tmp/shared/../builds", "--app", "/bin/true", "--fast",
        ])

        #expect(parsed.scratchPath?.path == "/tmp/builds")
        #expect(parsed.app.launchOptions == ["--fast"])
    }

    /// A folder with a Package.swift, as --package needs.
    static func package() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "trips-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// a package\n".utf8).write(to: folder.appending(path: "Package.swift"))
        return folder
    }
}
