import Testing

// MARK: - BoundTrait

/// A bound on each test case of a suite, in seconds where `.timeLimit` counts whole minutes: a case still running
/// when it passes is failed, naming the bound, and cancelled. The bound is as long as an ordinary build needs; a slower
/// build stretches it (``Swift/Duration/stretchedForBuild``).
///
/// For suites whose waits should end at once, such as the runner's on a settled app: should that break, each wait
/// would sit out its own timeout (20 seconds, or a year for one that tests a huge timeout), one after another, and
/// the run would end minutes later or never; with the bound, each such case is red in `limit`, named. A suite whose
/// tests run one at a time can be bounded as a whole too, as its cases' bounds add up.
public struct BoundTrait: TestTrait, SuiteTrait, TestScoping {
    /// How long a test case may run.
    public let limit: Duration
    /// How long the suite as a whole may run, if it is bounded so.
    public let suiteLimit: Duration?

    /// Every test of the suite is bounded, each on its own.
    public var isRecursive: Bool { true }

    /// A scope for each test case, and for the suite as a whole when it has a bound of its own.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase != nil || (test.isSuite && suiteLimit != nil) ? self : nil
    }

    /// Runs the test case against the bound: whichever ends first cancels the other, and the case is awaited to its
    /// end, which a cancelled wait reaches at once.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let whole = testCase == nil
        let limit = (whole ? suiteLimit : nil) ?? limit
        try await withoutActuallyEscaping(function) { function in
            try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    try await function()
                    return true
                }
                group.addTask {
                    try await Task.sleep(for: limit)
                    return false
                }
                defer { group.cancelAll() }
                // The first to end: the case (true), or the bound (false); a case that throws ends the group with it.
                guard let ended = try await group.next(), !ended else { return }
                let what = whole ? "the suite" : "the test"
                let message = Comment(
                    rawValue: "\(what) was still running after its bound of \(limit), so it was cancelled: did a wait "
                        + "that should end at once sit out its timeout?")
                Issue.record(message, sourceLocation: test.sourceLocation)
            }
        }
    }
}

extension Trait where Self == BoundTrait {
    /// Fails each test case still running after `limit` (by default ``Swift/Duration/eventually``), and cancels it;
    /// with `suite`, the suite as a whole too. Both are stretched as the build is slowed.
    public static func bounded(_ limit: Duration? = nil, suite: Duration? = nil) -> Self {
        BoundTrait(limit: limit?.stretchedForBuild ?? .eventually, suiteLimit: suite?.stretchedForBuild)
    }
}
