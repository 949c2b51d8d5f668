import Foundation
import Testing

@testable import AppRunner

/// An app's own invariant over a step (the screen before, the action, the screen after), which no check of one
/// screen can see: here that the detail screen opens only from the home screen's Next.
@Suite(.bounded(.seconds(600)))
struct StepInvariantTests {
    /// Breaks when a tap of home.next does not land on the detail screen, or detail.more on the more screen.
    static let opensWhatItNames = StepInvariant("opensWhatItNames") { before, action, after in
        guard case .tap(let identifier, .button) = action else { return nil }
        let expected = ["home.next": "detail", "detail.more": "more"][identifier]
        guard let expected, before.alert == nil, after.name != expected else { return nil }
        return "tapping \(identifier) on the \(before.name) screen opened the \(after.name) screen"
    }

    @Test func aStepInvariantSeesTheScreenBeforeTheActionAndTheScreenAfter() async throws {
        var options = ExploreFixture.options
        options.stepInvariants = [Self.opensWhatItNames]
        options.stepInvariants.append(
            StepInvariant("neverLeavesMore") { before, action, after in
                before.name == "more" && action == .back && after.name != "more" ? "left more by back" : nil
            })
        let failure = try await ExploreFixture.only(plant: "none", noise: 2, options: options)
        #expect(failure.violation.invariant == "neverLeavesMore")
        #expect(failure.violation.message == "left more by back")
        #expect(failure.violation.signature == "neverLeavesMore: more → detail")
        #expect(failure.shrunk.map(\.description) == ["tap button home.next", "tap button detail.more", "back"])
    }

    @Test func aStepInvariantTurnedOffIsNotChecked() async throws {
        var options = ExploreFixture.options
        options.stepInvariants = [StepInvariant("alwaysBreaks") { _, _, _ in "broke" }]
        options.disabledInvariants = ["alwaysBreaks"]
        let result = await ExploreFixture.explore(plant: "none", noise: 2, options: options)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.violation))")
    }
}
