import Foundation

/// How a text (an element's label or value) is matched: exactly, by a part of it, by a regular expression, or the
/// opposite of another match.
///
/// On the wire: `{"equals":"3 items"}`, `{"contains":"Oranges"}`, `{"matches":"^\\d+ items$"}`, `{"not":{"equals":""}}`.
/// A regular expression is ICU's syntax (`NSRegularExpression`) and matches when it is found anywhere in the text;
/// anchor it (`^…$`) to match the whole text.
public indirect enum TextMatch: Sendable, Hashable, CustomStringConvertible {
    /// The text is exactly this.
    case equals(String)
    /// The text contains this.
    case contains(String)
    /// The regular expression is found in the text.
    case matches(String)
    /// The other match fails.
    case not(TextMatch)

    // MARK: - Matching

    /// Whether `text` matches; a text that is absent (`nil`, an element with no value) matches only `not`, and a
    /// regular expression that does not compile matches nothing (``problem`` says why).
    public func test(_ text: String?) -> Bool {
        Compiled(self).test(text)
    }

    /// Why this match cannot be used (a regular expression that does not compile), or `nil` when it can.
    public var problem: String? {
        switch self {
        case .equals, .contains: return nil
        case .not(let inner): return inner.problem
        case .matches(let pattern):
            do {
                _ = try NSRegularExpression(pattern: pattern)
                return nil
            } catch {
                return "'\(TextRenderer.quoted(pattern))' is not a regular expression (ICU syntax)."
            }
        }
    }

    /// `"3 items"`, `contains "Oranges"`, `matches /\d+ items/`, `not contains "x"`: as it reads after "label".
    public var description: String {
        switch self {
        case .equals(let text): "\"\(TextRenderer.quoted(text))\""
        case .contains(let text): "contains \"\(TextRenderer.quoted(text))\""
        case .matches(let pattern): "matches /\(TextRenderer.quoted(pattern))/"
        case .not(let inner): "not \(inner.description.hasPrefix("\"") ? "equal to " : "")\(inner)"
        }
    }

    // MARK: - Compiled

    /// A match made ready to test many texts: a regular expression compiled once.
    public struct Compiled {
        private enum Test {
            case equals(String)
            case contains(String)
            case regex(NSRegularExpression?)
            indirect case not(Test)
        }
        private let compiled: Test

        /// Compiles `match`.
        public init(_ match: TextMatch) {
            func compile(_ match: TextMatch) -> Test {
                switch match {
                case .equals(let text): .equals(text)
                case .contains(let text): .contains(text)
                case .matches(let pattern): .regex(try? NSRegularExpression(pattern: pattern))
                case .not(let inner): .not(compile(inner))
                }
            }
            compiled = compile(match)
        }

        /// Whether `text` matches.
        public func test(_ text: String?) -> Bool {
            func run(_ test: Test, _ text: String?) -> Bool {
                switch test {
                case .not(let inner): return !run(inner, text)
                case .equals(let wanted): return text == wanted
                case .contains(let part): return text.map { Self.contains($0, part) } ?? false
                case .regex(let regex):
                    guard let regex, let text else { return false }
                    let range = NSRange(text.startIndex..., in: text)
                    return regex.firstMatch(in: text, range: range) != nil
                }
            }
            return run(compiled, text)
        }

        /// Whether `text` contains `part`: byte for byte in UTF-8 when both are ASCII, where a byte is a character
        /// and the answer is `String.contains`'s without its grapheme breaking; otherwise by `String.contains`.
        private static func contains(_ text: String, _ part: String) -> Bool {
            if part.isEmpty { return true }
            var text = text
            var part = part
            return text.withUTF8 { haystack in
                part.withUTF8 { needle in
                    guard haystack.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                    guard needle.count <= haystack.count else { return false }
                    for start in 0...(haystack.count - needle.count)
                    where haystack[start] == needle[0] {
                        var index = 1
                        while index < needle.count, haystack[start + index] == needle[index] { index += 1 }
                        if index == needle.count { return true }
                    }
                    return false
                }
            } ?? text.contains(part)
        }
    }
}
