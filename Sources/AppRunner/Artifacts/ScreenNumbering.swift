import AutomationProtocol

/// The distinct screens a case's steps left, rendered once each and numbered in the order they came, so that a trace
/// stores a screen shown thirty times once.
///
/// Most steps leave the screen the step before left, often the very same value: that is compared first. Any other
/// screen is looked up by its value and rendered only when it is new: a list of 1,000 rows the flow comes back to is
/// hashed again, which costs much less than rendering it, and rendered once per flow. Looking it up by its text
/// would render it every time, and hash the text, which normalizes every character beyond ASCII.
struct ScreenNumbering {
    /// Every distinct screen, as `TextRenderer` renders it, by number.
    private(set) var screens: [String] = []
    /// The same screens as values, by the same number.
    private(set) var trees: [Screen] = []
    private var numbers: [Screen: Int] = [:]
    private var previous: (screen: Screen, number: Int)?

    /// The number of `screen` (a new one when it was not seen), or `nil` for a step that left none.
    mutating func number(of screen: Screen?) -> Int? {
        guard let screen else { return nil }
        if let previous, previous.screen == screen { return previous.number }
        let number: Int
        if let known = numbers[screen] {
            number = known
        } else {
            number = screens.count
            numbers[screen] = number
            screens.append(TextRenderer.render(screen))
            trees.append(screen)
        }
        previous = (screen, number)
        return number
    }
}
