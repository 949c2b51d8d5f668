/// A trip as a person is typing it: three strings that may or may not make a trip yet.
public struct TripDraft: Sendable, Hashable {
    /// The longest trip Trips accepts, in days.
    public static let longestTrip = 365

    /// The destination as typed.
    public var destination: String
    /// The first day as typed, `YYYY-MM-DD`.
    public var start: String
    /// The last day as typed, `YYYY-MM-DD`.
    public var end: String

    /// Makes a draft; every field starts empty.
    public init(destination: String = "", start: String = "", end: String = "") {
        self.destination = destination
        self.start = start
        self.end = end
    }

    /// The first thing that keeps this draft from being a trip, or `nil` if it is one.
    public var problem: TripProblem? {
        if case .failure(let problem) = validated() { return problem }
        return nil
    }

    /// The trip this draft describes, or the first reason it does not describe one.
    public func validated() -> Result<(destination: String, start: Day, end: Day), TripProblem> {
        let place = destination.trimmingWhitespace()
        if place.isEmpty { return .failure(.emptyDestination) }
        if place.count > 100 { return .failure(.destinationTooLong(place.count)) }
        if start.isEmpty { return .failure(.missingStart) }
        guard let startDay = Day(start) else { return .failure(.unreadableStart(start)) }
        if end.isEmpty { return .failure(.missingEnd) }
        guard let endDay = Day(end) else { return .failure(.unreadableEnd(end)) }
        if endDay < startDay { return .failure(.endBeforeStart) }
        let length = startDay.days(to: endDay) + 1
        if length > Self.longestTrip { return .failure(.tooLong(days: length)) }
        return .success((place, startDay, endDay))
    }
}

/// Why what a person typed is not a trip yet; each case explains itself.
public enum TripProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// No destination, or only spaces.
    case emptyDestination
    /// A destination longer than anyone's city.
    case destinationTooLong(Int)
    /// No start day yet.
    case missingStart
    /// A start day that is not `YYYY-MM-DD` or does not exist.
    case unreadableStart(String)
    /// No end day yet.
    case missingEnd
    /// An end day that is not `YYYY-MM-DD` or does not exist.
    case unreadableEnd(String)
    /// The trip would end before it starts.
    case endBeforeStart
    /// Longer than ``TripDraft/longestTrip``.
    case tooLong(days: Int)

    /// The sentence the new-trip screen shows.
    public var description: String {
        switch self {
        case .emptyDestination: "Enter a destination."
        case .destinationTooLong(let count): "The destination is too long (\(count) characters; at most 100)."
        case .missingStart: "Enter a start date (YYYY-MM-DD)."
        case .unreadableStart(let text): "The start date \"\(text)\" is not a date like 2026-03-14."
        case .missingEnd: "Enter an end date (YYYY-MM-DD)."
        case .unreadableEnd(let text): "The end date \"\(text)\" is not a date like 2026-03-21."
        case .endBeforeStart: "The trip ends before it starts."
        case .tooLong(let days): "A trip can last at most \(TripDraft.longestTrip) days; this one lasts \(days)."
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
