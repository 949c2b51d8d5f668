import AutomationProtocol

/// The text of the screens shown lately: showing a screen that has not changed (going back to a list of a thousand
/// trips) prints the text made before instead of rendering every row again. The app keeps an unchanged screen's
/// elements, so telling it from the one shown before costs next to nothing.
@MainActor
final class RenderedScreens {
    /// How many screens' text is kept: a screen, the one it leads to and back.
    static let kept = 4

    private var recent: [(screen: Screen, text: String)] = []

    /// The screen as ``TextRenderer`` renders it.
    func text(of screen: Screen) -> String {
        if let known = recent.last(where: { $0.screen == screen }) { return known.text }
        let text = TextRenderer.render(screen)
        recent.append((screen, text))
        if recent.count > Self.kept { recent.removeFirst() }
        return text
    }
}
