import AutomationProtocol
import Foundation

extension Application {
    // MARK: - Launching

    /// Starts the app (terminating a running one first) and waits for its hello.
    ///
    /// Throws a ``RunnerError`` that says why when no binary is found, or when the app exits at once, writes
    /// something other than a hello, speaks another protocol version, or says nothing within ``launchTimeout``.
    public func launch() async throws {
        await terminate()
        let settings = settings.withLock { $0 }
        let executable: URL
        if let given = settings.executableURL {
            executable = given
        } else {
            do {
                executable = try ExecutableLocator.tripsShell()
            } catch {
                throw report(error, session: nil)
            }
        }
        let session: Session
        do {
            var environment = ProcessInfo.processInfo.environment
            environment.merge(settings.environment) { _, new in new }
            session = try Session(
                executable: executable,
                arguments: ["--automation", "--protocol-version", "\(WireFormat.protocolVersion)"] + settings.arguments,
                environment: environment, transcript: Transcript(), observer: settings.stateObserver)
        } catch {
            throw report(RunnerError(.launchFailed, "Could not start \(executable.path): \(error)."), session: nil)
        }
        current.withLock { $0 = session }
        CaseEvidence.current?.register(session)
        let greeting = WaitGoal.state(settles: false) { _ in .met }
        let outcome = await session.wait(for: greeting, timeout: Duration(seconds: settings.launchTimeout))
        if case .met = outcome { return }
        var error = launchError(outcome, executable: executable, timeout: settings.launchTimeout)
        if case .ended(let exit) = outcome, session.snapshot.hello != nil {
            error.message = "\(executable.lastPathComponent) \(exit) right after its hello."
        }
        if case .ended = outcome {
        } else {
            await session.terminate(grace: Duration(seconds: settings.terminationGracePeriod))
        }
        throw report(error, session: session)
    }

    /// Ends the app: closes its stdin (the app's signal to end), and kills it if it has not ended within
    /// ``terminationGracePeriod``. Does nothing when the app is not running.
    public func terminate() async {
        guard let session = current.withLock({ $0 }) else { return }
        let known = session.snapshot
        guard known.end == nil, !known.terminatedByRunner else { return }
        await session.terminate(grace: Duration(seconds: terminationGracePeriod))
    }

    // MARK: - Private

    private func launchError(_ outcome: WaitOutcome, executable: URL, timeout: TimeInterval) -> RunnerError {
        let app = executable.lastPathComponent
        switch outcome {
        case .ended(let exit):
            var error = RunnerError(exit.kind, "\(app) \(exit) before saying hello.")
            error.expected = "a hello line on stdout"
            return error
        case .faulted(let reason):
            return RunnerError(.protocolViolation, "\(app) did not greet the runner: \(reason).")
        case .timedOut:
            return RunnerError(.launchFailed, "\(app) did not say hello within \(timeout.seconds).")
        case .cancelled:
            return RunnerError(.launchFailed, "The launch of \(app) was cancelled.")
        case .met, .settled, .broken:
            return RunnerError(.launchFailed, "\(app) greeted the runner in an unexpected way.")
        }
    }
}

extension ProcessExit {
    /// The error kind for an app that ended this way.
    var kind: RunnerError.Kind {
        switch self {
        case .exited(let status): .exited(status: status)
        case .signalled(let signal): .crashed(signal: signal)
        }
    }
}

extension TimeInterval {
    /// "0.5 s", "10 s".
    var seconds: String {
        self == rounded() ? "\(Int(self)) s" : "\(self) s"
    }
}
