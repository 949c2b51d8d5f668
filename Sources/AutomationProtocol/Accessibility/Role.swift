/// The kind of an accessibility element, as XCUITest's `XCUIElement.ElementType` names them.
public enum Role: String, Sendable, CaseIterable {
    /// The bar at the top of a screen, holding its title and back button.
    case navigationBar
    /// Something to tap.
    case button
    /// Text to read.
    case staticText
    /// A field to type into.
    case textField
    /// One row of a list, tapped to open its subject.
    case cell
    /// A list of cells.
    case list
    /// A group of elements that belong together, such as a card.
    case group
    /// A modal question over the screen.
    case alert
}
