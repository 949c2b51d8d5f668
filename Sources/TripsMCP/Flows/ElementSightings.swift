import Foundation
import PrivateFiles

/// Where each identifier stood when the flows' runs last saw it, by flow: what a rename is judged against. A name gone
/// from the app is gone from every screen of the run that fails on it, so the place and label it had come from an
/// earlier run: ``annotated(_:)`` gives each failure the sighting of the identifier it looked for, the flow's own
/// first, and ``record(_:)`` learns a run's screens (`screenTrees` of each case's trace).
///
/// They are kept in the build folder (``keep(in:for:)``, ``kept(in:for:)``), so that a session that starts after the
/// app was edited, the usual order, judges a rename by the runs of the sessions before it.
struct ElementSightings: Sendable, Codable {
    /// By identifier, then by flow (``FlowRunResults/Flow/key``): the last sighting in that flow's latest run that showed it.
    private var byFlow: [String: [String: ElementSighting]] = [:]
    /// By identifier: the last sighting in any flow.
    private var latest: [String: ElementSighting] = [:]

    /// Learns every screen the cases of `results` left, each flow's steps in order: a later step's sighting wins.
    mutating func record(_ results: FlowRunResults) {
        for flow in results.flows {
            let key = flow.key
            for trace in flow.runs.flatMap(\.cases).compactMap(\.trace) {
                let trees = trace.screenTrees ?? []
                var previous: Int?
                for step in (trace.apps ?? []).flatMap(\.steps) {
                    guard let index = step.screen, index != previous, trees.indices.contains(index) else { continue }
                    previous = index
                    for sighting in ElementSighting.all(on: trees[index]) {
                        byFlow[sighting.identifier, default: [:]][key] = sighting
                        latest[sighting.identifier] = sighting
                    }
                }
            }
        }
    }

    /// `results` with each failure that looked for an element by identifier given where that identifier last stood
    /// (in the same flow when it showed it, else in any): the place and label its successor must have.
    func annotated(_ results: FlowRunResults) -> FlowRunResults {
        var results = results
        for flow in results.flows.indices {
            let key = results.flows[flow].key
            for run in results.flows[flow].runs.indices {
                for item in results.flows[flow].runs[run].cases.indices {
                    guard var trace = results.flows[flow].runs[run].cases[item].trace else { continue }
                    trace.failures = trace.failures?.map { failure in
                        var failure = failure
                        if let identifier = failure.target?.identifier {
                            failure.sighting = byFlow[identifier]?[key] ?? latest[identifier]
                        }
                        return failure
                    }
                    results.flows[flow].runs[run].cases[item].trace = trace
                }
            }
        }
        return results
    }

    /// The sightings the last session kept for the package at `root` in the build folder `scratch`; none when it
    /// kept none, or what it kept does not read.
    static func kept(in scratch: URL, for root: URL) -> ElementSightings {
        guard let data = try? Data(contentsOf: file(in: scratch, for: root)) else { return ElementSightings() }
        return (try? JSONDecoder().decode(ElementSightings.self, from: data)) ?? ElementSightings()
    }

    /// Keeps these sightings for the next session; sightings that cannot be written are lost, and the next session
    /// judges a rename by its own runs alone.
    func keep(in scratch: URL, for root: URL) {
        let folder = scratch.appending(path: "trips-mcp-sightings")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? OwnerOnly.replace(Self.file(in: scratch, for: root), with: data)
    }

    /// The file: the root's real path, its slashes made dashes, as a build stamp's is named.
    private static func file(in scratch: URL, for root: URL) -> URL {
        let name = root.resolvingSymlinksInPath().path.split(separator: "/").joined(separator: "-")
        return scratch.appending(path: "trips-mcp-sightings/\(name).json")
    }
}
