import AutomationProtocol
import Testing

/// What changed between two screens, said by identifier, turns the first into the second when applied.
@Suite("Screen changes")
struct ScreenChangesTests {
    static func cell(_ number: Int, label: String? = nil) -> Element {
        Element(role: .cell, identifier: "trip.c\(number)", label: label ?? "City \(number)", value: "dates")
    }

    static func list(_ cells: [Element], notice: String? = nil, alert: Element? = nil) -> Screen {
        var elements = [Element(role: .navigationBar, identifier: "trips.title", label: "Trips")]
        if let notice { elements.append(Element(role: .staticText, identifier: "trips.notice", label: notice)) }
        elements.append(Element(role: .list, identifier: "trips.list", label: "Trips", children: cells))
        elements.append(Element(role: .button, identifier: "trips.add", label: "New trip"))
        return Screen(name: "trips", title: "Trips", elements: elements, alert: alert)
    }

    static let rows = (0..<1000).map { cell($0) }
    static let alert = Element(
        role: .alert, identifier: "alert", label: "Delete?",
        children: [Element(role: .button, identifier: "alert.confirm", label: "Delete")])

    static let pairs: [(Screen, Screen)] = {
        var relabelled = rows
        relabelled[500] = cell(500, label: "Renamed")
        var disabled = rows
        disabled[3].isEnabled = false
        var grown = rows
        grown.insert(cell(5000), at: 10)
        grown.append(cell(5001))
        var shrunk = rows
        shrunk.remove(at: 999)
        shrunk.remove(at: 0)
        var reordered = rows
        reordered.swapAt(1, 2)
        var nested = rows
        nested[7].children = [Element(role: .staticText, identifier: "inner", label: "x")]
        return [
            (list(rows), list(relabelled)), (list(rows), list(disabled)), (list(rows), list(grown)),
            (list(rows), list(shrunk)), (list(rows), list(reordered)), (list(rows), list(nested)),
            (list(nested), list(rows)), (list(rows), list(rows, notice: "Saved")),
            (list(rows, notice: "x"), list(rows)),
            (list(rows), list(rows, alert: alert)), (list(rows, alert: alert), list(rows)), (list([]), list(rows)),
        ]
    }()

    @Test(arguments: 0..<12)
    func appliedChangesMakeTheNewScreen(pair: Int) throws {
        let (old, new) = Self.pairs[pair]
        let changes = try #require(old.changes(to: new))
        #expect(try old.applying(changes) == new)
    }

    @Test func oneChangedLabelInAThousandRowsIsOneChange() throws {
        var relabelled = Self.rows
        relabelled[500].label = "Renamed"
        let changes = Self.list(Self.rows).changes(to: Self.list(relabelled))
        #expect(
            changes == [
                .update(
                    path: ["trips.list", "trip.c500"],
                    element: Element(role: .cell, identifier: "trip.c500", label: "Renamed", value: "dates"))
            ])
    }

    @Test func addedAndRemovedRowsAreInsertsAndRemovals() {
        var grown = Self.rows
        grown.insert(Self.cell(5000), at: 10)
        grown.remove(at: 0)
        #expect(
            Self.list(Self.rows).changes(to: Self.list(grown)) == [
                .remove(path: ["trips.list", "trip.c0"]),
                .insert(parent: ["trips.list"], index: 9, element: Self.cell(5000)),
            ])
    }

    /// docs/automation-protocol.md: the app removes a parent whose children cannot be said by identifier and inserts
    /// it again whole, in its place; there is no other kind of change for it.
    @Test func rowsInAnotherOrderRemoveTheirListAndInsertItAgainWhole() throws {
        var reordered = Self.rows
        reordered.swapAt(1, 2)
        let old = Self.list(Self.rows)
        let new = Self.list(reordered)
        let changes = try #require(old.changes(to: new))
        let list = try #require(new.elements.firstIndex { $0.identifier == "trips.list" })
        #expect(
            changes == [
                .remove(path: ["trips.list"]), .insert(parent: [], index: list, element: new.elements[list]),
            ])
        #expect(try old.applying(changes) == new)
    }

    @Test func anotherScreenOrSiblingsSharingAnIdentifierAtTheTopAreSentWhole() {
        let list = Self.list(Self.rows)
        #expect(list.changes(to: Screen(name: "trip", title: "Seattle", elements: [])) == nil)
        let twice = Element(role: .button, identifier: "same")
        #expect(list.changes(to: Screen(name: "trips", title: "Trips", elements: [twice, twice])) == nil)
    }

    @Test func anUnchangedScreenHasNoChanges() {
        #expect(Self.list(Self.rows).changes(to: Self.list(Self.rows)) == [])
    }

    @Test func aChangeToAnElementThatIsNotThereCannotBeApplied() {
        let change = ScreenChange.remove(path: ["trips.list", "trip.nowhere"])
        #expect(throws: ScreenChange.NotApplicable(change: change)) {
            try Self.list(Self.rows).applying([change])
        }
    }
}
