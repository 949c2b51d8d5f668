extension Locator: CustomStringConvertible {
    /// The element meant, as failures name it: `button "row.first"`, `first cell`, `last cell label contains
    /// "Oranges" in list "search.suggestions"`, `static texts matching "x"` for a query.
    public var description: String {
        let kind = role?.spokenName ?? "element"
        let named = identifier.map { " \"\(TextRenderer.quoted($0))\"" } ?? ""
        let rest = conditions + scopeSuffix
        switch selection {
        case .unique:
            return identifier == nil && conditions.isEmpty ? "the only \(kind)\(rest)" : "\(kind)\(named)\(rest)"
        case .first: return "first \(kind)\(named)\(rest)"
        case .last: return "last \(kind)\(named)\(rest)"
        case .index(let index): return "\(kind)\(named)\(rest) [\(index)]"
        case .all: return queryDescription
        }
    }

    /// The query without a selection: `buttons`, `cells matching "x"`, `cells label contains "a" in list "l"`.
    public var queryDescription: String {
        let kinds = role.map { "\($0.spokenName)s" } ?? "elements"
        let named = identifier.map { " matching \"\(TextRenderer.quoted($0))\"" } ?? ""
        return kinds + named + conditions + scopeSuffix
    }

    // MARK: - Private

    /// ` label contains "a" value "b" containing button "x" where has a temperature`.
    private var conditions: String {
        var parts: [String] = []
        if let label { parts.append("label \(label)") }
        if let value { parts.append("value \(value)") }
        for inner in containing {
            var plain = inner
            plain.within = nil
            plain.selection = .unique
            parts.append("containing \(plain.description.replacingPrefix("the only ", with: "a "))")
        }
        if let predicate { parts.append("where \(predicate.description)") }
        return parts.map { " " + $0 }.joined()
    }

    /// ` in list "search.suggestions"`, ` directly in list "x"`.
    private var scopeSuffix: String {
        guard let within else { return "" }
        let place = within.selection == .all ? "any of the \(within.queryDescription)" : within.description
        return relation == .children ? " directly in \(place)" : " in \(place)"
    }
}

extension Role {
    /// How a person says the role: `static text`, `navigation bar`.
    public var spokenName: String {
        switch self {
        case .navigationBar: "navigation bar"
        case .button: "button"
        case .staticText: "static text"
        case .textField: "text field"
        case .cell: "cell"
        case .list: "list"
        case .group: "group"
        case .alert: "alert"
        }
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
