import AutomationProtocol

extension NetworkRequest {
    /// The request as one line, the same wherever it is shown (the shell's `requests`, the MCP server's, a step's
    /// requests in a trace, a failed wait's): `#3 forecast bergen: answered 503`, `#4 search ky: in flight`,
    /// `#5 forecast oslo: failed (offline)`. A reason is escaped as the screen's text is, since it comes from outside.
    public var line: String {
        let outcome =
            switch outcome {
            case .inFlight: "in flight"
            case .answered: "answered" + (status.map { " \($0)" } ?? "")
            case .failed: "failed" + (reason.map { " (\(TextRenderer.escaped($0)))" } ?? "")
            case .cancelled: "cancelled"
            }
        return "#\(number) \(TextRenderer.escaped(endpoint)) \(TextRenderer.escaped(city)): \(outcome)"
    }

    /// The requests one per line, ending in a newline, or `no requests yet` when there are none.
    public static func lines(_ requests: [NetworkRequest]) -> String {
        requests.isEmpty ? "no requests yet\n" : requests.map { $0.line + "\n" }.joined()
    }
}
