import AutomationProtocol
import Testing

/// The sentences of docs/automation-protocol.md on how the app says its states, held against the real endpoint: each
/// test names the sentence it checks.
@MainActor
@Suite("The protocol document's state rules", .timeLimit(.minutes(1)))
struct ProtocolSentenceTests {
    /// Runs `body` with a running endpoint over a `-uiTesting` app, then ends its input.
    private func withEndpoint(_ body: (EndpointHarness) async throws -> Void) async throws {
        let harness = try EndpointHarness()
        async let status = harness.endpoint.run(lines: harness.lines)
        do {
            try await body(harness)
        } catch {
            harness.input.finish()
            _ = await status
            throw error
        }
        harness.input.finish()
        _ = await status
    }

    /// Sends a request and returns the state its response carried, as the app wrote it.
    private func sentState(_ harness: EndpointHarness, _ line: String) async throws -> StateUpdate {
        let answered = await harness.send(line)
        let answer = try #require(answered)
        #expect(answer.error == nil, "\(line) was refused: \(String(describing: answer.error))")
        return answer.response.state
    }

    /// Every message the app wrote that takes a place among the kept screens.
    private func kept(_ harness: EndpointHarness) -> [(sequence: Int, screen: ScreenUpdate)] {
        harness.written.value.compactMap { message in
            switch message {
            case .hello(let hello): (hello.state.sequence, .whole(hello.state.screen))
            case .update(let update): update.screen.isKept ? (update.sequence, update.screen) : nil
            case .response(let response):
                response.state.screen.isKept ? (response.state.sequence, response.state.screen) : nil
            }
        }
    }

    // "`base` … When nothing changed (a response to a request that changed nothing), that state is this one: `base`
    // equals `sequence`"
    @Test func aResponseThatChangesNothingNamesItsOwnStateAsBase() async throws {
        try await withEndpoint { harness in
            _ = try await sentState(harness, #"{"id":1,"command":"waitForIdle"}"#)
            let state = try await sentState(harness, #"{"id":2,"command":"snapshot"}"#)
            #expect(state.screen == .changed(base: state.sequence, changes: []))
        }
    }

    // "Every such message counts, even one that repeats the sequence before it (the answer to a `fullState` that
    // changed nothing carries the same screen under the same `sequence` again, and takes a place in the list)"
    @Test(arguments: [false, true])
    func repeatedFullStatesTakePlacesAmongTheKeptScreens(pushOutTheList: Bool) async throws {
        try await withEndpoint { harness in
            _ = try await sentState(harness, #"{"id":1,"command":"tap","locator":{"identifier":"trips.add"}}"#)
            _ = try await sentState(harness, #"{"id":2,"command":"waitForIdle"}"#)
            let sinceHello = kept(harness).count - 1
            // The hello's list stays among the latest 16 with 15 places taken after it, and leaves with the 16th.
            let repeats = ScreenHistory.capacity - 1 - sinceHello + (pushOutTheList ? 1 : 0)
            #expect(repeats > 0)
            var id = 3
            for _ in 0..<repeats {
                let state = try await sentState(harness, #"{"id":\#(id),"command":"fullState"}"#)
                #expect(state.screen.isKept)
                id += 1
            }
            let back = try await sentState(harness, #"{"id":\#(id),"command":"back"}"#)
            if pushOutTheList {
                #expect(back.screen != .sameAs(sequence: 1))
            } else {
                #expect(back.screen == .sameAs(sequence: 1))
            }
        }
    }

    // "No change names the screen's `name` or `title`: when either differs from the state the driver holds, the
    // message carries the whole `screen` or a `screenOf`, never `changes`." And "a kept screen never changes under its
    // `sequence`".
    @Test func anotherScreenComesWholeOrByNameAndASequenceKeepsItsScreen() async throws {
        try await withEndpoint { harness in
            let lines = [
                #"{"id":1,"command":"tap","locator":{"identifier":"trip.seattle"}}"#,
                #"{"id":2,"command":"waitForIdle"}"#, #"{"id":3,"command":"back"}"#,
                #"{"id":4,"command":"tap","locator":{"identifier":"trips.add"}}"#,
                #"{"id":5,"command":"fullState"}"#, #"{"id":6,"command":"back"}"#,
                #"{"id":7,"command":"tap","locator":{"identifier":"trip.kyoto"}}"#,
                #"{"id":8,"command":"waitForIdle"}"#,
            ]
            for line in lines { _ = try await sentState(harness, line) }
            var tracker = StateTracker()
            var previous: Screen?
            var screens: [Int: Screen] = [:]
            for message in harness.written.value {
                let (update, state): (ScreenUpdate, AppState)
                switch message {
                case .hello(let hello):
                    tracker.start(from: hello.state)
                    (update, state) = (.whole(hello.state.screen), hello.state)
                case .update(let sent): (update, state) = (sent.screen, try tracker.apply(sent))
                case .response(let response):
                    (update, state) = (response.state.screen, try tracker.apply(response.state))
                }
                if let previous, previous.name != state.screen.name || previous.title != state.screen.title {
                    if case .changed = update {
                        Issue.record("\(state.screen.name) came as changes to \(previous.name)")
                    }
                }
                if update.isKept {
                    if let earlier = screens[state.sequence] {
                        #expect(earlier == state.screen, "state \(state.sequence) was sent with two screens")
                    }
                    screens[state.sequence] = state.screen
                }
                previous = state.screen
            }
            #expect(
                Set(harness.written.value.compactMap { $0.screenName }).isSuperset(of: ["trips", "trip", "newTrip"]))
        }
    }
}

extension Message {
    /// The name of the screen a hello carries, or an update or response carries whole.
    fileprivate var screenName: String? {
        switch self {
        case .hello(let hello): hello.state.screen.name
        case .update(let update): if case .whole(let screen) = update.screen { screen.name } else { nil }
        case .response(let response):
            if case .whole(let screen) = response.state.screen { screen.name } else { nil }
        }
    }
}
