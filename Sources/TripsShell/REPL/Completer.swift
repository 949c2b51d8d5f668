import AutomationProtocol
import TripsProtocol

/// Tab completion, as a pure function of the text before the cursor and the screen on display.
///
/// The first word completes to a command name; the next to an identifier on the screen that fits the command (`tap`
/// offers enabled buttons, cells and text fields; `type`, `clear` and `replace` only enabled text fields; `wait` any
/// element; `expect` any element that can be touched, or `screen`, then what to check; `network` its conditions;
/// `help` command names), as the command table declares the command's first argument. Nothing else completes: there
/// is no fallback to file names.
public enum Completer {
    /// What a Tab press does.
    public struct Completion: Equatable, Sendable {
        /// The text to insert at the cursor; empty when there is nothing certain to add.
        public var insertion: String
        /// The words that fit, sorted; shown to the person when more than one fits and nothing can be inserted.
        public var candidates: [String]

        /// Makes a completion.
        public init(insertion: String, candidates: [String]) {
            self.insertion = insertion
            self.candidates = candidates
        }

        /// Nothing fits.
        public static let none = Completion(insertion: "", candidates: [])
    }

    /// The completion of `lineBeforeCursor` on `screen`.
    public static func complete(_ lineBeforeCursor: String, on screen: Screen) -> Completion {
        if lineBeforeCursor.contains(where: { $0 == "\"" || $0 == "'" || $0 == "\\" }) { return .none }
        let endsInSpace = lineBeforeCursor.last.map { $0 == " " || $0 == "\t" } ?? true
        var words = lineBeforeCursor.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let partial = endsInSpace ? "" : (words.popLast() ?? "")
        switch words.count {
        case 0:
            var completion = fit(partial, among: CommandTable.trips.shellNames)
            if completion.candidates.count == 1,
                let id = CommandTable.trips.command(shellName: completion.candidates[0]),
                !id.definition.shellArguments.isEmpty
            {
                completion.insertion += " "
            }
            return completion
        case 1:
            guard let first = CommandTable.trips.command(shellName: words[0])?.definition.shellArguments.first else {
                return .none
            }
            var completion = fit(partial, among: candidates(for: first.kind, on: screen))
            // After expect's identifier comes what to check: a space, as after a command's name.
            if first.kind == .element(.checkable), completion.candidates.count == 1 { completion.insertion += " " }
            return completion
        case 2 where words[0] == "expect" && words[1] != "screen":
            var completion = fit(partial, among: ElementCheck.words)
            if completion.candidates.count == 1, ["label", "value"].contains(completion.candidates[0]) {
                completion.insertion += " "
            }
            return completion
        default:
            return .none
        }
    }

    /// The identifiers (or words) on `screen` that an argument of this kind may name, in screen order.
    public static func candidates(for kind: CommandArgument.Kind, on screen: Screen) -> [String] {
        let touchable = screen.touchableElements.filter { $0.isEnabled && !$0.identifier.isEmpty }
        switch kind {
        case .element(.tappable):
            let roles: Set<Role> = [.button, .cell, .textField]
            return touchable.filter { roles.contains($0.role) }.map(\.identifier)
        case .element(.textField):
            return touchable.filter { $0.role == .textField }.map(\.identifier)
        case .element(.any):
            return screen.allElements.map(\.identifier).filter { !$0.isEmpty }
        case .element(.checkable):
            return screen.touchableElements.map(\.identifier).filter { !$0.isEmpty } + ["screen"]
        case .commandName:
            return CommandTable.trips.shellNames
        case .choice(let words):
            return words
        case .text, .duration, .seconds, .integer, .path, .count, .flag, .words, .calls:
            return []
        }
    }

    // MARK: - Private

    private static func fit(_ partial: String, among words: [String]) -> Completion {
        var seen = Set<String>()
        let matches = words.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.sorted()
        guard let first = matches.first else { return .none }
        let common = matches.dropFirst().reduce(first) { commonPrefix($0, $1) }
        return Completion(insertion: String(common.dropFirst(partial.count)), candidates: matches)
    }

    private static func commonPrefix(_ lhs: String, _ rhs: String) -> String {
        String(zip(lhs, rhs).prefix { $0 == $1 }.map(\.0))
    }
}
