import AutomationProtocol

extension Application {
    /// What the app's step probe (``StepProbe``) tells of the step that just ended, `command`'s (`nil` for a wait),
    /// for its entry in the step log: asked only while a case's evidence is kept (``EvidenceTrait``) and only of an
    /// app that just answered.
    func probeStep(_ command: Command?, in session: Session, appAnswered: Bool) async -> [String] {
        guard appAnswered, CaseEvidence.current != nil, let probe = session.transcript.steps.probe else { return [] }
        let timeout = Duration(seconds: responseTimeout)
        let moment = StepProbe.Moment(command: command, sequence: session.latest?.sequence) { asked in
            guard case .answered(let answer) = await session.send(asked, timeout: timeout), answer.error == nil else {
                return nil
            }
            return StepProbe.Reply(answer: answer.answer, state: answer.state)
        }
        return await probe(moment)
    }
}
