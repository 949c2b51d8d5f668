import AutomationProtocol
import Foundation
import Locking

/// Everything said between the runner and one app process, with times relative to its launch: the latest
/// ``entriesKept`` lines of it, so that a flow of a hundred thousand steps costs no more memory than one of a
/// thousand.
final class Transcript: Sendable {
    /// How many of the latest lines are kept; a failure's transcript shows these and says how many came before.
    static let entriesKept = 2_000

    /// Who said a line.
    enum Source: String, Sendable {
        /// A request the runner wrote to the app's stdin.
        case request = "->"
        /// A line the app wrote to stdout.
        case app = "<-"
        /// A line the app wrote to stderr.
        case stderr = "!!"
        /// What the runner noted: waits, outcomes, the process's end.
        case runner = "--"
    }

    private struct Entry: Sendable {
        var offset: Duration
        var source: Source
        var text: String
    }

    private let start: ContinuousClock.Instant
    private let entries = Lock(LatestItems<Entry>(keeping: entriesKept))

    /// The actions and waits of the same session, timed from the same start.
    let steps: StepLog

    /// Makes an empty transcript whose times count from now, its step log asking `probe` after each step and naming
    /// the app's own commands by `naming` (``AppProfile``).
    init(probe: StepProbe? = nil, naming: @escaping @Sendable (Command) -> CommandNaming? = { _ in nil }) {
        let now = ContinuousClock.now
        start = now
        steps = StepLog(start: now, probe: probe, naming: naming)
    }

    /// Adds a line.
    func record(_ source: Source, _ text: String) {
        let offset = ContinuousClock.now - start
        entries.withLock { $0.append(Entry(offset: offset, source: source, text: text)) }
    }

    /// Adds a line of raw bytes, decoded as UTF-8 with replacement of what is not.
    func record(_ source: Source, bytes: Data) {
        record(source, String(decoding: bytes, as: UTF8.self))
    }

    /// The transcript as text: one entry per line, `+1.234s -> {...}`, after a line saying how many earlier ones
    /// were left out, if any.
    func render() -> String {
        entries.withLock { entries in
            let kept = entries.latest
            let leftOut = entries.leftOut
            let head = leftOut > 0 ? "(\(leftOut) earlier lines left out; the latest \(kept.count) follow)\n" : ""
            var text = head
            for entry in kept {
                Self.appendStamp(of: entry.offset, to: &text)
                text += " \(entry.source.rawValue) \(entry.text)\n"
            }
            return text
        }
    }

    /// Appends `+1.234s`: written by hand because `String(format:)` parses its format for every line, and a
    /// passing case renders its whole transcript into its trace.
    static func appendStamp(of offset: Duration, to text: inout String) {
        let milliseconds = offset.wholeMilliseconds
        let fraction = milliseconds % 1000
        text += "+\(milliseconds / 1000)."
        if fraction < 100 { text += fraction < 10 ? "00" : "0" }
        text += "\(fraction)s"
    }
}
