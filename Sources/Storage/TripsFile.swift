import Domain
import Foundation

/// The trips file's format, version by version, and how an older one is read.
///
/// - Version 1: `{"version": 1, "trips": [{"id", "destination", "start", "end", "notes"?, "created"?}]}`.
/// - Version 2 adds each trip's `place` once it is known: `{"name", "region"?, "subregion"?, "country"?,
///   "latitude", "longitude", "id"?}`, Open-Meteo's place the person chose or the first match for what they typed.
///
/// A version 1 file is read as it is, every trip without a place: each is resolved once, the first time its weather
/// is asked for, and written back with its place at the next save (as version 2). Nothing in it is lost.
package enum TripsFile {
    /// The version this build writes and the newest it reads.
    package static let version = 2

    /// The trips in a file of version 1 or 2; throws a `DecodingError` for anything else.
    package static func decode(_ data: Data) throws -> [Trip] {
        let decoder = JSONDecoder()
        switch try decoder.decode(Envelope<Version>.self, from: data).version {
        case 1: return try decoder.decode(Envelope<[VersionOne]>.self, from: data).trips.map(\.trip)
        default: return try decoder.decode(Envelope<[Trip]>.self, from: data).trips
        }
    }

    /// The trips as a file of the current version: sorted keys, pretty-printed, slashes unescaped.
    package static func encode(_ trips: [Trip]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Envelope(version: version, trips: trips))
    }

    // MARK: - Private

    private struct Envelope<Trips: Codable>: Codable {
        var version: Int
        var trips: Trips
    }

    /// Only the version: the trips are read once it says how.
    private struct Version: Codable {
        init(from decoder: any Decoder) throws {}
        func encode(to encoder: any Encoder) throws {}
    }

    /// A trip as version 1 wrote it: no place.
    private struct VersionOne: Codable {
        var id: UUID
        var destination: String
        var start: Day
        var end: Day
        var notes: String?
        var created: Date?

        var trip: Trip {
            Trip(id: id, destination: destination, start: start, end: end, notes: notes, created: created)
        }
    }
}
