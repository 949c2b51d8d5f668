import AutomationProtocol
import FlowRecording

@testable import TripsShell

/// Recorded steps as the shell's lines make them, so that a test reads as the session it stands for.
extension RecordedStep.Action {
    static func shell(_ call: CommandArguments.Call, _ target: RecordedStep.Target? = nil) -> Self {
        .command(call.id, call.arguments, target: target)
    }

    static func tap(_ target: RecordedStep.Target) -> Self {
        shell(CommandCall.make(.tap, ["element": CommandCall.element(target.identifier)]), target)
    }
    static func type(_ target: RecordedStep.Target, _ text: String) -> Self {
        shell(
            CommandCall.make(.type, ["element": CommandCall.element(target.identifier), "text": .text(text)]), target)
    }
    static func clear(_ target: RecordedStep.Target) -> Self {
        shell(CommandCall.make(.clear, ["element": CommandCall.element(target.identifier)]), target)
    }
    static var back: Self { shell(CommandCall.make(.back)) }
    /// `wait ID`, or `wait ID SECONDS` when a timeout is given.
    static func wait(_ target: RecordedStep.Target, timeout: Double?) -> Self {
        var values: [String: CommandArguments.Value] = ["element": CommandCall.element(target.identifier)]
        values["timeout"] = timeout.map(CommandArguments.Value.seconds)
        return shell(CommandCall.make(.wait, values), target)
    }
    /// `expect ID …`, with the check's word and its text as the parser reads them.
    static func expect(_ target: RecordedStep.Target, _ check: ElementCheck) -> Self {
        var values: [String: CommandArguments.Value] = ["element": CommandCall.element(target.identifier)]
        let word: String
        switch check {
        case .exists: word = "exists"
        case .label(let label): (word, values["expected"]) = ("label", .text(label))
        case .value(let value): (word, values["expected"]) = ("value", .text(value))
        case .gone: word = "gone"
        case .enabled: word = "enabled"
        case .disabled: word = "disabled"
        }
        values["check"] = .text(word)
        return shell(CommandCall.make(.expect, values), target)
    }
    static func expectScreen(_ name: String) -> Self {
        shell(CommandCall.make(.expect, ["check": .text("screen"), "snapshot": .text(name)]))
    }
    static func advance(_ duration: Duration) -> Self {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return shell(CommandCall.make(.advanceClock, ["duration": .milliseconds(milliseconds)]))
    }
}
