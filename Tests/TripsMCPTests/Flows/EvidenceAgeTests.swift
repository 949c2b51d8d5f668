import Foundation
import Testing

@testable import TripsMCP

/// An answer says where a gone identifier stood, when and by what that was seen, and when the flow's sources changed
/// after it: evidence older than the flows is said to be so, never hidden and never refused for.
@Suite("Evidence older than the flows' sources")
struct EvidenceAgeTests {
    static let page = "Tests/WeatherFlows/WeatherPage.swift"
    static let flowFile = "Tests/WeatherFlows/WeatherFlows.swift"
    static let sources: RepairProposal.Sources = [
        (page, #"var retry: Element { app.buttons["weather.retry"] }"#),
        ("Tests/WeatherFlows/OtherPage.swift", #"var share: Element { app.buttons["trip.share"] }"#),
    ]

    /// The failing run of "Weather: Retrying" (file `flowFile`), its failure given where weather.retry stood as a
    /// `make acceptance` run saw it at ``ElementSightingsTests/early``, and said to have run at `ran`.
    static func failing(ran: Date? = nil) throws -> (FlowRunResults.Flow, FlowRunResults.Failure) {
        var sightings = ElementSightings()
        sightings.record(
            try ElementSightingsTests.results(screen: ElementSightingsTests.before), seen: ElementSightingsTests.early,
            by: "make acceptance")
        var results = sightings.annotated(
            try ElementSightingsTests.results(
                screen: ElementSightingsTests.after, failure: ElementSightingsTests.failure))
        if let ran { results = results.ran(at: ran) }
        var flow = try #require(results.flows.first)
        flow.file = flowFile
        return (flow, try #require(flow.firstFailure))
    }

    @Test func aSightingIsSaidWithItsPlaceTimeAndSource() throws {
        let (flow, failure) = try Self.failing()
        let line = EvidenceAge().sightingLine(for: failure, of: flow, sources: Self.sources)
        #expect(
            line
                == "  where \"weather.retry\" stood: button \"Retry\" on screen trip, in weather.card, after "
                + "weather.error; seen \(EvidenceAge.text(ElementSightingsTests.early)) by make acceptance in this "
                + "flow's run")
    }

    @Test func aSightingOlderThanThePageThatNamesItOrTheFlowIsSaidToBe() throws {
        let (flow, failure) = try Self.failing()
        let early = ElementSightingsTests.early
        let later = early.addingTimeInterval(1_800)
        // The page that names the gone identifier changed after the run; a page that does not name it, too.
        let age = EvidenceAge(changed: [
            Self.page: later, "Tests/WeatherFlows/OtherPage.swift": later, Self.flowFile: early.addingTimeInterval(-60),
        ])
        let line = try #require(age.sightingLine(for: failure, of: flow, sources: Self.sources))
        #expect(line.hasSuffix(", older than \(Self.page) (changed \(EvidenceAge.text(later)))"))
        #expect(!line.contains("OtherPage") && !line.contains(Self.flowFile))
        // The flow's own file changed since too: both, the newest first.
        let both = EvidenceAge(changed: [Self.page: later, Self.flowFile: later.addingTimeInterval(60)])
        let twice = try #require(both.sightingLine(for: failure, of: flow, sources: Self.sources))
        #expect(twice.contains("older than \(Self.flowFile) (changed") && twice.contains(" and \(Self.page) (changed"))
        // Nothing changed since: no age said.
        let fresh = EvidenceAge(changed: [Self.page: early.addingTimeInterval(-1)])
        #expect(fresh.sightingLine(for: failure, of: flow, sources: Self.sources)?.contains("older") == false)
    }

    @Test func aRunOlderThanItsFlowIsSaidToBeAndAFreshOneIsNot() throws {
        let ran = ElementSightingsTests.late
        let (flow, _) = try Self.failing(ran: ran)
        let edited = EvidenceAge(changed: [Self.flowFile: ran.addingTimeInterval(90)])
        #expect(
            edited.runLine(for: flow, sources: Self.sources)
                == "the run this is judged by started \(EvidenceAge.text(ran)), older than \(Self.flowFile) "
                + "(changed \(EvidenceAge.text(ran.addingTimeInterval(90)))); run_flows judges the flow as it is now")
        #expect(EvidenceAge(changed: [Self.flowFile: ran]).runLine(for: flow, sources: Self.sources) == nil)
        #expect(
            edited.runLine(for: flow, sources: Self.sources, use: "replays")?.hasPrefix(
                "the run this replays started ") == true)
        // A run whose time the server does not know is not judged.
        let (unknown, _) = try Self.failing()
        #expect(edited.runLine(for: unknown, sources: Self.sources) == nil)
    }

    @Test func aTimeIsSaidInUTCToTheSecond() {
        #expect(EvidenceAge.text(Date(timeIntervalSince1970: 1_796_000_000)) == "2026-11-30 00:53:20 UTC")
    }
}
