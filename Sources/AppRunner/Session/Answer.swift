import AutomationProtocol

/// The app's answer to one request, with the whole state it leaves the app in: the response carries only what
/// changed, and the session has applied it to the states before.
struct Answer: Sendable {
    /// The response as the app wrote it.
    var response: Response
    /// The whole state right after the request was carried out.
    var state: AppState

    /// Why the request failed; `nil` when it succeeded.
    var error: WireError? { response.error }
    /// What the command read out of the app, if anything.
    var answer: CommandAnswer? { response.answer }
}
