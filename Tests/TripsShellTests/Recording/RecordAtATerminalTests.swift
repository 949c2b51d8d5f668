import Foundation
import Testing

/// What recording at a terminal promises: a person opens `trips-shell -uiTesting --record DeleteSeattle.swift` at a terminal, in
/// the suite's `AcceptanceTests/Flows/Recorded/`, taps through a story with a couple of `expect`s (and a typo), quits
/// with Ctrl-D, and the file is the flow checked in as `AcceptanceTests/Flows/Recorded/DeleteSeattle.swift`, calling
/// the pages' methods where they declare the step, which `make acceptance` runs as it is.
@Suite(.timeLimit(.minutes(3)))
struct RecordAtATerminalTests {
    @Test func aPersonRecordsAFlowAtATerminal() async throws {
        try await ProcessRunner.terminalStory("pty_record.py") { result, work in
            try #require(result.status == 0, "\(result.output)\(result.errors)")
            let recorded = try String(
                contentsOf: work.appendingPathComponent("AcceptanceTests/Flows/Recorded/DeleteSeattle.swift"),
                encoding: .utf8)
            let checkedIn = try String(
                contentsOf: ProcessRunner.packageRoot.appendingPathComponent(
                    "AcceptanceTests/Flows/Recorded/DeleteSeattle.swift"),
                encoding: .utf8)
            #expect(recorded == checkedIn)
            let lintFindings = try await SwiftFormat.lint(recorded)
            #expect(lintFindings == "")
        }
    }
}
