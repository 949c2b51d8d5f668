/// Which of the runner's calls a recorded flow may use, for the parts of TripsRunner that came later: each has a
/// fallback that says the same with older calls.
struct RunnerDialect: Equatable, Sendable {
    /// `try await app.back()`; else the tap the shell's `back` amounts to (`nav.back`, `alert.cancel`).
    var back: Bool
    /// `try await step("…") { … }` around the steps on one screen; else only the comment naming the screen.
    var steps: Bool
    /// `try await app.expectScreen(matching: "name")`; else a comment says what was checked.
    var screenSnapshots: Bool

    /// What TripsRunner has now.
    static let current = RunnerDialect(back: false, steps: false, screenSnapshots: false)
    /// Everything.
    static let full = RunnerDialect(back: true, steps: true, screenSnapshots: true)
}
