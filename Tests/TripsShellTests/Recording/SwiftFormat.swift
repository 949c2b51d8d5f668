import Foundation

/// The repository's swift-format, as `make lint` runs it, over Swift source a test made.
enum SwiftFormat {
    /// What `swift format lint --strict` says about `source` under the repository's `.swift-format`: empty when
    /// nothing.
    static func lint(_ source: String) async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Flow.swift")
        try Data(source.utf8).write(to: file)
        let configuration = ProcessRunner.packageRoot.appendingPathComponent(".swift-format").path
        let result = try await ProcessRunner.run(
            "/usr/bin/env", ["swift", "format", "lint", "--strict", "--configuration", configuration, file.path])
        return result.output + result.errors + (result.status == 0 ? "" : "(exit status \(result.status))")
    }
}
