import Foundation

/// Reading a request line as the app does: each way a line can fail to be a request gets a sentence that names what
/// was wrong and what is accepted.
extension Request {
    /// The largest `id` accepted: 2^53 − 1, the largest integer every JSON reader holds exactly.
    public static let largestID = 9_007_199_254_740_991

    /// The largest `milliseconds` an `advanceClock` accepts: a day.
    public static let largestAdvance = 86_400_000

    /// A line that is not a request: why, and the `id` to answer with (-1 when the line has no usable `id`).
    public struct Refusal: Error, Sendable, Hashable {
        /// The request's `id`, or -1.
        public var id: Int
        /// The `badRequest` error to answer with.
        public var error: WireError
    }

    /// Whether a line carries nothing: empty, or only JSON whitespace (space, tab, carriage return).
    public static func isBlank(_ line: some StringProtocol) -> Bool {
        line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    }

    /// Reads one line (without its newline) as a request.
    public static func read(_ line: some DataProtocol) throws(Refusal) -> Request {
        guard let value = JSONValue.parse(line) else {
            throw Refusal(
                id: -1,
                error: WireError(
                    code: .badRequest,
                    message: #"The line is not JSON. A request is one JSON object on one line, like "#
                        + #"{"id":1,"command":"snapshot"}."#))
        }
        guard case .object(let fields) = value else {
            throw Refusal(
                id: -1,
                error: WireError(
                    code: .badRequest,
                    message: #"A request is a JSON object, like {"id":1,"command":"snapshot"}; this line is "#
                        + "\(value.shown)."))
        }
        let id: Int
        do {
            id = try Self.id(in: fields)
        } catch {
            throw Refusal(id: -1, error: WireError(code: .badRequest, message: error.message))
        }
        do {
            return Request(id: id, command: try Self.command(in: fields))
        } catch {
            throw Refusal(id: id, error: WireError(code: error.code, message: error.message))
        }
    }

    /// Reads a request from a decoded JSON value; a wrong one is a `DecodingError` with the sentence ``read(_:)``
    /// would answer.
    init(_ value: JSONValue, codingPath: [any CodingKey]) throws {
        guard case .object(let fields) = value else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "A request is a JSON object; this is \(value.shown)."))
        }
        do {
            self.init(id: try Self.id(in: fields), command: try Self.command(in: fields))
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: error.message))
        }
    }

    // MARK: - Fields

    /// What is wrong with one field.
    struct FieldProblem: Error {
        var code: WireError.Code = .badRequest
        let message: String
    }

    private static func id(in fields: [String: JSONValue]) throws(FieldProblem) -> Int {
        let accepted = "a whole number from 0 to \(largestID)"
        guard let value = fields["id"] else { throw FieldProblem(message: "The request has no `id`: \(accepted).") }
        guard case .integer(let id) = value, (0...largestID).contains(id) else {
            throw FieldProblem(message: "`id` must be \(accepted); it is \(value.shown).")
        }
        return id
    }

    private static func command(in fields: [String: JSONValue]) throws(FieldProblem) -> Command {
        let known = Command.names.joined(separator: ", ")
        guard let value = fields["command"] else {
            throw FieldProblem(message: "The request has no `command`: one of \(known).")
        }
        guard case .string(let name) = value else {
            throw FieldProblem(message: "`command` must be a string, one of \(known); it is \(value.shown).")
        }
        switch name {
        case "snapshot": return .snapshot
        case "tap": return .tap(try locator(of: name, in: fields))
        case "type": return .type(try locator(of: name, in: fields), text: try string("text", of: name, in: fields))
        case "clear": return .clear(try locator(of: name, in: fields))
        case "replace":
            return .replace(try locator(of: name, in: fields), text: try string("text", of: name, in: fields))
        case "back": return .back
        case "advanceClock": return .advanceClock(milliseconds: try milliseconds(in: fields))
        case "waitForIdle": return .waitForIdle
        case "network": return .network(try networkChange(in: fields))
        case "requests": return .requests
        default:
            let hint = NearestMatches.didYouMean(NearestMatches.find(name, among: Command.names))
            throw FieldProblem(message: "Unknown command '\(TextRenderer.quoted(name))'.\(hint) Known: \(known).")
        }
    }

    private static func string(_ field: String, of command: String, in fields: [String: JSONValue]) throws(FieldProblem)
        -> String
    {
        guard let value = fields[field] else { throw FieldProblem(message: "`\(command)` needs `\(field)`, a string.") }
        guard case .string(let text) = value else {
            throw FieldProblem(message: "`\(field)` must be a string; it is \(value.shown).")
        }
        return text
    }

    private static func locator(of command: String, in fields: [String: JSONValue]) throws(FieldProblem) -> Locator {
        guard let value = fields["locator"] else {
            if fields["identifier"] != nil {
                throw FieldProblem(
                    code: .oldProtocol,
                    message:
                        "This app speaks protocol version \(WireFormat.protocolVersion), where `\(command)` names its "
                        + #"element with `locator`, an object such as {"identifier":"trip.seattle"}; `identifier` "#
                        + "was protocol version 1's field. Update the driver (the protocol document's \"Changes in "
                        + "version 2\").")
            }
            throw FieldProblem(
                message: #"`\#(command)` needs `locator`, an object such as {"identifier":"trip.seattle"}."#)
        }
        return try Locator(reading: value, field: "locator")
    }

    private static func milliseconds(in fields: [String: JSONValue]) throws(FieldProblem) -> Int {
        let accepted = "a whole number from 0 to \(largestAdvance) (a day)"
        guard let value = fields["milliseconds"] else {
            throw FieldProblem(message: "`advanceClock` and a `slow` network need `milliseconds`, \(accepted).")
        }
        guard case .integer(let milliseconds) = value, (0...largestAdvance).contains(milliseconds) else {
            throw FieldProblem(message: "`milliseconds` must be \(accepted); it is \(value.shown).")
        }
        return milliseconds
    }

    private static func networkChange(in fields: [String: JSONValue]) throws(FieldProblem) -> NetworkChange {
        let known = NetworkChange.Condition.names.joined(separator: ", ")
        guard let value = fields["condition"] else {
            throw FieldProblem(message: "`network` needs `condition`, one of \(known).")
        }
        guard case .string(let name) = value else {
            throw FieldProblem(message: "`condition` must be a string, one of \(known); it is \(value.shown).")
        }
        var city: String?
        if let value = fields["city"] {
            guard case .string(let text) = value else {
                throw FieldProblem(
                    message: "`city` must be a string (leave it out for every city); it is \(value.shown).")
            }
            city = text
        }
        switch name {
        case "normal": return NetworkChange(city: city, condition: .normal)
        case "offline": return NetworkChange(city: city, condition: .offline)
        case "silent": return NetworkChange(city: city, condition: .silent)
        case "slow": return NetworkChange(city: city, condition: .slow(milliseconds: try milliseconds(in: fields)))
        case "failing":
            var status = 500
            if let value = fields["status"] {
                guard case .integer(let given) = value, (400...599).contains(given) else {
                    throw FieldProblem(
                        message: "`status` must be an HTTP error status from 400 to 599; it is \(value.shown).")
                }
                status = given
            }
            return NetworkChange(city: city, condition: .failing(status: status))
        default:
            let hint = NearestMatches.didYouMean(NearestMatches.find(name, among: NetworkChange.Condition.names))
            throw FieldProblem(message: "Unknown condition '\(TextRenderer.quoted(name))'.\(hint) Known: \(known).")
        }
    }
}
