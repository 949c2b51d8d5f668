/// A request written through ``JSONWriter``, as the app's messages are, with no value tree built per request.
extension Request {
    /// The request as ``JSONWriter`` writes it: `id`, `command` and each argument the command's definition sends,
    /// under its field, keys in byte order.
    func write(to json: inout JSONWriter) {
        let arguments = command.arguments
        var fields: [String: CommandArguments.Value] = ["command": .text(command.name), "id": .integer(id)]
        for argument in command.id.definition.wireArguments {
            guard let field = argument.wireField, let value = arguments[argument: argument] else { continue }
            fields[field] = value
        }
        json.beginObject()
        for key in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            json.key(named: key)
            switch fields[key] {
            case .element(let locator): locator.write(to: &json)
            case .text(let text): json.string(text)
            case .milliseconds(let number), .integer(let number): json.integer(number)
            case .seconds(let seconds): json.number(seconds)
            case .flag, .words, .calls, nil: break  // an MCP tool's own kinds: no request carries them
            }
        }
        json.endObject()
    }
}

extension Locator {
    /// The locator's wire form: only the fields that are set, keys in byte order.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if !containing.isEmpty {
            json.key("containing")
            json.array(containing) { json, locator in locator.write(to: &json) }
        }
        if let identifier {
            json.key("identifier")
            json.string(identifier)
        }
        if let label {
            json.key("label")
            label.write(to: &json)
        }
        switch selection {
        case .unique: break
        case .first, .last, .all:
            json.key("match")
            json.string(selection == .first ? "first" : selection == .last ? "last" : "all")
        case .index(let index):
            json.key("match")
            json.integer(index)
        }
        if relation != .descendants {
            json.key("relation")
            json.string(relation.rawValue)
        }
        if let role {
            json.key("role")
            json.string(role.rawValue)
        }
        if let value {
            json.key("value")
            value.write(to: &json)
        }
        if let within {
            json.key("within")
            within.write(to: &json)
        }
        json.endObject()
    }
}

extension TextMatch {
    /// `{"equals":"…"}`, `{"contains":"…"}`, `{"matches":"…"}` or `{"not":{…}}`.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .equals(let text):
            json.key("equals")
            json.string(text)
        case .contains(let text):
            json.key("contains")
            json.string(text)
        case .matches(let pattern):
            json.key("matches")
            json.string(pattern)
        case .not(let inner):
            json.key("not")
            inner.write(to: &json)
        }
        json.endObject()
    }
}
