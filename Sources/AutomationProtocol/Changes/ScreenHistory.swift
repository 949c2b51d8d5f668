/// The screens a driver keeps so that the app can name one instead of sending it again: those of the latest
/// ``capacity`` states whose update carried a screen (whole, by name, or changed). The app keeps the same list by the
/// same rule, so it names only screens the driver still holds.
public struct ScreenHistory: Sendable {
    /// How many screens are kept: enough for a few screens deep and back, little enough to hold.
    public static let capacity = 16

    private var kept: [(sequence: Int, screen: Screen)] = []

    /// An empty history.
    public init() {}

    /// Keeps `screen` as the screen of state `sequence`, forgetting the oldest beyond ``capacity``.
    public mutating func keep(_ screen: Screen, as sequence: Int) {
        kept.append((sequence, screen))
        if kept.count > Self.capacity { kept.removeFirst() }
    }

    /// The screen of state `sequence`, if it is kept.
    public func screen(of sequence: Int) -> Screen? {
        kept.last { $0.sequence == sequence }?.screen
    }

    /// The latest kept state showing exactly `screen`.
    public func sequence(showing screen: Screen) -> Int? {
        kept.last { $0.screen == screen }?.sequence
    }
}
