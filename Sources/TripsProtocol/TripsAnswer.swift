import AutomationProtocol

/// What Trips' own commands answer with, typed: the value a ``CommandAnswer`` carries for `requests` and
/// `pasteboard`.
public enum TripsAnswer: Sendable, Hashable {
    /// The requests the app made to the stubbed network, oldest first: the answer to `requests`.
    case requests([NetworkRequest])
    /// What is on the app's pasteboard: the answer to `pasteboard` (none before anything was copied).
    case pasteboard(String)

    /// The fields Trips' answers travel in.
    public static let fields = ["pasteboard", "requests"]

    /// The Trips answer a command's answer holds, `nil` when there is none or it is another app's; throws when it is
    /// in a Trips field but not what that field holds.
    public init?(_ answer: CommandAnswer?) throws {
        if let value = answer?["requests"] {
            guard case .array(let records) = value else {
                throw WireFormat.Unreadable(reason: "`requests` is not an array")
            }
            self = .requests(try records.map(NetworkRequest.init(json:)))
        } else if let value = answer?["pasteboard"] {
            guard case .string(let text) = value else {
                throw WireFormat.Unreadable(reason: "`pasteboard` is not a string")
            }
            self = .pasteboard(text)
        } else {
            return nil
        }
    }

    /// The answer as a response carries it.
    public var answer: CommandAnswer {
        let (field, value): (String, JSONValue) =
            switch self {
            case .requests(let requests): ("requests", .array(requests.map(\.json)))
            case .pasteboard(let text): ("pasteboard", .string(text))
            }
        return CommandAnswer(field: field, value: value)
    }

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
}
