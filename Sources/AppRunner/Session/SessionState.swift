import AutomationProtocol

/// Everything a session knows, kept under one lock: the latest state, the requests in flight, the waiters.
struct SessionState: Sendable {
    /// A task waiting for a goal.
    struct Waiter: Sendable {
        var goal: WaitGoal
        var continuation: CheckedContinuation<WaitOutcome, Never>
    }

    /// A request waiting for its answer.
    struct Pending: Sendable {
        var continuation: CheckedContinuation<RequestOutcome, Never>
    }

    /// How many stderr lines are kept for reports.
    static let stderrLinesKept = 20

    var hello: Hello?
    var latest: AppState?
    /// Every state applied so far, which the next update is applied to (protocol version 3).
    var states = StateTracker()
    /// Set when an update could not be applied: the session asks for `fullState` and waits for a whole state.
    var needsFullState = false
    /// Where each identifier is on the latest screen, and which it shows more than once among its touchable elements.
    var index = IdentifierIndex()
    var nextID = 0
    var pending: [Int: Pending] = [:]
    var waiters: [Int: Waiter] = [:]
    /// Waits and requests whose deadline passed before they were registered (or as they were decided).
    var expired: Set<Int> = []
    var exit: ProcessExit?
    var stdoutEnded = false
    var stderrEnded = false
    var fault: String?
    var stderrTail: [String] = []
    var terminatedByRunner = false
    /// The app's log lines received so far.
    var appLog = AppLogHistory()
    /// How many of them the steps recorded so far took: the next step takes the ones after.
    var appLogTakenBySteps = 0

    /// The app's end, once its process is reaped and everything it wrote has been read.
    var end: ProcessExit? { stdoutEnded && stderrEnded ? exit : nil }

    /// A fresh identifier for a request or a waiter.
    mutating func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Keeps a line of stderr for reports.
    mutating func keepStderr(_ line: String) {
        stderrTail.append(line)
        if stderrTail.count > Self.stderrLinesKept { stderrTail.removeFirst() }
    }

    // MARK: - Deciding

    /// How a wait for `goal` ends now, or `nil` if it must keep waiting.
    func outcome(for goal: WaitGoal) -> WaitOutcome? {
        switch goal {
        case .end:
            return end.map(WaitOutcome.ended)
        case .state(let settles, let strict, let condition):
            if let end { return .ended(end) }
            if let fault { return .faulted(fault) }
            guard let latest else { return nil }
            let verdict =
                (strict ? Expectation.broken(byDuplicates: index.duplicates) : nil) ?? condition(latest, index)
            switch verdict {
            case .met: return .met(latest)
            case .broken(let kind, let message): return .broken(latest, kind, message)
            case .notYet:
                let settled = !latest.activity.canChangeOnItsOwn && pending.isEmpty
                return settles && settled ? .settled(latest) : nil
            }
        }
    }

    /// Removes every waiter and request that is decided now and returns how to resume each.
    mutating func decide() -> [@Sendable () -> Void] {
        var resumptions: [@Sendable () -> Void] = []
        if end != nil || fault != nil {
            let outcome: RequestOutcome = end.map(RequestOutcome.ended) ?? .faulted(fault ?? "")
            for request in pending.values { resumptions.append { request.continuation.resume(returning: outcome) } }
            pending.removeAll()
        }
        for (id, waiter) in waiters {
            guard let outcome = outcome(for: waiter.goal) else { continue }
            waiters[id] = nil
            resumptions.append { waiter.continuation.resume(returning: outcome) }
        }
        return resumptions
    }
}
