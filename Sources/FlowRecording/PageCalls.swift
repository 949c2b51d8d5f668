import AutomationProtocol
import Foundation

/// The page objects' methods that each wrap exactly one step a session can record, as the pages declare them, so
/// that a recorded flow calls `TripListPage(app: app).open("Seattle")` where a page says how, and the runner's raw
/// query only where none does. The recorder knows no app: the declarations are the pages' own, a line above a method
/// of a type that conforms to AppRunner's `Page` (or to a protocol that refines it):
///
/// ```swift
/// // recorded: tap cell trip.* => open({label})
/// func open(_ destination: String, occurrence: Int = 1) async throws -> TripDetailPage {
/// ```
///
/// `COMMAND [ROLE] PATTERN [WORD]`: the shell's word for the step (`tap`, `type`, `clear`, `replace`, `wait` for a
/// wait on the element's existence with no timeout of its own, `expect`, and an app's own commands), the element's
/// role when the pattern alone would take in others (the trip screen's `trip.share` button is no trip's row), its
/// identifier, `*` standing for any part, and for a command that does one of several things the word that says which
/// (`expect`'s `label`). A command on no element names none of them: `advance => letTimePass({duration})`, `back`,
/// `expect screen`. `CALL`: the method's call, where `{label}` is the element's label as the screen showed it (only
/// for the first element of its role to show it, which a call by the label reaches) and
/// `{NAME}` the step's argument of that name as the runner's call would take it (`{text}`, `{expected}`,
/// `{duration}`). A method of an extension of `Page` is called on the page the flow's launch hands it (`trips`).
///
/// What a page file declares that the recorder cannot use is kept as a ``PageProblem``, which the recorder's output
/// says.
public struct PageCalls: Sendable, Equatable {
    /// One declaration.
    public struct Declaration: Sendable, Equatable {
        /// The page's type; `nil` for a method of an extension of `Page`, which every page has.
        public var page: String?
        /// The step's command, as the shell names it.
        public var command: String
        /// The element's role, when the declaration names one.
        public var role: Role?
        /// The identifier's pattern; `nil` for a command on no element.
        public var pattern: String?
        /// The word a command that does one of several things says which with (`label`), if it has one.
        public var choice: String?
        /// The call, with its placeholders.
        public var call: String
        /// Whether the method returns a value, which the flow then ignores (`_ =`).
        public var returnsValue: Bool

        /// A declaration by its parts.
        public init(
            page: String?, command: String, role: Role? = nil, pattern: String?, choice: String? = nil,
            call: String, returnsValue: Bool = false
        ) {
            self.page = page
            self.command = command
            self.role = role
            self.pattern = pattern
            self.choice = choice
            self.call = call
            self.returnsValue = returnsValue
        }
    }

    /// The declarations, in the pages' order.
    public var declarations: [Declaration]
    /// The function the package's flows launch their app with, as a line above it declares it
    /// (`// recorded: launch => withTimer`): it takes a closure given a page whose `app` is the ``Application``, and
    /// ends the app on every path. `nil`: no page declares one.
    public var launch: String?
    /// What the pages declare that the recorder cannot use, in the files' order.
    public var problems: [PageProblem]

    /// No page calls: every step is written with the runner's queries.
    public static let none = PageCalls(declarations: [])

    /// The core's commands a recorded flow repeats, and Trips' own.
    public static let recordedCommands: [CommandID] =
        (CommandID.appCommands + CommandID.driverCommands + CommandID.tripsCommands).filter {
            if case .notRecorded = $0.definition.recorded { return false }
            return true
        }

    /// Page calls from `declarations`, and the launch function `launch`, if any.
    public init(declarations: [Declaration], launch: String? = nil, problems: [PageProblem] = []) {
        self.declarations = declarations
        self.launch = launch
        self.problems = problems
    }

    /// The declarations in the Swift files of `folder` (`AcceptanceTests/Pages`), read against `commands` (those an
    /// app declares of its own after the ``recordedCommands``); none when it holds none.
    public init(pagesIn folder: URL, commands: [CommandID] = []) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let sources = files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)).map { (name, $0) }
        }
        self.init(sources: sources, commands: commands)
    }

    /// The pages of the suite `file` goes into: the `Pages` folder of the nearest `AcceptanceTests` folder above it
    /// (as Trips lays its suite out); `nil` when it is under none, or that folder has no pages.
    public init?(suiteOf file: URL, commands: [CommandID] = []) {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while folder.lastPathComponent != "AcceptanceTests" {
            guard folder.pathComponents.count > 1 else { return nil }
            folder = folder.deletingLastPathComponent()
        }
        let pages = folder.appending(path: "Pages")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pages.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        self.init(pagesIn: pages, commands: commands)
    }

    /// The declarations in `sources` (each a file's name and its text), read against `commands` too.
    init(sources: [(name: String, text: String)], commands: [CommandID] = []) {
        let known = Self.recordedCommands + commands.filter { !Self.recordedCommands.contains($0) }
        let pages = sources.map { PageSource(file: $0.name, source: $0.text) }
        let types = pages.flatMap(\.types)
        let protocols = Self.pageProtocols(types)
        let pageTypes = Set(
            types.filter { $0.kind != "protocol" && !protocols.isDisjoint(with: $0.conformances) }.map(\.name))
        var declarations: [Declaration] = []
        var problems: [PageProblem] = []
        for page in pages {
            for rival in page.types where rival.kind == "protocol" && rival.name == "Page" {
                problems.append(PageProblem(file: page.file, line: rival.line, reason: .rivalPage))
            }
            for mark in page.marks {
                let problem = { (reason: PageProblem.Reason) in
                    problems.append(PageProblem(file: page.file, line: mark.line, reason: reason))
                }
                let parsed: PageDeclaration
                switch PageDeclaration.parse(mark.text, commands: known) {
                case .failure(let reason):
                    problem(reason)
                    continue
                case .success(let declaration): parsed = declaration
                }
                guard mark.hasMethod, let owner = mark.owner else {
                    problem(.noMethod)
                    continue
                }
                let onEveryPage = protocols.contains(owner.name)
                guard onEveryPage || pageTypes.contains(owner.name) else {
                    problem(.notAPage(owner.name))
                    continue
                }
                declarations.append(
                    Declaration(
                        page: onEveryPage ? nil : owner.name, command: parsed.command, role: parsed.role,
                        pattern: parsed.pattern, choice: parsed.choice, call: parsed.call,
                        returnsValue: mark.returnsValue))
            }
        }
        self.init(
            declarations: declarations, launch: sources.lazy.compactMap { Self.launch(in: $0.text) }.first,
            problems: problems)
    }

    /// What the recorder says of ``problems`` before the flow, or `nil` when there are none.
    public var report: String? {
        guard !problems.isEmpty else { return nil }
        let count = problems.count
        return "The pages declare \(count) thing\(count == 1 ? "" : "s") the recorder cannot use:\n"
            + problems.map { "- \($0)" }.joined(separator: "\n")
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

    /// The statement for a step, when a page declares one for it: `_ = try await TripListPage(app: app).open(…)`;
    /// a method every page has is called on `launched`, the page the flow's launch hands it.
    func statement(
        for id: CommandID, _ arguments: CommandArguments, on target: RecordedStep.Target?, launched: String
    ) -> String? {
        guard let choice = Self.choice(id, arguments) else { return nil }
        let word = PageDeclaration.word(id)
        guard
            let declaration = declarations.first(where: {
                $0.command == word && $0.choice == choice && Self.fits(target, $0)
            })
        else { return nil }
        var call = declaration.call
        for name in PageDeclaration.placeholders(in: call) {
            let value: String?
            if name == "label" {
                // A call by the label reaches the first element that shows it; any other is left to the queries.
                value = target.flatMap { $0.labelOccurrence == 1 ? $0.label.map(SwiftSource.literal) : nil }
            } else {
                value = id.definition.arguments.first { $0.name == name }.flatMap {
                    SwiftSource.literal(of: $0, in: arguments)
                }
            }
            guard let value else { return nil }
            call = call.replacingOccurrences(of: "{\(name)}", with: value)
        }
        let receiver = declaration.page.map { "\($0)(app: app)" } ?? launched
        return (declaration.returnsValue ? "_ = " : "") + "try await \(receiver).\(call)"
    }

    /// Whether `identifier` fits `pattern`, where `*` stands for any run of characters: it begins with the part
    /// before the first `*`, ends with the part after the last, and holds the parts between in order, apart. Matched
    /// by hand, as a regular expression made from the pattern would be compiled for every step a session records.
    static func matches(_ identifier: String, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard let first = parts.first, let last = parts.last, parts.count > 1 else { return identifier == pattern }
        guard identifier.hasPrefix(first) else { return false }
        var rest = identifier.dropFirst(first.count)
        guard rest.count >= last.count, rest.hasSuffix(last) else { return false }
        rest = rest.dropLast(last.count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    // MARK: - Private

    /// The protocols whose conformers are pages: `Page`, and every protocol that refines one of them.
    private static func pageProtocols(_ types: [PageSource.TypeDeclaration]) -> Set<String> {
        var protocols: Set<String> = ["Page"]
        var grew = true
        while grew {
            let refining = types.filter { $0.kind == "protocol" && !protocols.isDisjoint(with: $0.conformances) }
            let more = protocols.union(refining.map(\.name))
            grew = more.count > protocols.count
            protocols = more
        }
        return protocols
    }

    /// The step's word that says which of several things it does (`nil` inside for a command with none), or `nil`
    /// when a page's method cannot stand for the step: a wait with more to it than existence with the default
    /// timeout, or a text compared otherwise than as equal (a method takes the text, not a match).
    private static func choice(_ id: CommandID, _ arguments: CommandArguments) -> String?? {
        if id == .wait, arguments.has(.timeout) || (arguments[.condition] ?? "exists") != "exists" { return nil }
        if (arguments[.match] ?? "equals") != "equals" { return nil }
        guard case .byChoice(let argument, _) = id.definition.recorded else { return .some(nil) }
        return .some(arguments[argument] ?? (id == .expect ? "exists" : nil))
    }

    /// Whether the step's element fits the declaration: none for a declaration of none, else its role and pattern.
    private static func fits(_ target: RecordedStep.Target?, _ declaration: Declaration) -> Bool {
        guard let pattern = declaration.pattern else { return target == nil }
        guard let target else { return false }
        return (declaration.role == nil || declaration.role == target.role) && matches(target.identifier, pattern)
    }
}
