import Foundation
import Testing

/// Text from outside, a trips file and Open-Meteo's answers, crafted to move the cursor, recolour the terminal, break
/// lines and reverse text: the shell shows all of it escaped.
@Suite(.timeLimit(.minutes(2)))
struct OutsideTextTests {
    @Test func hostileNamesFromStubsAndTheTripsFileRenderEscaped() async throws {
        let stubs = try Self.craftedStubs()
        defer { try? FileManager.default.removeItem(at: stubs) }
        let result = try await ProcessRunner.shell(
            ["-uiTesting", "--stubs-dir", stubs.path],
            input: "show\ntap trip.evil-2j-town\nwait weather.place\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(#"cell          trip.evil-2j-town  "Evil\e[2J\nTown""#))
        #expect(result.output.contains(#"staticText    weather.place  "Evil\e[31mRed\nLine two\u{202E}rtl, Testland""#))
        for raw in ["\u{1B}", "\u{202E}", "\r", "\nLine two", "\nTown"] {
            #expect(!result.output.contains(raw), "\(raw.debugDescription) reached the terminal")
        }
    }

    /// A stubs directory with one trip and its place, whose names carry escapes, newlines and a right-to-left override.
    private static func craftedStubs() throws -> URL {
        let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("trips-stubs-\(UUID().uuidString)")
        for folder in ["geocoding", "forecast"] {
            try FileManager.default.createDirectory(
                at: stubs.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let trips: [String: Any] = [
            "version": 1,
            "trips": [
                [
                    "id": "6F1C2E1A-0009-4000-8000-000000000009", "destination": "Evil\u{1B}[2J\nTown",
                    "start": "2026-04-10", "end": "2026-04-17",
                ]
            ],
        ]
        let place: [String: Any] = [
            "results": [
                [
                    "name": "Evil\u{1B}[31mRed\nLine two\u{202E}rtl", "latitude": 10.5, "longitude": 20.5,
                    "country": "Testland",
                ]
            ]
        ]
        let forecast: [String: Any] = [
            "latitude": 10.5, "longitude": 20.5, "current": ["temperature_2m": 70.0, "weather_code": 0],
        ]
        for (name, value) in [
            ("trips.json", trips), ("geocoding/evil-2j-town.json", place), ("forecast/evil-2j-town.json", forecast),
        ] {
            try JSONSerialization.data(withJSONObject: value).write(to: stubs.appendingPathComponent(name))
        }
        return stubs
    }
}
