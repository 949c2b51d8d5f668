import Foundation

/// How protocol values become lines and lines become values: one JSON object per line, keys sorted.
public enum WireFormat {
    /// The protocol version both sides speak; a driver refuses a greeting with another.
    public static let protocolVersion = 2

    /// The value as one line of JSON, newline included.
    public static func line(_ value: some Encodable) throws -> Data {
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// Decodes one line (without its newline).
    public static func decode<Value: Decodable>(_ type: Value.Type, from line: some DataProtocol) throws -> Value {
        try JSONDecoder().decode(type, from: Data(line))
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
