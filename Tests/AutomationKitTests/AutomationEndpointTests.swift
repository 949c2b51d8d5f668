import AutomationKit
import Foundation
import Observation
import Testing
import TripsTestKit

/// The kit's endpoint driving an app that is not Trips, in process: requests in through a stream, messages out through
/// a closure, each state applied as a driver applies it.
@MainActor
@Suite("The kit's endpoint", .timeLimit(.minutes(1)))
struct AutomationEndpointTests {
    /// What the endpoint wrote, observable so that `expect` wakes on each line.
    @MainActor
    @Observable
    final class Written {
        var hello: Hello?
        /// Each response, with the whole state it leaves the app in.
        var answers: [(response: Response, state: AppState)] = []
        @ObservationIgnored var states = StateTracker()
        /// Every line as written, for what must not be on the wire.
        @ObservationIgnored var lines: [String] = []

        func take(_ data: Data) {
            lines.append(String(decoding: data, as: UTF8.self))
            switch try? WireFormat.message(from: data.dropLast()) {
            case .hello(let greeting):
                states.start(from: greeting.state)
                hello = greeting
            case .response(let response):
                if let state = try? states.apply(response.state) { answers.append((response, state)) }
            case .update(let update): _ = try? states.apply(update)
            case nil:
                Issue.record("the endpoint wrote a line that is no message: \(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    /// Runs an endpoint over `app`, sends `requests` one after another, each once the one before is answered, and
    /// returns what was written; `log` is the endpoint's, and `sourcePlaces` whether the driver asked for them.
    private func converse(
        _ app: Kettle, _ requests: [String], log: LogLines? = nil, sourcePlaces: Bool = false
    ) async -> Written {
        let written = Written()
        let endpoint = AutomationEndpoint(
            app: app, name: "kettle", version: "2.1", log: log, sourcePlaces: sourcePlaces
        ) { written.take($0) }
        let (lines, input) = AsyncStream.makeStream(of: String.self)
        let running = Task { await endpoint.run(lines: lines) }
        for (index, request) in requests.enumerated() {
            input.yield(request)
            await expect(timeout: .seconds(30)) { written.answers.count > index }
        }
        input.finish()
        let status = await running.value
        #expect(status == 0)
        return written
    }

    @Test func theHelloNamesTheAppAndItsWholeFirstScreen() async {
        let written = await converse(Kettle(), [])
        #expect(written.hello?.app == "kettle" && written.hello?.version == "2.1")
        #expect(written.hello?.state.screen.allElements.map(\.identifier) == ["kettle.state", "kettle.boil"])
        #expect(written.hello?.state.activity == Activity(tasks: 0, sleepers: 0, clock: .driver))
    }

    @Test func aTapIsSettledOnTheDriversClockAndTheClockItsAdvanceFinishesTheWork() async {
        let written = await converse(
            Kettle(),
            [
                #"{"id":1,"command":"tap","locator":{"identifier":"kettle.boil"}}"#,
                #"{"id":2,"command":"waitForIdle"}"#,
                #"{"id":3,"command":"advanceClock","milliseconds":1999}"#,
                #"{"id":4,"command":"advanceClock","milliseconds":1}"#,
            ])
        let states = written.answers.map(\.state)
        #expect(written.answers.map(\.response.id) == [1, 2, 3, 4])
        #expect(states[1].activity.state == .waitingOnClock)
        #expect(states[2].element("kettle.state")?.label == "Heating")
        #expect(states[3].element("kettle.state")?.label == "Boiled" && states[3].activity.state == .idle)
    }

    @Test func aDisabledControlIsRefusedWithItsReason() async {
        let written = await converse(
            Kettle(),
            [
                #"{"id":1,"command":"tap","locator":{"identifier":"kettle.boil"}}"#,
                #"{"id":2,"command":"tap","locator":{"identifier":"kettle.boil"}}"#,
            ])
        let error = written.answers.last?.response.error
        #expect(error?.code == .disabled && error?.message == "'kettle.boil' is disabled: The kettle is already on.")
    }

    @Test func aMistypedIdentifierIsAnsweredWithTheNearest() async {
        let written = await converse(Kettle(), [#"{"id":1,"command":"tap","locator":{"identifier":"kettle.bol"}}"#])
        let error = written.answers.first?.response.error
        #expect(error?.code == .noSuchElement && error?.suggestions == ["kettle.boil"])
    }

    @Test func anAppThatDeclaresNoCommandsReadsTheCoresAlone() async {
        let written = await converse(
            Kettle(), [#"{"id":1,"command":"pasteboard"}"#, #"{"id":2,"command":"back"}"#])
        let errors = written.answers.map(\.response.error?.code)
        #expect(errors == [.badRequest, .cannotGoBack])
    }

    @Test func aLiveClockIsRefusedWithTheAppsAdvice() async {
        let written = await converse(Kettle(driven: false), [#"{"id":1,"command":"advanceClock","milliseconds":5}"#])
        let error = written.answers.first?.response.error
        #expect(
            error?.code == .liveClock
                && error?.message
                    == "The app's clock is live, so time passes by itself: launch it on the driver's clock to advance it."
        )
    }
}

extension AutomationEndpointTests {
    /// A release app's messages are what they were before source places: nothing of its source unless asked.
    @Test func noSourcePlaceIsOnTheWireUnlessTheDriverAsks() async {
        let log = LogLines()
        log.add("boiling", file: #filePath, line: #line)
        let written = await converse(
            Kettle(), [#"{"id":1,"command":"tap","locator":{"identifier":"kettle.boil"}}"#], log: log)
        #expect(written.lines.count >= 2)
        for line in written.lines {
            #expect(!line.contains(#""source""#) && !line.contains(".swift"), "a place on the wire: \(line)")
        }
        #expect(written.answers.first?.response.state.log == ["boiling"])
    }

    @Test func askedEachElementSaysTheLineThatBuiltItAndEachLogLineTheLineThatSaidIt() async {
        let log = LogLines()
        let said: UInt = #line + 1
        log.add("boiling", file: #filePath, line: said)
        let written = await converse(
            Kettle(), [#"{"id":1,"command":"tap","locator":{"identifier":"kettle.boil"}}"#], log: log,
            sourcePlaces: true)
        let kettle = "Tests/AutomationKitTests/Kettle.swift"
        let places = written.hello?.state.screen.allElements.map { $0.source?.description }
        #expect(places == ["\(kettle):21", "\(kettle):22"])
        #expect(
            written.answers.first?.response.state.log == [
                "boiling  — Tests/AutomationKitTests/AutomationEndpointTests.swift:\(said)"
            ])
    }
}

extension AppState {
    /// The element with this identifier on the screen.
    func element(_ identifier: String) -> Element? {
        screen.allElements.first { $0.identifier == identifier }
    }
}
