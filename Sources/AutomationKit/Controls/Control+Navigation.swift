import AutomationProtocol

extension Control {
    /// The identifier every navigation bar's back button has, whatever screen pushed it: one name, so that a flow
    /// and a page find Back the same way on every screen (`app.buttons["nav.back"]`).
    public nonisolated static let backButtonIdentifier = "nav.back"

    /// A navigation bar's back button, to put in the bar's ``container(_:_:_:_:file:line:)`` of role
    /// `.navigationBar`: a button labelled, as a navigation bar labels it, with the title of the screen it goes back
    /// to ("Groceries"), that runs `action` (the app's own pop) when tapped.
    ///
    /// ```swift
    /// Control.container(.navigationBar, "item.navigation", item.name, [.backButton("Groceries") { app.pop() }])
    /// ```
    ///
    /// `identifier` is ``backButtonIdentifier`` unless a screen has two bars to tell apart. `file` and `line` are where
    /// the app built it, which the compiler fills in.
    public static func backButton(
        _ label: String, identifier: String = backButtonIdentifier, file: StaticString = #filePath,
        line: UInt = #line, action: @escaping @MainActor () -> Void
    ) -> Control {
        .button(identifier, label, file: file, line: line, action: action)
    }
}
