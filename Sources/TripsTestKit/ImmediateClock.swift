import AutomationKit
import Domain
import Locking

// MARK: - ImmediateClock

/// A clock on which every sleep ends at once, moving its time to the sleep's deadline.
///
/// For code whose end state matters, not its timing (stands in for pointfreeco/swift-clocks'
/// `ImmediateClock`).
public final class ImmediateClock: Clock, Sendable {
    /// The clock's durations.
    public typealias Duration = Swift.Duration

    /// The clock's instants: offsets from the clock's zero.
    public typealias Instant = OffsetInstant

    /// The clock's current time.
    private let current: Lock<Instant>

    /// Creates a clock that reads `now`.
    public init(now: Instant = .zero) {
        current = Lock(now)
    }

    // MARK: - Clock

    /// The clock's current time: the latest deadline slept to, or where it started.
    public var now: Instant {
        current.withLock { $0 }
    }

    /// The smallest step of the clock: none.
    public var minimumResolution: Duration {
        .zero
    }

    /// Moves the clock to `deadline` (never backwards) and returns at once; throws
    /// `CancellationError` if the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = max($0, deadline) }
    }
}
