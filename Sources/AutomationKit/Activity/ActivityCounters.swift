import Locking

/// Counts the work the main actor cannot see: requests on their way to a server (or its stub), each with what the
/// app calls it, and the sleeps on the app's clock. Any thread may change the counts; every listener is told after
/// each change, outside the lock.
public final class ActivityCounters: Sendable {
    /// The requests in flight by the order they started, each with what the app calls it.
    private let inFlight = Lock<(next: Int, named: [Int: String])>((0, [:]))
    /// Held in a struct, never as the lock's value itself: a function stored straight in a generic container and
    /// reached through `inout` (as `withLock` does) is wrapped in two more reabstraction thunks on every access and
    /// written back, so each read ran deeper than the last and a long session slowed quadratically. Do not "simplify"
    /// this to `Lock<@Sendable () -> Int>`; `ActivityCountersTests` fails if it is.
    private let sleeperSource = Lock(SleeperSource(read: { 0 }, readUntracked: { 0 }))
    private let listeners = Lock<(next: Int, all: [Int: @Sendable () -> Void])>((0, [:]))

    /// Makes counters at zero.
    public init() {}

    /// Requests in flight.
    public var requests: Int { inFlight.withLock { $0.named.count } }

    /// What the requests in flight are, oldest first (`a forecast for Reykjavík`).
    public var work: [String] {
        inFlight.withLock { $0.named.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// Sleeps on the clock in flight, read from the clock itself at this moment.
    public var sleepers: Int { sleeperSource.withLock { $0 }.read() }

    /// Of ``sleepers``, those no tracked work owns (``TrackedWork``).
    public var untrackedSleepers: Int { sleeperSource.withLock { $0 }.readUntracked() }

    /// Where ``sleepers`` reads its count: the app's clock (its own registry, or an observed clock's counter), and,
    /// when the clock tells them apart, where ``untrackedSleepers`` reads the sleeps no tracked work owns.
    ///
    /// The count is read when it is needed rather than stored from change callbacks, which run outside the clock's
    /// lock and may arrive out of order.
    public func countSleepers(
        with source: @escaping @Sendable () -> Int, untracked: @escaping @Sendable () -> Int = { 0 }
    ) {
        sleeperSource.withLock { $0 = SleeperSource(read: source, readUntracked: untracked) }
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

    /// Records that a request called `what` started; the token ends it (``requestEnded(_:)``).
    public func requestStarted(_ what: String) -> Int {
        let token = inFlight.withLock { inFlight in
            inFlight.next += 1
            inFlight.named[inFlight.next] = what
            return inFlight.next
        }
        notify()
        return token
    }

    /// Records that the request `token` names ended, however it ended.
    public func requestEnded(_ token: Int) {
        _ = inFlight.withLock { $0.named.removeValue(forKey: token) }
        notify()
    }

    /// Runs one request (a question to a server, a read the app waits on), counted in flight as `what` from before it
    /// starts until after it ends: begun before its timeout's sleep, so that the sleep is never counted without the
    /// request it guards.
    public func counting<Value: Sendable>(
        _ what: String, _ request: @Sendable () async throws -> Value
    ) async throws -> Value {
        let token = requestStarted(what)
        defer { requestEnded(token) }
        return try await TrackedWork.$isTracked.withValue(true) { try await request() }
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

/// The function that counts the clock's sleepers, wrapped so that a `Lock` holds a struct rather than a function.
private struct SleeperSource: Sendable {
    let read: @Sendable () -> Int
    let readUntracked: @Sendable () -> Int
}
