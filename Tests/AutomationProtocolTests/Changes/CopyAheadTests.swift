import AutomationProtocol
import Testing

/// A driver's copy of the latest screen, made ahead of the next change: the change applies to it and gives the state
/// the app sent, the screens kept stay as they were, and a copy of another state is never used.
@Suite("Copying ahead")
struct CopyAheadTests {
    static let idle = Activity(tasks: 0, sleepers: 0, clock: .live)
    static let busy = Activity(tasks: 1, sleepers: 0, clock: .live)
    static let rows = ScreenChangesTests.list(ScreenChangesTests.rows)

    /// `rows` with row `number` labelled `label`.
    static func relabelled(_ number: Int, _ label: String) -> Screen {
        var cells = ScreenChangesTests.rows
        cells[number].label = label
        return ScreenChangesTests.list(cells)
    }

    /// The labels of rows 1, 2 and 9: where the tests' screens differ.
    static func labels(_ screen: Screen) -> [String] {
        [1, 2, 9].map { screen.elements[1].children[$0].label }
    }

    /// What an app's tracker sends for each screen after `rows`, and the driver that applied them all.
    private func send(_ screens: [(Screen, Activity)], copyingAhead: Bool) throws -> (StateTracker, [AppState]) {
        var app = StateTracker()
        var driver = StateTracker()
        var states: [AppState] = []
        for (index, (screen, activity)) in ([(Self.rows, Self.idle)] + screens).enumerated() {
            states.append(try driver.apply(app.encode(screen: screen, activity: activity, whole: index == 0)))
            if copyingAhead, let (sequence, latest) = driver.screenToCopyAhead {
                driver.keepCopyAhead(latest.unshared(), of: sequence)
            }
        }
        return (driver, states)
    }

    @Test func aChangeAppliedToTheCopyGivesTheScreenTheAppSent() throws {
        let screens = [
            (Self.rows, Self.busy), (Self.relabelled(500, "Renamed 1"), Self.idle),
            (Self.relabelled(500, "Renamed 2"), Self.idle), (Self.relabelled(7, "Renamed 3"), Self.busy),
        ]
        let (_, states) = try send(screens, copyingAhead: true)
        #expect(states.dropFirst().map(\.screen) == screens.map(\.0))
    }

    @Test func theScreensKeptAreNotChangedByAChangeToTheCopy() throws {
        var (driver, _) = try send([(Self.relabelled(500, "Renamed"), Self.idle)], copyingAhead: true)
        let first = try driver.apply(StateUpdate(sequence: 3, activity: Self.idle, screen: .sameAs(sequence: 1)))
        #expect(first.screen == Self.rows)
    }

    @Test func aCopyHoldsThroughAStateThatKeepsTheScreenOnly() throws {
        var (driver, _) = try send([], copyingAhead: true)
        #expect(driver.screenToCopyAhead == nil, "the copy of the hello's screen is held")
        _ = try driver.apply(StateUpdate(sequence: 2, activity: Self.busy, screen: .changed(base: 1, changes: [])))
        #expect(driver.screenToCopyAhead == nil, "the activity changed, not the screen: the copy still holds")
        let change = ScreenChange.update(
            path: ["trips.list", "trip.c500"], element: Self.relabelled(500, "Renamed").elements[1].children[500])
        _ = try driver.apply(
            StateUpdate(sequence: 3, activity: Self.idle, screen: .changed(base: 2, changes: [change])))
        #expect(driver.screenToCopyAhead?.sequence == 3, "the change used the copy up")
    }

    @Test func aCopyOfAnotherStateIsNeverUsed() throws {
        let relabel = ScreenChange.update(
            path: ["trips.list", "trip.c2"], element: Self.relabelled(2, "Two").elements[1].children[2])
        var driver = StateTracker()
        driver.start(from: AppState(sequence: 1, screen: Self.rows, activity: Self.idle))
        driver.keepCopyAhead(Self.relabelled(1, "Stale").unshared(), of: 0)
        let changed = try driver.apply(
            StateUpdate(sequence: 2, activity: Self.idle, screen: .changed(base: 1, changes: [relabel])))
        #expect(Self.labels(changed.screen) == ["City 1", "Two", "City 9"], "changed from state 1, not the copy of 0")

        driver.keepCopyAhead(Self.relabelled(1, "Stale").unshared(), of: 2)
        _ = try driver.apply(StateUpdate(sequence: 3, activity: Self.idle, screen: .whole(Self.relabelled(9, "Nine"))))
        let state = try driver.apply(
            StateUpdate(sequence: 4, activity: Self.idle, screen: .changed(base: 3, changes: [relabel])))
        #expect(Self.labels(state.screen) == ["City 1", "Two", "Nine"], "changed from state 3, not the copy of 2")
    }
}
