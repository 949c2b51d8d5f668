/// What a driver asks done to the element a locator means (protocol version 2's `tap`, `type`, `clear`, `replace`).
public enum LocatorAction: Sendable, Hashable {
    /// Tap it: run its action, or focus a text field.
    case tap
    /// Type this at the end of the text field.
    case type(String)
    /// Empty the text field.
    case clear
    /// Replace the text field's whole text with this.
    case replace(String)
}
