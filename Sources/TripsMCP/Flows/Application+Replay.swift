import AutomationProtocol
import Foundation
import TripsRunner

extension Application {
    /// How long the replay waits for the app to show the screen the flow saw before each request: the flow's own
    /// waits are bounded the same way, and a settled app that shows another screen ends the wait at once.
    static let replayTimeout: TimeInterval = 10

    /// A request the replay said again: its command, the screen the app showed when it was sent and the one it
    /// showed once it was answered, as the recorder keeps a step.
    struct Replayed: Sendable {
        /// The request's command.
        var command: Command
        /// The screen it was sent on.
        var before: Screen
        /// The screen once the app had answered it.
        var after: Screen
    }

    /// Says `requests` again to this app, which was launched as the flow's was (its commands read by `table`): each one once the app shows the screen
    /// the flow saw when it sent it, so that a request sent while the app was still loading is sent while it is
    /// loading again. Throws where the app shows another screen than the flow's: the replay diverged, and says before
    /// which step. Returns each request said, for the recorder.
    func replay(
        _ requests: [FlowReplayScript.Sent], table: CommandTable
    ) async throws(FlowToolError) -> [Replayed] {
        var replayed: [Replayed] = []
        for sent in requests {
            let step = "step \(sent.step) (\(sent.title))"
            if let screen = sent.screenBefore {
                if sent.settledBefore {
                    try await reach(screen, before: step)
                } else {
                    // The flow sent it while the app was busy: on the same screen if the replay is there in time, or
                    // once the replay has settled past it (a load from memory may end before the replay looks).
                    _ = try? await wait(
                        until: "the screen the flow saw, or the app settled", timeout: Self.replayTimeout
                    ) {
                        TextRenderer.render($0.screen) == screen || !$0.activity.canChangeOnItsOwn
                    }
                }
            }
            let command: Command
            do {
                command = try Request.read(Data(sent.line.utf8), table: table).command
            } catch {
                throw FlowToolError("The flow's \(step) could not be read again (\(sent.line)): \(error.error.message)")
            }
            let before = latestState?.screen
            do {
                try await perform(command, timeout: Self.replayTimeout)
            } catch {
                throw FlowToolError("Replaying \(step) failed where the flow's did not: \(error)")
            }
            if let before, let after = latestState?.screen {
                replayed.append(Replayed(command: command, before: before, after: after))
            }
        }
        return replayed
    }

    /// Waits until the app shows `screen` (a trace's rendered screen); throws, naming both screens' first
    /// differences, when it settles on another: the replay diverged `before` that step.
    func reach(_ screen: String, before step: String) async throws(FlowToolError) {
        try await reach(
            screen,
            otherwise: "The replay diverged before \(step): the app shows another screen than the flow saw then "
                + "(- the flow's, + the replay's)")
    }

    /// Waits until the app shows `screen` (a trace's rendered screen); throws `otherwise`, then the screens' first
    /// differences, when it settles on another.
    func reach(_ screen: String, otherwise: String) async throws(FlowToolError) {
        do {
            try await wait(until: "the screen the flow saw", timeout: Self.replayTimeout) {
                TextRenderer.render($0.screen) == screen
            }
        } catch {
            let shown = latestState.map { TextRenderer.render($0.screen) } ?? "(no screen)"
            let diff = LineDiff(expected: screen, actual: shown).lines.compactMap { line -> String? in
                switch line {
                case .same: nil
                case .removed(let text): "  - \(text)"
                case .added(let text): "  + \(text)"
                }
            }
            throw FlowToolError(
                otherwise + "; the session's app is left there:\n" + diff.prefix(12).joined(separator: "\n"))
        }
    }
}
