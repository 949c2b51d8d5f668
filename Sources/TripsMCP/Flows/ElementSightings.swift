import Foundation
import PrivateFiles

/// Where each identifier stood when the flows' runs last saw it, by flow: what a rename is judged against. A name gone
/// from the app is gone from every screen of the run that fails on it, so the place and label it had come from an
/// earlier run: ``annotated(_:)`` gives each failure the sighting of the identifier it looked for, the flow's own
/// first, and ``record(_:seen:by:)`` learns a run's screens (`screenTrees` of each case's trace).
///
/// They are kept in the build folder, `trips-mcp-sightings/` (``keeping(in:for:)``, ``kept(in:for:)``), by `run_flows`
/// and by every `make acceptance` run (`trips-mcp keep-sightings`, ``SightingsCommand``): this type is the one writer
/// of that file's format. Only the newest sighting of an identifier, and of an identifier in a flow, is kept, each
/// saying when it was seen, so that a session that starts after the app was edited, the usual order, judges a rename
/// by the newest run before it, and says how old that run is.
struct ElementSightings: Sendable, Codable {
    /// By identifier, then by flow (``FlowRunResults/Flow/key``): the newest sighting in that flow's runs.
    private var byFlow: [String: [String: ElementSighting]] = [:]
    /// By identifier: the newest sighting in any flow.
    private var latest: [String: ElementSighting] = [:]

    /// How many identifiers have a sighting.
    var count: Int { latest.count }

    /// Learns every screen the cases of `results` left, each flow's steps in order (a later step's sighting wins),
    /// as seen at `seen` (when the run started) by `by` (what ran it); a sighting newer than this run's is kept.
    mutating func record(_ results: FlowRunResults, seen: Date, by: String) {
        for flow in results.flows {
            let key = flow.key
            for trace in flow.runs.flatMap(\.cases).compactMap(\.trace) {
                let trees = trace.screenTrees ?? []
                var previous: Int?
                for step in (trace.apps ?? []).flatMap(\.steps) {
                    guard let index = step.screen, index != previous, trees.indices.contains(index) else { continue }
                    previous = index
                    for var sighting in ElementSighting.all(
                        on: trees[index], neighbourhood: ElementSighting.neighbourhood)
                    {
                        sighting.seen = seen
                        sighting.by = by
                        sighting.flow = "\(flow.suite): \(flow.name)"
                        keepNewest(sighting, in: key)
                    }
                }
            }
        }
    }

    /// These sightings and `other`'s, the newest of each identifier, and of each identifier in each flow; `other`'s
    /// of the same time.
    func merging(_ other: ElementSightings) -> ElementSightings {
        var merged = self
        for flows in other.byFlow.values {
            for (key, sighting) in flows { merged.keepNewest(sighting, in: key) }
        }
        for sighting in other.latest.values { merged.keepNewest(sighting, in: nil) }
        return merged
    }

    /// Keeps `sighting` (for the flow `key`, and as the identifier's latest) unless one seen later is kept already;
    /// one of the same run replaces it (a later step), and one that does not say when is the oldest of all.
    private mutating func keepNewest(_ sighting: ElementSighting, in key: String?) {
        func isNewer(than kept: ElementSighting?) -> Bool {
            guard let kept, let before = kept.seen else { return true }
            return sighting.seen.map { $0 >= before } ?? false
        }
        if let key, isNewer(than: byFlow[sighting.identifier]?[key]) {
            byFlow[sighting.identifier, default: [:]][key] = sighting
        }
        if isNewer(than: latest[sighting.identifier]) { latest[sighting.identifier] = sighting }
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

    /// The sightings kept for the package at `root` in the build folder `scratch`; none when none were kept, or what
    /// was kept does not read.
    static func kept(in scratch: URL, for root: URL) -> ElementSightings {
        guard let data = try? Data(contentsOf: file(in: scratch, for: root)) else { return ElementSightings() }
        return (try? JSONDecoder().decode(ElementSightings.self, from: data)) ?? ElementSightings()
    }

    /// Keeps these sightings for later sessions, merged with those kept since this one read them (a `make acceptance`
    /// run beside it), and returns the merge; sightings that cannot be written are lost, and a later session
    /// judges a rename by its own runs alone.
    ///
    /// The file is read, merged and written under its lock (``lockFile(in:for:)``), so that of two writers at once the
    /// second merges what the first wrote rather than writing over it. A lock that cannot be taken (a folder it cannot
    /// be made in, a cancelled task) leaves the file to be written without it: a lost sighting costs a later session
    /// a repair it could have proposed, never a wrong one.
    func keeping(in scratch: URL, for root: URL) async -> ElementSightings {
        let folder = scratch.appending(path: "trips-mcp-sightings")
        try? OwnerOnly.makeDirectory(folder)
        let lock = try? LockFile(Self.lockFile(in: scratch, for: root))
        let held = await (try? lock?.lock()) != nil
        defer { if held { lock?.unlock() } }
        let merged = Self.kept(in: scratch, for: root).merging(self)
        if let data = try? JSONEncoder().encode(merged) {
            try? OwnerOnly.replace(Self.file(in: scratch, for: root), with: data)
        }
        return merged
    }

    /// The file: the root's real path, its slashes made dashes, as a build stamp's is named.
    static func file(in scratch: URL, for root: URL) -> URL {
        scratch.appending(path: "trips-mcp-sightings/\(name(of: root)).json")
    }

    /// The file's lock, beside it: a file of its own, never removed (``LockFile``), as the file itself is replaced
    /// whole by each write.
    static func lockFile(in scratch: URL, for root: URL) -> URL {
        scratch.appending(path: "trips-mcp-sightings/\(name(of: root)).lock")
    }

    private static func name(of root: URL) -> String {
        root.resolvingSymlinksInPath().path.split(separator: "/").joined(separator: "-")
    }
}
