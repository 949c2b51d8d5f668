/// The wire form of a locator: one JSON object whose fields are all optional, `match` `"unique"` by default.
///
/// `{"role":"cell","identifier":"row.first"}`,
/// `{"label":{"contains":"Oranges"},"within":{"identifier":"search.suggestions"},"relation":"children","match":"last"}`.
extension Locator {
    /// The fields a locator object may have.
    private static let fieldNames = [
        "role", "identifier", "label", "value", "containing", "within", "relation", "match",
    ]

    // MARK: - Reading

    /// Reads a locator from the JSON value of the field named `field` (`locator`, `locator.within`), each mistake a
    /// sentence that names the field.
    init(reading value: JSONValue, field: String) throws(Request.FieldProblem) {
        guard case .object(let fields) = value else {
            throw .init(
                message: "`\(field)` must be an object such as {\"identifier\":\"row.first\"}; it is \(value.shown)."
            )
        }
        let known = Set(Self.fieldNames)
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            let hint = NearestMatches.didYouMean(NearestMatches.find(unknown, among: Self.fieldNames))
            throw .init(
                message:
                    "`\(field)` has no field `\(unknown)`.\(hint) Known: \(Self.fieldNames.joined(separator: ", "))."
            )
        }
        self.init()
        if let role = fields["role"] {
            guard case .string(let name) = role, let parsed = Role(rawValue: name) else {
                let roles = Role.allCases.map(\.rawValue).joined(separator: ", ")
                throw .init(message: "`\(field).role` must be one of \(roles); it is \(Self.shown(role)).")
            }
            self.role = parsed
        }
        if let identifier = fields["identifier"] {
            guard case .string(let text) = identifier else {
                throw .init(message: "`\(field).identifier` must be a string; it is \(identifier.shown).")
            }
            self.identifier = text
        }
        label = try fields["label"].map { value throws(Request.FieldProblem) in
            try TextMatch(reading: value, field: "\(field).label")
        }
        self.value = try fields["value"].map { value throws(Request.FieldProblem) in
            try TextMatch(reading: value, field: "\(field).value")
        }
        if let containing = fields["containing"] {
            guard case .array(let items) = containing else {
                throw .init(message: "`\(field).containing` must be an array of locators; it is \(containing.shown).")
            }
            for (index, item) in items.enumerated() {
                self.containing.append(try Locator(reading: item, field: "\(field).containing[\(index)]"))
            }
        }
        if let within = fields["within"] { self.within = try Locator(reading: within, field: "\(field).within") }
        if let relation = fields["relation"] {
            guard case .string(let name) = relation, let parsed = Relation(rawValue: name) else {
                throw .init(
                    message: "`\(field).relation` must be descendants or children; it is \(Self.shown(relation)).")
            }
            self.relation = parsed
        }
        if let match = fields["match"] { selection = try Self.selection(match, field: "\(field).match") }
        if let problem { throw .init(message: "`\(field)`: \(problem)") }
    }

    private static func selection(_ value: JSONValue, field: String) throws(Request.FieldProblem) -> Selection {
        switch value {
        case .string("unique"): return .unique
        case .string("first"): return .first
        case .string("last"): return .last
        case .string("all"): return .all
        case .integer(let index) where index >= 0: return .index(index)
        default:
            throw .init(
                message: "`\(field)` must be unique, first, last, all or an index from 0; it is \(shown(value)).")
        }
    }

    /// A string shown as itself, anything else as ``JSONValue/shown``.
    static func shown(_ value: JSONValue) -> String {
        if case .string(let text) = value { return "'\(TextRenderer.quoted(text))'" }
        return value.shown
    }
}

// MARK: - TextMatch

extension TextMatch {
    /// Reads a match from the JSON value of `field`.
    init(reading value: JSONValue, field: String) throws(Request.FieldProblem) {
        let accepted = "an object with one of equals, contains, matches (a string) or not (a match)"
        guard case .object(let fields) = value, fields.count == 1, let (key, inner) = fields.first else {
            throw .init(message: "`\(field)` must be \(accepted); it is \(Locator.shown(value)).")
        }
        switch (key, inner) {
        case ("equals", .string(let text)): self = .equals(text)
        case ("contains", .string(let text)): self = .contains(text)
        case ("matches", .string(let pattern)): self = .matches(pattern)
        case ("not", _): self = .not(try TextMatch(reading: inner, field: "\(field).not"))
        default: throw .init(message: "`\(field)` must be \(accepted); it has `\(key)`: \(Locator.shown(inner)).")
        }
    }
}
