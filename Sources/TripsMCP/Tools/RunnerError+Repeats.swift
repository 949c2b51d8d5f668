import TripsRunner

extension RunnerError {
    /// The error without the details its sentence says word for word (the query, what was expected, what was last
    /// seen), which an agent would otherwise read twice in one answer.
    func withoutRepeats() -> RunnerError {
        var error = self
        if let query, message.contains(query) { error.query = nil }
        if let expected, message.contains(expected) { error.expected = nil }
        if let lastSeen, message.contains(lastSeen) { error.lastSeen = nil }
        return error
    }
}
