extension Duration {
    /// A duration from seconds as XCUITest counts them; negative or not a number becomes zero, and anything past a
    /// year (`.infinity` included) a year, so that no timeout can overflow.
    init(seconds: Double) {
        let bounded = seconds.isNaN ? 0 : min(max(0, seconds), 365 * 86_400)
        self = .milliseconds(Int64((bounded * 1000).rounded()))
    }

    /// The duration in seconds, as the application's settings take it.
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
