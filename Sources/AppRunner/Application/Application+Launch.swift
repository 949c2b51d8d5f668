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
        let executable = try executable(settings)
        let places = asksSourcePlaces ? [Self.sourcePlacesArgument] : []
        let session: Session
        do {
            session = try await Session.start(
                executable: executable, arguments: Self.runnersArguments + places + settings.arguments,
                environment: Self.environment(adding: settings.environment),
                forkServer: settings.forks ? settings.profile.forkServerArguments : nil,
                transcript: Transcript(probe: settings.profile.stepProbe, naming: settings.profile.commandNaming),
                observer: settings.stateObserver)
        } catch {
            throw report(RunnerError(.launchFailed, "Could not start \(executable.path): \(error)."), session: nil)
        }
        try await adopt(session, executable: executable, settings: settings)
    }

    /// Ends the app: closes its stdin (the app's signal to end), and kills it if it has not ended within
    /// ``terminationGracePeriod``. Does nothing when the app is not running.
    public func terminate() async {
        guard let session = current.withLock({ $0 }) else { return }
        let known = session.snapshot
        guard known.end == nil, !known.terminatedByRunner else { return }
        await session.terminate(grace: Duration(seconds: terminationGracePeriod))
    }

    // MARK: - Launching, in parts

    /// What the runner passes before the launch arguments: the protocol mode and the version it reads.
    static let runnersArguments = ["--automation", "--protocol-version", "\(WireFormat.protocolVersion)"]

    /// What the runner passes, after its own arguments, to ask for source places (``asksSourcePlaces``).
    static let sourcePlacesArgument = "--source-places"

    /// The runner's own environment with `added` over it: what an app is started with.
    static func environment(adding added: [String: String]) -> [String: String] {
        RunnerEnvironment.variables.merging(added) { _, new in new }
    }

    /// The binary to launch: the one given, or the one the profile finds.
    func executable(_ settings: Settings) throws -> URL {
        if let given = settings.executableURL { return given }
        guard let locate = settings.profile.locate else {
            let error = RunnerError(
                .executableNotFound, "No binary to launch: the application was given no URL and no way to find one.")
            throw report(error, session: nil)
        }
        do {
            return try locate()
        } catch let error as RunnerError {
            throw report(error, session: nil)
        } catch {
            throw report(
                RunnerError(.executableNotFound, "Could not find the binary to launch: \(error)."), session: nil)
        }
    }

    /// Makes `session` (an app just started) the current one and waits for its hello, ending it if none comes.
    func adopt(_ session: Session, executable: URL, settings: Settings) async throws {
        current.withLock { $0 = session }
        CaseEvidence.current?.register(
            session, executable: executable, arguments: settings.arguments,
            artifactsVariable: settings.profile.artifactsVariable)
        let greeting = WaitGoal.state(settles: false) { _, _ in .met }
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
    /// "0.5 s", "10 s"; a whole number too large for an `Int`, or not finite, as `Double` writes it ("1e+20 s").
    var seconds: String {
        isFinite && self == rounded() && magnitude < 1e15 ? "\(Int(self)) s" : "\(self) s"
    }
}
