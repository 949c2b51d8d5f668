import AutomationProtocol

extension Application {
    /// Completes an error with what the session knows (screen, activity, stderr), writes the artifacts and attaches
    /// them to the running Swift Testing test (or, under ``EvidenceTrait``, leaves that to the case's evidence), and
    /// returns the error to throw.
    func report(_ error: RunnerError, session: Session?) -> RunnerError {
        var error = error
        if error.steps.isEmpty { error.steps = StepTrail.current }
        let known = (session ?? current.withLock { $0 })?.snapshot
        if let latest = known?.latest {
            if error.screen == nil {
                error.screen = TextRenderer.render(latest.screen)
                error.screenTree = latest.screen
            }
            error.activity = error.activity ?? latest.activity.summary
            if error.declaration == nil {
                let package = settings.withLock { $0.profile.artifactsPackage }
                error.declaration =
                    error.target.flatMap { Declaration.of($0, on: latest.screen, package: package) }
                    ?? (session ?? current.withLock { $0 }).flatMap {
                        Declaration.ofLastAction(among: $0.transcript.steps.all, package: package)
                    }
            }
            let duplicates = latest.screen.duplicateIdentifiers
            if !duplicates.isEmpty, error.kind != .duplicateIdentifiers {
                error.message += " The screen shows duplicate identifiers: \(duplicates.joined(separator: ", "))."
            }
        }
        if error.stderr.isEmpty { error.stderr = known?.stderrTail ?? [] }
        let screen = error.screen ?? "(no screen)\n"
        let transcript = (session ?? current.withLock { $0 })?.transcript
        let within = error.steps.isEmpty ? "" : " (\(StepTrail.phrase(error.steps)))"
        transcript?.record(.runner, "failure: \(error.message)\(within)")
        let (artifactsVariable, artifactsPackage) = settings.withLock {
            ($0.profile.artifactsVariable, $0.profile.artifactsPackage)
        }
        if let evidence = CaseEvidence.current {
            // Written with the rest of the case's evidence, if the case fails.
            evidence.note(artifactsVariable: artifactsVariable)
            error.artifactsDirectory = evidence.folder
            return error
        }
        let transcriptText = transcript?.render() ?? ""
        let name = testName ?? TestContext.currentTestName ?? "unnamed"
        error.artifactsDirectory = ArtifactWriter.write(
            screen: screen, transcript: transcriptText, testName: name, variable: artifactsVariable,
            package: artifactsPackage)
        TestContext.attach(error.description, named: "failure.txt")
        TestContext.attach(screen, named: "screen.txt")
        TestContext.attach(transcriptText, named: "transcript.txt")
        return error
    }

    /// The running session, or a reported ``RunnerError/Kind/notRunning``.
    func runningSession() throws(RunnerError) -> Session {
        guard let session = current.withLock({ $0 }) else {
            throw report(RunnerError(.notRunning, "The app is not running: call launch() first."), session: nil)
        }
        return session
    }
}

extension Activity {
    /// "idle", "busy: 2 tasks, 1 sleeper, live clock"; with what no tracked task owns, "idle: 0 tasks, 2 sleepers,
    /// live clock; 2 sleepers outside the app's tasks, …".
    var summary: String {
        let clockName = clock == .live ? "live clock" : "driver's clock"
        let counts = "\(tasks) task\(tasks == 1 ? "" : "s"), \(sleepers) sleeper\(sleepers == 1 ? "" : "s")"
        return "\(state.rawValue): \(counts), \(clockName)" + (untrackedSaid.map { "; \($0)" } ?? "")
    }
}
