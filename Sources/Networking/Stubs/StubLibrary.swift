import Domain
import Foundation
import Locking
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
    private let placesByKey = PlacesByKey()

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

    /// The places of the geocoding file `key` if it is served with HTTP 200 (none otherwise), in order, each as its
    /// own JSON object with its keys sorted: a search that matches several files joins these. Each file is split once
    /// per library, when first asked for, rather than parsed and written again for every keystroke.
    func places(in key: String) -> [Data] {
        if let known = placesByKey.split.withLock({ $0[key] }) { return known }
        let places = split(key)
        placesByKey.split.withLock { $0[key] = places }
        return places
    }

    /// Splits every geocoding file now: a fork server does, so that the apps it forks split none.
    public func splitEverySearch() {
        for key in searches.files.keys { _ = places(in: key) }
    }

    // MARK: - Private

    /// The files split so far; shared by the copies of a library, as the files are.
    private final class PlacesByKey: Sendable {
        let split = Lock<[String: [Data]]>([:])
    }

    private func split(_ key: String) -> [Data] {
        guard let file = searches[key], file.status == 200,
            let object = (try? JSONSerialization.jsonObject(with: file.body)) as? [String: Any]
        else { return [] }
        return (object["results"] as? [Any] ?? []).compactMap { place in
            try? JSONSerialization.data(withJSONObject: place, options: [.sortedKeys])
        }
    }
}
