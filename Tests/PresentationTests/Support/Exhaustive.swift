import Presentation
import Testing

/// Fails a test that ends with tracked work still pending in an app it made, as TCA's `TestStore` fails a test that
/// leaves effects running: a test must wait for what it started, or say why it need not.
///
/// Every Presentation suite that makes apps carries it (`@Suite(.exhaustive)`); ``TestApp/make`` records an issue when
/// called outside it. An app made with `leavingWorkPending: "why"` is exempt.
struct ExhaustiveApps: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let made = AppsMade()
        try await AppsMadeScope.$current.withValue(made) { try await function() }
        await made.checkNothingIsPending()
    }
}

extension Trait where Self == ExhaustiveApps {
    /// The test fails if an app it made still has tracked work in flight when it ends.
    static var exhaustive: Self { ExhaustiveApps() }
}

/// Where the running test keeps the apps it made.
enum AppsMadeScope {
    /// The apps of the test running now; `nil` outside an ``ExhaustiveApps`` scope.
    @TaskLocal static var current: AppsMade?
}

/// The apps one test made, to check when it ends.
@MainActor
final class AppsMade {
    private var apps: [(app: AppModel, exemptBecause: String?)] = []

    nonisolated init() {}

    /// Keeps `app` to check at the end, unless `reason` says why its work may be left pending.
    func add(_ app: AppModel, exemptBecause reason: String?) {
        apps.append((app, reason))
    }

    /// Records an issue for each app still running tracked work.
    func checkNothingIsPending() {
        for (app, reason) in apps where reason == nil && app.runner.inFlight > 0 {
            let message =
                "the test ended with \(app.runner.inFlight) tracked task(s) still running; wait for them "
                + "(try await settle(app)) or make the app with leavingWorkPending: \"why\""
            Issue.record(Comment(rawValue: message))
        }
    }
}
