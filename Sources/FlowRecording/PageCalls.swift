import AutomationProtocol
import Foundation

/// The page objects' methods that each wrap exactly one step a session can record, as the pages declare them, so
/// that a recorded flow calls `TripListPage(app: app).open("Seattle")` where a page says how, and the runner's raw
/// query only where none does. The recorder knows no app: the declarations are the pages' own, a line above the
/// method of a `struct NAME: Page`:
///
/// ```swift
/// // recorded: tap cell trip.* => open({label})
/// func open(_ destination: String, occurrence: Int = 1) async throws -> TripDetailPage {
/// ```
///
/// `COMMAND [ROLE] PATTERN`: the shell's word for the step (`tap`, or `wait` for a wait on the element's existence
/// with no timeout of its own), the element's role when the pattern alone would take in others (the trip screen's
/// `trip.share` button is no trip's row), and its identifier, `*` standing for any part; `CALL`: the method's call,
/// where `{label}` is the element's label as the screen showed it.
public struct PageCalls: Sendable, Equatable {
    /// One declaration.
    public struct Declaration: Sendable, Equatable {
        /// The page's type.
        public var page: String
        /// The step's command, as the shell names it.
        public var command: String
        /// The element's role, when the declaration names one.
        public var role: Role?
        /// The identifier's pattern.
        public var pattern: String
        /// The call, with its placeholders.
        public var call: String
        /// Whether the method returns a value, which the flow then ignores (`_ =`).
        public var returnsValue: Bool
    }

    /// The declarations, in the pages' order.
    public var declarations: [Declaration]
    /// The function the package's flows launch their app with, as a line above it declares it
    /// (`// recorded: launch => withTimer`): it takes a closure given a page whose `app` is the ``Application``, and
    /// ends the app on every path. `nil`: no page declares one.
    public var launch: String?

    /// No page calls: every step is written with the runner's queries.
    public static let none = PageCalls(declarations: [])

    /// Page calls from `declarations`, and the launch function `launch`, if any.
    public init(declarations: [Declaration], launch: String? = nil) {
        self.declarations = declarations
        self.launch = launch
    }

    /// The declarations in the Swift files of `folder` (`AcceptanceTests/Pages`); none when it holds none.
    public init(pagesIn folder: URL) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let sources = files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            try? String(contentsOf: folder.appending(path: name), encoding: .utf8)
        }
        self.init(
            declarations: sources.flatMap(Self.declarations(in:)),
            launch: sources.lazy.compactMap(Self.launch(in:)).first)
    }

    /// The launch function one page's source declares (`// recorded: launch => NAME`), if it declares one.
    static func launch(in source: String) -> String? {
        let marker = "// recorded: launch => "
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix(marker) else { continue }
            let name = text.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                return name
            }
        }
        return nil
    }

    /// The declarations in one page's source.
    static func declarations(in source: String) -> [Declaration] {
        var page: String?
        var found: [Declaration] = []
        var pending: (command: String, role: Role?, pattern: String, call: String)?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("struct "), text.contains(": Page") {
                page = text.dropFirst(7).prefix { $0.isLetter || $0.isNumber || $0 == "_" }.description
            } else if text.hasPrefix("// recorded: "), let arrow = text.range(of: " => ") {
                let step = text[text.index(text.startIndex, offsetBy: 13)..<arrow.lowerBound].split(separator: " ")
                let call = String(text[arrow.upperBound...])
                switch step.count {
                case 2: pending = (String(step[0]), nil, String(step[1]), call)
                case 3: pending = Role(rawValue: String(step[1])).map { (String(step[0]), $0, String(step[2]), call) }
                default: pending = nil
                }
            } else if text.hasPrefix("func "), let declared = pending, let page {
                found.append(
                    Declaration(
                        page: page, command: declared.command, role: declared.role, pattern: declared.pattern,
                        call: declared.call,
                        returnsValue: text.contains(" -> ")))
                pending = nil
            } else if !text.hasPrefix("///"), !text.hasPrefix("@"), !text.isEmpty {
                pending = nil  // a declaration is for the method right below it (its doc comment may come between)
            }
        }
        return found
    }

    /// The statement for a step, when a page declares one for it: `_ = try await TripListPage(app: app).open(…)`.
    func statement(for id: CommandID, _ arguments: CommandArguments, on target: RecordedStep.Target) -> String? {
        guard let word = id.definition.shellName, let command = Self.word(word, id, arguments) else { return nil }
        guard
            let declaration = declarations.first(where: {
                $0.command == command && ($0.role == nil || $0.role == target.role)
                    && Self.matches(target.identifier, $0.pattern)
            })
        else { return nil }
        if declaration.call.contains("{label}"), target.label == nil { return nil }
        let call = declaration.call.replacingOccurrences(
            of: "{label}", with: SwiftSource.literal(target.label ?? ""))
        return (declaration.returnsValue ? "_ = " : "") + "try await \(declaration.page)(app: app).\(call)"
    }

    /// The step's word, when a page may wrap it: a tap, or a wait on existence with no timeout of its own.
    private static func word(_ word: String, _ id: CommandID, _ arguments: CommandArguments) -> String? {
        switch id {
        case .tap: return word
        case .wait where !arguments.has(.timeout) && (arguments[.condition] ?? "exists") == "exists": return word
        default: return nil
        }
    }

    /// Whether `identifier` fits `pattern`, where `*` stands for any run of characters.
    static func matches(_ identifier: String, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        let expression = parts.map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*")
        return identifier.wholeMatch(of: (try? Regex("(?s)" + expression)) ?? Regex(verbatim: pattern)) != nil
    }
}
