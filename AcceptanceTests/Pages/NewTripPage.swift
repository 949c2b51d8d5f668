import AutomationProtocol
import SlugRule
import TripsRunner

/// A new trip (`newTrip`): a destination with suggestions as one types, start and end dates, and Save, which stays
/// disabled with a message saying why until the trip is valid.
struct NewTripPage: Page {
    /// What the form says when the end date comes before the start date.
    static let endsBeforeItStartsMessage = "The trip ends before it starts."

    /// What the form says with no destination.
    static let noDestinationMessage = "Enter a destination."

    let app: Application

    /// The form, once it is on screen.
    static func shown(in app: Application) async throws -> NewTripPage {
        let page = NewTripPage(app: app)
        try await page.destinationField.requireExistence()
        return page
    }

    // MARK: - Waiting for what the form shows

    /// Waits until the destination, as typed or chosen, is `text` (`""`: empty, which a field says as no value).
    // recorded: expect newTrip.destination value => waitForDestination({expected})
    func waitForDestination(_ text: String) async throws {
        try await destinationField.waitForValue(text.isEmpty ? nil : text)
    }

    /// Waits until the suggestions list is shown.
    // recorded: wait newTrip.suggestions => waitForSuggestions()
    func waitForSuggestions() async throws {
        try await suggestionList.requireExistence()
    }

    /// Waits until the list shows `count` suggestions.
    func waitForSuggestions(count: Int) async throws {
        try await suggestionCells.waitForCount(count)
    }

    /// Waits until the suggestions under the destination are exactly `suggestions`, top to bottom ("Bergen,
    /// Vestland, Norway"); `[]`: none, or no list. Only the cells of the suggestions list count.
    func waitForSuggestions(_ suggestions: [String]) async throws {
        try await suggestionCells.waitForLabels(suggestions)
    }

    /// Waits until the form says `message` about why the trip cannot be saved.
    // recorded: expect newTrip.error label => waitForValidationMessage({expected})
    func waitForValidationMessage(_ message: String) async throws {
        try await app.staticTexts["newTrip.error"].waitForLabel(message)
    }

    /// Waits until the form says nothing against the trip.
    // recorded: expect newTrip.error gone => waitForNoValidationMessage()
    func waitForNoValidationMessage() async throws {
        try await app.staticTexts["newTrip.error"].requireNonExistence()
    }

    /// Waits until Save can be tapped.
    // recorded: expect newTrip.save enabled => waitForSaveEnabled()
    func waitForSaveEnabled() async throws {
        try await saveButton.waitForEnabled()
    }

    /// Waits until Save is disabled, the button saying `reason` to a driver, in the form's own words.
    func waitForSaveDisabled(because reason: String) async throws {
        try await saveButton.waitForDisabled(because: reason)
    }

    // MARK: - Acting

    /// Types `text` at the end of the destination.
    // recorded: type newTrip.destination => type(destination: {text})
    func type(destination text: String) async throws {
        try await destinationField.typeText(text)
    }

    /// Replaces the destination with `text`, in one request.
    // recorded: replace newTrip.destination => replace(destination: {text})
    func replace(destination text: String) async throws {
        try await destinationField.replaceText(text)
    }

    /// Replaces the start date with `text` (YYYY-MM-DD), or empties it.
    // recorded: replace newTrip.start => replace(start: {text})
    // recorded: clear newTrip.start => replace(start: "")
    func replace(start text: String) async throws {
        try await replace(app.textFields["newTrip.start"], with: text)
    }

    /// Replaces the end date with `text` (YYYY-MM-DD), or empties it.
    // recorded: replace newTrip.end => replace(end: {text})
    // recorded: clear newTrip.end => replace(end: "")
    func replace(end text: String) async throws {
        try await replace(app.textFields["newTrip.end"], with: text)
    }

    /// Fills in every field, typing the destination as free text.
    func fill(destination: String, start: String, end: String) async throws {
        try await replace(destination: destination)
        try await replace(start: start)
        try await replace(end: end)
    }

    /// Taps the suggestion for `city` ("Bergen"), which fills in the destination; `occurrence` 2 is the second place
    /// of that name in the list ("Hollywood" twice: `suggestion.hollywood-2`), and the trip keeps the place tapped.
    func choose(suggestion city: String, occurrence: Int = 1) async throws {
        try await suggestionCells["suggestion.\(Slug.make(city, occurrence: occurrence))"].tap()
    }

    /// Types `text` into the destination, lets the 300 ms debounce pass on the driver's clock, and waits until the
    /// suggestions are exactly `suggestions`, top to bottom.
    func waitForSuggestions(_ suggestions: [String], for text: String) async throws {
        try await replace(destination: text)
        try await letTimePass(.milliseconds(300))
        try await waitForSuggestions()
        try await waitForSuggestions(suggestions)
    }

    /// Taps the suggestion whose label mentions `text` ("Norway"): there must be exactly one.
    func choose(suggestionMentioning text: String) async throws {
        try await suggestionCells.matching(label: .contains(text)).element.tap()
    }

    /// Saves the trip; the list shows again.
    // recorded: tap newTrip.save => save()
    func save() async throws -> TripListPage {
        try await saveButton.tap()
        return try await TripListPage.shown(in: app)
    }

    /// Gives up on the trip with Cancel.
    // recorded: tap newTrip.cancel => cancel()
    func cancel() async throws -> TripListPage {
        try await app.buttons["newTrip.cancel"].tap()
        return try await TripListPage.shown(in: app)
    }

    /// Gives up on the trip with the back button.
    func back() async throws -> TripListPage {
        try await app.buttons["nav.back"].tap()
        return try await TripListPage.shown(in: app)
    }

    // MARK: - Private

    private var destinationField: AppElement { app.textFields["newTrip.destination"] }
    private var saveButton: AppElement { app.buttons["newTrip.save"] }
    private var suggestionList: AppElement { app.lists["newTrip.suggestions"] }
    private var suggestionCells: ElementQuery { suggestionList.children(matching: .cell) }

    private func replace(_ field: AppElement, with text: String) async throws {
        try await field.replaceText(text)
    }
}
