import AutomationKit
import Domain
import Testing

// MARK: - UnimplementedClock

/// A clock for code that must not use time: reading ``now`` or sleeping records an issue, then
/// behaves as an ``ImmediateClock``.
///
/// Stands in for pointfreeco/swift-clocks' `UnimplementedClock`. Note that `sleep(for:)` reads
/// ``now`` before it sleeps, so it records two issues.
public struct UnimplementedClock: Clock {
    /// The clock's durations.
    public typealias Duration = Swift.Duration

    /// The clock's instants: offsets from the clock's zero.
    public typealias Instant = OffsetInstant

    /// What the clock does after the unexpected use is recorded as a Swift Testing `Issue`.
    private let base = ImmediateClock()

    /// Where the clock was created; its issues are recorded there.
    private let sourceLocation: SourceLocation

    /// Creates a clock whose issues point at `sourceLocation`, by default where it is created.
    public init(sourceLocation: SourceLocation = #_sourceLocation) {
        self.sourceLocation = sourceLocation
    }

    // MARK: - Clock

    /// Records an issue, then reads the time of a clock that starts at zero.
    public var now: Instant {
        reportUse("now")
        return base.now
    }

    /// The smallest step of the clock: none. Reading it is not an issue.
    public var minimumResolution: Duration {
        .zero
    }

    /// Records an issue, then returns at once; throws `CancellationError` if the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        reportUse("sleep(until: \(deadline))")
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    // MARK: - Reporting

    /// Records that `use` happened on a clock that should not be used.
    private func reportUse(_ use: String) {
        Issue.record(
            "Unexpected use of the clock: \(use) on an UnimplementedClock",
            sourceLocation: sourceLocation
        )
    }
}
