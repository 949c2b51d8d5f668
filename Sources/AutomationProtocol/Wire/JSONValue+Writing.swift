/// Writing a ``JSONValue`` as JSON text, by the same hand-written writer as the app's messages.
extension JSONValue {
    /// The value as one line of JSON: object keys in byte order, strings escaped as `JSONEncoder` escapes them (so no
    /// raw newline can appear), a number that is not finite written as `null`.
    public var jsonBytes: [UInt8] {
        var writer = JSONWriter()
        writer.value(self)
        return writer.bytes
    }

    /// ``jsonBytes`` as a string.
    public var jsonText: String { String(decoding: jsonBytes, as: UTF8.self) }
}

extension JSONWriter {
    /// Writes any JSON value.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .integer(let whole): integer(whole)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements): array(elements) { writer, element in writer.value(element) }
        case .object(let fields):
            beginObject()
            // Byte order, as `.sortedKeys` sorts.
            for key in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                self.key(named: key)
                self.value(fields[key] ?? .null)
            }
            endObject()
        }
    }
}
