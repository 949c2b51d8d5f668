import Locking

// MARK: - LockBox

/// A value that any task may read and change under a lock.
///
/// Stands in for pointfreeco/swift-concurrency-extras' `LockIsolated`.
public final class LockBox<Value: Sendable>: Sendable {
    /// The value, behind its lock.
    private let lock: Lock<Value>

    /// Boxes `value`.
    public init(_ value: Value) {
        lock = Lock(value)
    }

    // MARK: - Access

    /// Runs `body` with the value while holding the lock; `body` may change the value.
    public func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.withLock { (value: inout Value) throws(Failure) -> Result in try body(&value) }
    }

    /// The value now.
    public var value: Value {
        lock.withLock { $0 }
    }

    /// Replaces the value with `newValue`.
    public func set(_ newValue: Value) {
        lock.withLock { $0 = newValue }
    }
}
