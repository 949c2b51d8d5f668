import AutomationProtocol

/// An invariant an app adds over a step rather than a screen: the screen before an action, the action and the screen
/// after it, for what holds between two screens (the cell tapped and the screen it opens name the same thing), which
/// no check of one screen can see.
///
/// ```swift
/// let opensItsOwn = StepInvariant("opensWhatWasTapped") { before, action, after in
///     guard case .tap(let identifier, .cell) = action,
///         let label = before.allElements.first(where: { $0.identifier == identifier })?.label
///     else { return nil }
///     return after.title == label ? nil : "tapping '\(label)' opened '\(after.title)'"
/// }
/// ```
///
/// It is checked after every tap, text, back and clock move the app carried out (not one it refused, nor a relaunch),
/// in the walk and in the shrinker's replays, and by an ``InvariantProbe`` given options that hold it.
public struct StepInvariant: Sendable {
    /// The invariant's name, as reports and ``ExplorationOptions/disabledInvariants`` say it.
    public var name: String
    /// What broke in the step from `before` by `action` to `after`, in a sentence; `nil` when the invariant holds.
    public var check: @Sendable (_ before: Screen, _ action: ExploredAction, _ after: Screen) -> String?

    /// An invariant named `name` that `check` decides.
    public init(
        _ name: String,
        check: @escaping @Sendable (_ before: Screen, _ action: ExploredAction, _ after: Screen) -> String?
    ) {
        self.name = name
        self.check = check
    }
}
