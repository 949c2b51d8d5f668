import Synchronization

/// Counts the work the main actor cannot see: requests on their way to Open-Meteo (or its stub) and sleeps on the
/// app's clock. Any thread may change the counts; every listener is told after each change, outside the lock.
public final class ActivityCounters: Sendable {
    private let counts = Mutex((requests: 0, sleepers: 0))
    private let listeners = Mutex<(next: Int, all: [Int: @Sendable () -> Void])>((0, [:]))

    /// Makes counters at zero.
    public init() {}

    /// Requests in flight.
    public var requests: Int { counts.withLock { $0.requests } }

    /// Sleeps on the clock in flight.
    public var sleepers: Int { counts.withLock { $0.sleepers } }

    /// Adds a listener told of every change; the token removes it.
    public func addListener(_ listener: @escaping @Sendable () -> Void) -> Int {
        listeners.withLock { listeners in
            listeners.next += 1
            listeners.all[listeners.next] = listener
            return listeners.next
        }
    }

    /// Removes a listener.
    public func removeListener(_ token: Int) {
        _ = listeners.withLock { $0.all.removeValue(forKey: token) }
    }

    /// Records that a request started (+1) or ended (-1).
    public func requestsChanged(by delta: Int) {
        counts.withLock { $0.requests += delta }
        notify()
    }

    /// Records the number of sleepers on the clock.
    public func sleepersChanged(to count: Int) {
        counts.withLock { $0.sleepers = count }
        notify()
    }

    private func notify() {
        for listener in listeners.withLock({ Array($0.all.values) }) { listener() }
    }
}
