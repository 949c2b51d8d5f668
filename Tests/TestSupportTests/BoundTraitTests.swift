import Locking
import TestSupport
import Testing

/// `.bounded` fails a test case still running at its bound and cancels it, and leaves one that ends alone.
@Suite("A bound on each test case", .timeLimit(.minutes(1)))
struct BoundTraitTests {
    @Test func aCaseStillRunningAtItsBoundIsFailedAndCancelled() async throws {
        let test = try #require(Test.current)
        // A stream nothing is ever sent on: only the case's cancellation ends its wait.
        let (hung, holder) = AsyncStream<Void>.makeStream()
        defer { holder.finish() }
        try await withKnownIssue {
            try await BoundTrait.bounded(.milliseconds(10)).provideScope(for: test, testCase: Test.Case.current) {
                for await _ in hung {}
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("the test was still running after its bound of") }
        }
    }

    @Test func aCaseThatEndsInTimeIsLeftAlone() async throws {
        let test = try #require(Test.current)
        let ran = Lock(0)
        try await BoundTrait.bounded().provideScope(for: test, testCase: Test.Case.current) {
            ran.withLock { $0 += 1 }
        }
        #expect(ran.withLock { $0 } == 1)
    }
}
