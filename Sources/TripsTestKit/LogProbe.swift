import Domain

/// An ``AppLog`` a test hands to the code it checks, and the lines that code said into it, in order.
public final class LogProbe: Sendable {
    private let said = LockBox<[String]>([])

    /// A probe that has heard nothing yet.
    public init() {}

    /// The log to hand in.
    public var log: AppLog {
        AppLog { [said] line in said.withLock { $0.append(line) } }
    }

    /// Every line said so far.
    public var lines: [String] { said.value }

    /// The lines said since the last call, and none again: what one step said.
    public func take() -> [String] {
        said.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }
}
