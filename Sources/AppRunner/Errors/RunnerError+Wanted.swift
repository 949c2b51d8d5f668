import AutomationProtocol

extension RunnerError {
    /// What a failed wait wanted of what it looked at, as a value: what a program reading the failure (the evidence,
    /// an agent's server) goes by, where ``RunnerError/expected`` says the same in words for a person.
    ///
    /// In `evidence.json` it is an object with one key, the case's name: `{"exists":true}`, `{"actionable":true}`,
    /// `{"label":{"equals":"Saved"}}`, `{"value":null}` (no value), `{"enabled":false}`,
    /// `{"disabledBecause":"Enter a name."}`, `{"count":{"atLeast":1}}`, `{"labels":["A","B"]}`, `{"snapshot":"home"}`,
    /// `{"condition":"the list has loaded"}`, `{"answer":"nil"}`.
    public enum Wanted: Sendable, Hashable {
        /// To be on screen (`exist`), or with `false` to be gone (`disappear`).
        case exists(Bool)
        /// To be on screen and enabled, the app not busy: ready for an action.
        case actionable
        /// A label that matches.
        case label(TextMatch)
        /// A value that matches; `nil`: no value at all.
        case value(TextMatch?)
        /// To be enabled, or with `false` disabled.
        case enabled(Bool)
        /// To be disabled, the app saying this reason for it.
        case disabledBecause(String)
        /// A number of matching elements.
        case count(CountMatch)
        /// The labels of a query's elements, in reading order, exactly.
        case labels([String])
        /// The rendered screen to match the snapshot of this name.
        case snapshot(String)
        /// A condition written in Swift, in the words the flow gave it.
        case condition(String)
        /// An answer of the app that no screen shows (``Application/expect(_:toEqual:file:line:_:)``), as the runner
        /// writes the value expected: `"Saved"`, `nil`, `[1, 2]`.
        case answer(String)

        /// Whether it wants a value the app shows (a label, a value, a disabled control's reason, a query's labels
        /// or count, an answer): a failure of it, on an element that is on screen (or a query that matches some), is
        /// the app showing another value than the flow expects.
        public var isShownValue: Bool {
            switch self {
            case .label, .value, .disabledBecause, .labels, .count, .answer: true
            case .exists, .actionable, .enabled, .snapshot, .condition: false
            }
        }
    }
}

extension RunnerError.Wanted: Codable {
    private enum CodingKeys: String, CodingKey {
        case actionable, answer, condition, count, disabledBecause, enabled, exists, label, labels, snapshot, value
    }

    /// Reads the one-key object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a wanted value is an object with one key"))
        }
        switch key {
        case .exists: self = .exists(try container.decode(Bool.self, forKey: key))
        case .actionable: self = .actionable
        case .label: self = .label(try container.decode(TextMatch.self, forKey: key))
        case .value: self = .value(try container.decodeIfPresent(TextMatch.self, forKey: key))
        case .enabled: self = .enabled(try container.decode(Bool.self, forKey: key))
        case .disabledBecause: self = .disabledBecause(try container.decode(String.self, forKey: key))
        case .count: self = .count(try container.decode(CountMatch.self, forKey: key))
        case .labels: self = .labels(try container.decode([String].self, forKey: key))
        case .answer: self = .answer(try container.decode(String.self, forKey: key))
        case .snapshot: self = .snapshot(try container.decode(String.self, forKey: key))
        case .condition: self = .condition(try container.decode(String.self, forKey: key))
        }
    }

    /// Writes the one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .exists(let wanted): try container.encode(wanted, forKey: .exists)
        case .actionable: try container.encode(true, forKey: .actionable)
        case .label(let match): try container.encode(match, forKey: .label)
        case .value(let match?): try container.encode(match, forKey: .value)
        case .value(nil): try container.encodeNil(forKey: .value)
        case .enabled(let wanted): try container.encode(wanted, forKey: .enabled)
        case .disabledBecause(let reason): try container.encode(reason, forKey: .disabledBecause)
        case .count(let match): try container.encode(match, forKey: .count)
        case .labels(let labels): try container.encode(labels, forKey: .labels)
        case .answer(let value): try container.encode(value, forKey: .answer)
        case .snapshot(let name): try container.encode(name, forKey: .snapshot)
        case .condition(let words): try container.encode(words, forKey: .condition)
        }
    }
}

extension CountMatch: Codable {
    private enum CodingKeys: String, CodingKey {
        case atLeast, atMost, equals, not
    }

    /// Reads `{"equals":3}`, `{"atLeast":1}`, `{"atMost":2}` or `{"not":{…}}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a count match is an object with one key"))
        }
        switch key {
        case .equals: self = .equals(try container.decode(Int.self, forKey: key))
        case .atLeast: self = .atLeast(try container.decode(Int.self, forKey: key))
        case .atMost: self = .atMost(try container.decode(Int.self, forKey: key))
        case .not: self = .not(try container.decode(CountMatch.self, forKey: key))
        }
    }

    /// Writes the one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .equals(let count): try container.encode(count, forKey: .equals)
        case .atLeast(let count): try container.encode(count, forKey: .atLeast)
        case .atMost(let count): try container.encode(count, forKey: .atMost)
        case .not(let inner): try container.encode(inner, forKey: .not)
        }
    }
}
