import Testing

/// A new trip cannot be saved until it is valid, and the form says why.
@Suite("Validation", .tags(.validation), .evidence)
struct ValidationFlows {
    /// A form filled in one way, and what the form must say about it.
    struct Case: Sendable, CustomTestStringConvertible {
        var destination: String
        var start: String
        var end: String
        var message: String

        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(destination: "", start: "2026-07-01", end: "2026-07-02", message: NewTripPage.noDestinationMessage),
        Case(destination: "Oslo", start: "", end: "2026-07-02", message: "Enter a start date (YYYY-MM-DD)."),
        Case(
            destination: "Oslo", start: "soon", end: "2026-07-02",
            message: "The start date \"soon\" is not a date like 2026-03-14."),
        Case(destination: "Oslo", start: "2026-07-01", end: "", message: "Enter an end date (YYYY-MM-DD)."),
        Case(
            destination: "Oslo", start: "2026-07-01", end: "2026-13-01",
            message: "The end date \"2026-13-01\" is not a date like 2026-03-21."),
        Case(
            destination: "Oslo", start: "2026-07-02", end: "2026-07-01", message: NewTripPage.endsBeforeItStartsMessage),
        Case(
            destination: "Oslo", start: "2026-01-01", end: "2027-01-01",
            message: "A trip can last at most 365 days; this one lasts 366."),
        Case(
            destination: String(repeating: "a", count: 101), start: "2026-07-01", end: "2026-07-02",
            message: "The destination is too long (101 characters; at most 100)."),
    ]

    @Test("Each invalid form says why and cannot be saved", arguments: cases)
    func invalidFormSaysWhy(_ form: Case) async throws {
        try await withApp { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.fill(destination: form.destination, start: form.start, end: form.end)
            try await newTrip.waitForValidationMessage(form.message)
            // The button says why too, in the same words, for a flow or an agent that reads it.
            try await newTrip.waitForSaveDisabled(because: form.message)
        }
    }

    @Test("Save stays disabled until every field is valid, and the message goes once it is")
    func saveDisabledUntilValid() async throws {
        try await withApp { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.waitForSaveDisabled(because: NewTripPage.noDestinationMessage)
            try await newTrip.replace(destination: "Oslo")
            try await newTrip.waitForSaveDisabled(because: "Enter a start date (YYYY-MM-DD).")
            try await newTrip.replace(start: "2026-07-01")
            try await newTrip.waitForSaveDisabled(because: "Enter an end date (YYYY-MM-DD).")
            try await newTrip.replace(end: "2026-06-30")
            try await newTrip.waitForSaveDisabled(because: NewTripPage.endsBeforeItStartsMessage)
            try await newTrip.replace(end: "2026-07-01")
            try await newTrip.waitForSaveEnabled()
            try await newTrip.waitForNoValidationMessage()
            try await newTrip.replace(destination: "")
            try await newTrip.waitForSaveDisabled(because: NewTripPage.noDestinationMessage)
            try await newTrip.waitForValidationMessage(NewTripPage.noDestinationMessage)
        }
    }
}
