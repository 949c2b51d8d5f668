/// Something a page file declares that the recorder cannot use, with where it is: said in the recorder's output so
/// that a declaration never goes unused in silence.
public struct PageProblem: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong (an `Error`, as reading a declaration fails with it).
    public enum Reason: Error, Sendable, Equatable {
        /// A `// recorded:` line that cannot be read, and why.
        case unreadable(String, String)
        /// A command the recorder does not record, and those it does.
        case unknownCommand(String, known: [String])
        /// A `// recorded:` line over a method of a type that is not a page.
        case notAPage(String)
        /// A `// recorded:` line over no method of a type (a function outside any, or no function).
        case noMethod
        /// A `protocol Page` of the package's own, which hides AppRunner's.
        case rivalPage
    }

    /// The file's name (`TripListPage.swift`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// What is wrong.
    public var reason: Reason

    /// `TripListPage.swift:12: …`, the sentence saying what is wrong and what would be right.
    public var description: String { "\(file):\(line): \(message)" }

    /// The sentence, without the place.
    public var message: String {
        switch reason {
        case .unreadable(let text, let why):
            return "cannot read `// recorded: \(text)`: \(why)."
        case .unknownCommand(let word, let known):
            return "`\(word)` is no step the recorder records; it records \(known.joined(separator: ", "))."
        case .notAPage(let type):
            return "\(type) is not a Page: the recorder calls only the methods of a type that conforms to AppRunner's "
                + "`Page` (`struct \(type): Page`), or of an extension of `Page`; this declaration is not used."
        case .noMethod:
            return "the `// recorded:` line is over no method of a page (only a doc comment or attributes may come "
                + "between); it is not used."
        case .rivalPage:
            return "declares a `protocol Page` of its own, which hides AppRunner's: conform the pages to AppRunner's "
                + "`Page` and keep shared methods in an `extension Page`; the recorder reads conformances to it."
        }
    }
}
