/// The app's own account of its decisions, at debug level: the weather cache answering from memory, from disk or by
/// asking, a save and its lock, a request and its outcome, an input refused. Handed in like the clock, so that the
/// app never decides where its lines go: a driver reads them beside each step (docs/automation-protocol.md), a test
/// reads them to check a decision, and everywhere else they go nowhere.
///
/// A line is made only when someone listens: ``debug(_:)`` takes it as an autoclosure, so a log that is ``off`` costs
/// a branch and builds no string.
public struct AppLog: Sendable {
    private let write: (@Sendable (String, StaticString, UInt) -> Void)?

    /// A log that hands every line to `write`, in the order they are said.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = { line, _, _ in write(line) }
    }

    /// A log that hands every line to `write` with the file (`#filePath`) and line of source that said it, in the
    /// order they are said: what a driver is shown beside each line, so that it finds the code without a search.
    public init(placed write: @escaping @Sendable (String, StaticString, UInt) -> Void) {
        self.write = write
    }

    private init() {
        write = nil
    }

    /// The log that keeps nothing and builds no line: what every part of the app has unless it is given another.
    public static let off = AppLog()

    /// Whether anyone listens.
    public var isOn: Bool { write != nil }

    /// Says a decision: `message` is built only if someone listens; `file` and `line`, which the compiler fills in,
    /// say where.
    public func debug(_ message: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
        guard let write else { return }
        write(message(), file, line)
    }
}
