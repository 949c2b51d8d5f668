import Locking

// MARK: - SleeperCounter

/// Counts the sleeps in flight on one or more ``ObservedClock``s.
///
/// The live app shares one counter among its clocks to know whether it is waiting only on time.
public final class SleeperCounter: Sendable {
    /// The number of sleeps in flight, and of those the ones no tracked work started.
    private let current = Lock((all: 0, untracked: 0))

    /// Told the new count (outside the lock) whenever it changes.
    private let onChange: (@Sendable (Int) -> Void)?

    /// Creates a counter at zero that tells `onChange` every new count.
    ///
    /// Counts from concurrent changes may arrive out of order; read ``count`` for the latest.
    public init(onChange: (@Sendable (Int) -> Void)? = nil) {
        self.onChange = onChange
    }

    // MARK: - Counting

    /// The number of sleeps in flight.
    public var count: Int {
        current.withLock { $0.all }
    }

    /// Of ``count``, the sleeps no tracked work started (``TrackedWork``).
    public var untrackedCount: Int {
        current.withLock { $0.untracked }
    }

    /// Counts a sleep that starts, by tracked work or not.
    func sleepStarted(isTracked: Bool) {
        change(by: 1, isTracked: isTracked)
    }

    /// Counts a sleep that ended, however it ended.
    func sleepEnded(isTracked: Bool) {
        change(by: -1, isTracked: isTracked)
    }

    /// Adds `delta` to the count and reports the new count.
    private func change(by delta: Int, isTracked: Bool) {
        let count = current.withLock { current in
            current.all += delta
            if !isTracked { current.untracked += delta }
            return current.all
        }
        onChange?(count)
    }
}
