import AutomationProtocol
import Testing

/// The app's end of the stream of states says each one as briefly as it can; the driver's end works each one out
/// again, whole.
@Suite("State tracking")
struct StateTrackerTests {
    static let idle = Activity(tasks: 0, sleepers: 0, clock: .live)
    static let busy = Activity(tasks: 1, sleepers: 0, clock: .live)
    static let list = ScreenChangesTests.list(ScreenChangesTests.rows)
    static let detail = Screen(
        name: "trip", title: "City 3", elements: [Element(role: .staticText, identifier: "trip.destination")])

    /// Sends each screen through an app's tracker and applies what it said with a driver's.
    private func send(_ screens: [(Screen, Activity)]) throws -> [StateUpdate] {
        var app = StateTracker()
        var driver = StateTracker()
        var sent: [StateUpdate] = []
        for (index, (screen, activity)) in screens.enumerated() {
            let update = app.encode(screen: screen, activity: activity, whole: index == 0)
            let state = try driver.apply(update)
            #expect(state.screen == screen && state.activity == activity)
            sent.append(update)
        }
        return sent
    }

    @Test func goingBackToAnUnchangedListNamesItInsteadOfSendingIt() throws {
        let sent = try send([
            (Self.list, Self.idle), (Self.detail, Self.busy), (Self.detail, Self.idle), (Self.list, Self.idle),
        ])
        #expect(sent.map(\.sequence) == [1, 2, 3, 4])
        #expect(sent[1].screen == .whole(Self.detail))
        #expect(sent[2].screen == .changed(base: 2, changes: []))
        #expect(sent[3].screen == .sameAs(sequence: 1))
    }

    @Test func aStateLikeTheLastKeepsItsNumberAndSaysNothingChanged() throws {
        let sent = try send([(Self.list, Self.idle), (Self.list, Self.idle)])
        #expect(sent.map(\.sequence) == [1, 1])
        #expect(sent[1].screen == .changed(base: 1, changes: []))
    }

    @Test func aScreenPastTheHistoryIsSentWholeAgain() throws {
        let others = (0...ScreenHistory.capacity).map {
            (Screen(name: "trip", title: "City \($0)", elements: []), Self.idle)
        }
        let sent = try send([(Self.list, Self.idle)] + others + [(Self.list, Self.idle)])
        #expect(sent.last?.screen == .whole(Self.list))
    }

    @Test func anUpdateToAStateNotHeldCannotBeApplied() {
        var driver = StateTracker()
        driver.start(from: AppState(sequence: 1, screen: Self.list, activity: Self.idle))
        #expect(throws: StateTracker.NotApplicable.self) {
            try driver.apply(StateUpdate(sequence: 3, activity: Self.idle, screen: .changed(base: 2, changes: [])))
        }
        #expect(throws: StateTracker.NotApplicable.self) {
            try driver.apply(StateUpdate(sequence: 3, activity: Self.idle, screen: .sameAs(sequence: 2)))
        }
        // A whole state always applies: how a driver resynchronises.
        #expect(
            (try? driver.apply(StateUpdate(sequence: 5, activity: Self.idle, screen: .whole(Self.detail))))?.screen
                == Self.detail)
    }
}
