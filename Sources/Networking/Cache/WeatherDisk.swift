import Domain
import Foundation
import PrivateFiles
import SlugRule

/// The weather on disk: one JSON file per place, written atomically, answering for ten minutes after it was saved;
/// the directory 0700 and each file 0600 (``OwnerOnly``), since where the weather was asked for says where someone
/// is going.
///
/// Each file holds the place it was saved for, and answers only for that place: two places of one name (or a file
/// from before places were kept) never answer for each other. A damaged file is treated as absent and replaced by
/// the next save; it never crashes the app. A directory found readable by others (one made before Trips kept it
/// private) is tightened by the next save, with every file in it, each said through `onTightened`.
public struct WeatherDisk: Sendable {
    /// How long a saved answer stays good.
    public static let freshness: TimeInterval = 10 * 60

    /// The directory holding one file per place.
    public let directory: URL
    private let now: @Sendable () -> Date
    private let onTightened: @Sendable (Tightening) -> Void
    private let log: AppLog

    /// `now` tells the time that saves are stamped with and compared against: the wall clock unless a test says;
    /// `onTightened` hears of each file or directory a save made private; `log` hears what each look and save found
    /// (`disk: Seattle, age 42 s, fresh`).
    public init(
        directory: URL, now: @escaping @Sendable () -> Date = { Date() },
        onTightened: @escaping @Sendable (Tightening) -> Void = { _ in }, log: AppLog = .off
    ) {
        self.directory = directory
        self.now = now
        self.onTightened = onTightened
        self.log = log
    }

    /// The place's weather if it was saved less than ten minutes ago (``Freshness``); `nil` if not, if it is stamped
    /// in the future, if the file is damaged, or if it was saved for another place.
    public func recent(at place: Place) -> Weather? {
        guard let data = try? Data(contentsOf: file(for: place)) else {
            log.debug("disk: \(place.name), nothing saved")
            return nil
        }
        guard let saved = try? Self.decoder.decode(Saved.self, from: data) else {
            log.debug("disk: \(place.name), file unreadable, ignored")
            return nil
        }
        guard saved.place == place else {
            log.debug("disk: \(place.name), file saved for another place, ignored")
            return nil
        }
        let age = now().timeIntervalSince(saved.savedAt)
        let freshness = Freshness(age: age)
        log.debug("disk: \(place.name), age \(Self.seconds(age)), \(freshness)")
        return freshness == .fresh ? saved.weather : nil
    }

    /// Saves a place's weather, stamped with now. Failing to save is not an error: the disk is only a copy.
    public func save(_ weather: Weather, for place: Place) {
        guard let data = try? Self.encoder.encode(Saved(savedAt: now(), place: place, weather: weather)) else { return }
        try? OwnerOnly.makeDirectory(directory)
        tightenIfLoose()
        do {
            try OwnerOnly.replace(file(for: place), with: data)
            log.debug("disk: \(place.name), saved")
        } catch {
            log.debug("disk: \(place.name), not saved: \(error.localizedDescription)")
        }
    }

    /// An age in whole seconds, as the log says it: `0 s`, `599 s`, `-5 s` for a file stamped in the future.
    static func seconds(_ age: TimeInterval) -> String {
        "\(Int(age.rounded(.towardZero))) s"
    }

    /// The file for a place: its name's slug, so that no name can point outside the directory, and a hash of the
    /// name and coordinates, so that places whose names slug alike (東京 and 北京 both slug to `x`) or are the same
    /// (two Hollywoods) never share a file.
    public func file(for place: Place) -> URL {
        let identity = "\(place.name.lowercased())@\(place.latitude),\(place.longitude)"
        return directory.appendingPathComponent("\(Slug.make(place.name))-\(Self.fingerprint(identity)).json")
    }

    // MARK: - Private

    /// A directory readable by others was made before its files were kept private: so are they, and all are
    /// tightened at once. One already private costs a `stat` and nothing more.
    private func tightenIfLoose() {
        guard let tightened = OwnerOnly.tighten(directory) else { return }
        onTightened(tightened)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in files.sorted() {
            let file = directory.appendingPathComponent(name)
            // Only files of its own: a link's target is elsewhere, and not the weather's to change.
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) == nil else { continue }
            if let tightened = OwnerOnly.tighten(file) { onTightened(tightened) }
        }
    }

    /// FNV-1a over the UTF-8 bytes, in hex: stable across runs and machines, unlike `hashValue`.
    private static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    private struct Saved: Codable {
        var savedAt: Date
        var place: Place
        var weather: Weather
    }

    /// `savedAt` as an ISO 8601 date-time (`2026-03-01T12:00:00Z`), written and read by ``InternetTime``: the same text
    /// as the `.iso8601` strategies, without the ICU calendar and time zone they load in every app that saves weather.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(InternetTime.string(from: date))
        }
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = InternetTime.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(text)' is not an ISO 8601 time")
            }
            return date
        }
        return decoder
    }
}
