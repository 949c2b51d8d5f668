import AutomationProtocol
import Foundation
import PrivateFiles
import Testing
import TripsRunner

@testable import TripsMCP

/// The server reads a failure's parts as the values the trace writes, and learns from each run where every
/// identifier stood, for the next run's failures to be judged against.
@Suite("Failures and sightings from the trace")
struct ElementSightingsTests {
    /// A run of one flow whose one case left `screen` (a wire screen object) and, when given, `failure`.
    static func results(screen: String, failure: String? = nil) throws -> FlowRunResults {
        try FlowRunResults.read(
            Data(
                #"""
                {"counts": {"passed": 1}, "flows": [{"suite": "Weather", "name": "Retrying", "status": "failed",
                 "runs": [{"attempt": 1, "status": "failed", "cases": [{"status": "failed", "issues": [],
                  "trace": {"version": 8, "screens": ["(text)"], "screenTrees": [\#(screen)],
                            "apps": [{"steps": [{"title": "tap", "screen": 0}]}],
                            "failures": [\#(failure ?? "")]}}]}]}]}
                """#.utf8))
    }

    static let before = #"""
        {"name": "trip", "title": "Bergen", "elements": [{"role": "group", "identifier": "weather.card",
         "children": [{"role": "staticText", "identifier": "weather.error", "label": "No forecast"},
                      {"role": "button", "identifier": "weather.retry", "label": "Retry"}]}]}
        """#
    /// Two times a run started, the second later.
    static let early = Date(timeIntervalSince1970: 1_796_000_000)
    static let late = early.addingTimeInterval(600)
    static let after = before.replacingOccurrences(of: "weather.retry", with: "weather.tryAgain")
    static let failure = #"""
        {"kind": "cannotHappen", "message": "Gave up at once …", "within": [],
         "locator": "button \"weather.retry\"", "expected": "be ready for an action", "actual": "not on screen",
         "target": {"identifier": "weather.retry", "role": "button"}, "wanted": {"actionable": true},
         "seen": {"missing": true}, "screenTree": \#(after)}
        """#

    @Test func aFailuresKindTargetWantedSeenAndScreenAreReadAsValues() throws {
        let read = try Self.results(screen: Self.after, failure: Self.failure)
        let failure = try #require(read.flows.first?.firstFailure)
        #expect(failure.kind == .runner("cannotHappen"))
        #expect(failure.target == Locator(role: .button, identifier: "weather.retry"))
        #expect(failure.wanted == .actionable)
        #expect(failure.seen == .missing)
        #expect(
            failure.screenTree?.elements.first?.children.map(\.identifier) == ["weather.error", "weather.tryAgain"])
        let expectation = try Self.results(
            screen: Self.after, failure: #"{"kind": "expectation", "message": "Expectation failed: 1 == 2"}"#)
        #expect(expectation.flows.first?.firstFailure?.kind == .expectation)
    }

    @Test func aFailureIsGivenWhereItsIdentifierStoodInAnEarlierRun() throws {
        var sightings = ElementSightings()
        sightings.record(try Self.results(screen: Self.before), seen: Self.early, by: "run_flows")
        let failing = sightings.annotated(try Self.results(screen: Self.after, failure: Self.failure))
        let sighting = try #require(failing.flows.first?.firstFailure?.sighting)
        #expect(sighting.identifier == "weather.retry" && sighting.label == "Retry" && sighting.role == .button)
        #expect(sighting.parent == "weather.card" && sighting.siblings == ["weather.error", "weather.retry"])
        // Never seen: nothing to judge a place by.
        let unseen = ElementSightings().annotated(try Self.results(screen: Self.after, failure: Self.failure))
        #expect(unseen.flows.first?.firstFailure?.sighting == nil)
    }

    /// A session that starts after the app was edited judges a rename by where the sessions before it saw the name.
    @Test func aNewSessionIsGivenWhereTheSessionsBeforeItSawAnIdentifier() async throws {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "sightings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = URL(fileURLWithPath: "/tmp/some/package")
        var earlier = ElementSightings()
        earlier.record(try Self.results(screen: Self.before), seen: Self.early, by: "run_flows")
        _ = await earlier.keeping(in: scratch, for: package)
        let failing = try Self.results(screen: Self.after, failure: Self.failure)
        let kept = ElementSightings.kept(in: scratch, for: package).annotated(failing)
        #expect(kept.flows.first?.firstFailure?.sighting?.siblings == ["weather.error", "weather.retry"])
        // Another package's sessions saw nothing of this one.
        let other = ElementSightings.kept(in: scratch, for: URL(fileURLWithPath: "/tmp/other")).annotated(failing)
        #expect(other.flows.first?.firstFailure?.sighting == nil)
    }

    /// The newest sighting is kept whichever order runs are learnt or kept in, each saying when and by what it was
    /// seen and in which flow: a `make acceptance` run and a session beside it both write the file.
    @Test func theNewestSightingIsKeptAndSaysWhenByWhatAndInWhichFlow() async throws {
        let moved = Self.before.replacingOccurrences(
            of: #"{"role": "staticText", "identifier": "weather.error", "label": "No forecast"},"#, with: "")
        var sightings = ElementSightings()
        sightings.record(try Self.results(screen: Self.before), seen: Self.late, by: "make acceptance")
        sightings.record(try Self.results(screen: moved), seen: Self.early, by: "run_flows")
        let failing = try Self.results(screen: Self.after, failure: Self.failure)
        let newest = try #require(sightings.annotated(failing).flows.first?.firstFailure?.sighting)
        #expect(newest.seen == Self.late && newest.by == "make acceptance" && newest.flow == "Weather: Retrying")
        #expect(newest.siblings == ["weather.error", "weather.retry"])

        // Kept by a session that saw the older run, merged with the file another wrote since: the newest stays.
        let scratch = FileManager.default.temporaryDirectory.appending(path: "sightings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = URL(fileURLWithPath: "/tmp/some/package")
        _ = await sightings.keeping(in: scratch, for: package)
        var older = ElementSightings()
        older.record(try Self.results(screen: moved), seen: Self.early, by: "run_flows")
        _ = await older.keeping(in: scratch, for: package)
        let kept = ElementSightings.kept(in: scratch, for: package).annotated(failing)
        let read = try #require(kept.flows.first?.firstFailure?.sighting)
        #expect(read.siblings == ["weather.error", "weather.retry"] && read.by == "make acceptance")
        #expect(read.seen.map { abs($0.timeIntervalSince(Self.late)) < 1 } == true)
    }

    /// Two writers at once: a `make acceptance` run writing its sightings under the file's lock while a session keeps
    /// its own. The session waits for the lock, then merges what the run wrote instead of writing over it.
    @Test func aKeepWaitsForTheLockAndMergesWhatItsHolderWrote() async throws {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "sightings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = URL(fileURLWithPath: "/tmp/some/package")
        try OwnerOnly.makeDirectory(scratch.appending(path: "trips-mcp-sightings"))
        let holder = try LockFile(ElementSightings.lockFile(in: scratch, for: package))
        try await holder.lock()

        var session = ElementSightings()
        session.record(try Self.results(screen: Self.before), seen: Self.early, by: "run_flows")
        let keeping = Task { [session] in await session.keeping(in: scratch, for: package) }
        var acceptance = ElementSightings()
        let share = #"""
            {"name": "trip", "title": "Bergen", "elements": [{"role": "button", "identifier": "trip.share"}]}
            """#
        acceptance.record(try Self.results(screen: share), seen: Self.late, by: "make acceptance")
        try OwnerOnly.replace(ElementSightings.file(in: scratch, for: package), with: JSONEncoder().encode(acceptance))
        holder.unlock()
        let merged = await keeping.value

        #expect(ElementSightings.kept(in: scratch, for: package).count == 4, "the session's three and the run's one")
        #expect(merged.count == 4)
    }

    /// A store kept before sightings said when still reads, its sightings the oldest of all.
    @Test func aSightingKeptWithoutATimeIsReadAndYieldsToAnyNewer() throws {
        let old = #"""
            {"byFlow": {}, "latest": {"weather.retry": {"role": "button", "identifier": "weather.retry",
             "label": "Retry", "screen": "trip", "siblings": ["weather.retry"], "index": 0}}}
            """#
        let read = try JSONDecoder().decode(ElementSightings.self, from: Data(old.utf8))
        let failing = try Self.results(screen: Self.after, failure: Self.failure)
        let sighting = try #require(read.annotated(failing).flows.first?.firstFailure?.sighting)
        #expect(sighting.seen == nil && sighting.siblings == ["weather.retry"])
        var newer = ElementSightings()
        newer.record(try Self.results(screen: Self.before), seen: Self.early, by: "run_flows")
        let merged = read.merging(newer).annotated(failing).flows.first?.firstFailure?.sighting
        #expect(merged?.seen == Self.early)
    }
}
