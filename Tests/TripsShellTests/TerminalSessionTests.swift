import Foundation
import Testing

/// `trips-shell` on a real (pseudo-)terminal, driven key by key by `Fixtures/pty_session.py`: Tab completion, history
/// with Up and across sessions, Ctrl-C at the prompt and during a wait, non-ASCII input, Ctrl-D.
@Suite(.timeLimit(.minutes(2)))
struct TerminalSessionTests {
    @Test func aPersonAtATerminal() async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pty_session.py")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("trips-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        guard FileManager.default.isExecutableFile(atPath: ProcessRunner.shellPath) else {
            Issue.record(
                "no trips-shell at \(ProcessRunner.shellPath); build it with `swift build --product trips-shell`")
            return
        }
        let result = try await ProcessRunner.run(
            "/usr/bin/env", ["python3", script.path, ProcessRunner.shellPath, work.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("ok: Tab completes tap trip.se"))
        #expect(result.output.contains("ok: non-ASCII typed at a terminal arrives intact"))
    }
}
