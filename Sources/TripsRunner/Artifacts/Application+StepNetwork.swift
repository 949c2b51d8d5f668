import AutomationProtocol
import TripsProtocol

extension Application {
    /// The requests to the stubbed network that began or ended during the step that just ended, for its entry in the
    /// step log: one `requests` round trip, asked only while a case's evidence is kept (``EvidenceTrait``), only of
    /// an app that just answered and has changed since it was last asked, and never again of one that could not
    /// tell (a live network, an app that ended).
    func networkDuringStep(in session: Session, appAnswered: Bool) async -> [String] {
        let log = session.transcript.steps.network
        guard appAnswered, CaseEvidence.current != nil, log.isWorthAsking(at: session.latest?.sequence) else {
            return []
        }
        let outcome = await session.send(.requests, timeout: Duration(seconds: responseTimeout))
        guard case .answered(let response) = outcome, response.error == nil,
            let requests = try? TripsAnswer(response.answer)?.requests
        else {
            log.stopTracking()
            return []
        }
        return log.changes(requests, at: response.state.sequence)
    }
}
