/// The value a command answers with, beside the state: the one place in a ``Response`` for every command that reads
/// something out of the app, whichever app declares the command. On the wire it is one field of the response, named
/// for what it holds, which the app and its drivers type as they agree.
public struct CommandAnswer: Sendable, Hashable {
    /// The response's field it travels in.
    public let field: String
    /// What it holds.
    public let value: JSONValue

    /// An answer in the field `field`: a name none of a response's own fields has (`error`, `id`, `state`, `type`),
    /// and one that sorts after `id`, so that the response's keys are written in byte order.
    public init(field: String, value: JSONValue) {
        self.field = field
        self.value = value
    }

    /// The fields every response has of its own.
    static let responseFields: Set<String> = ["error", "id", "state", "type"]

    /// Writes the answer's field and its value.
    func write(to json: inout JSONWriter) {
        json.key(named: field)
        json.value(value)
    }

    /// The answer a response's fields carry, if any; more than one is a broken message. A field or an object's field
    /// that is `null` is left out, as the protocol reads every field it leaves out.
    init?(response fields: Fields) throws {
        let given = fields.fields.filter { !Self.responseFields.contains($0.key) && $0.value != .null }.keys.sorted()
        guard let field = given.first, let value = fields.fields[field]?.withoutNulls else { return nil }
        guard given.count == 1 else {
            throw WireFormat.Unreadable(
                reason: "a response carries one answer, not \(given.joined(separator: " and "))")
        }
        self.init(field: field, value: value)
    }
}

extension JSONValue {
    /// The value with every object field that is `null` left out, at every depth.
    var withoutNulls: JSONValue {
        switch self {
        case .array(let items): .array(items.map(\.withoutNulls))
        case .object(let fields): .object(fields.filter { $0.value != .null }.mapValues(\.withoutNulls))
        default: self
        }
    }
}
