import Testing
import TripsTestKit

/// `.bounded` fails a test case still running at its bound and cancels it, and leaves one that ends alone.
@Suite("A bound on each test case", .timeLimit(.minutes(1)))
struct BoundTraitTests {
    @Test func aCaseStillRunningAtItsBoundIsFailedAndCancelled() async throws {
        let test = try #require(Test.current)
        let hung = Gate()  // never opened: only the case's cancellation ends its wait
        try await withKnownIssue {
            try await BoundTrait.bounded(.milliseconds(10)).provideScope(for: test, testCase: Test.Case.current) {
                await hung.wait()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("the test was still running after its bound of") }
        }
    }

    @Test func aCaseThatEndsInTimeIsLeftAlone() async throws {
        let test = try #require(Test.current)
        let ran = CallbackProbe<Void>()
        try await BoundTrait.bounded().provideScope(for: test, testCase: Test.Case.current) { ran(()) }
        #expect(ran.callCount == 1)
    }
}
