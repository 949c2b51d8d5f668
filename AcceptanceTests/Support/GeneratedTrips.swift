import Foundation
import Synchronization
import Testing

/// A trips file of many generated trips in a data directory, as `make bench TRIPS=N` writes one: the stubbed cities
/// in turn (`Seattle 0001`, `Bergen 0002`, `Kyoto 0003`, …), each with its place known and a week of its own.
enum GeneratedTrips {
    private static let cities = [
        (name: "Seattle", latitude: 47.60621, longitude: -122.33207),
        (name: "Bergen", latitude: 60.39299, longitude: 5.32415),
        (name: "Kyoto", latitude: 35.02107, longitude: 135.75385),
    ]

    /// The destination of the trip numbered `number`, from 1.
    static func destination(_ number: Int) -> String {
        "\(cities[(number - 1) % cities.count].name) \(String(format: "%04d", number))"
    }

    /// Writes `count` trips into `directory`'s trips file. The file is made once per count in a test process: a
    /// suite run many times over (`REPEAT`) copies it rather than generating a thousand trips each time.
    static func write(_ count: Int, to directory: URL) throws {
        let data = try made.withLock { made in
            if let data = made[count] { return data }
            let data = try file(of: count)
            made[count] = data
            return data
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: directory.appendingPathComponent("trips.json"))
    }

    private static let made = Mutex<[Int: Data]>([:])

    /// The trips file of `count` generated trips.
    private static func file(of count: Int) throws -> Data {
        let first = try #require(DateComponents(calendar: calendar, year: 2026, month: 4, day: 1).date)
        let trips = (1...count).map { number -> [String: Any] in
            let city = cities[(number - 1) % cities.count]
            let start = first.addingTimeInterval(Double(number) * 86_400)
            return [
                "id": String(format: "00000000-0000-0000-0000-%012X", number),
                "destination": destination(number),
                "place": ["name": city.name, "latitude": city.latitude, "longitude": city.longitude],
                "start": day(start), "end": day(start.addingTimeInterval(6 * 86_400)),
            ]
        }
        return try JSONSerialization.data(withJSONObject: ["version": 2, "trips": trips], options: [.sortedKeys])
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    private static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
