import Foundation

/// The documents' tables under a package root: checked against their declarations, or written from them.
public struct DocumentTables: Sendable {
    /// The package's root folder.
    public let root: URL
    /// The tables, as their declarations make them.
    public let tables: [DocumentTable]

    /// The tables of the documents under `root`.
    public init(root: URL, tables: [DocumentTable]) {
        self.root = root
        self.tables = tables
    }

    /// A sentence for each table that differs from its declarations, or cannot be found between its markers; none
    /// when every table is current.
    public func stale() -> [String] {
        var problems: [String] = []
        for table in tables {
            do {
                if try !table.isCurrent(in: try text(of: table.document)) {
                    problems.append(
                        "\(table.document): the table \"\(table.name)\" differs from its declarations; write it "
                            + "again with make docs (protocol-tables --write).")
                }
            } catch {
                problems.append(error.description)
            }
        }
        return problems
    }

    /// Writes every table into its document; returns the documents that changed.
    public func write() throws(TableProblem) -> [String] {
        var changed: [String] = []
        for document in tables.map(\.document).uniqued() {
            let original = try text(of: document)
            var text = original
            for table in tables where table.document == document {
                text = try table.written(into: text)
            }
            guard text != original else { continue }
            do {
                try Data(text.utf8).write(to: root.appendingPathComponent(document), options: .atomic)
            } catch {
                throw TableProblem("Cannot write \(document): \(error.localizedDescription)")
            }
            changed.append(document)
        }
        return changed
    }

    private func text(of document: String) throws(TableProblem) -> String {
        do {
            return try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        } catch {
            throw TableProblem("Cannot read \(document) under \(root.path): \(error.localizedDescription)")
        }
    }
}

extension Array where Element: Hashable {
    /// The elements, each once, in the order they first come.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
