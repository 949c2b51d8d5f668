import AutomationProtocol

/// What one client has been shown of the app, so that an answer sends only what the client has not seen: the screen
/// it was shown last, the latest version of every screen it was shown (by name, across relaunches), and the app's
/// activity as last said.
///
/// Every answer says what it is about in its first line: the screen's name (and the one the client was shown
/// before, when it is another screen) and the short hash of what it shows, which names the screen when it comes back
/// unchanged; an answer that changed nothing on the same screen says so instead of the hash the client has.
struct ShownScreens {
    /// The screen the client was shown last, in whole or as changes; `nil` before the first and after a launch.
    private(set) var last: Screen?
    /// The screen the client was last shown a part of, when that came after the last whole one or change: an answer
    /// on another screen says it came from there.
    private var partOf: String?
    private var latest: [String: Screen] = [:]
    private var activity: String?

    /// The app as it is now, said against what the client was shown: the changes since the screen it was shown last;
    /// on another screen, the changes since that screen was last shown, or the whole screen when it never was (or
    /// `whole`, or the changes cannot be said by identifier). Remembered as shown.
    mutating func answer(_ state: AppState, whole: Bool) -> String {
        let screen = state.screen
        // Where the client was: the screen it was last shown a part of, if that came last, else the one shown last.
        let was = partOf ?? last?.name
        let onSameScreen = was == screen.name
        let from = onSameScreen ? nil : was
        let reference = latest[screen.name]
        guard !whole, let reference, let lines = ScreenChangeText.lines(from: reference, to: screen) else {
            return self.whole(state, from: from)
        }
        remember(screen)
        if onSameScreen, lines.isEmpty { return said("screen \(screen.name) · no change", state) + "\n" }
        let text = heading(state, from: from) + "\n"
        if onSameScreen { return text + lines.joined(separator: "\n") + "\n" }
        if lines.isEmpty { return text + "as last shown, unchanged\n" }
        return text + "since last shown:\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The whole screen under its full heading, which says the screen it came from when it is another one.
    /// Remembered as shown.
    mutating func whole(_ state: AppState, from: String? = nil) -> String {
        activity = ScreenText.activity(state.activity)
        remember(state.screen)
        return ScreenText.whole(state, from: from)
    }

    /// The full heading, for a part of the screen (which is not remembered as shown).
    mutating func fullHeading(_ state: AppState) -> String {
        activity = ScreenText.activity(state.activity)
        partOf = state.screen.name
        return ScreenText.header(state)
    }

    /// A new app: the next answer says which screen it shows, against the screens shown before.
    mutating func launched() {
        last = nil
        partOf = nil
    }

    /// A failure's screen, shown whole in the runner's message: the next answer's changes are against it, under the
    /// activity in full (the message says it in the runner's words).
    mutating func shownInFailure(_ screen: Screen) {
        activity = nil
        remember(screen)
    }

    /// Whether the client was last told that the app's activity is `activity`, in the words of an answer's heading.
    func hasSaid(_ activity: Activity) -> Bool {
        self.activity == ScreenText.activity(activity)
    }

    /// In place of a failure's screen (as ``TextRenderer`` renders it), a line naming the screen shown last when it is
    /// that one; `nil` when it is not.
    func reference(to screenText: String) -> String? {
        guard let last, TextRenderer.render(last) == screenText else { return nil }
        return "the \(last.name) screen as last shown, unchanged\n"
    }

    // MARK: - Private

    /// `screen newTrip · #01d1a547` (`another screen: trips → newTrip · #01d1a547` when the client was last shown
    /// `trips`), and the activity when it is not what the client was last told.
    private mutating func heading(_ state: AppState, from: String?) -> String {
        said(ScreenText.title(of: state.screen, from: from), state)
    }

    /// `line`, and the activity after it when it is not what the client was last told.
    private mutating func said(_ line: String, _ state: AppState) -> String {
        let now = ScreenText.activity(state.activity)
        defer { activity = now }
        return now == activity ? line : line + " · " + now
    }

    private mutating func remember(_ screen: Screen) {
        last = screen
        partOf = nil
        latest[screen.name] = screen
    }
}
