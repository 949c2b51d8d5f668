/// The value a command answers with, beside the state: the one typed place in a ``Response`` for every command that
/// reads something out of the app. On the wire each is one field of the response, named for what it holds.
public enum CommandAnswer: Sendable, Hashable {
    /// The requests the app made to the stubbed network, oldest first: the answer to `requests`.
    case requests([NetworkRequest])
    /// What is on the app's pasteboard: the answer to `pasteboard` (none before anything was copied).
    case pasteboard(String)

    /// The requests, when this is the answer to `requests`.
    public var requests: [NetworkRequest]? {
        if case .requests(let requests) = self { return requests }
        return nil
    }

    /// The pasteboard's text, when this is the answer to `pasteboard`.
    public var pasteboard: String? {
        if case .pasteboard(let text) = self { return text }
        return nil
    }

    // MARK: - The wire

    /// The response field each answer travels in. A response's keys are written in byte order and every field name
    /// here falls between `id` and `state`, where the writer puts the answer.
    static let fields = ["pasteboard", "requests"]

    /// Writes the answer's field and its value.
    func write(to json: inout JSONWriter) {
        switch self {
        case .requests(let requests):
            json.key("requests")
            json.array(requests) { json, request in request.write(to: &json) }
        case .pasteboard(let text):
            json.key("pasteboard")
            json.string(text)
        }
    }

    /// The answer a response's fields carry, if any; more than one is a broken message.
    init?(fields: Fields) throws {
        let given = Self.fields.filter { fields.optional($0) != nil }
        guard let field = given.first else { return nil }
        guard given.count == 1 else {
            throw WireFormat.Unreadable(
                reason: "a response carries one answer, not \(given.joined(separator: " and "))")
        }
        switch field {
        case "requests":
            self = .requests(try Fields.array(try fields.value(field), field).map(NetworkRequest.init(json:)))
        default: self = .pasteboard(try fields.string(field))
        }
    }
}
