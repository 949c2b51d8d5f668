import AutomationProtocol
import Testing

@testable import AppRunner

/// The session applies each update to the states before it, and works out where each identifier is (and which show
/// twice) only when a change may have moved one.
@Suite("Session state, protocol version 3")
struct SessionStateChangesTests {
    static let idle = Activity(tasks: 0, sleepers: 0, clock: .live)
    static let rows = Element(
        role: .list, identifier: "rows",
        children: [Element(role: .cell, identifier: "row.a"), Element(role: .cell, identifier: "row.b")])

    private func started() -> SessionState {
        var state = SessionState()
        let screen = Screen(name: "rows", title: "Rows", elements: [Self.rows])
        _ = state.take(
            .hello(
                Hello(app: "a", version: "0", pid: 1, state: AppState(sequence: 1, screen: screen, activity: Self.idle))
            )
        )
        return state
    }

    private func update(_ sequence: Int, _ changes: [ScreenChange]) -> Message {
        .update(
            StateUpdate(sequence: sequence, activity: Self.idle, screen: .changed(base: sequence - 1, changes: changes))
        )
    }

    @Test func anInsertedDuplicateBreaksAStrictWaitAndALabelChangeLeavesItBroken() {
        var state = started()
        let strict = WaitGoal.state(settles: false, strict: true) { _, _ in .notYet }
        let relabel = ScreenChange.update(
            path: ["rows", "row.a"], element: Element(role: .cell, identifier: "row.a", label: "A"))
        _ = state.take(update(2, [relabel]))
        #expect(state.index.duplicates.isEmpty && state.outcome(for: strict) == nil)
        _ = state.take(
            update(3, [.insert(parent: ["rows"], index: 2, element: Element(role: .cell, identifier: "row.a"))]))
        #expect(state.index.duplicates == ["row.a"])
        _ = state.take(update(4, [relabel]))
        #expect(state.index.duplicates == ["row.a"])
        guard case .broken(_, .duplicateIdentifiers, _)? = state.outcome(for: strict) else {
            Issue.record("a strict wait is not broken by the duplicate")
            return
        }
    }

    @Test func aWaitFindsAnElementThroughTheIndexAfterAFieldChangeAndAfterAnInsert() {
        var state = started()
        func found(_ identifier: String, label: String = "") -> WaitGoal {
            .state(settles: false) { state, index in
                let locator = Locator(role: .cell, identifier: identifier)
                guard case .found(let row) = locator.resolve(in: state.screen, index: index) else { return .notYet }
                return row.element.label == label ? .met : .notYet
            }
        }
        let relabel = ScreenChange.update(
            path: ["rows", "row.b"], element: Element(role: .cell, identifier: "row.b", label: "B"))
        _ = state.take(update(2, [relabel]))
        #expect(state.outcome(for: found("row.b", label: "B")).isMet)
        #expect(!state.outcome(for: found("row.c")).isMet)
        // The insert moves row.b: the index is worked out again, or row.b would be looked for where it was.
        _ = state.take(
            update(3, [.insert(parent: ["rows"], index: 0, element: Element(role: .cell, identifier: "row.c"))]))
        #expect(state.outcome(for: found("row.c")).isMet)
        #expect(state.outcome(for: found("row.b", label: "B")).isMet)
    }

    @Test func anUpdateThatCannotBeAppliedAsksForTheFullStateAndAWholeOneEndsIt() {
        var state = started()
        #expect(state.take(update(5, [])) == nil && state.needsFullState)
        let whole = Screen(name: "rows", title: "Rows", elements: [])
        let taken = state.take(.update(StateUpdate(sequence: 6, activity: Self.idle, screen: .whole(whole))))
        #expect(taken?.screen == whole && !state.needsFullState)
    }

    /// docs/automation-protocol.md, catching up: a `screenOf` naming a kept screen may be taken, and ends it.
    @Test func whileCatchingUpAKeptScreenNamedIsTakenAndEndsIt() {
        var state = started()
        #expect(state.take(update(5, [])) == nil && state.needsFullState)
        let named = StateUpdate(sequence: 6, activity: Self.idle, screen: .sameAs(sequence: 1))
        let taken = state.take(.update(named))
        #expect(taken?.sequence == 6 && taken?.screen.elements == [Self.rows] && !state.needsFullState)
    }

    /// docs/automation-protocol.md, catching up: a `screenOf` naming a screen not kept, and changes, are ignored.
    @Test func whileCatchingUpAScreenNotKeptAndChangesAreIgnored() {
        var state = started()
        #expect(state.take(update(5, [])) == nil && state.needsFullState)
        let unkept = StateUpdate(sequence: 6, activity: Self.idle, screen: .sameAs(sequence: 4))
        #expect(state.take(.update(unkept)) == nil && state.needsFullState)
        let changes = StateUpdate(sequence: 7, activity: Self.idle, screen: .changed(base: 6, changes: []))
        #expect(state.take(.update(changes)) == nil && state.needsFullState)
    }
}

extension WaitOutcome? {
    /// Whether the wait is decided as met.
    fileprivate var isMet: Bool {
        if case .met? = self { true } else { false }
    }
}
