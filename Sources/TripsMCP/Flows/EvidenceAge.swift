import Foundation

/// How old the evidence an answer judges a flow by is, beside the flow's sources. A sighting a rename is judged by
/// (``ElementSighting``), or a run's failure, recorded before the flow's file or a source of its suite that names
/// what the failure looked for (a page, a snapshot) last changed, is said to be so, with both times: the flows may
/// have moved on since. It is still used, and a repair still made: the newest evidence there is, said to be old, tells
/// an agent more than a refusal would.
struct EvidenceAge: Sendable {
    /// When each of the suite's sources last changed, by its path from the package's root.
    var changed: [String: Date] = [:]

    /// Where the identifier `failure` looked for and did not find stood when a run last saw it, when and by what that
    /// run was, and the flow's sources that changed since; `nil` when the failure found what it looked for, or no
    /// run saw it.
    func sightingLine(
        for failure: FlowRunResults.Failure, of flow: FlowRunResults.Flow, sources: RepairProposal.Sources
    ) -> String? {
        guard failure.seen == .missing, let sighting = failure.sighting else { return nil }
        var place = ["\(sighting.role.spokenName) \"\(sighting.label)\" on screen \(sighting.screen)"]
        if let parent = sighting.parent, !parent.isEmpty { place.append("in \(parent)") }
        if sighting.index > 0, !sighting.siblings[sighting.index - 1].isEmpty {
            place.append("after \(sighting.siblings[sighting.index - 1])")
        }
        if sighting.index + 1 < sighting.siblings.count, !sighting.siblings[sighting.index + 1].isEmpty {
            place.append("before \(sighting.siblings[sighting.index + 1])")
        }
        let inFlow = sighting.flow.map { $0 == "\(flow.suite): \(flow.name)" ? "this flow's run" : "\"\($0)\"" }
        let when = sighting.seen.map { Self.text($0) } ?? "at a time not kept"
        var line =
            "  where \"\(sighting.identifier)\" stood: \(place.joined(separator: ", ")); seen \(when)"
            + (sighting.by.map { " by \($0)" } ?? "") + (inFlow.map { " in \($0)" } ?? "")
        if let seen = sighting.seen {
            line += older(than: seen, flow, naming: [sighting.identifier], sources: sources)
        }
        return line
    }

    /// That the run `flow`'s evidence is of started before the flow's file, or a source that names what its first
    /// failure looked for by identifier, last changed, said of what `use`s it (`is judged by`: a repair; `replays`:
    /// debug_flow); `nil` when it did not, or the server does not know when it ran.
    func runLine(
        for flow: FlowRunResults.Flow, sources: RepairProposal.Sources, use: String = "is judged by"
    ) -> String? {
        guard let ran = flow.ranAt else { return nil }
        let names = flow.firstFailure?.target?.identifier.map { [$0] } ?? []
        let older = older(than: ran, flow, naming: names, sources: sources)
        guard !older.isEmpty else { return nil }
        return "the run this \(use) started \(Self.text(ran))\(older); run_flows judges the flow as it is now"
    }

    /// `, older than F (changed …)` for each of `flow`'s file and the sources that name one of `names` (a string
    /// literal) that changed after `date`, the newest first; empty when none did.
    func older(
        than date: Date, _ flow: FlowRunResults.Flow, naming names: [String], sources: RepairProposal.Sources
    ) -> String {
        let naming = sources.filter { source in names.contains { source.text.contains("\"\($0)\"") } }.map(\.path)
        let files = Set(naming + (flow.file.map { [$0] } ?? []))
        let later = files.compactMap { file in changed[file].flatMap { $0 > date ? (file, $0) : nil } }
            .sorted { $0.1 > $1.1 }
        guard !later.isEmpty else { return "" }
        return ", older than "
            + later.map { "\($0.0) (changed \(Self.text($0.1)))" }.joined(separator: " and ")
    }

    /// A time as answers say it: `2026-12-07 18:02:11 UTC`.
    static func text(_ date: Date) -> String {
        date.formatted(.iso8601).replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
    }
}
