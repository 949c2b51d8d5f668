import Foundation

/// How protocol values become lines and lines become values: one JSON object per line, keys sorted.
public enum WireFormat {
    /// The protocol version both sides speak; a driver refuses a greeting with another.
    public static let protocolVersion = 3

    /// A message as one line of JSON, newline included, written by `JSONWriter` (the app writes one after every
    /// change): keys sorted and slashes unescaped, the bytes Foundation's `JSONSerialization` writes of the same value.
    public static func line(_ message: Message) -> Data {
        var json = JSONWriter()
        message.write(to: &json)
        return Data(json.bytes + [0x0A])
    }

    /// A request as one line of JSON, newline included, written by `JSONWriter` as messages are (the runner writes
    /// one for every action and wait).
    public static func line(_ request: Request) -> Data {
        var json = JSONWriter()
        request.write(to: &json)
        return Data(json.bytes + [0x0A])
    }

    /// Reads one line (without its newline) from the app as a message, parsed by hand (``JSONValue/parse(_:)``): the
    /// runner reads one after every change. Fields the protocol document calls optional take its defaults.
    public static func message(from line: some Collection<UInt8>) throws -> Message {
        guard let value = JSONValue.parse(line) else { throw Unreadable(reason: "not JSON") }
        return try Message(json: value)
    }

    /// Why a line is not a message: a missing or mistyped field, or not JSON at all.
    public struct Unreadable: Error, Sendable, Equatable {
        /// What was wrong.
        public var reason: String

        /// Unreadable for this reason.
        public init(reason: String) {
            self.reason = reason
        }
    }
}
