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

    /// A file a newer Trips wrote: its `version`, which this build does not read.
    package struct NewerVersion: Error, Equatable {
        /// The file's version.
        package var version: Int
    }

    /// The trips in a file of version 1 or 2; throws ``NewerVersion`` for a later version and a `DecodingError` for
    /// anything else. The bytes are parsed once: the version decides, inside that one decoding, how the trips read.
    package static func decode(_ data: Data) throws -> [Trip] {
        try JSONDecoder().decode(File.self, from: data).trips
    }

    /// The trips as a file of the current version: sorted keys, pretty-printed, slashes unescaped.
    package static func encode(_ trips: [Trip]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Envelope(version: version, trips: trips))
    }

    // MARK: - Private

    /// A file being written.
    private struct Envelope: Encodable {
        var version: Int
        var trips: [Trip]
    }

    /// A file being read: its version first, then its trips in that version's format.
    private struct File: Decodable {
        var trips: [Trip]

        private enum CodingKeys: String, CodingKey { case version, trips }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(Int.self, forKey: .version) {
            case let newer where newer > TripsFile.version: throw NewerVersion(version: newer)
            case 1: trips = try container.decode([VersionOne].self, forKey: .trips).map(\.trip)
            default: trips = try container.decode([Trip].self, forKey: .trips)
            }
        }
    }

    /// A trip as version 1 wrote it: no place.
    private struct VersionOne: Decodable {
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
