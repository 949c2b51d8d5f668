import AutomationKit
import Domain

// MARK: - Gate

/// A one-way barrier: tasks that ``wait()`` are held until someone calls ``open()``.
///
/// Once open it stays open, and later waits return at once. A test holds a stubbed answer behind a
/// gate, uses ``waitForWaiters(_:)`` to know that a caller has arrived (or that a second caller has
/// joined the first), then opens it.
public final class Gate: Sendable {
    /// The waiters: each sleeps until ``opening``, and opening the gate advances the clock to it,
    /// so registering, counting and releasing waiters is the clock's tested work.
    private let clock = ManualClock()

    /// The instant at which the gate opens.
    private static let opening = OffsetInstant(offset: .seconds(1))

    /// Creates a closed gate.
    public init() {}

    // MARK: - Opening

    /// Opens the gate, releasing every waiter; opening it again does nothing.
    public func open() {
        clock.advance(to: Self.opening)
    }

    /// Whether the gate has been opened.
    public var isOpen: Bool {
        clock.now >= Self.opening
    }

    // MARK: - Waiting

    /// Suspends until the gate opens; returns at once if it is open, or when the task is cancelled.
    public nonisolated(nonsending) func wait() async {
        try? await clock.sleep(until: Self.opening)
    }

    /// The number of tasks waiting at the gate.
    public var waiterCount: Int {
        clock.sleeperCount
    }

    /// Suspends until at least `count` tasks wait at the gate; returns at once if they already do,
    /// or when the task is cancelled.
    public nonisolated(nonsending) func waitForWaiters(_ count: Int) async {
        await clock.sleepersReach(count)
    }
}
