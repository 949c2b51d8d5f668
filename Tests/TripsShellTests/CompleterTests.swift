import AutomationProtocol
import Testing
import TripsProtocol
import TripsShell

/// Tab completion: commands first, then the identifiers that fit the command, and nothing else.
struct CompleterTests {
    private let trips = Screen(
        name: "trips", title: "Trips",
        elements: [
            Element(role: .navigationBar, identifier: "trips.title", label: "Trips"),
            Element(
                role: .list, identifier: "trips.list",
                children: [
                    Element(role: .cell, identifier: "trip.seattle", label: "Seattle"),
                    Element(role: .cell, identifier: "trip.seoul", label: "Seoul"),
                    Element(role: .cell, identifier: "trip.bergen", label: "Bergen"),
                ]),
            Element(role: .button, identifier: "trips.add", label: "New trip"),
        ])

    private let newTrip = Screen(
        name: "newTrip", title: "New trip",
        elements: [
            Element(role: .button, identifier: "nav.back", label: "Trips"),
            Element(role: .textField, identifier: "newTrip.destination", label: "Destination"),
            Element(role: .textField, identifier: "newTrip.start", label: "Start"),
            Element(role: .staticText, identifier: "newTrip.error", label: "Enter a destination."),
            Element(role: .button, identifier: "newTrip.save", label: "Save", isEnabled: false),
        ])

    @Test func completesAUniqueCommandWithOneSpace() {
        #expect(Completer.complete("ta", on: trips) == .init(insertion: "p ", candidates: ["tap"]))
        #expect(Completer.complete("  wa", on: trips).insertion == "it ")
    }

    @Test func aCommandWithoutArgumentsGetsNoSpace() {
        #expect(Completer.complete("sh", on: trips) == .init(insertion: "ow", candidates: ["show"]))
        #expect(Completer.complete("show", on: trips).insertion == "")
    }

    @Test func expectCompletesAnIdentifierThenWhatToCheck() {
        #expect(
            Completer.complete("expect trip.sea", on: trips) == .init(insertion: "ttle ", candidates: ["trip.seattle"]))
        #expect(Completer.complete("expect scr", on: trips).insertion == "een ")
        #expect(Completer.complete("expect trips.add ", on: trips).candidates == ElementCheck.words)
        #expect(Completer.complete("expect trips.add la", on: trips).insertion == "bel ")
        #expect(Completer.complete("expect trips.add g", on: trips).insertion == "one")
        #expect(Completer.complete("expect screen ", on: trips) == .none)
    }

    @Test func networkCompletesItsConditions() {
        #expect(Completer.complete("network s", on: trips).candidates == ["silent", "slow"])
        #expect(Completer.complete("network of", on: trips).insertion == "fline")
    }

    @Test func anAmbiguousStartListsTheCommands() {
        #expect(Completer.complete("", on: trips).candidates == CommandTable.trips.shellNames.sorted())
        #expect(Completer.complete("t", on: trips) == .init(insertion: "", candidates: ["tap", "type"]))
    }

    @Test func tapCompletesTheIdentifierWithoutATrailingSpace() {
        #expect(Completer.complete("tap trip.sea", on: trips) == .init(insertion: "ttle", candidates: ["trip.seattle"]))
    }

    @Test func tapCompletesTheCommonPrefixOfSeveral() {
        #expect(
            Completer.complete("tap trip.se", on: trips)
                == .init(insertion: "", candidates: ["trip.seattle", "trip.seoul"]))
        #expect(Completer.complete("tap tr", on: trips).insertion == "ip")
    }

    @Test func tapOffersOnlyEnabledThingsToTap() {
        #expect(
            Completer.complete("tap ", on: newTrip).candidates == ["nav.back", "newTrip.destination", "newTrip.start"])
    }

    @Test func typeAndClearOfferOnlyTextFields() {
        #expect(Completer.complete("type ", on: newTrip).candidates == ["newTrip.destination", "newTrip.start"])
        #expect(Completer.complete("clear newTrip.d", on: newTrip).insertion == "estination")
        #expect(Completer.complete("type trip", on: trips) == .none)
    }

    @Test func waitOffersEveryElement() {
        #expect(Completer.complete("wait newTrip.e", on: newTrip).insertion == "rror")
    }

    @Test func helpOffersCommandNames() {
        #expect(Completer.complete("help cl", on: trips).insertion == "ear")
    }

    @Test func nothingCompletesAfterTheIdentifierOrForArgumentlessCommands() {
        #expect(Completer.complete("type newTrip.destination Ber", on: newTrip) == .none)
        #expect(Completer.complete("back ", on: trips) == .none)
        #expect(Completer.complete("frobnicate ", on: trips) == .none)
        #expect(Completer.complete(#"type newTrip.destination "Ne"#, on: newTrip) == .none)
    }

    @Test func anAlertOffersOnlyItsButtons() {
        var screen = trips
        screen.alert = Element(
            role: .alert, identifier: "alert",
            children: [
                Element(role: .button, identifier: "alert.confirm", label: "Delete"),
                Element(role: .button, identifier: "alert.cancel", label: "Cancel"),
            ])
        #expect(Completer.complete("tap ", on: screen).candidates == ["alert.cancel", "alert.confirm"])
    }
}
