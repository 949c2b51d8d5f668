import Locking

// MARK: - SleeperCounter

/// Counts the sleeps in flight on one or more ``ObservedClock``s.
///
/// The live app shares one counter among its clocks to know whether it is waiting only on time.
public final class SleeperCounter: Sendable {
    /// The number of sleeps in flight.
    private let current = Lock(0)

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
        current.withLock { $0 }
    }

    /// Counts a sleep that starts.
    func sleepStarted() {
        change(by: 1)
    }

    /// Counts a sleep that ended, however it ended.
    func sleepEnded() {
        change(by: -1)
    }

    /// Adds `delta` to the count and reports the new count.
    private func change(by delta: Int) {
        let count = current.withLock { count in
            count += delta
            return count
        }
        onChange?(count)
    }
}
