import AutomationProtocol
import Foundation

/// A screen as the server showed it in a state of the tour: whole, or the part a document's `snapshot` call asks for.
struct ScreenSighting: Sendable {
    /// The state it was seen in (`after tap trips.add`).
    let state: String
    /// The `snapshot` arguments that asked for it, `nil` for the whole screen.
    let filter: [String: JSONValue]?
    /// The screen's name and hash, from the answer's first line.
    let header: ScreenHeader
    /// The title line and the element lines, as ``DocumentScreen/block(at:of:)`` reads a document's.
    let lines: [String]

    /// The screen a `snapshot` answer shows, `nil` when it shows none.
    init?(state: String, filter: [String: JSONValue]?, answer: String) {
        let lines = answer.components(separatedBy: "\n")
        guard let header = lines.first.flatMap({ ScreenHeader.all(in: $0, line: 1).first }),
            let title = lines.firstIndex(where: { $0.hasPrefix("== ") }),
            let block = DocumentScreen.block(at: title, of: lines)
        else { return nil }
        self.state = state
        self.filter = filter
        self.header = header
        self.lines = block
    }
}
