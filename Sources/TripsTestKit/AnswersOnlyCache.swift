/// The first cache everyone writes: it keeps answers, not the questions still on their way, so callers who ask at
/// the same time all fetch. The counterexample the tests and benchmarks hold `WeatherCache` against.
public actor AnswersOnlyCache<Value: Sendable> {
    private var answers: [String: Value] = [:]
    private let fetch: @Sendable (String) async throws -> Value

    /// A cache asking `fetch` for what it does not have.
    public init(fetch: @escaping @Sendable (String) async throws -> Value) {
        self.fetch = fetch
    }

    /// The answer for `key`: one already given, or a new fetch — even while another caller's fetch is on its way.
    public func value(for key: String) async throws -> Value {
        if let answer = answers[key] { return answer }
        let answer = try await fetch(key)
        answers[key] = answer
        return answer
    }
}
