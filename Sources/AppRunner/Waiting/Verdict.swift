/// What a condition says about one state of the app.
enum Verdict: Sendable {
    /// The condition holds.
    case met
    /// Not yet; a later state may meet it.
    case notYet
    /// The state is wrong in a way waiting cannot mend (an ambiguous identifier, duplicate identifiers).
    case broken(RunnerError.Kind, String)
}
