import AutomationProtocol

extension RunnerError {
    /// What a failed wait or read last saw of the element it looked for, as a value: the element itself, or that it
    /// was not on screen, or how many matched. ``RunnerError/lastSeen`` says the same in words for a person.
    ///
    /// In `evidence.json` it is an object with one key: `{"element":{…}}` (the element's wire form, its children
    /// included), `{"missing":true}`, `{"matching":3}`.
    public enum Seen: Sendable, Hashable, Codable {
        /// The element, found.
        case element(Element)
        /// No element matched: it is not on screen.
        case missing
        /// This many elements matched where one was meant, or a query's count.
        case matching(Int)

        private enum CodingKeys: String, CodingKey {
            case element, matching, missing
        }

        /// Reads the one-key object.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let key = container.allKeys.first, container.allKeys.count == 1 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "a seen value is an object with one key"))
            }
            switch key {
            case .element: self = .element(try container.decode(Element.self, forKey: key))
            case .missing: self = .missing
            case .matching: self = .matching(try container.decode(Int.self, forKey: key))
            }
        }

        /// Writes the one-key object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .element(let element): try container.encode(element, forKey: .element)
            case .missing: try container.encode(true, forKey: .missing)
            case .matching(let count): try container.encode(count, forKey: .matching)
            }
        }
    }
}
