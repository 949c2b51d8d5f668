/// The value a command answers with, beside the state: the one place in a ``Response`` for every command that reads
/// something out of the app, whichever app declares the command. On the wire it is a field of the response, named for
/// what it holds, which the app and its drivers type as they agree; a field a reader does not know is kept here too,
/// never refused, as the protocol document asks of readers.
public struct CommandAnswer: Sendable, Hashable {
    /// The response's fields beyond its own (`error`, `id`, `state`, `type`), by name.
    public let fields: [String: JSONValue]

    /// An answer in the field `field`: a name none of a response's own fields has.
    public init(field: String, value: JSONValue) {
        fields = [field: value]
    }

    /// The value of the field `field`, if the answer has it.
    public subscript(field: String) -> JSONValue? { fields[field] }

    /// The fields every response has of its own.
    static let responseFields: Set<String> = ["error", "id", "state", "type"]

    /// The answer a response's fields carry, if any. A field that is `null`, or an object's field that is, is left
    /// out, as the protocol reads every field it leaves out.
    init?(response fields: Fields) {
        let given = fields.fields.filter { !Self.responseFields.contains($0.key) && $0.value != .null }
        guard !given.isEmpty else { return nil }
        self.fields = given.mapValues(\.withoutNulls)
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
