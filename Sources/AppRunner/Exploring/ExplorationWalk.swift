import AutomationProtocol

/// One breadth-first walk of an app: the states it found, the actions tried from each, the controls seen and acted
/// on, and the first walk that broke each invariant each way. ``Explorer`` runs it, then shrinks what broke.
final class ExplorationWalk {
    /// A state found, with its actions and the walk to it.
    struct Found {
        var key: String
        var screen: String
        /// The shortest walk known to reach it: the path of the state it was found from and the action, until a
        /// replay of that fails to (the state hangs on what no key shows, such as the text of a field typed before).
        var path: [ExploredAction]
        /// The walk that found it, from a fresh launch, when it is longer than ``path``: tried when ``path`` fails.
        var walked: [ExploredAction]?
        var actions: [ExploredAction]
    }

    /// A control seen: the screen it was on, its identifier and role.
    struct ControlKey: Hashable, Comparable {
        var screen: String
        var identifier: String
        var role: String

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.screen, lhs.identifier, lhs.role) < (rhs.screen, rhs.identifier, rhs.role)
        }
    }

    let live: LiveApp
    let options: ExplorationOptions
    let prepare: (@Sendable (Application) throws -> Void)?
    private var generator: SeededGenerator
    private(set) var states: [Found] = []
    private var stateIDs: [String: Int] = [:]
    private(set) var edges: [ExplorationMap.Edge] = []
    private(set) var controls: [ControlKey: Bool] = [:]
    /// Each way an invariant broke, once, in the order found, with the walk from a fresh launch that broke it and
    /// the shortest way to where it broke (the path of the state the action was tried in, then the action), which
    /// is most often all the shrinker needs.
    private(set) var broken: [(violation: InvariantViolation, walk: [ExploredAction], direct: [ExploredAction])] = []
    private var signatures = Set<String>()
    /// The actions seen to move the app from one state to another, by the state they started in: the roads a walk
    /// takes back to a state before it pays for a launch and a replay.
    private var roads: [Int: [(action: ExploredAction, to: Int)]] = [:]
    private(set) var actionsTried = 0
    private(set) var replayed = 0
    private(set) var launches = 0

    /// A walk through `live`, readied for each fresh launch by `prepare`.
    init(live: LiveApp, options: ExplorationOptions, prepare: (@Sendable (Application) throws -> Void)?) {
        self.live = live
        self.options = options
        self.prepare = prepare
        generator = SeededGenerator(seed: options.seed)
    }

    /// Walks breadth first until every state's every action is tried or a bound is reached; says which.
    func run(elapsed: @Sendable () -> Duration) async -> String {
        guard await freshLaunch(), let first = live.state else { return "launch" }
        _ = found(first, path: [])
        var next = 0
        while next < states.count {
            let id = next
            next += 1
            for action in states[id].actions {
                if actionsTried >= options.maxActions { return "actions" }
                if elapsed() >= options.maxDuration { return "time" }
                guard await reach(id) else { break }
                await attempt(action, from: id)
            }
        }
        return "fixedPoint"
    }

    // MARK: - Private

    /// Tries `action` in state `id`, where the app is.
    private func attempt(_ action: ExploredAction, from id: Int) async {
        actionsTried += 1
        if let identifier = action.identifier, let control = live.state.flatMap({ control(identifier, in: $0) }) {
            controls[ControlKey(screen: states[id].screen, identifier: identifier, role: control.role.rawValue)] = true
        }
        let step = await live.perform(action)
        note(step.violations, direct: states[id].path + [action])
        var edge = ExplorationMap.Edge(from: id, action: "\(action)", to: nil, result: "")
        if let after = step.state {
            let to = found(after, path: states[id].path + [action], walked: live.walk)
            edge.to = to
            edge.result = step.refusal.map { "refused: \($0.code.rawValue)" } ?? (to == id ? "stayed" : "moved")
            if to != id, action != .relaunch { roads[id, default: []].append((action, to)) }
        } else {
            edge.result = "broke: " + (step.violations.first?.invariant ?? "unknown")
        }
        edges.append(edge)
    }

    /// Gets the app to state `id`: where it is already, or along the actions seen to lead there from where it is, or
    /// by replaying from a fresh launch its shortest path, or the walk that found it when that path does not reach it
    /// (which is then its path).
    private func reach(_ id: Int) async -> Bool {
        if isIn(id) { return true }
        if await travel(to: id) { return true }
        if await replay(states[id].path, to: id) {
            states[id].walked = nil
            return true
        }
        guard let walked = states[id].walked else { return false }
        states[id].walked = nil
        guard await replay(walked, to: id) else { return false }
        states[id].path = walked
        return true
    }

    /// Takes the app from the state it is in to state `id` by the fewest actions seen to lead there, when there are no
    /// more of them than a replay from a fresh launch would take; says whether it got there. A launch costs more than
    /// all of a short replay's actions together, so most of a walk's returns to a state are a back or a tap away. The
    /// same state by its key may differ in what no key shows (a field's text): what the walk then finds is still
    /// what the app does, and each state keeps the walk that really found it (``Found/walked``).
    private func travel(to id: Int) async -> Bool {
        guard options.travels, live.isAlive, let state = live.state,
            let from = stateIDs[StateKey.of(state, options: options)],
            let route = route(from: from, to: id, within: states[id].path.count)
        else { return false }
        return await retake(route) && isIn(id)
    }

    /// The fewest actions seen to lead from state `from` to state `id`, at most `most` of them; breadth first over
    /// ``roads`` in the order they were seen, so the same walk takes the same route.
    private func route(from: Int, to id: Int, within most: Int) -> [ExploredAction]? {
        var reached: [Int: [ExploredAction]] = [from: []]
        var frontier = [from]
        while !frontier.isEmpty {
            var next: [Int] = []
            for state in frontier {
                guard let route = reached[state], route.count < most else { continue }
                for road in roads[state] ?? [] where reached[road.to] == nil {
                    reached[road.to] = route + [road.action]
                    if road.to == id { return route + [road.action] }
                    next.append(road.to)
                }
            }
            frontier = next
        }
        return nil
    }

    /// Replays `path` from a fresh launch; says whether it got to state `id`.
    private func replay(_ path: [ExploredAction], to id: Int) async -> Bool {
        guard await freshLaunch() else { return false }
        return await retake(path) && isIn(id)
    }

    /// Takes `actions` again, on the way to a state, noting what they break; says whether the app went on after each.
    private func retake(_ actions: [ExploredAction]) async -> Bool {
        for action in actions {
            replayed += 1
            let step = await live.perform(action)
            note(step.violations, direct: live.walk)
            guard step.state != nil else { return false }
        }
        return true
    }

    /// Whether the app is running and in state `id`.
    private func isIn(_ id: Int) -> Bool {
        guard live.isAlive, let state = live.state else { return false }
        return StateKey.of(state, options: options) == states[id].key
    }

    private func freshLaunch() async -> Bool {
        launches += 1
        note(await live.launch(prepare: prepare), direct: [])
        return live.isAlive
    }

    /// The number of the state `state` is, found now if it is new.
    private func found(_ state: AppState, path: [ExploredAction], walked: [ExploredAction]? = nil) -> Int {
        let key = StateKey.of(state, options: options)
        if let id = stateIDs[key] { return id }
        let id = states.count
        stateIDs[key] = id
        let actions = StateKey.actions(in: state, options: options, generator: &generator)
        let longer = walked.flatMap { $0 == path ? nil : $0 }
        states.append(Found(key: key, screen: state.screen.name, path: path, walked: longer, actions: actions))
        for control in StateKey.controls(of: state.screen) {
            let seen = ControlKey(
                screen: state.screen.name, identifier: control.identifier, role: control.role.rawValue)
            if controls[seen] == nil { controls[seen] = false }
        }
        return id
    }

    private func note(_ violations: [InvariantViolation], direct: [ExploredAction]) {
        for violation in violations where signatures.insert(violation.signature).inserted {
            broken.append((violation, live.walk, direct))
        }
    }

    private func control(_ identifier: String, in state: AppState) -> Element? {
        StateKey.controls(of: state.screen).first { $0.identifier == identifier }
    }
}
