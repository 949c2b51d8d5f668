/// Why a request failed, for a program (``code``) and for a person (``message``).
///
/// On the wire: `{"code":"noSuchElement","message":"…","suggestions":["row.first"]}`; `suggestions` is left out
/// when there are none.
public struct WireError: Sendable, Hashable, Error, CustomStringConvertible {
    /// What kind of failure, as a program switches on it. The raw values are the strings on the wire.
    public enum Code: String, Sendable, CaseIterable {
        /// The line is not a request: not JSON, not an object, an unknown command, a field missing or of the wrong
        /// type or range.
        case badRequest
        /// A request written in an older protocol version (version 1's `identifier` where version 2 takes a
        /// `locator`); the message says what changed.
        case oldProtocol
        /// No touchable element has the identifier; ``WireError/suggestions`` holds the nearest ones.
        case noSuchElement
        /// More than one touchable element matches the locator; the message names them.
        case ambiguous
        /// The element is disabled.
        case disabled
        /// `type` or `clear` on an element that is not a text field.
        case notATextField
        /// `tap` on something tapping does nothing to (static text, a list, the alert's message).
        case notTappable
        /// The identifier is on the screen under an alert; the alert must be answered first.
        case underAlert
        /// `back` on the first screen with no alert up.
        case cannotGoBack
        /// `advanceClock` while the app's clock is live.
        case liveClock
        /// A wait (`waitForIdle`, `advanceClock`) cut short because standard input ended before the app settled.
        case inputEnded
        /// An app's own command that needs a dependency under the driver's control (a stubbed service) in an app
        /// launched without it.
        case notStubbed
        /// Anything else that went wrong carrying out the request; the message says what.
        case failed
    }

    /// A stable code; see ``Code``.
    public var code: Code
    /// A sentence a person understands.
    public var message: String
    /// The nearest identifiers, for a mistyped one; empty (and left out on the wire) otherwise.
    public var suggestions: [String]

    /// Makes an error.
    public init(code: Code, message: String, suggestions: [String] = []) {
        self.code = code
        self.message = message
        self.suggestions = suggestions
    }

    /// The sentence, as the shell prints it.
    public var description: String { message }
}
