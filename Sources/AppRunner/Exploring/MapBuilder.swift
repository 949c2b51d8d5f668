/// Makes a walk's map from what it found: states by number, edges in the order tried, controls sorted.
struct MapBuilder {
    /// The walk.
    let walk: ExplorationWalk
    /// The app's binary, by file name.
    let app: String
    /// The walk's seed.
    let seed: UInt64

    /// The map of a walk that stopped as `stoppedBy` says and broke what `failures` hold.
    func map(stoppedBy: String, failures: [ExplorationFailure]) -> ExplorationMap {
        let states = walk.states.enumerated().map { id, found in
            ExplorationMap.State(id: id, screen: found.screen, key: found.key, path: found.path.map(\.description))
        }
        let controls = walk.controls.keys.sorted().map { key in
            ExplorationMap.Control(
                screen: key.screen, identifier: key.identifier, role: key.role, reached: walk.controls[key] ?? false)
        }
        let broken = failures.map { failure in
            ExplorationMap.Broken(
                invariant: failure.violation.invariant, message: failure.violation.message,
                walk: failure.walk.map(\.description), shrunk: failure.shrunk.map(\.description),
                flow: failure.flowFile)
        }
        let reached = controls.filter(\.reached).count
        let counts = ExplorationMap.Counts(
            actions: walk.actionsTried, replayedActions: walk.replayed, launches: walk.launches,
            states: states.count, screens: Set(states.map(\.screen)).count, controls: controls.count,
            controlsReached: reached, controlsNeverReached: controls.count - reached, brokenInvariants: broken.count)
        return ExplorationMap(
            app: app, seed: seed, stoppedBy: stoppedBy, counts: counts, states: states, edges: walk.edges,
            controls: controls, broken: broken)
    }
}
