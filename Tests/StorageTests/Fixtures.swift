import Domain
import Foundation

/// Shared pieces of the storage tests.
enum Fixtures {
    /// The repository's `Stubs/` directory.
    static let stubs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stubs")

    /// Hollywood, California, as Open-Meteo's geocoding gives it: a place whose name another place shares.
    static let hollywoodCalifornia = Place(
        name: "Hollywood", country: "United States", region: "California", subregion: "Los Angeles County",
        latitude: 34.09834, longitude: -118.32674, id: 5_357_527)

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
