import ConcurrencyHelpers
import Observation
import Testing

// MARK: - Awaitable expectations

/// Waits until `predicate` is true, re-checking it on every Observation change of what it reads;
/// records an issue at `sourceLocation` if it is still false after `timeout`.
///
/// Returns at once if the predicate is already true. The only timer is one deadline on `clock`
/// for the whole wait; nothing polls. Returns without an issue if the task is cancelled.
@MainActor
public func expect(
    timeout: Duration = .seconds(1),
    clock: some Clock<Duration> = ContinuousClock(),
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: @MainActor () -> Bool
) async {
    let outcome = await observe(predicate, until: { $0 }, timeout: timeout, clock: clock)
    guard case .timedOut = outcome else { return }
    recordTimeout("predicate still false after \(timeout.shortDescription)", comment, sourceLocation)
}

/// Waits until the value that `value` reads satisfies `predicate`, re-reading it on every
/// Observation change; records an issue at `sourceLocation` with the value last seen if it does
/// not after `timeout`.
///
/// Returns at once if the value already satisfies it. The only timer is one deadline on `clock`
/// for the whole wait; nothing polls. Returns without an issue if the task is cancelled.
@MainActor
public func expect<Value>(
    timeout: Duration = .seconds(1),
    clock: some Clock<Duration> = ContinuousClock(),
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ value: @MainActor () -> Value,
    toSatisfy predicate: (Value) -> Bool
) async {
    let outcome = await observe(value, until: predicate, timeout: timeout, clock: clock)
    guard case let .timedOut(lastSeen) = outcome else { return }
    recordTimeout(
        "value still unsatisfying after \(timeout.shortDescription); last seen: \(String(reflecting: lastSeen))",
        comment,
        sourceLocation
    )
}

// MARK: - Waiting

/// How a wait ended.
private enum Outcome<Value> {
    /// The value satisfied the predicate.
    case satisfied
    /// The deadline passed; the value last seen.
    case timedOut(Value)
    /// The waiting task was cancelled.
    case cancelled
}

/// Reads `value` until it satisfies `isSatisfied`, the deadline passes or the task is cancelled.
///
/// Each round reads the value and registers for its next change in one call on the main actor, so
/// no change can slip in between; a change that arrives while the round is checking is remembered.
/// A change also stops the deadline's sleep at once, so that its teardown runs while the waiter is
/// on its way back; a round that finds the value still wrong starts it again, for the same deadline.
/// The clock is not touched when the first reading already satisfies, and no sleep is left when
/// the wait returns.
@MainActor
private func observe<Value>(
    _ value: @MainActor () -> Value,
    until isSatisfied: (Value) -> Bool,
    timeout: Duration,
    clock: some Clock<Duration>
) async -> Outcome<Value> {
    let changed = ChangeSignal()
    let deadline = DeadlineTimer(clock: clock, timeout: timeout, onExpiry: changed.signal)
    let onChange: @Sendable () -> Void = {
        deadline.stop()
        changed.signal()
    }
    var seen = withObservationTracking(value, onChange: onChange)
    if isSatisfied(seen) { return .satisfied }
    let outcome = await withTaskCancellationHandler {
        while true {
            if Task.isCancelled { return Outcome<Value>.cancelled }
            if deadline.hasExpired { return .timedOut(seen) }
            deadline.start()
            await changed.wait()
            seen = withObservationTracking(value, onChange: onChange)
            if isSatisfied(seen) { return .satisfied }
        }
    } onCancel: {
        changed.signal()
    }
    await deadline.finish()
    return outcome
}

// MARK: - Reporting

/// Records a failed wait at the caller's location, after the caller's comment if there is one.
private func recordTimeout(_ message: String, _ comment: Comment?, _ sourceLocation: SourceLocation) {
    let text = comment.map { "\($0.rawValue): \(message)" } ?? "Expectation failed: \(message)"
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}

extension Duration {
    /// The duration as a test reads it: `1s`, `50ms`, or in full when finer.
    fileprivate var shortDescription: String {
        let (seconds, attoseconds) = components
        if attoseconds == 0 { return "\(seconds)s" }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        guard attoseconds % attosecondsPerMillisecond == 0 else { return description }
        return "\(seconds * 1000 + attoseconds / attosecondsPerMillisecond)ms"
    }
}
