import TripsRunner

extension AppDriver {
    /// How many lines one `log` answer shows at most: the latest, with how many came before them.
    static let logLinesShown = 60

    /// The `log` tool: the lines the app logged since the last call (since the launch, the first time), the latest
    /// ``logLinesShown`` of them.
    func appLog() async -> ToolAnswer {
        guard hasLaunched else { return ToolAnswer("log: none yet, the app has not been launched\n") }
        let excerpt = await app.appLog(since: logMark, latest: Self.logLinesShown)
        logMark = excerpt.next
        return ToolAnswer(Self.text(of: excerpt))
    }

    /// `log: 2 lines since the last call` and the lines, indented; the count before them when some are left out.
    static func text(of excerpt: AppLogExcerpt) -> String {
        let count = excerpt.lines.count
        guard count > 0 else { return "log: no lines since the last call\n" }
        let head =
            excerpt.earlier > 0
            ? "log: the latest \(count) of \(count + excerpt.earlier) lines since the last call "
                + "(\(excerpt.earlier) before them not shown)"
            : "log: \(count) line\(count == 1 ? "" : "s") since the last call"
        return head + "\n" + excerpt.lines.map { "  \($0)\n" }.joined()
    }
}
