import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import Locking

/// One run of the app: its process, what it last showed, the requests in flight and the waits on it.
///
/// Every line the app writes is handled as it arrives: a new state wakes every waiter, which re-checks its condition.
/// Nothing here polls; the only timers are the deadlines of waits and requests.
final class Session: Sendable {
    /// Everything said, for reports.
    let transcript: Transcript
    private let box = Lock(SessionState())
    private let process = Lock<AppProcess?>(nil)
    private let observer: (@Sendable (AppState, ContinuousClock.Instant) -> Void)?

    /// Starts the app, by its fork server when `forkServer` gives the arguments that start one (``AppProcess``); its
    /// greeting arrives later (see ``wait(for:timeout:)``). `observer` sees every state the app
    /// reports as it arrives (``Application/stateObserver``).
    static func start(
        executable: URL, arguments: [String], environment: [String: String], forkServer: [String]? = nil,
        transcript: Transcript, observer: (@Sendable (AppState, ContinuousClock.Instant) -> Void)? = nil
    ) async throws -> Session {
        let session = Session(transcript: transcript, observer: observer)
        transcript.record(.runner, "launch \(executable.path) \(arguments.joined(separator: " "))")
        let handlers = AppProcess.Handlers(
            stdoutLine: { [weak session] line in session?.receive(line) },
            stdoutEnd: { [weak session] in session?.update { $0.stdoutEnded = true } },
            stderrLine: { [weak session] line in session?.receiveStderr(line) },
            stderrEnd: { [weak session] in session?.update { $0.stderrEnded = true } },
            exit: { [weak session] exit in
                session?.transcript.record(.runner, "the app \(exit)")
                session?.update { $0.exit = exit }
            })
        let started = try await AppProcess.start(
            executable: executable, arguments: arguments, environment: environment, forkServer: forkServer,
            handlers: handlers)
        session.process.withLock { $0 = started }
        transcript.record(.runner, "pid \(started.pid), \(started.howStarted)")
        return session
    }

    private init(transcript: Transcript, observer: (@Sendable (AppState, ContinuousClock.Instant) -> Void)?) {
        self.transcript = transcript
        self.observer = observer
    }

    // MARK: - What is known

    /// The app's process identifier.
    var pid: Int32? { process.withLock { $0?.pid } }

    /// A copy of everything known now.
    var snapshot: SessionState { box.withLock { $0 } }

    /// The latest state the app reported.
    var latest: AppState? { box.withLock { $0.latest } }

    // MARK: - The app's log

    /// The lines the app logged after the first `mark` it sent (0: since the launch), how many of those are no longer
    /// kept, and the mark to ask from next time.
    func appLog(since mark: Int) -> (notKept: Int, lines: [String], next: Int) {
        box.withLock { state in
            let (notKept, lines) = state.appLog.since(mark)
            return (notKept, lines, state.appLog.count)
        }
    }

    /// The lines the app logged since the last step took its own: those of the step ending now, in order.
    func appLogOfStep() -> [String] {
        box.withLock { state in
            let (_, lines) = state.appLog.since(state.appLogTakenBySteps)
            state.appLogTakenBySteps = state.appLog.count
            return lines
        }
    }

    // MARK: - Waiting

    /// Waits until `goal` is decided or `timeout` passes.
    func wait(for goal: WaitGoal, timeout: Duration) async -> WaitOutcome {
        let id = box.withLock { $0.makeID() }
        return await withDeadline(timeout, expiring: id) { await self.wait(for: goal, id: id) }
    }

    /// Waits, without a deadline of its own, until `goal` is decided, the deadline expires `id`, or the task is
    /// cancelled.
    private func wait(for goal: WaitGoal, id: Int) async -> WaitOutcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now: WaitOutcome? = box.withLock { state in
                    if Task.isCancelled { return .cancelled }
                    if state.expired.remove(id) != nil { return .timedOut }
                    if let outcome = state.outcome(for: goal) { return outcome }
                    state.waiters[id] = .init(goal: goal, continuation: continuation)
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            box.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume(returning: .cancelled)
        }
    }

    // MARK: - Requests

    /// Sends a command and waits for its answer until `timeout`.
    func send(_ command: Command, timeout: Duration) async -> RequestOutcome {
        await send(Request(id: newID(), command: command), timeout: timeout)
    }

    /// Sends `request`, whose `id` is one ``newID()`` gave, and waits for its answer until `timeout`: for a caller
    /// that keeps the request it sent (a step's evidence).
    func send(_ request: Request, timeout: Duration) async -> RequestOutcome {
        await withDeadline(timeout, expiring: request.id) { await self.send(request.command, id: request.id) }
    }

    /// An id no request or wait of this session has had.
    func newID() -> Int {
        box.withLock { $0.makeID() }
    }

    private func send(_ command: Command, id: Int) async -> RequestOutcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let refused: RequestOutcome? = box.withLock { state in
                    if Task.isCancelled { return .cancelled }
                    if state.expired.remove(id) != nil { return .timedOut }
                    if let end = state.end { return .ended(end) }
                    if let fault = state.fault { return .faulted(fault) }
                    state.pending[id] = .init(continuation: continuation)
                    return nil
                }
                if let refused { return continuation.resume(returning: refused) }
                write(Request(id: id, command: command), id: id)
            }
        } onCancel: {
            box.withLock { $0.pending.removeValue(forKey: id) }?.continuation.resume(returning: .cancelled)
        }
    }

    // MARK: - Deadlines

    /// Runs `body` (a wait or a request registered under `id`) in the calling task, with its deadline
    /// (`Deadline.run`): when `timeout` passes first, the deadline resumes the waiter or the request with `.timedOut`
    /// itself (the session holds their continuations), so nothing races, and a decided wait resumes the flow without
    /// a hop from a child task: on the path of every tap and every wake. In a flow that prefers the app's reader
    /// (``Application/drive(_:)``) the deadline sleeps there too, so that stopping it as the flow wakes needs no other
    /// thread.
    private func withDeadline<Outcome: Sendable>(
        _ timeout: Duration, expiring id: Int, _ body: () async -> Outcome
    ) async -> Outcome {
        let reader = AppOutput.reader.isPreferredByCurrentTask ? AppOutput.reader : nil
        let outcome = await Deadline.run(
            timeout, executor: reader, onExpiry: { [weak self] in self?.expire(id) }, body)
        box.withLock { _ = $0.expired.remove(id) }  // a deadline that passed just as it was decided
        return outcome
    }

    /// The deadline of `id` passed: its waiter or request ends with `.timedOut`; one not registered yet will be told
    /// so when it registers.
    private func expire(_ id: Int) {
        let resume = box.withLock { state -> (@Sendable () -> Void)? in
            if let waiter = state.waiters.removeValue(forKey: id) {
                return { waiter.continuation.resume(returning: .timedOut) }
            }
            if let request = state.pending.removeValue(forKey: id) {
                return { request.continuation.resume(returning: .timedOut) }
            }
            state.expired.insert(id)
            return nil
        }
        resume?()
    }

    private func write(_ request: Request, id: Int) {
        do {
            let line = WireFormat.line(request)
            transcript.record(.request, bytes: line.dropLast())
            guard let process = process.withLock({ $0 }) else { throw CocoaError(.fileWriteUnknown) }
            try process.write(line)
        } catch {
            let reason = "could not write request \(id) to the app: \(error)"
            transcript.record(.runner, reason)
            box.withLock { $0.pending.removeValue(forKey: id) }?.continuation.resume(returning: .unsent(reason))
        }
    }

    // MARK: - Ending

    /// Ends the app: closes its stdin and waits up to `grace` for it to end, then kills it.
    func terminate(grace: Duration) async {
        update { $0.terminatedByRunner = true }
        transcript.record(.runner, "terminate: closing the app's stdin")
        let app = process.withLock { $0 }
        app?.closeInput()
        if case .ended = await wait(for: .end, timeout: grace) { return }
        transcript.record(.runner, "the app did not end within \(grace) of its stdin closing: SIGKILL")
        app?.send(signal: SIGKILL)
        _ = await wait(for: .end, timeout: grace)
    }

    /// Ends the app at once, without waiting: for `deinit`, which cannot wait.
    func kill() {
        update { $0.terminatedByRunner = true }
        let app = process.withLock { $0 }
        app?.closeInput()
        app?.send(signal: SIGKILL)
    }

    // MARK: - Private

    private func update(_ change: (inout SessionState) -> Void) {
        let resumptions = box.withLock { state in
            change(&state)
            return state.decide()
        }
        for resume in resumptions { resume() }
    }

    private func receiveStderr(_ line: Data) {
        transcript.record(.stderr, bytes: line)
        let text = String(decoding: line, as: UTF8.self)
        box.withLock { $0.keepStderr(text) }
    }

    private func receive(_ line: Data) {
        let arrived = ContinuousClock.now
        transcript.record(.app, bytes: line)
        guard let message = try? WireFormat.message(from: line) else {
            let preview = TextRenderer.escaped(String(decoding: line.prefix(200), as: UTF8.self))
            return fail("the app wrote a line that is not a protocol message: \"\(preview)\"")
        }
        let (state, resynchronise, resumptions, copyAhead) = box.withLock { session in
            let wasResynchronising = session.needsFullState
            let state = session.take(message)
            let copyAhead = session.states.screenToCopyAhead != nil
            return (state, session.needsFullState && !wasResynchronising, session.decide(), copyAhead)
        }
        if let state { observer?(state, arrived) }
        for resume in resumptions { resume() }
        if copyAhead { AppOutput.reader.whenIdle { [weak self] in self?.copyScreenAhead() } }
        if resynchronise {
            transcript.record(.runner, "could not apply the app's changes: asking for the full state")
            let id = box.withLock { $0.makeID() }
            write(Request(id: id, command: .fullState), id: id)
        }
    }

    /// Copies the latest screen for the next change to apply to in place (``StateTracker/keepCopyAhead(_:of:)``):
    /// when the reader is idle and outside the lock, so that a change to a long list does not copy it on the way to
    /// the flow it wakes.
    private func copyScreenAhead() {
        guard let (sequence, screen) = box.withLock({ $0.states.screenToCopyAhead }) else { return }
        let copy = screen.unshared()
        box.withLock { $0.states.keepCopyAhead(copy, of: sequence) }
    }

    private func fail(_ reason: String) {
        transcript.record(.runner, "protocol fault: \(reason)")
        update { state in
            if state.fault == nil { state.fault = reason }
        }
    }
}
