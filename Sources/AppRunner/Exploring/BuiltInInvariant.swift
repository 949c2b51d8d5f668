/// What every app on the core must hold, each checked by the explorer after every action unless turned off by name
/// (``ExplorationOptions/disabledInvariants``).
public enum BuiltInInvariant: String, Sendable, CaseIterable, Comparable {
    /// The app never crashes, exits, or writes a line on stdout that is not the protocol's.
    case noCrash
    /// Every request is answered within the response bound.
    case answersEveryRequest
    /// After every action the app settles (idle, or waiting only on the driver's clock) within the settle bound.
    case settles
    /// A tap on an enabled control changes the screen, the activity or the app's log, unless the control is declared
    /// one that may do nothing (``ExplorationOptions/mayDoNothing``).
    case controlsAct
    /// A disabled control says why (its `disabledReason`).
    case disabledSaysWhy
    /// No identifier is shown twice among the touchable elements.
    case uniqueIdentifiers
    /// Every identifier follows the app's rule (``ExplorationOptions/identifierRule``); holds when none is given.
    case identifierRule
    /// Back (with no alert up) lands on the screen the walk came to this one from.
    case backReturns

    /// Orders by name, so that reports list invariants the same way every time.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
