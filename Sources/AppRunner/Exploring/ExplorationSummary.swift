/// What `app-explore` prints of a result: its counts, and each broken invariant with its shrunk walk and its flow.
public struct ExplorationSummary: Sendable {
    /// The result said.
    public var result: ExplorationResult
    /// Where its files were written, as the reader should find them.
    public var folder: String

    /// A summary of `result`, written into `folder`.
    public init(result: ExplorationResult, folder: String) {
        self.result = result
        self.folder = folder
    }

    /// The text, ending in a newline.
    public var text: String {
        let map = result.map
        let counts = map.counts
        var lines = [
            "explored \(map.app) with seed \(map.seed): \(counts.actions) actions (\(counts.replayedActions) replayed, "
                + "\(counts.launches) launches), \(counts.states) states on \(counts.screens) screens, "
                + "\(counts.controlsReached) of \(counts.controls) controls reached; stopped by \(map.stoppedBy)",
            "map: \(folder)/map.json, \(folder)/map.html",
        ]
        let never = map.controls.filter { !$0.reached }
        if !never.isEmpty {
            lines.append("never reached: " + never.map { "\($0.screen): \($0.identifier)" }.joined(separator: ", "))
        }
        if let untouched = map.untouchedByFlows {
            lines.append(
                "no flow touches \(untouched.count) of \(counts.controls) controls (read from \(map.flowCases ?? 0) "
                    + "flows)" + (untouched.isEmpty ? "" : ": " + untouched.map(\.identifier).joined(separator: ", ")))
        }
        for failure in result.failures {
            lines.append("BROKEN \(failure.violation)")
            lines.append(
                "  shrunk from \(failure.walk.count) actions to \(failure.shrunk.count): "
                    + (failure.shrunk.isEmpty
                        ? "the launch" : failure.shrunk.map(\.description).joined(separator: "; ")))
            lines.append("  flow: \(folder)/\(failure.flowFile)")
        }
        lines.append(
            result.failures.isEmpty
                ? "no invariant broke"
                : "\(result.failures.count) invariant\(result.failures.count == 1 ? "" : "s") broke")
        return lines.joined(separator: "\n") + "\n"
    }
}
