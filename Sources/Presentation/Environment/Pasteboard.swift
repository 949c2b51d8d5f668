import Observation

/// The app's pasteboard: where Share puts a trip's summary.
///
/// `trips-shell` is a headless process with no system pasteboard to reach, so the app keeps its own, handed in with
/// the rest of its ``AppEnvironment``: the shell prints what lands on it, a driver reads it through the protocol, and a
/// test sees a control's effect on it as it sees one on the screen.
@MainActor
@Observable
public final class Pasteboard {
    /// What was copied last, or `nil` before anything was.
    public private(set) var text: String?
    /// How many times something was copied: a copy of the same text again is a copy too.
    public private(set) var changeCount = 0

    /// An empty pasteboard.
    public nonisolated init() {}

    /// Puts `text` on the pasteboard.
    public func copy(_ text: String) {
        self.text = text
        changeCount += 1
    }
}
