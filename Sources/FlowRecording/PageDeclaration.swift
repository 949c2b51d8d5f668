import AutomationProtocol
import Foundation

/// One `// recorded: COMMAND [ROLE] PATTERN [WORD] => CALL` line of a page, read against the commands the recorder
/// records: which steps the method below it wraps, and the call that stands for them.
struct PageDeclaration: Sendable, Equatable {
    /// The step's command, as the shell names it (`tap`, `type`, `advance`).
    var command: String
    /// The element's role, when the declaration names one.
    var role: Role?
    /// The identifier's pattern, `*` standing for any part; `nil` for a command on no element (`back`, `advance`).
    var pattern: String?
    /// The word a command that does one of several things says which with (`expect`'s `label`, `network`'s
    /// `offline`); `nil` for a command that has no such word.
    var choice: String?
    /// The call, with its placeholders (`open({label})`, `type(destination: {text})`).
    var call: String

    /// The declaration `text` (what follows `// recorded: `) makes with `commands`, or why it makes none.
    static func parse(_ text: String, commands: [CommandID]) -> Result<Self, PageProblem.Reason> {
        guard let arrow = text.range(of: " => ") else { return .failure(.unreadable(text, "it has no ` => CALL`")) }
        let call = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        let words = text[..<arrow.lowerBound].split(separator: " ").map(String.init)
        guard let word = words.first else { return .failure(.unreadable(text, "it names no command")) }
        guard !call.isEmpty else { return .failure(.unreadable(text, "it calls nothing after `=>`")) }
        guard let id = commands.first(where: { Self.word($0) == word }) else {
            return .failure(.unknownCommand(word, known: commands.map(Self.word)))
        }
        let step = Self.step(Array(words.dropFirst()), of: id, text)
        return step.flatMap { role, pattern, choice in
            let declaration = Self(command: word, role: role, pattern: pattern, choice: choice, call: call)
            let allowed = declaration.placeholders(of: id)
            if let unknown = Self.placeholders(in: call).first(where: { !allowed.contains($0) }) {
                return .failure(
                    .unreadable(
                        text,
                        "a `\(word)` step has no {\(unknown)}; it has "
                            + (allowed.isEmpty ? "none" : allowed.map { "{\($0)}" }.joined(separator: ", "))))
            }
            return .success(declaration)
        }
    }

    /// The shell's word for `id` (`advance`), or its tool's, or its name.
    static func word(_ id: CommandID) -> String {
        id.definition.shellName ?? id.definition.toolName ?? id.rawValue
    }

    /// The names between braces in `call`: `label` in `open({label})`.
    static func placeholders(in call: String) -> [String] {
        call.matches(of: #/\{([A-Za-z]+)\}/#).map { String($0.output.1) }
    }

    /// The placeholders a step of `id` fills: the element's label, and each argument the recorded call repeats.
    func placeholders(of id: CommandID) -> [String] {
        (pattern == nil ? [] : ["label"])
            + id.definition.arguments.filter { $0.recordedLabel != nil && $0.name != ArgumentName.element.name }
            .map(\.name)
    }

    // MARK: - Private

    /// The words after the command: `[ROLE] PATTERN [WORD]` for a command on an element, `[WORD]` for one on none.
    private static func step(
        _ words: [String], of id: CommandID, _ text: String
    ) -> Result<(Role?, String?, String?), PageProblem.Reason> {
        let choices = Self.choices(of: id)
        let onElement = id.definition.arguments.contains { $0.name == ArgumentName.element.name }
        // `expect screen`: the one check of no element.
        if id == .expect, words == ["screen"] { return .success((nil, nil, "screen")) }
        guard onElement else {
            switch words.count {
            case 0: return .success((nil, nil, nil))
            case 1 where choices.contains(words[0]): return .success((nil, nil, words[0]))
            default:
                return .failure(
                    .unreadable(
                        text,
                        "`\(word(id))` acts on no element, so it takes "
                            + (choices.isEmpty ? "no words" : "at most one of \(choices.joined(separator: ", "))")
                            + " before `=>`"))
            }
        }
        var rest = words
        var role: Role?
        if rest.count > 1, let named = Role(rawValue: rest[0]) {
            role = named
            rest.removeFirst()
        }
        var choice: String?
        if rest.count == 2, choices.contains(rest[1]) {
            choice = rest.removeLast()
        }
        guard rest.count == 1 else {
            let form = "\(word(id)) [ROLE] PATTERN" + (choices.isEmpty ? "" : " [\(choices.joined(separator: "|"))]")
            return .failure(.unreadable(text, "a `\(word(id))` step reads `\(form) => CALL`"))
        }
        return .success((role, rest[0], choice ?? (id == .expect ? "exists" : nil)))
    }

    /// The words a command that does one of several things says which with: `expect`'s checks, `network`'s changes.
    private static func choices(of id: CommandID) -> [String] {
        guard case .byChoice(let argument, let calls) = id.definition.recorded else { return [] }
        if case .choice(let words) = id.definition.arguments.first(where: { $0.name == argument.name })?.kind {
            return words.filter { calls[$0] != nil }
        }
        return calls.keys.sorted()
    }
}
