// MARK: - CallbackProbe

/// A callback that records every call, to pass where code expects a closure and then ask how it
/// was called.
///
/// Stands in for SwiftModel's `TestProbe`. For a callback with several parameters, make
/// `Arguments` a tuple; for one with none, `Void`.
public final class CallbackProbe<Arguments: Sendable>: Sendable {
    /// The calls so far, in order.
    private let recorded = LockBox<[Arguments]>([])

    /// Creates a probe that has not been called.
    public init() {}

    // MARK: - Calling

    /// Records a call with `arguments`.
    public func call(_ arguments: Arguments) {
        recorded.withLock { $0.append(arguments) }
    }

    /// Records a call with `arguments`, so that `probe(arguments)` reads as a call.
    public func callAsFunction(_ arguments: Arguments) {
        call(arguments)
    }

    /// The probe as a closure to hand to the code under test.
    public var closure: @Sendable (Arguments) -> Void {
        { [self] arguments in call(arguments) }
    }

    // MARK: - Asking

    /// The arguments of every call so far, in order.
    public var calls: [Arguments] {
        recorded.value
    }

    /// How many times the probe was called.
    public var callCount: Int {
        recorded.withLock { $0.count }
    }

    /// Whether the probe was called at least once.
    public var wasCalled: Bool {
        callCount > 0
    }
}

// MARK: - Equatable arguments

extension CallbackProbe where Arguments: Equatable {
    /// Whether some call had exactly `arguments`.
    public func wasCalled(with arguments: Arguments) -> Bool {
        recorded.withLock { $0.contains(arguments) }
    }
}

// MARK: - No arguments

extension CallbackProbe where Arguments == Void {
    /// Records a call of a callback without parameters.
    public func call() {
        call(())
    }

    /// Records a call of a callback without parameters, so that `probe()` reads as a call.
    public func callAsFunction() {
        call(())
    }
}
