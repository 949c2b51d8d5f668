import Testing

@testable import AppRunner

/// The app's log lines as a session keeps them: numbered from the launch, the latest kept, a reader asking from the
/// last number it saw gets each line once.
struct AppLogHistoryTests {
    @Test func aReaderGetsTheLinesAfterItsMarkEachOnce() {
        var history = AppLogHistory()
        history.append(["a", "b"])
        let first = history.since(0)
        #expect(first.lines == ["a", "b"] && first.notKept == 0 && history.count == 2)
        history.append([])
        history.append(["c"])
        #expect(history.since(2).lines == ["c"])
        #expect(history.since(3).lines.isEmpty)
    }

    @Test func linesNoLongerKeptAreCountedNotShown() {
        var history = AppLogHistory()
        let all = (0..<(2 * AppLogHistory.kept)).map { "line \($0)" }
        history.append(all)
        let since = history.since(0)
        #expect(since.lines == Array(all.suffix(AppLogHistory.kept)))
        #expect(since.notKept == AppLogHistory.kept)
        #expect(history.since(all.count - 1).lines == [all[all.count - 1]])
    }
}
