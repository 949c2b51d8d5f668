extension NetworkChange: CustomStringConvertible {
    /// What the change does, as an answer and a trace's step say it: `Kyoto: offline`, `every city: failing with HTTP
    /// 503`, `Bergen: slow, 800 ms an answer`, `every city: normal again`.
    public var description: String {
        let place = city ?? "every city"
        let what =
            switch condition {
            case .normal: "normal again"
            case .offline: "offline"
            case .failing(let status): "failing with HTTP \(status)"
            case .slow(let milliseconds): "slow, \(milliseconds) ms an answer"
            case .silent: "silent, no answer"
            }
        return "\(place): \(what)"
    }
}
