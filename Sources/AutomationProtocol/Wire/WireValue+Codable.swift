/// The protocol's values as `Codable` reads and writes them: in their wire form, by the protocol's one writer
/// (``JSONWriter``) and one reader, through ``JSONValue``. A document that embeds one (a runner's evidence: the screen
/// at a failure, the locator a wait looked for) holds it as the app and the runner send it on the wire.
extension Screen: Codable {
    /// Reads a screen's wire form (docs/automation-protocol.md).
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        self = try JSONValue.reading(decoder) { try Screen(json: value) }
    }

    /// Writes the screen's wire form.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.written(by: write(to:)).encode(to: encoder)
    }
}

extension Element: Codable {
    /// Reads an element's wire form.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        self = try JSONValue.reading(decoder) { try Element(json: value) }
    }

    /// Writes the element's wire form.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.written(by: write(to:)).encode(to: encoder)
    }
}

extension Locator: Codable {
    /// Reads a locator's wire form; one the protocol would refuse is refused, saying why.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        self = try JSONValue.reading(decoder) { try Locator(reading: value, field: "locator") }
    }

    /// Writes the locator's wire form; a predicate, which no wire carries, is left out (``isSerializable``).
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.written(by: write(to:)).encode(to: encoder)
    }
}

extension TextMatch: Codable {
    /// Reads a match's wire form: `{"equals":"…"}`, `{"contains":"…"}`, `{"matches":"…"}`, `{"not":{…}}`.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        self = try JSONValue.reading(decoder) { try TextMatch(reading: value, field: "match") }
    }

    /// Writes the match's wire form.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.written(by: write(to:)).encode(to: encoder)
    }
}

extension JSONValue {
    /// The value a wire writer writes.
    fileprivate static func written(by write: (inout JSONWriter) -> Void) throws -> JSONValue {
        var json = JSONWriter()
        write(&json)
        guard let value = JSONValue.parse(json.bytes) else {
            throw EncodingError.invalidValue(
                json.bytes, .init(codingPath: [], debugDescription: "the wire writer wrote no JSON"))
        }
        return value
    }

    /// What `read` makes of a wire value, its refusal (a message's or a request's reader's) a decoding error at the
    /// decoder's path.
    fileprivate static func reading<Value>(_ decoder: any Decoder, _ read: () throws -> Value) throws -> Value {
        let reason: String
        do {
            return try read()
        } catch let unreadable as WireFormat.Unreadable {
            reason = unreadable.reason
        } catch let problem as Request.FieldProblem {
            reason = problem.message
        }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason))
    }
}
