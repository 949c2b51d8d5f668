import Domain
import Foundation
import SlugRule

/// A stub directory read whole: every geocoding and forecast file, and the places the geocoding files name, which a
/// forecast request is matched to. Read once, it can answer any number of transports (``StubTransport``): a fork
/// server reads it before it forks, and every app it starts answers from it.
public struct StubLibrary: Sendable {
    /// A stubbed place: the forecast file that answers for it, its name's slug, and where it is.
    struct Spot: Sendable {
        var forecast: String
        var city: String
        var latitude: Double
        var longitude: Double
    }

    /// The directory read.
    public let directory: URL
    let searches: StubFiles
    let forecasts: StubFiles
    let spots: [Spot]

    /// Reads `directory`'s `geocoding/` and `forecast/` folders; one that cannot be read is an error that names it.
    public init(directory: URL) throws {
        self.directory = directory
        let searches = try StubFiles(directory: directory.appendingPathComponent("geocoding"))
        self.searches = searches
        forecasts = try StubFiles(directory: directory.appendingPathComponent("forecast"))
        spots = searches.answerKeys.sorted().flatMap { slug -> [Spot] in
            guard let body = searches[slug]?.body,
                let results = (try? JSONDecoder().decode(OpenMeteoAnswers.Search.self, from: body))?.results
            else { return [] }
            return results.enumerated().map { index, result in
                Spot(
                    forecast: index == 0 ? slug : "\(slug)-\(index + 1)", city: Slug.make(result.name),
                    latitude: result.latitude, longitude: result.longitude)
            }
        }
    }
}
