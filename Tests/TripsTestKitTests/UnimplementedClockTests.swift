import Domain
import Testing
import TripsTestKit

// MARK: - UnimplementedClock

@Suite struct UnimplementedClockTests {
    @Test func sleepingRecordsAnIssueWhereTheClockWasCreated() async throws {
        let clock = UnimplementedClock()
        let creationLine = #line - 1

        try await withKnownIssue {
            try await clock.sleep(until: at(3))
        } matching: { issue in
            issue.sourceLocation?.line == creationLine
                // allowed: the text of the Issue under test (Swift Testing's), not a sleep; the clock here is an UnimplementedClock
                && issue.comments.contains { $0.rawValue.contains("Unexpected use of the clock: sleep(until:") }
        }
    }

    @Test func readingNowRecordsAnIssue() {
        let clock = UnimplementedClock()

        withKnownIssue {
            #expect(clock.now == .zero)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Unexpected use of the clock: now") }
        }
    }
}
