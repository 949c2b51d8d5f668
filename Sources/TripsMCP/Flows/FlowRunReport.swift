import AutomationProtocol

/// What `run_flows` answers about a finished run: the counts, then each flow that failed or was flaky with what an
/// agent needs to act on it (where, the message with what was expected and what was there, the step it failed in, the
/// screen as it changed from the step before, the app's log from the last action to the failure, the evidence folder),
/// bounded so that a broken suite's answer stays short.
struct FlowRunReport: Sendable {
    /// The run's results.
    var results: FlowRunResults
    /// Whether each failure's screen is shown whole rather than as its changes from the step before.
    var wholeScreens = false
    /// The suite's sources, where a repair would patch a name (``RepairProposal``); none: no repair is proposed.
    var sources: RepairProposal.Sources = []
    /// When the sources last changed: what a sighting a rename is judged by is said to be older than.
    var age = EvidenceAge()

    /// At most this many lines of a message: its first lines name what was expected and what was there.
    static let messageLines = 6
    /// At most this many changed lines of a failure's screen.
    static let screenLines = 16
    /// At most this many flows described; the rest are named.
    static let describedFlows = 8
    /// At most this many of the app's log lines, the latest, before a failure.
    static let logLines = 12

    /// The answer's text.
    var text: String {
        let counts = ["passed", "failed", "flaky", "skipped"].map { "\(results.counts[$0] ?? 0) \($0)" }
        let wall = results.wallSeconds.map { " in \(($0 * 100).rounded() / 100) s" } ?? ""
        var lines = [counts.joined(separator: ", ") + wall]
        let unsettled = results.flows.filter { $0.status == "failed" || $0.status == "flaky" }
        var patched: [String: String] = [:]
        let renames = identifierRenames(of: unsettled)
        for (index, flow) in unsettled.enumerated() {
            guard index < Self.describedFlows else {
                if index == Self.describedFlows { lines.append("") }
                lines.append(
                    "\(flow.status.uppercased()) \(flow.suite): \(flow.name) (not described here: run_flows with its "
                        + "name describes it)")
                continue
            }
            lines += describe(flow, renames: renames, patched: &patched)
        }
        return lines.joined(separator: "\n")
    }

    /// The identifiers the flows' first failures propose to rename, each with the flow that proposes it.
    private func identifierRenames(of flows: [FlowRunResults.Flow]) -> [(from: String, to: String, flow: String)] {
        guard !sources.isEmpty else { return [] }
        return flows.compactMap { flow in
            guard
                case .rename(let from, let to, _, .identifier)? = flow.firstFailure.flatMap({
                    RepairProposal.propose(for: $0, sources: sources)
                })
            else { return nil }
            return (from, to, flow.name)
        }
    }

    /// The flow's lines; a patch already shown for a flow in `patched` (patch → flow) is named, not shown again, and
    /// a screen snapshot that names an identifier of `renames` says that its patch renames it there too.
    private func describe(
        _ flow: FlowRunResults.Flow, renames: [(from: String, to: String, flow: String)],
        patched: inout [String: String]
    ) -> [String] {
        let place = flow.file.map { file in flow.line.map { "\(file):\($0)" } ?? file } ?? ""
        var lines = ["", "\(flow.status.uppercased()) \(flow.suite): \(flow.name) — \(place)"]
        if flow.status == "flaky" {
            let failed = flow.runs.filter { $0.status == "failed" }.map { "\($0.attempt)" }
            let passed = flow.runs.filter { $0.status == "passed" }.map { "\($0.attempt)" }
            lines.append(
                "  failed in attempt \(failed.joined(separator: ", ")), passed in attempt "
                    + "\(passed.joined(separator: ", ")): the first failure follows")
        }
        if flow.status == "failed", flow.runs.count > 1 {
            lines.append("  failed in every attempt (\(flow.runs.count)): the first failure follows")
        }
        guard let run = flow.runs.first(where: { $0.status == "failed" }),
            let failing = run.cases.first(where: { $0.status == "failed" })
        else { return lines }
        if let name = failing.name { lines.append("  case: \(name)") }
        for (index, issue) in failing.issues.prefix(3).enumerated() {
            let message = (issue.message ?? "no message").split(separator: "\n", omittingEmptySubsequences: false)
            // A runner call that failed is placed where the flow made it: Swift Testing records an error a flow
            // threw at the test's declaration.
            let failure = failing.trace?.failures.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            let at = (failure?.callSite ?? issue.location).map { "at \($0): " } ?? ""
            lines.append("  \(at)\(message.first ?? "")")
            // A runner error's own screen block is left out: the report shows the failing screen below, as its
            // changes from the step before; cut at its heading, a bare `screen:` would end the message.
            // Where its control was declared is said once, below, as "the control:".
            let saidBelow = failure?.declaration == nil ? "" : "declared:"
            let details = message.dropFirst().prefix { $0.trimmingCharacters(in: .whitespaces) != "screen:" }
                .filter { saidBelow.isEmpty || !$0.trimmingCharacters(in: .whitespaces).hasPrefix(saidBelow) }
            lines += details.prefix(Self.messageLines - 1).map { "    \($0)" }
        }
        if let trace = failing.trace, let failure = trace.failures?.first {
            lines += self.lines(for: failure, in: trace)
            if let declared = failure.declaration { lines.append("  the control: \(declared)") }
            if let action = failure.actionDeclaration { lines.append("  \(action)") }
            lines += logLines(for: failure, in: trace)
            lines += requestLines(for: failure, in: trace)
            lines += repairLines(for: failure, of: flow, renames: renames, patched: &patched)
            if let sighting = age.sightingLine(for: failure, of: flow, sources: sources) { lines.append(sighting) }
        }
        if let evidence = failing.issues.compactMap(\.evidence).first {
            lines.append("  evidence: \(evidence)")
        }
        return lines
    }

    /// The step a flow's first failure happened in and its screen as it changed from the step before, as ``text``
    /// shows them: what a refused repair shows of what the app changed.
    func screenLines(of flow: FlowRunResults.Flow) -> [String] {
        guard let failing = flow.runs.lazy.flatMap(\.cases).first(where: { $0.status == "failed" }),
            let trace = failing.trace, let failure = trace.failures?.first
        else { return [] }
        return lines(for: failure, in: trace)
    }

    /// The steps of the app a failure happened in, the index of the step it happened in, and how many steps the apps
    /// before had: steps are numbered over every app's, as `make trace` and debug_flow's `step` number them.
    private func steps(of failure: FlowRunResults.Failure, in trace: FlowRunResults.Trace) -> (
        steps: [FlowRunResults.Step], index: Int?, earlier: Int
    ) {
        let app = failure.app ?? 0
        let steps = trace.apps?[safe: app]?.steps ?? []
        let earlier = (trace.apps ?? []).prefix(app).reduce(0) { $0 + $1.steps.count }
        // Where the evidence says the failure came (the steps recorded before it), as debug_flow places it; an
        // older trace only by its time.
        if let place = trace.place(of: failure) { return (steps, place.inApp > 0 ? place.inApp - 1 : nil, earlier) }
        let at = failure.atMilliseconds ?? .infinity
        return (steps, steps.lastIndex { ($0.startMilliseconds ?? 0) <= at }, earlier)
    }

    /// What the app logged from the last action before a failure to the step it happened in, each line after its
    /// step's number: what the app decided while the flow waited on what it did (the latest ``logLines``). Said even
    /// when nothing was logged, naming the action: a line that never came (a cancel, an answer) is often the fault.
    private func logLines(for failure: FlowRunResults.Failure, in trace: FlowRunResults.Trace) -> [String] {
        sinceTheLastAction(\.log, for: failure, in: trace, heading: "the app's log", none: "nothing logged")
    }

    /// What the app's request log told from the last action before a failure to the step it happened in, as
    /// ``logLines(for:in:)`` says the log: `requests since step 9, tap "weather.refresh": none` when no request went
    /// out, which a screen never shows. Said only for an app whose steps tell of requests at all.
    private func requestLines(for failure: FlowRunResults.Failure, in trace: FlowRunResults.Trace) -> [String] {
        let steps = trace.apps?[safe: failure.app ?? 0]?.steps ?? []
        guard steps.contains(where: { !($0.requests ?? []).isEmpty }) else { return [] }
        return sinceTheLastAction(\.requests, for: failure, in: trace, heading: "requests", none: "none")
    }

    /// The lines `said` holds for each step from the last action before a failure to the step it happened in, each
    /// after its step's number, under `heading` naming that action (the latest ``logLines``); `none` when there are
    /// none.
    private func sinceTheLastAction(
        _ said: KeyPath<FlowRunResults.Step, [String]?>, for failure: FlowRunResults.Failure,
        in trace: FlowRunResults.Trace, heading: String, none: String
    ) -> [String] {
        let (steps, index, earlier) = steps(of: failure, in: trace)
        guard let index else { return [] }
        let action = steps[...index].lastIndex { $0.kind == "action" }
        let first = action ?? steps.startIndex
        let since = action.map { "since step \(earlier + $0 + 1), \(steps[$0].title)" } ?? "since the app launched"
        let lines = (first...index).flatMap { number in
            (steps[number][keyPath: said] ?? []).map { "    \(earlier + number + 1): \($0)" }
        }
        guard !lines.isEmpty else { return ["  \(heading) \(since): \(none)"] }
        let notShown = lines.count - Self.logLines
        return ["  \(heading) \(since):"] + (notShown > 0 ? ["    … \(notShown) earlier lines"] : [])
            + lines.suffix(Self.logLines)
    }

    /// What run_flows proposes for the failure: a rename's patch (once an answer: a second flow it repairs names the
    /// first), or that it is a regression.
    private func repairLines(
        for failure: FlowRunResults.Failure, of flow: FlowRunResults.Flow,
        renames: [(from: String, to: String, flow: String)], patched: inout [String: String]
    ) -> [String] {
        guard !sources.isEmpty else { return [] }
        switch RepairProposal.propose(for: failure, sources: sources) {
        case .rename(let from, let to, let patch, let named)?:
            let renamed = "\(named == .label ? "label " : "")\"\(from)\" is gone and \"\(to)\" stands in its place"
            if let first = patched[patch] {
                return ["  repair: \(renamed); the same patch as for \"\(first)\" above repairs it."]
            }
            patched[patch] = flow.name
            let heading = "  repair: \(renamed); the patch renames it where it is written, and changes nothing "
            return [heading + "the flow checks:"] + patch.split(separator: "\n").map { "    \($0)" }
        case .regression(let why)?:
            return ["  regression: " + why]
        case nil:
            // A screen snapshot that differs where it names a gone identifier: the rename's patch writes the new one
            // there too (a snapshot's element line), and repair_flow reruns this flow with the others.
            guard
                let rename = renames.first(where: { RepairProposal.snapshot(of: failure, names: $0.from, in: sources) })
            else {
                return []
            }
            return [
                "  repair: its snapshot names \"\(rename.from)\", which is gone and \"\(rename.to)\" stands in its place: "
                    + "the patch for \"\(rename.flow)\" renames it in the snapshot too, and repair_flow reruns this flow."
            ]
        }
    }

    /// The step a failure happened in, and its screen as it changed from the step before (or whole).
    private func lines(for failure: FlowRunResults.Failure, in trace: FlowRunResults.Trace) -> [String] {
        let (steps, index, earlier) = steps(of: failure, in: trace)
        let at = failure.atMilliseconds ?? .infinity
        var lines: [String] = []
        if let index {
            let step = steps[index]
            // A step that did what it was asked (an action answered, a wait met) is not where the failure was: an
            // `#expect` on a value it read failed after it. A step that did not is the failure itself.
            let succeeded = ["ok", "met"].contains(step.outcome ?? "")
            let ended = (step.startMilliseconds ?? 0) + (step.durationMilliseconds ?? 0)
            let noted = trace.place(of: failure) != nil || at > ended
            let relation = succeeded && noted ? "after" : "in"
            lines.append(
                "  \(relation) step \(earlier + index + 1): "
                    + ((step.within ?? []) + [step.title]).joined(separator: " › "))
        }
        guard let screen = failure.screen else { return lines }
        let before = index.flatMap { $0 > 0 ? steps[$0 - 1].screen : nil }.flatMap { trace.screens?[safe: $0] }
        guard !wholeScreens, let before else {
            lines.append("  the screen:")
            return lines + screen.split(separator: "\n").map { "    \($0)" }
        }
        let changed = LineDiff(expected: before, actual: screen).lines.compactMap { line -> String? in
            switch line {
            case .same: nil
            case .removed(let text): "    - \(text.trimmingLeadingSpaces)"
            case .added(let text): "    + \(text.trimmingLeadingSpaces)"
            }
        }
        if changed.isEmpty {
            lines.append("  the screen: as the step before left it")
        } else {
            lines.append("  the screen, changed from the step before (show: \"screen\" for all of it):")
            lines += changed.prefix(Self.screenLines)
            if changed.count > Self.screenLines { lines.append("    … \(changed.count - Self.screenLines) more") }
        }
        return lines
    }
}

extension Array {
    /// The element at `index`, or `nil` past either end.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension String {
    /// The text without the indentation a screen's line has.
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
