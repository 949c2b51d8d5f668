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
            let canSave = try await newTrip.canSave
            #expect(!canSave)
            // The button says why too, in the same words, for a flow or an agent that reads it.
            let why = try await newTrip.whySaveIsDisabled
            #expect(why == form.message)
        }
    }

    @Test("Save stays disabled until every field is valid, and the message goes once it is")
    func saveDisabledUntilValid() async throws {
        try await withApp { trips in
            let newTrip = try await trips.addTrip()
            let empty = try await newTrip.canSave
            #expect(!empty)
            try await newTrip.replace(destination: "Oslo")
            let withADestination = try await newTrip.canSave
            #expect(!withADestination)
            try await newTrip.replace(start: "2026-07-01")
            let withAStart = try await newTrip.canSave
            #expect(!withAStart)
            try await newTrip.replace(end: "2026-06-30")
            let endingBeforeItStarts = try await newTrip.canSave
            #expect(!endingBeforeItStarts)
            try await newTrip.replace(end: "2026-07-01")
            let valid = try await newTrip.canSave
            #expect(valid)
            let messageWhenValid = try await newTrip.validationMessage
            #expect(messageWhenValid == nil)
            try await newTrip.replace(destination: "")
            let withoutADestination = try await newTrip.canSave
            #expect(!withoutADestination)
            let message = try await newTrip.validationMessage
            #expect(message == "Enter a destination.")
        }
    }
}
