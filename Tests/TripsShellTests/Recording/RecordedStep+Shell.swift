import AutomationProtocol
import FlowRecording

@testable import TripsShell

/// Recorded steps as the shell's commands make them, so that a test reads as the session it stands for.
extension RecordedStep.Action {
    static func shell(_ command: ShellCommand, _ target: RecordedStep.Target? = nil) -> Self {
        let (id, arguments) = command.invocation
        return .command(id, arguments, target: target)
    }

    static func tap(_ target: RecordedStep.Target) -> Self { shell(.tap(target.identifier), target) }
    static func type(_ target: RecordedStep.Target, _ text: String) -> Self {
        shell(.type(target.identifier, text: text), target)
    }
    static func clear(_ target: RecordedStep.Target) -> Self { shell(.clear(target.identifier), target) }
    static var back: Self { shell(.back) }
    static func wait(_ target: RecordedStep.Target, timeout: Double?) -> Self {
        shell(.wait(target.identifier, seconds: timeout ?? ShellCommand.defaultWaitSeconds), target)
    }
    static func expect(_ target: RecordedStep.Target, _ check: ElementCheck) -> Self {
        shell(.expect(target.identifier, check), target)
    }
    static func expectScreen(_ name: String) -> Self { shell(.expectScreen(name)) }
    static func advance(_ duration: Duration) -> Self { shell(.advance(duration)) }
}
