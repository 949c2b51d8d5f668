import Observation

/// Starts and tracks every piece of async work the app's models do, so that the app can always say whether it is idle
/// and a driver can wait for exactly that instead of sleeping.
///
/// Work belongs to an owner (a screen's model); when the screen goes away its work is cancelled, as SwiftUI's `.task`
/// is. Nothing in a model starts a `Task` of its own: it asks the runner.
@MainActor
@Observable
public final class TaskRunner {
    /// A started piece of work, which its owner may cancel.
    public struct Handle: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// How many pieces of work are in flight.
    public private(set) var inFlight = 0

    @ObservationIgnored private var tasks: [Int: (owner: ObjectIdentifier, task: Task<Void, Never>)] = [:]
    @ObservationIgnored private var nextID = 0

    /// Makes a runner with nothing in flight.
    public init() {}

    // MARK: - Starting and cancelling

    /// Starts `operation` on the main actor on behalf of `owner`, and tracks it until it returns.
    @discardableResult
    public func run(for owner: AnyObject, _ operation: @escaping @MainActor () async -> Void) -> Handle {
        nextID += 1
        let id = nextID
        // tracked: this is the tracker — the task is kept in `tasks` until it finishes or is cancelled, and
        // `inFlight` reports it.
        let task = Task { @MainActor [weak self] in
            await TrackedWork.$isTracked.withValue(true) { await operation() }
            self?.finish(id)
        }
        tasks[id] = (ObjectIdentifier(owner), task)
        inFlight = tasks.count
        return Handle(id: id)
    }

    /// Cancels one piece of work. It stops being counted at once: a cancelled task's late answer is dropped by its
    /// model, and nothing waits for it.
    public func cancel(_ handle: Handle?) {
        guard let handle, let entry = tasks.removeValue(forKey: handle.id) else { return }
        entry.task.cancel()
        settle()
    }

    /// Cancels all the work of an owner, as when its screen goes away.
    public func cancelAll(for owner: AnyObject) {
        let key = ObjectIdentifier(owner)
        for (id, entry) in tasks where entry.owner == key {
            entry.task.cancel()
            tasks[id] = nil
        }
        settle()
    }

    // MARK: - Idle

    /// Whether nothing is in flight.
    public var isIdle: Bool { inFlight == 0 }

    // MARK: - Private

    private func finish(_ id: Int) {
        guard tasks.removeValue(forKey: id) != nil else { return }
        settle()
    }

    private func settle() {
        if inFlight != tasks.count { inFlight = tasks.count }
    }
}
