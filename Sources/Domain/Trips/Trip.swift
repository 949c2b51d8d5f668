import Foundation

/// A trip: where to and when, with optional notes.
public struct Trip: Identifiable, Sendable, Hashable, Codable {
    /// The trip's identity; it never changes, even if the destination does.
    public let id: UUID
    /// Where the trip goes, as the person wrote it ("Seattle", "New York").
    public var destination: String
    /// The place the trip goes to, as Open-Meteo knows it: the suggestion the person chose, or the first match for
    /// what they typed once it was found. `nil` until then (and in trips files from before places were kept).
    public var place: Place?
    /// The first day of the trip.
    public var start: Day
    /// The last day of the trip (the same as `start` for a day trip).
    public var end: Day
    /// Anything the person wants to remember.
    public var notes: String?
    /// When the trip was made, if known (trips from before this field have none); it orders identifier suffixes.
    public var created: Date?

    /// Makes a trip. It is not validated: use ``TripDraft`` to make one from what a person typed.
    public init(
        id: UUID = UUID(), destination: String, place: Place? = nil, start: Day, end: Day, notes: String? = nil,
        created: Date? = nil
    ) {
        self.id = id
        self.destination = destination
        self.place = place
        self.start = start
        self.end = end
        self.notes = notes
        self.created = created
    }

    /// How many days the trip lasts, counting both ends: a day trip lasts 1 day.
    public var lengthInDays: Int {
        start.days(to: end) + 1
    }

    /// The trip's length as a person says it: "1 day", "8 days".
    public var lengthDescription: String {
        lengthInDays == 1 ? "1 day" : "\(lengthInDays) days"
    }

    /// Orders trips by start day, then end day, then destination, then identity, so that a sort is stable.
    public static func byStart(_ lhs: Trip, _ rhs: Trip) -> Bool {
        (lhs.start, lhs.end, lhs.destination, lhs.id.uuidString) < (
            rhs.start, rhs.end, rhs.destination, rhs.id.uuidString
        )
    }
}
