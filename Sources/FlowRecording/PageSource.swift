/// One Swift file of a package's pages as the recorder reads it, by its text: the types it declares with what they
/// conform to, and each `// recorded:` line with the method below it and the type whose body holds that method.
struct PageSource: Sendable {
    /// A type, extension or protocol the file declares.
    struct TypeDeclaration: Sendable, Equatable {
        /// `struct`, `class`, `enum`, `actor`, `extension` or `protocol`.
        var kind: String
        /// Its name, or the name of the type an extension extends (qualified when nested: `Outer.Inner`).
        var name: String
        /// What the declaration says it conforms to or refines, module names dropped (`AppRunner.Page`: `Page`).
        var conformances: [String]
        /// Its line, from 1.
        var line = 0
    }

    /// A `// recorded:` line.
    struct Mark: Sendable, Equatable {
        /// The line, from 1.
        var line: Int
        /// What follows `// recorded: `.
        var text: String
        /// The declaration whose body holds the method below it; `nil` at the top level.
        var owner: TypeDeclaration?
        /// Whether a method comes right below it (a doc comment or attributes between).
        var hasMethod: Bool
        /// Whether that method returns a value.
        var returnsValue: Bool
    }

    /// The file's name.
    var file: String
    /// The declarations, in the file's order.
    var types: [TypeDeclaration] = []
    /// The `// recorded:` lines but launch's (``PageCalls/launch``), in the file's order.
    var marks: [Mark] = []

    /// Reads `source`, the file `file`.
    init(file: String, source: String) {
        self.file = file
        var depth = 0
        var open: [(declaration: TypeDeclaration, depth: Int)] = []
        var starting: TypeDeclaration?
        var pending: [Mark] = []
        var scanner = CodeScanner()
        let patterns = Patterns()
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            let code = scanner.code(of: String(line))
            if text.hasPrefix("// recorded: ") {
                // Several may stand over one method (replacing a field's text, and emptying it).
                if !text.hasPrefix("// recorded: launch ") {
                    pending.append(
                        Mark(
                            line: index + 1, text: String(text.dropFirst(13)), owner: nil, hasMethod: false,
                            returnsValue: false))
                }
            } else if !pending.isEmpty, !(text.hasPrefix("///") || text.hasPrefix("@") || text.isEmpty) {
                // A declaration is for the method right below it (its doc comment may come between).
                let method = code.firstMatch(of: patterns.method) != nil
                marks += pending.map {
                    Mark(
                        line: $0.line, text: $0.text, owner: method ? open.last?.declaration : nil, hasMethod: method,
                        returnsValue: method && code.contains(" -> "))
                }
                pending = []
            }
            if var declared = Self.declaration(code, patterns) {
                declared.line = index + 1
                if declared.kind != "extension", let outer = open.last?.declaration, outer.kind != "protocol" {
                    declared.name = outer.name + "." + declared.name
                }
                types.append(declared)
                starting = declared
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let declared = starting {
                        open.append((declared, depth))
                        starting = nil
                    }
                } else if character == "}" {
                    if open.last?.depth == depth { open.removeLast() }
                    depth -= 1
                }
            }
        }
        marks += pending
    }

    // MARK: - Private

    /// The lines the scan looks for, made once a file: a regular expression literal is compiled again each time it
    /// is evaluated, and a page file has hundreds of lines.
    private struct Patterns {
        /// A function's declaration: its modifiers and attributes, then `func`.
        let method = #/^\s*(?:(?:[a-z]+|@\w+(?:\([^)]*\))?)\s+)*func\s/#
        /// A type, extension or protocol: its kind, its name and what follows the name's colon.
        let declaration =
            #/^\s*(?:(?:@\w+(?:\([^)]*\))?|public|internal|private|fileprivate|package|final|open|indirect|nonisolated)\s+)*(struct|class|enum|actor|extension|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)(?:<[^>{]*>)?\s*(?::([^{]*))?/#
    }

    /// The type, extension or protocol `code` begins, if it begins one.
    private static func declaration(_ code: String, _ patterns: Patterns) -> TypeDeclaration? {
        guard let match = code.firstMatch(of: patterns.declaration) else { return nil }
        let clause = match.output.3.map { String($0.split(separator: "{").first ?? "") } ?? ""
        let inherited = clause.components(separatedBy: " where ").first ?? ""
        return TypeDeclaration(
            kind: String(match.output.1), name: String(match.output.2),
            conformances: inherited.split(separator: ",").map {
                String($0.trimmingCharacters(in: .whitespaces).split(separator: ".").last ?? "")
            }.filter { !$0.isEmpty })
    }
}
