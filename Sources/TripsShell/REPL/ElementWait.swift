import AutomationProtocol
import Domain
import Presentation

/// `wait ID [SECONDS]`: waits, on the app's own change notifications, until an element with the identifier is on
/// screen, racing a deadline on the shell's clock.
@MainActor
enum ElementWait {
    /// How a wait ended.
    enum Outcome: Equatable, Sendable {
        /// The element is on screen.
        case appeared
        /// The element is not on screen and the app is idle, so it cannot appear without a command.
        case cannotAppear
        /// The deadline passed first.
        case timedOut
        /// The wait was interrupted (Ctrl-C).
        case interrupted
    }

    /// Waits for `identifier` on `app`'s screen for at most `seconds`.
    static func wait(
        for identifier: String, in app: AppModel, seconds: Double, clock: any Clock<Duration>
    ) async -> Outcome {
        let timeout = Duration.milliseconds(Int((seconds * 1000).rounded()))
        return await withTaskGroup(of: Outcome?.self, returning: Outcome.self) { group in
            group.addTask { await watch(for: identifier, in: app) }
            group.addTask { await deadline(after: timeout, on: clock) }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .interrupted
        }
    }

    /// Watches the screen until the element is there or the app is idle without it; `nil` if cancelled.
    private static func watch(for identifier: String, in app: AppModel) async -> Outcome? {
        await app.observe { screen, activity in
            shows(identifier, screen) || !activity.canChangeOnItsOwn
        }
        if Task.isCancelled { return nil }
        return shows(identifier, app.screen) ? .appeared : .cannotAppear
    }

    /// `.timedOut` once `timeout` has passed on `clock`; `nil` if cancelled first.
    private nonisolated static func deadline(after timeout: Duration, on clock: any Clock<Duration>) async -> Outcome? {
        do {
            try await clock.sleep(for: timeout)
        } catch {
            return nil
        }
        return .timedOut
    }

    /// The error for a wait that did not see its element, naming the nearest identifiers on screen.
    static func failure(_ outcome: Outcome, identifier: String, seconds: Double, screen: Screen) -> String {
        let nearest = NearestMatches.find(identifier, among: screen.allElements.map(\.identifier))
        let hint = NearestMatches.didYouMean(nearest)
        switch outcome {
        case .appeared:
            return ""
        case .cannotAppear:
            return "No element '\(identifier)' on the \(screen.name) screen, and the app is idle: it cannot appear "
                + "without a command.\(hint)"
        case .timedOut:
            return "No element '\(identifier)' appeared within \(SecondsText.number(seconds)) s.\(hint)"
        case .interrupted:
            return "Stopped waiting for '\(identifier)'."
        }
    }

    // MARK: - Private

    private static func shows(_ identifier: String, _ screen: Screen) -> Bool {
        screen.allElements.contains { $0.identifier == identifier }
    }

}
