import AutomationProtocol
import Foundation

extension ElementQuery {
    /// Waits until the elements that match have exactly these labels, in reading order (none: `[]`), or throws a
    /// ``RunnerError`` whose first line names the labels expected and the ones last seen; false while the app is
    /// settled, it fails at once.
    public func waitForLabels(
        _ labels: [String], timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp(file, line) {
            let locator = locator
            let shown: @Sendable (AppState) -> [String] = { state in
                locator.matches(in: state.screen).map(\.element.label)
            }
            let expectation = Expectation(
                subject: description,
                expected: "have labels \(Application.spoken(labels))",
                wanted: .labels(labels),
                check: { state, _ in shown(state) == labels ? .met : .notYet },
                observe: { "labels \(Application.spoken(shown($0)))" },
                see: { .matching(locator.count(in: $0.screen)) },
                target: locator.isSerializable ? locator : nil)
            _ = try await app.require(expectation, timeout: timeout ?? app.defaultTimeout)
        }
    }
}
