import AutomationProtocol
import Testing

@testable import TripsMCP

/// What an answer says changed between two screens, and what it sends against what the client was shown: screens
/// made by hand, no app.
struct ScreenChangeTextTests {
    private static let idle = Activity(tasks: 0, sleepers: 0, clock: .driver)
    private static let debouncing = Activity(tasks: 1, sleepers: 1, clock: .driver)

    private static func form(
        destination: String? = nil, error: String? = "Enter a destination.", saves: Bool = false,
        suggestions: [String] = []
    ) -> Screen {
        var elements = [
            Element(role: .textField, identifier: "newTrip.destination", label: "Destination", value: destination)
        ]
        if !suggestions.isEmpty {
            elements.append(
                Element(
                    role: .list, identifier: "newTrip.suggestions", label: "Suggestions",
                    children: suggestions.map {
                        Element(role: .cell, identifier: "suggestion.\($0.lowercased())", label: $0)
                    }))
        }
        if let error { elements.append(Element(role: .staticText, identifier: "newTrip.error", label: error)) }
        elements.append(Element(role: .button, identifier: "newTrip.save", label: "Save", isEnabled: saves))
        return Screen(name: "newTrip", title: "New trip", elements: elements)
    }

    private static let list = Screen(
        name: "trips", title: "Trips",
        elements: [
            Element(role: .list, identifier: "trips.list", children: [Element(role: .cell, identifier: "trip.a")])
        ])

    private static func state(_ screen: Screen, _ activity: Activity = idle) -> AppState {
        AppState(sequence: 1, screen: screen, activity: activity)
    }

    @Test func aChangedElementSaysOnlyTheFieldsThatChangedByIdentifier() throws {
        let lines = try #require(
            ScreenChangeText.lines(
                from: Self.form(destination: "Ber"),
                to: Self.form(destination: nil, error: "Enter a start date.", saves: true)))
        #expect(
            lines == [
                "~ newTrip.destination no value", "~ newTrip.error \"Enter a start date.\"", "~ newTrip.save [enabled]",
            ])
    }

    /// A control that becomes disabled says the app's reason; one that stays disabled under a new reason says nothing.
    @Test func aControlThatBecomesDisabledSaysWhy() throws {
        var enabled = Self.form(error: nil, saves: true)
        var disabled = Self.form(error: nil)
        disabled.elements[1].disabledReason = "Enter a destination."
        #expect(
            ScreenChangeText.lines(from: enabled, to: disabled) == ["~ newTrip.save [disabled: Enter a destination.]"])
        enabled = disabled
        disabled.elements[1].disabledReason = "Enter a start date."
        #expect(ScreenChangeText.lines(from: enabled, to: disabled) == [])
    }

    @Test func anAddedElementSaysWhereAndWhatIsBelowItAndARemovedOneHowMuchWentWithIt() throws {
        let suggested = Self.form(destination: "Ber", suggestions: ["Bergen", "Berlin"])
        #expect(
            ScreenChangeText.lines(from: Self.form(destination: "Ber"), to: suggested) == [
                "+ list newTrip.suggestions \"Suggestions\" after newTrip.destination",
                "+   cell suggestion.bergen \"Bergen\"", "+   cell suggestion.berlin \"Berlin\"",
            ])
        #expect(
            ScreenChangeText.lines(from: suggested, to: Self.form(destination: "Ber")) == [
                "- newTrip.suggestions (with 2 inside)"
            ])
        var more = Self.list
        more.elements[0].children = [
            Element(role: .cell, identifier: "trip.z"), Element(role: .cell, identifier: "trip.a"),
            Element(role: .cell, identifier: "trip.b"), Element(role: .cell, identifier: "trip.c"),
        ]
        #expect(
            ScreenChangeText.lines(from: Self.list, to: more) == [
                "+ cell trip.z first in trips.list", "+ cell trip.b after trip.a", "+ cell trip.c",
            ])
    }

    @Test func aReplacedElementSaysWhatWentAndShowsEverythingNowBelowIt() throws {
        // Kept rows in another order cannot be said row by row: the list is replaced whole, and the answer must still
        // show each row it now holds, or the client would think the list empty.
        var reordered = Self.list
        reordered.elements[0].children = [Element(role: .cell, identifier: "trip.b", label: "Bergen")]
        var swapped = reordered
        swapped.elements[0].children.insert(Element(role: .cell, identifier: "trip.a", label: "Oslo"), at: 1)
        reordered.elements[0].children.insert(Element(role: .cell, identifier: "trip.a", label: "Oslo"), at: 0)
        var shown = ShownScreens()
        _ = shown.answer(Self.state(reordered), whole: false)
        #expect(
            shown.answer(Self.state(swapped), whole: false)
                == "screen trips · #\(ScreenText.hash(swapped))\n- trips.list (with 2 inside)\n+ list trips.list\n"
                + "+   cell trip.b \"Bergen\"\n+   cell trip.a \"Oslo\"\n")
    }

    @Test func anAlertThatComesShowsWholeAndOneThatGoesIsNamed() {
        var alerted = Self.list
        alerted.alert = Element(
            role: .alert, identifier: "alert", label: "Delete A?",
            children: [Element(role: .button, identifier: "alert.confirm", label: "Delete")])
        #expect(
            ScreenChangeText.lines(from: Self.list, to: alerted) == [
                "+ alert alert \"Delete A?\" over the screen", "+   button alert.confirm \"Delete\"",
            ])
        #expect(ScreenChangeText.lines(from: alerted, to: Self.list) == ["- alert alert \"Delete A?\""])
    }

    @Test func anotherTitleCannotBeSaidAsChanges() {
        var other = Self.list
        other.title = "Other"
        #expect(ScreenChangeText.lines(from: Self.list, to: other) == nil)
        #expect(ScreenChangeText.lines(from: Self.list, to: Self.list) == [])
    }

    @Test func aScreenNeverShownComesWholeAndTheSameScreenAsItsChangesWithTheActivityOnlyWhenItChanged() {
        var shown = ShownScreens()
        let first = shown.answer(Self.state(Self.form()), whole: false)
        #expect(first == ScreenText.whole(Self.state(Self.form())))
        let typed = Self.form(destination: "Ber")
        let hash = ScreenText.hash(typed)
        #expect(
            shown.answer(Self.state(typed, Self.debouncing), whole: false)
                == "screen newTrip · #\(hash) · waiting on the driver's clock: advance_clock moves it\n"
                + "~ newTrip.destination value \"Ber\"\n")
        #expect(
            shown.answer(Self.state(typed, Self.debouncing), whole: false) == "screen newTrip · no change\n")
        #expect(
            shown.answer(Self.state(typed), whole: true) == ScreenText.whole(Self.state(typed)), "show: screen")
    }

    @Test func aScreenReachedFromOneShownOnlyInPartSaysWhereItCameFrom() {
        var shown = ShownScreens()
        _ = shown.fullHeading(Self.state(Self.list))  // a snapshot with `find`: a part of the list
        let answer = shown.answer(Self.state(Self.form()), whole: false)
        #expect(answer.hasPrefix("another screen: trips → newTrip · #"), "\(answer)")
        _ = shown.answer(Self.state(Self.list), whole: false)  // the list shown last
        _ = shown.fullHeading(Self.state(Self.form()))  // then, in a batch, a part of the form
        let back = shown.answer(Self.state(Self.list), whole: false)  // and the batch ends back on the list
        #expect(back.hasPrefix("another screen: newTrip → trips · #"), "\(back)")
    }

    @Test func onlyADriversClockIsOneTheAnswerSaysToAdvance() {
        #expect(
            ScreenText.activity(Activity(tasks: 1, sleepers: 1, clock: .driver))
                == "waiting on the driver's clock: advance_clock moves it")
        #expect(
            ScreenText.activity(Activity(tasks: 2, sleepers: 2, clock: .live))
                == "waiting on the clock: 2 tasks, live clock")
        #expect(ScreenText.activity(Activity(tasks: 2, sleepers: 1, clock: .live)) == "busy: 2 tasks, live clock")
    }

    /// What the app names as its work in flight is said wherever the answer says it is busy or waiting.
    @Test func theWorkTheAppNamesIsSaidWhereItWaitsOrIsBusy() {
        let forecast = ["a forecast for Reykjavík"]
        #expect(
            ScreenText.activity(Activity(tasks: 1, sleepers: 1, clock: .driver, work: forecast))
                == "waiting on the driver's clock, with a forecast for Reykjavík in flight: advance_clock moves it")
        #expect(
            ScreenText.activity(
                Activity(tasks: 2, sleepers: 0, clock: .live, work: forecast + ["a search for \"Ber\""]))
                == "busy: 2 tasks (a forecast for Reykjavík and a search for \"Ber\"), live clock")
    }

    @Test func aScreenShownBeforeComesBackNamedWhenUnchangedAndAsItsChangesWhenNot() {
        var shown = ShownScreens()
        _ = shown.answer(Self.state(Self.list), whole: false)
        _ = shown.answer(Self.state(Self.form()), whole: false)
        let listHash = ScreenText.hash(Self.list)
        #expect(
            shown.answer(Self.state(Self.list), whole: false)
                == "another screen: newTrip → trips · #\(listHash)\nas last shown, unchanged\n")
        _ = shown.answer(Self.state(Self.form()), whole: false)
        var added = Self.list
        added.elements[0].children.append(Element(role: .cell, identifier: "trip.b"))
        #expect(
            shown.answer(Self.state(added), whole: false)
                == "another screen: newTrip → trips · #\(ScreenText.hash(added))\n"
                + "since last shown:\n+ cell trip.b after trip.a\n")
        shown.launched()
        #expect(
            shown.answer(Self.state(added), whole: false)
                == "screen trips · #\(ScreenText.hash(added))\nas last shown, unchanged\n", "after a relaunch")
    }

    @Test func aFailuresScreenIsNamedOnlyWhenItIsTheOneShownLast() {
        var shown = ShownScreens()
        #expect(shown.reference(to: TextRenderer.render(Self.list)) == nil, "nothing shown yet")
        _ = shown.answer(Self.state(Self.list), whole: false)
        #expect(
            shown.reference(to: TextRenderer.render(Self.list))
                == "the trips screen as last shown, unchanged\n")
        #expect(shown.reference(to: TextRenderer.render(Self.form())) == nil)
    }
}
