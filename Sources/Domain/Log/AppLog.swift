/// The app's own account of its decisions, at debug level: the weather cache answering from memory, from disk or by
/// asking, a save and its lock, a request and its outcome, an input refused. Handed in like the clock, so that the
/// app never decides where its lines go: a driver reads them beside each step (docs/automation-protocol.md), a test
/// reads them to check a decision, and everywhere else they go nowhere.
///
/// A line is made only when someone listens: ``debug(_:)`` takes it as an autoclosure, so a log that is ``off`` costs
/// a branch and builds no string.
public struct AppLog: Sendable {
    private let write: (@Sendable (String) -> Void)?

    /// A log that hands every line to `write`, in the order they are said.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    private init() {
        write = nil
    }

    /// The log that keeps nothing and builds no line: what every part of the app has unless it is given another.
    public static let off = AppLog()

    /// Whether anyone listens.
    public var isOn: Bool { write != nil }

    /// Says a decision: `message` is built only if someone listens.
    public func debug(_ message: @autoclosure () -> String) {
        guard let write else { return }
        write(message())
    }
}
