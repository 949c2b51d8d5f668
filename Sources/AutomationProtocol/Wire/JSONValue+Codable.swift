/// A JSON value as `Codable` reads and writes it: itself. Through it, a document that embeds a protocol value (a
/// runner's evidence holds the screen of a failure and the locator it looked for) writes and reads that value in its
/// wire form, by the protocol's own writer and reader (WireValue+Codable.swift), with no second encoding of it.
extension JSONValue: Codable {
    /// Reads any JSON value; the kinds a document holds most (objects, then strings) are tried first, since each
    /// wrong guess costs `JSONDecoder` an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }

    /// Writes the value as it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let fields): try container.encode(fields)
        }
    }
}
