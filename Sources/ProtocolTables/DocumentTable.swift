import Foundation

/// One table of a document, written from declarations: its rows are made from the code that declares what they say,
/// and it stands in the document between two markers that name it, which `protocol-tables --write` rewrites.
public struct DocumentTable: Sendable, Hashable {
    /// The table's name, as its markers say it (`core commands`).
    public let name: String
    /// The document it stands in, from the package's root (`docs/automation-protocol.md`).
    public let document: String
    /// The heading cells.
    public let header: [String]
    /// The rows' cells, as Markdown.
    public let rows: [[String]]

    /// A table of these rows.
    public init(_ name: String, in document: String, header: [String], rows: [[String]]) {
        self.name = name
        self.document = document
        self.header = header
        self.rows = rows
    }

    /// The line before the table, which names it and says where it comes from.
    public var beginMarker: String {
        "<!-- table \"\(name)\": written from the declarations by protocol-tables --write (make docs); "
            + "make checks holds it -->"
    }

    /// The line after the table.
    public var endMarker: String { "<!-- end of table \"\(name)\" -->" }

    /// The table as Markdown, a line per row, without the markers.
    public var markdown: String {
        let lines = [Self.line(header), "|" + header.map { _ in "---|" }.joined()] + rows.map(Self.line)
        return lines.joined(separator: "\n")
    }

    /// The table with its markers, as it stands in the document.
    public var block: String { [beginMarker, markdown, endMarker].joined(separator: "\n") }

    /// A code span of `text`: `` `tap` ``.
    static func code(_ text: String) -> String { "`\(text)`" }

    /// One row: a pipe inside a cell is the text's, escaped, and a line break would end the row, so it is a space.
    private static func line(_ cells: [String]) -> String {
        let escaped = cells.map {
            $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        return "| " + escaped.joined(separator: " | ") + " |"
    }
}
