extension WireError.Code {
    /// What the code means, in one line: the protocol document's error table says it (written from here by
    /// `protocol-tables`), so that a code added to the enum has its row without a hand-typed one.
    public var meaning: String {
        switch self {
        case .badRequest:
            "the line is not a request: not JSON, not an object, no or a bad `id`, no or an unknown `command`, a field "
                + "missing, of the wrong type or out of range; `message` names the field. `id` is `-1` unless the line "
                + "had a good `id`."
        case .oldProtocol:
            "the request is written in protocol version 1: `identifier` where version 2 takes `locator`; `message` "
                + "says what changed"
        case .noSuchElement:
            "no touchable element matches the locator; `suggestions` holds the identifiers nearest its `identifier`"
        case .ambiguous:
            "more than one touchable element matches a `unique` locator (or its `within`); `message` names each"
        case .disabled:
            "the element is disabled; `message` says why when the app knows (a form's problem, work on its way)"
        case .notATextField: "`type`, `clear` or `replace` on an element that is not a text field"
        case .notTappable: "`tap` on something tapping does nothing to (static text, a list, the alert's message)"
        case .underAlert: "the element is on the screen under an alert; answer the alert first"
        case .cannotGoBack: "`back` on the first screen with no alert up"
        case .liveClock: "`advanceClock` while the app's clock is live"
        case .inputEnded: "`waitForIdle` or `advanceClock` cut short: stdin ended before the app settled"
        case .notStubbed:
            "an app's own command that needs a dependency the driver controls (a stubbed service) in an app launched "
                + "without it: the dependency is not the driver's to change"
        case .failed: "anything else that went wrong carrying out the request; `message` says what"
        }
    }

    /// Whether the core answers with the code (its request reader, or one of its commands); `false` for a code the
    /// core keeps for an app's own commands, which no core command sends.
    public var isCore: Bool { self != .notStubbed }
}
