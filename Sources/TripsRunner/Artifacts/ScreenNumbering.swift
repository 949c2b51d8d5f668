import AutomationProtocol

/// The distinct screens a case's steps left, rendered once each and numbered in the order they came, so that a trace
/// stores a screen shown thirty times once.
///
/// Most steps leave the screen the step before left, often the very same value: that is compared first and not
/// rendered again, so a list of 1,000 rows is rendered once per flow rather than once per step.
struct ScreenNumbering {
    /// Every distinct screen, as ``TextRenderer`` renders it, by number.
    private(set) var screens: [String] = []
    private var numbers: [String: Int] = [:]
    private var previous: (screen: Screen, number: Int)?

    /// The number of `screen` (a new one when it was not seen), or `nil` for a step that left none.
    mutating func number(of screen: Screen?) -> Int? {
        guard let screen else { return nil }
        if let previous, previous.screen == screen { return previous.number }
        let text = TextRenderer.render(screen)
        let number: Int
        if let known = numbers[text] {
            number = known
        } else {
            number = screens.count
            numbers[text] = number
            screens.append(text)
        }
        previous = (screen, number)
        return number
    }
}
