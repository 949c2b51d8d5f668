import Foundation
import Locking
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
        "\(cities[(number - 1) % cities.count].name) \(padded(number, to: 4))"
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

    private static let made = Lock<[Int: Data]>([:])

    /// The trips file of `count` generated trips, written out by hand: its fields are digits and names that need no
    /// escaping.
    private static func file(of count: Int) throws -> Data {
        let first = try #require(DateComponents(calendar: calendar, year: 2026, month: 4, day: 1).date)
        let trips = (1...count).map { number -> String in
            let city = cities[(number - 1) % cities.count]
            let start = first.addingTimeInterval(Double(number) * 86_400)
            let end = start.addingTimeInterval(6 * 86_400)
            let id = "00000000-0000-0000-0000-" + padded(number, to: 12, radix: 16)
            return "{\"destination\":\"\(destination(number))\",\"end\":\"\(day(end))\",\"id\":\"\(id)\","
                + "\"place\":{\"latitude\":\(city.latitude),\"longitude\":\(city.longitude),\"name\":\"\(city.name)\"},"
                + "\"start\":\"\(day(start))\"}"
        }
        return Data(("{\"trips\":[" + trips.joined(separator: ",") + "],\"version\":2}").utf8)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    private static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(padded(parts.year ?? 0, to: 4))-\(padded(parts.month ?? 0, to: 2))-\(padded(parts.day ?? 0, to: 2))"
    }

    /// `number` in `radix`, upper case, with zeros before it up to `width` digits.
    private static func padded(_ number: Int, to width: Int, radix: Int = 10) -> String {
        let digits = String(number, radix: radix, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
