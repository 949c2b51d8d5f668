import Foundation

/// How protocol values become lines and lines become values: one JSON object per line, keys sorted.
public enum WireFormat {
    /// The protocol version both sides speak; a driver refuses a greeting with another.
    public static let protocolVersion = 3

    /// The value as one line of JSON, newline included.
    public static func line(_ value: some Encodable) throws -> Data {
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// A message as one line of JSON, newline included: the same bytes as `JSONEncoder` writes, written
    /// by ``JSONWriter`` without `JSONEncoder`'s value tree (the app writes one after every change).
    public static func line(_ message: Message) throws -> Data {
        var json = JSONWriter()
        try message.write(to: &json)
        return Data(json.bytes + [0x0A])
    }

    /// A request as one line of JSON, newline included: the same bytes as `JSONEncoder` writes, written by
    /// ``JSONWriter`` without its value tree (the runner writes one for every action and wait).
    public static func line(_ request: Request) throws -> Data {
        var json = JSONWriter()
        try request.write(to: &json)
        return Data(json.bytes + [0x0A])
    }

    /// Reads one line (without its newline) from the app as a message, with the defaults of `Message`'s `Decodable`
    /// conformance, parsed by hand (``JSONValue/parse(_:)``): the runner reads one after every change.
    public static func message(from line: some Collection<UInt8>) throws -> Message {
        guard let value = JSONValue.parse(line) else { throw Unreadable(reason: "not JSON") }
        return try Message(json: value)
    }

    /// Why a line is not a message: a missing or mistyped field, or not JSON at all.
    public struct Unreadable: Error, Sendable, Equatable {
        /// What was wrong.
        public var reason: String
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
