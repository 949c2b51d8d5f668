import AutomationProtocol

/// An invariant an app adds over its own screens, as Hypothesis' `@invariant`: a name and a check run on every
/// screen the explorer reaches.
///
/// ```swift
/// let titled = ScreenInvariant("detailHasTitle") { screen in
///     screen.name == "detail" && screen.title.isEmpty ? "the detail screen has no title" : nil
/// }
/// ```
public struct ScreenInvariant: Sendable {
    /// The invariant's name, as reports and ``ExplorationOptions/disabledInvariants`` say it.
    public var name: String
    /// What broke on `screen`, in a sentence; `nil` when the invariant holds.
    public var check: @Sendable (Screen) -> String?

    /// An invariant named `name` that `check` decides.
    public init(_ name: String, check: @escaping @Sendable (Screen) -> String?) {
        self.name = name
        self.check = check
    }
}
