import AutomationProtocol
import Testing

// MARK: - LineDiff

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDifferences() {
        let diff = LineDiff(expected: "a\nb\n", actual: "a\nb")

        #expect(!diff.hasDifferences)
        #expect(diff.lines == [.same("a"), .same("b")])
    }

    @Test func marksRemovedAddedAndKeptLines() {
        let diff = LineDiff(expected: "title\nold\nkept\ngone", actual: "title\nnew\nkept\nextra")

        #expect(diff.hasDifferences)
        #expect(
            diff.description == """
                  title
                - old
                + new
                  kept
                - gone
                + extra
                """
        )
    }

    @Test func keepsTheLongestCommonRun() {
        let diff = LineDiff(expected: "a\nb\nc\nd", actual: "x\na\nb\nc")

        #expect(diff.lines == [.added("x"), .same("a"), .same("b"), .same("c"), .removed("d")])
    }

    @Test func aTieShowsTheRemovalsBeforeTheAdditions() {
        // "b" against "c": dropping b then adding c, or adding c then dropping b, keep as many lines.
        #expect(
            LineDiff(expected: "a\nb\nd", actual: "a\nc\nd").lines == [
                .same("a"), .removed("b"), .added("c"), .same("d"),
            ])
    }

    @Test func aScreenSnapshotBreaksTiesAsTheLineDiffDoes() {
        let snapshot = TextSnapshot("a\nb ‹n›\nc\nd\n")
        let screen = "a\nb 7\nx\nd\n"
        let diff = LineDiff(expected: snapshot.lines, actual: LineDiff.lines(of: screen), matches: TextSnapshot.line)
        #expect(snapshot.diff(against: screen) == diff.description + "\n")
        #expect(diff.lines == [.same("a"), .same("b 7"), .removed("c"), .added("x"), .same("d")])
    }

    @Test func comparesWithAnEmptyText() {
        #expect(LineDiff(expected: "", actual: "a").lines == [.added("a")])
        #expect(LineDiff(expected: "a", actual: "").lines == [.removed("a")])
    }
}

// MARK: - The first difference

@Suite("Where two texts first differ")
struct FirstDifferenceTests {
    @Test(arguments: [
        ("a\nb\nc", "a\nb\nc", nil),
        ("a\nold\nc", "a\nnew\nc", LineDiff.FirstDifference(line: 2, expected: "old", actual: "new")),
        ("a\nc", "a\nb\nc", LineDiff.FirstDifference(line: 2, expected: "c", actual: "b")),
        ("a\nb\nc", "a\nc", LineDiff.FirstDifference(line: 2, expected: "b", actual: "c")),
        ("a\nb", "a", LineDiff.FirstDifference(line: 2, expected: "b", actual: nil)),
        ("a", "a\nb", LineDiff.FirstDifference(line: 2, expected: nil, actual: "b")),
        ("", "x", LineDiff.FirstDifference(line: 1, expected: nil, actual: "x")),
    ])
    func theFirstChangeIsNamedWithWhatEachSideHasThere(
        expected: String, actual: String, difference: LineDiff.FirstDifference?
    ) {
        #expect(LineDiff(expected: expected, actual: actual).firstDifference == difference)
    }
}
