import Foundation
import Synchronization

/// Everything said between the runner and one app process, with times relative to its launch.
final class Transcript: Sendable {
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

    private let start = ContinuousClock.now
    private let entries = Mutex<[Entry]>([])

    /// Adds a line.
    func record(_ source: Source, _ text: String) {
        let offset = ContinuousClock.now - start
        entries.withLock { $0.append(Entry(offset: offset, source: source, text: text)) }
    }

    /// Adds a line of raw bytes, decoded as UTF-8 with replacement of what is not.
    func record(_ source: Source, bytes: Data) {
        record(source, String(decoding: bytes, as: UTF8.self))
    }

    /// The transcript as text: one entry per line, `+1.234s -> {...}`.
    func render() -> String {
        entries.withLock { entries in
            entries.map { entry in
                let milliseconds = entry.offset.wholeMilliseconds
                let stamp = String(format: "+%d.%03ds", milliseconds / 1000, milliseconds % 1000)
                return "\(stamp) \(entry.source.rawValue) \(entry.text)\n"
            }.joined()
        }
    }
}
