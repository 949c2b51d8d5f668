import AutomationProtocol

/// A request record as a `requests` answer carries it.
extension NetworkRequest {
    /// The record a JSON object holds; throws ``WireFormat/Unreadable`` when it is none.
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "a request record")
        self.init(
            number: try fields.integer("number"), endpoint: try fields.string("endpoint"),
            city: try fields.string("city"), outcome: try fields.raw("outcome", as: Outcome.self),
            status: try fields.optional("status").map { try Fields.integer($0, "status") },
            reason: try fields.optional("reason").map { try Fields.string($0, "reason") })
    }

    /// `{"city":…,"endpoint":…,"number":…,"outcome":…}`, with `reason` and `status` when they are set.
    var json: JSONValue {
        var fields: [String: JSONValue] = [
            "city": .string(city), "endpoint": .string(endpoint), "number": .integer(number),
            "outcome": .string(outcome.rawValue),
        ]
        fields["reason"] = reason.map(JSONValue.string)
        fields["status"] = status.map(JSONValue.integer)
        return .object(fields)
    }
}
