import Synchronization

/// Counts the work the main actor cannot see: requests on their way to a server (or its stub), and the sleeps on
/// the app's clock. Any thread may change the counts; every listener is told after each change, outside the lock.
public final class ActivityCounters: Sendable {
    private let counts = Mutex(0)
    /// Held in a struct, never as the mutex's value itself: a function stored straight in a generic container and
    /// reached through `inout` (as `withLock` does) is wrapped in two more reabstraction thunks on every access and
    /// written back, so each read ran deeper than the last and a long session slowed quadratically. Do not "simplify"
    /// this to `Mutex<@Sendable () -> Int>`; `ActivityCountersTests` fails if it is.
    private let sleeperSource = Mutex(SleeperSource { 0 })
    private let listeners = Mutex<(next: Int, all: [Int: @Sendable () -> Void])>((0, [:]))

    /// Makes counters at zero.
    public init() {}

    /// Requests in flight.
    public var requests: Int { counts.withLock { $0 } }

    /// Sleeps on the clock in flight, read from the clock itself at this moment.
    public var sleepers: Int { sleeperSource.withLock { $0 }.read() }

    /// Where ``sleepers`` reads its count: the app's clock (its own registry, or an observed clock's counter).
    ///
    /// The count is read when it is needed rather than stored from change callbacks, which run outside the clock's
    /// lock and may arrive out of order.
    public func countSleepers(with source: @escaping @Sendable () -> Int) {
        sleeperSource.withLock { $0 = SleeperSource(read: source) }
    }

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
        counts.withLock { $0 += delta }
        notify()
    }

    /// Runs one request (a question to a server, a read the app waits on), counted as in flight from before it
    /// starts until after it ends: begun before its timeout's sleep, so that the sleep is never counted without the
    /// request it guards.
    public func counting<Value: Sendable>(_ request: @Sendable () async throws -> Value) async throws -> Value {
        requestsChanged(by: 1)
        defer { requestsChanged(by: -1) }
        return try await request()
    }

    /// Tells the listeners that the clock's sleepers changed.
    public func sleepersChanged() {
        notify()
    }

    // MARK: - Listening

    private func notify() {
        for listener in listeners.withLock({ Array($0.all.values) }) { listener() }
    }
}

// MARK: - SleeperSource

/// The function that counts the clock's sleepers, wrapped so that a `Mutex` holds a struct rather than a function.
private struct SleeperSource: Sendable {
    let read: @Sendable () -> Int
}
