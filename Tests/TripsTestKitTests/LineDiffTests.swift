import Testing
import TripsTestKit

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

    @Test func comparesWithAnEmptyText() {
        #expect(LineDiff(expected: "", actual: "a").lines == [.added("a")])
        #expect(LineDiff(expected: "a", actual: "").lines == [.removed("a")])
    }
}
