import Foundation

/// Reading a request line as the app does: each way a line can fail to be a request gets a sentence that names what
/// was wrong and what is accepted.
extension Request {
    /// The largest `id` accepted: 2^53 − 1, the largest integer every JSON reader holds exactly.
    public static let largestID = 9_007_199_254_740_991

    /// The largest `milliseconds` an `advanceClock` accepts: a day.
    public static let largestAdvance = 86_400_000

    /// The largest timeout, in seconds, a command accepts: a day.
    public static let largestTimeout: Double = 86_400

    /// The longest request line an app reads: 16 MiB. Of a longer one an app reads only the first piece, answers it
    /// once with `badRequest`, and drops the rest of the line, so that its answers stay in step with the requests.
    public static let longestLine = 16 << 20

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

    /// Reads one line (without its newline) as a request for an app that knows the commands of `table`.
    public static func read(_ line: some DataProtocol, table: CommandTable) throws(Refusal) -> Request {
        guard line.count <= longestLine else {
            throw Refusal(
                id: -1,
                error: WireError(
                    code: .badRequest,
                    message: "The line is longer than \(longestLine) bytes, the longest request an app reads; the "
                        + "rest of it up to its newline is not read."))
        }
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
            return Request(id: id, command: try Self.command(in: fields, table: table))
        } catch {
            throw Refusal(id: id, error: WireError(code: error.code, message: error.message))
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

    private static func command(in fields: [String: JSONValue], table: CommandTable) throws(FieldProblem) -> Command {
        let known = table.wireNames.joined(separator: ", ")
        guard let value = fields["command"] else {
            throw FieldProblem(message: "The request has no `command`: one of \(known).")
        }
        guard case .string(let name) = value else {
            throw FieldProblem(message: "`command` must be a string, one of \(known); it is \(value.shown).")
        }
        guard let id = table.command(wireName: name) else {
            let hint = NearestMatches.didYouMean(NearestMatches.find(name, among: table.wireNames))
            throw FieldProblem(message: "Unknown command '\(TextRenderer.quoted(name))'.\(hint) Known: \(known).")
        }
        var arguments = CommandArguments()
        for argument in id.definition.wireArguments {
            guard let field = argument.wireField else { continue }
            guard let value = fields[field] else {
                if !argument.isOptional { throw missing(argument, field: field, of: name, in: fields) }
                continue
            }
            arguments[argument: argument] = try read(value, as: argument, field: field)
        }
        do {
            return try Command(id, arguments)
        } catch {
            throw FieldProblem(message: error.description)
        }
    }

    /// What a request's field must hold, as its argument's kind says: `a string`, `a whole number from 0 to …`. The
    /// shell says the same of a number it reads.
    public static func accepted(_ argument: CommandArgument) -> String {
        switch argument.kind {
        case .element: #"an object such as {"identifier":"row.first"}"#
        case .text, .path, .commandName: "a string"
        case .duration: "a whole number from 0 to \(largestAdvance) (a day)"
        case .seconds: "a number of seconds from 0 to \(Int(largestTimeout)) (a day)"
        case .choice(let words): "a string, one of \(words.joined(separator: ", "))"
        case .integer(let range, let meaning): "\(meaning) from \(range.lowerBound) to \(range.upperBound)"
        case .count: "a whole number from 1"
        case .flag: "true or false"
        case .words: "an array of strings"
        case .calls: #"an array of objects such as {"tool":"tap","arguments":{"identifier":"row.first"}}"#
        }
    }

    private static func missing(
        _ argument: CommandArgument, field: String, of command: String, in fields: [String: JSONValue]
    ) -> FieldProblem {
        if case .element = argument.kind, fields["identifier"] != nil {
            return FieldProblem(
                code: .oldProtocol,
                message:
                    "This app speaks protocol version \(WireFormat.protocolVersion), where `\(command)` names its "
                    + #"element with `locator`, an object such as {"identifier":"row.first"}; `identifier` "#
                    + "was protocol version 1's field. Update the driver (the protocol document's \"Changes in "
                    + "version 2\").")
        }
        return FieldProblem(message: "`\(command)` needs `\(field)`, \(accepted(argument)): \(argument.summary).")
    }

    /// Reads one field's value as its argument's kind says (a list of commands excepted: its reader is the front
    /// end's, which knows how it names them).
    static func read(_ value: JSONValue, as argument: CommandArgument, field: String) throws(FieldProblem)
        -> CommandArguments.Value
    {
        let wrong = FieldProblem(message: "`\(field)` must be \(accepted(argument)); it is \(value.shown).")
        switch argument.kind {
        case .element:
            return .element(try Locator(reading: value, field: field))
        case .text, .path, .commandName:
            guard case .string(let text) = value else { throw wrong }
            return .text(text)
        case .duration:
            guard case .integer(let milliseconds) = value, (0...largestAdvance).contains(milliseconds) else {
                throw wrong
            }
            return .milliseconds(milliseconds)
        case .seconds:
            let read: CommandArguments.Value
            switch value {
            case .integer(let seconds): read = .seconds(Double(seconds))
            case .number(let seconds): read = .seconds(seconds)
            default: throw wrong
            }
            guard read.fits(argument.kind) else { throw wrong }
            return read
        case .integer(let range, _):
            guard case .integer(let number) = value, range.contains(number) else { throw wrong }
            return .integer(number)
        case .choice(let words):
            guard case .string(let word) = value else { throw wrong }
            guard words.contains(word) else {
                let hint = NearestMatches.didYouMean(NearestMatches.find(word, among: words))
                throw FieldProblem(
                    message: "Unknown \(field) '\(TextRenderer.quoted(word))'.\(hint) Known: "
                        + "\(words.joined(separator: ", ")).")
            }
            return .text(word)
        case .count:
            guard case .integer(let count) = value, count >= 1 else { throw wrong }
            return .integer(count)
        case .flag:
            guard case .bool(let flag) = value else { throw wrong }
            return .flag(flag)
        case .words:
            guard case .array(let items) = value else { throw wrong }
            var words: [String] = []
            for item in items {
                guard case .string(let word) = item else { throw wrong }
                words.append(word)
            }
            return .words(words)
        case .calls:
            throw FieldProblem(message: "`\(field)` lists commands, which only a driver's front end reads.")
        }
    }
}
