import AutomationProtocol
import Domain
import Foundation

/// The weather on disk: one JSON file per city, written atomically, answering for ten minutes after it was saved.
///
/// A damaged file is treated as absent and replaced by the next save; it never crashes the app.
public struct WeatherDisk: Sendable {
    /// How long a saved answer stays good.
    public static let freshness: TimeInterval = 10 * 60

    /// The directory holding one file per city.
    public let directory: URL
    private let now: @Sendable () -> Date

    /// `now` tells the time that saves are stamped with and compared against: the wall clock unless a test says.
    public init(directory: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.now = now
    }

    /// The city's weather if it was saved less than ten minutes ago; `nil` if not, or if the file is damaged.
    public func recent(in city: String) -> Weather? {
        guard let data = try? Data(contentsOf: file(for: city)),
            let saved = try? Self.decoder.decode(Saved.self, from: data)
        else { return nil }
        let age = now().timeIntervalSince(saved.savedAt)
        return (0..<Self.freshness).contains(age) ? saved.weather : nil
    }

    /// Saves a city's weather, stamped with now. Failing to save is not an error: the disk is only a copy.
    public func save(_ weather: Weather, for city: String) {
        guard let data = try? Self.encoder.encode(Saved(savedAt: now(), weather: weather)) else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: file(for: city), options: .atomic)
    }

    /// The file for a city: its slug, so that no city name can point outside the directory, and a hash of the name,
    /// so that cities whose names slug alike (東京 and 北京 both slug to `x`) never share a file.
    public func file(for city: String) -> URL {
        directory.appendingPathComponent("\(Slug.make(city))-\(Self.fingerprint(city.lowercased())).json")
    }

    // MARK: - Private

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
        var weather: Weather
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
