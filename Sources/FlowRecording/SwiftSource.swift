import AutomationProtocol

/// Swift source as `make lint` wants it: string literals, comments wrapped to the line, and calls broken the way
/// swift-format breaks them.
enum SwiftSource {
    /// swift-format's line length (`.swift-format`).
    static let lineLength = 120
    /// One level of indentation.
    static let indentation = "    "

    // MARK: - Literals

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped as the shell escapes
    /// them in its messages (``TextRenderer/escaped(_:style:)``), the rest as it is.
    static func literal(_ text: String) -> String {
        "\"" + TextRenderer.escaped(text, style: .swiftLiteral) + "\""
    }

    /// A number of seconds as Swift writes it: `2`, `0.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A duration as the runner takes it: `.seconds(2)`, `.milliseconds(300)`.
    static func duration(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
    }

    // MARK: - Comments

    /// `text` as `//` comment lines at `indent`, wrapped at word boundaries to the line length, control characters
    /// escaped.
    static func comment(_ text: String, indent: Int) -> [String] {
        let margin = String(repeating: indentation, count: indent) + "// "
        var lines: [String] = []
        var current = ""
        for word in safe(text).split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, margin.count + current.count + 1 + word.count > lineLength {
                lines.append(margin + current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        lines.append(margin + current)
        return lines
    }

    // MARK: - Calls

    /// A call statement: `try await app.cells["trip.seattle"].tap()`, or with a trailing closure that opens a block.
    struct Call: Equatable, Sendable {
        /// What comes before the subscript or the parenthesis: `try await app.cells`, `try await withApp`.
        var receiver: String
        /// The subscript's key, a literal, if any.
        var key: String?
        /// What comes after the subscript: `.tap`.
        var method = ""
        /// The arguments, each as written.
        var arguments: [String] = []
        /// The trailing closure's opening, ` { trips in`, if the call opens a block.
        var opening: String?
    }

    /// The lines of `call` at `indent`: on one line when it fits; else its arguments on lines of their own, filled;
    /// else, with no arguments to move, its subscript's key on a line of its own.
    static func lines(_ call: Call, indent: Int) -> [String] {
        let margin = String(repeating: indentation, count: indent)
        let inner = margin + indentation
        let subscripted = call.key.map { "[\($0)]" } ?? ""
        let arguments =
            call.arguments.isEmpty && call.opening != nil ? "" : "(\(call.arguments.joined(separator: ", ")))"
        let whole = margin + call.receiver + subscripted + call.method + arguments + (call.opening ?? "")
        if whole.count <= lineLength { return [whole] }
        let head = margin + call.receiver + subscripted + call.method + "("
        if !call.arguments.isEmpty, head.count <= lineLength || call.key == nil {
            var lines = [head] + filled(call.arguments, margin: inner)
            if let opening = call.opening {
                lines.append(margin + ")" + opening)
            } else if lines[lines.count - 1].count + 1 <= lineLength {
                lines[lines.count - 1] += ")"
            } else {
                lines.append(margin + ")")
            }
            return lines
        }
        guard let key = call.key else { return [whole] }
        let rest = Call(receiver: "]", method: call.method, arguments: call.arguments, opening: call.opening)
        var lines = [margin + call.receiver + "[", inner + key]
        lines += Self.lines(rest, indent: indent)
        return lines
    }

    // MARK: - Private

    /// The arguments on lines at `margin`, as many to a line as fit, each but the last followed by a comma.
    private static func filled(_ arguments: [String], margin: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index < arguments.count - 1 ? "," : "")
            if !current.isEmpty, margin.count + current.count + 1 + piece.count > lineLength {
                lines.append(margin + current)
                current = ""
            }
            current += current.isEmpty ? piece : " " + piece
        }
        lines.append(margin + current)
        return lines
    }

    /// `text` with only what could break a comment or the terminal escaped: a comment keeps its quotes.
    private static func safe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if TextRenderer.isUnsafe(scalar) {
                result += TextRenderer.unicodeEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The Swift literal of `argument`'s value in `arguments`, as a recorded call takes it, or `nil` when the step
    /// has none or no recorded call takes it: a text compared with `expected` as the runner's `TextMatch` for it.
    static func literal(of argument: CommandArgument, in arguments: CommandArguments) -> String? {
        guard let value = arguments[argument: argument] else { return nil }
        switch value {
        case .text(let text) where argument.name == ArgumentName.expected.name:
            let match = arguments[.match] ?? "equals"
            return match == "equals" ? literal(text) : ".\(match)(\(literal(text)))"
        case .text(let text): return literal(text)
        case .milliseconds(let milliseconds): return duration(.milliseconds(milliseconds))
        case .seconds(let seconds): return number(seconds)
        case .integer(let number): return String(number)
        case .element(let locator): return literal(locator.identifier ?? "")
        case .flag, .words, .calls: return nil  // an MCP tool's own: no recorded call takes them
        }
    }
}
