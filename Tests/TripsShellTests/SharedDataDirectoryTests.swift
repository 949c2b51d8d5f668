import Foundation
import Testing

/// Two `trips-shell` processes on one data directory, both started before either saves: neither loses the other's
/// trip.
@Suite(.timeLimit(.minutes(2)))
struct SharedDataDirectoryTests {
    @Test func twoAppsSavingToOneDirectoryKeepEachOthersTrips() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trips-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["-uiTesting", "--data-dir", directory.path]
        var transcripts: [String] = []
        transcripts.append(
            try await ShellSession.run(arguments) { first in
                transcripts.append(
                    try await ShellSession.run(arguments) { second in
                        for (session, city) in [(first, "Oslo"), (second, "Lima")] {
                            session.send(
                                "tap trips.add\ntype newTrip.start 2026-05-01\ntype newTrip.end 2026-05-03\n"
                                    + "type newTrip.destination \(city)\n")
                            let ready = await session.waitFor("value \"\(city)\"")
                            try #require(ready, "\(city)'s form is filled in")
                        }
                        // Both have read the file, neither has written it: now both save.
                        first.send("tap newTrip.save\nquit\n")
                        second.send("tap newTrip.save\nquit\n")
                    })
            })
        let data = try Data(contentsOf: directory.appendingPathComponent("trips.json"))
        let text = String(decoding: data, as: UTF8.self)
        for city in ["Seattle", "Bergen", "Kyoto", "Oslo", "Lima"] {
            #expect(text.contains("\"destination\" : \"\(city)\""), "\(city) is kept; \(transcripts)")
        }
    }
}
