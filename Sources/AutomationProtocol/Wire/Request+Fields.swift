/// The fields of a request line as the protocol document's request-field table says them (written from here by
/// `protocol-tables`): those every request carries, and a command argument's JSON type.
extension Request {
    /// A field every request carries, whatever its command.
    public struct EnvelopeField: Sendable, Hashable {
        /// The field's key.
        public let name: String
        /// Its JSON type, as the document names types (`int`, `string`).
        public let type: String
        /// What it must hold.
        public let rule: String
    }

    /// The fields every request carries, in the order the document lists them.
    public static let envelope = [
        EnvelopeField(
            name: "id", type: "int",
            rule: "required; a whole number from 0 to \(largestID) (2^53 − 1). The answer carries it back."),
        EnvelopeField(name: "command", type: "string", rule: "required; one of the commands of the app's table"),
    ]

    /// The JSON type of the field that carries `argument`, as the document names types.
    public static func wireType(of argument: CommandArgument) -> String {
        switch argument.kind {
        case .element: "Locator"
        case .text, .path, .commandName, .choice: "string"
        case .duration, .integer, .count: "int"
        case .seconds: "number"
        case .flag: "bool"
        case .words: "[string]"
        case .calls: "[object]"
        }
    }
}
