import Domain
import Testing

@Suite("Validating a new trip")
struct TripDraftTests {
    @Test func aCompleteDraftIsATrip() throws {
        let draft = TripDraft(destination: "  Seattle ", start: "2026-04-10", end: "2026-04-17")
        let trip = try draft.validated().get()
        #expect(trip.destination == "Seattle")
        #expect(trip.start.description == "2026-04-10")
        #expect(draft.problem == nil)
    }

    @Test(arguments: [
        (TripDraft(destination: " ", start: "2026-04-10", end: "2026-04-17"), TripProblem.emptyDestination),
        (TripDraft(destination: "Seattle", start: "", end: ""), .missingStart),
        (TripDraft(destination: "Seattle", start: "April", end: ""), .unreadableStart("April")),
        (TripDraft(destination: "Seattle", start: "2026-04-10", end: ""), .missingEnd),
        (TripDraft(destination: "Seattle", start: "2026-04-10", end: "2026-02-30"), .unreadableEnd("2026-02-30")),
        (TripDraft(destination: "Seattle", start: "2026-04-10", end: "2026-04-09"), .endBeforeStart),
        (TripDraft(destination: "Seattle", start: "2026-01-01", end: "2027-01-01"), .tooLong(days: 366)),
        (TripDraft(destination: String(repeating: "a", count: 101), start: "", end: ""), .destinationTooLong(101)),
    ])
    func explainsWhatIsWrong(draft: TripDraft, problem: TripProblem) {
        #expect(draft.problem == problem)
    }

    @Test func everyProblemHasASentence() {
        let problems: [TripProblem] = [
            .emptyDestination, .destinationTooLong(120), .missingStart, .unreadableStart("x"), .missingEnd,
            .unreadableEnd("y"), .endBeforeStart, .tooLong(days: 400),
        ]
        for problem in problems {
            #expect(problem.description.hasSuffix("."), "\(problem)")
        }
        #expect(TripProblem.endBeforeStart.description == "The trip ends before it starts.")
    }

    @Test func aDayTripLastsOneDay() throws {
        let day = try #require(Day("2026-04-10"))
        #expect(Trip(destination: "Bergen", start: day, end: day).lengthDescription == "1 day")
        let later = try #require(Day("2026-04-17"))
        #expect(Trip(destination: "Bergen", start: day, end: later).lengthDescription == "8 days")
    }
}
