import Foundation
import Testing

/// What the issue promises: a person opens `trips-shell -uiTesting --record DeleteSeattle.swift` at a terminal, taps
/// through a story with a couple of `expect`s (and a typo), quits with Ctrl-D, and the file is the flow checked in
/// as `AcceptanceTests/Flows/Recorded/DeleteSeattle.swift`, which `make acceptance` runs as it is.
@Suite(.timeLimit(.minutes(2)))
struct RecordAtATerminalTests {
    @Test func aPersonRecordsAFlowAtATerminal() async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pty_record.py")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("trips-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try await ProcessRunner.run(
            "/usr/bin/env", ["python3", script.path, ProcessRunner.shellPath, work.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let recorded = try String(contentsOf: work.appendingPathComponent("DeleteSeattle.swift"), encoding: .utf8)
        let checkedIn = try String(
            contentsOf: ProcessRunner.packageRoot.appendingPathComponent(
                "AcceptanceTests/Flows/Recorded/DeleteSeattle.swift"),
            encoding: .utf8)
        #expect(recorded == checkedIn)
        #expect(try await SwiftFormat.lint(recorded) == "")
    }
}
