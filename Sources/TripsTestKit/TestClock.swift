import Domain

// MARK: - TestClock

/// The clock unit tests advance by hand: the app's own ``Domain/ManualClock``.
///
/// Stands in for pointfreeco/swift-clocks' `TestClock`, with one difference: `advance(by:)` is
/// synchronous, and when it returns every sleep that came due has left the clock.
public typealias TestClock = ManualClock
