import Domain
import Foundation

/// The weather already asked for, shared by every screen: the questions still on their way, the answers given, and a
/// copy on disk that answers for ten minutes.
///
/// It keeps the in-flight `Task` per city, so two screens asking at once make one request; it keeps no failure, so
/// the next question asks again; and a question that every caller has stopped waiting for (their screens went away)
/// is cancelled, so that no request runs on with nobody to read its answer.
@WeatherActor
public final class WeatherCache {
    /// The cache every screen shares in the live app, with a copy on disk, asking Open-Meteo. `nonisolated`: any code
    /// may reach it with no `await`; its methods are WeatherActor's.
    public nonisolated static let shared = WeatherCache(disk: WeatherDisk.standard)

    private var answers: [String: Task<Weather, any Error>] = [:]
    private let disk: WeatherDisk?
    private let fetch: @Sendable (String) async throws -> Weather
    private let onJoin: @Sendable (String) -> Void
    private let interest = QuestionInterest()

    /// `disk`: where answers are kept between launches — nowhere unless given one. `fetch` asks for one city's
    /// weather: Open-Meteo unless a test or `-uiTesting` hands in something else. `onJoin` is told each time a caller
    /// joins a question already on its way, just before it waits for the answer (tests and diagnostics use it).
    /// `nonisolated`, so any code may make a cache.
    public nonisolated init(
        disk: WeatherDisk? = nil,
        fetch: @escaping @Sendable (String) async throws -> Weather = { try await OpenMeteoClient().weather(in: $0) },
        onJoin: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.disk = disk
        self.fetch = fetch
        self.onJoin = onJoin
    }

    /// The weather in a city: an answer already given, a question already asked, an answer on disk from the last ten
    /// minutes, or a new question.
    public func weather(in city: String) async throws -> Weather {
        if let asked = answers[city] {
            onJoin(city)
            return try await interest.wait(for: asked)
        }
        // The disk is on WeatherActor too: no await between looking and asking, so no second question can slip in.
        if let recent = disk?.recent(in: city) {
            return recent
        }
        let question = Task { [fetch] in try await fetch(city) }
        answers[city] = question
        do {
            let answer = try await interest.wait(for: question)
            disk?.save(answer, for: city)
            return answer
        } catch {
            // A failure is not kept: the next question asks again. Only forget our own question, not a newer one.
            if answers[city] == question { answers[city] = nil }
            throw error
        }
    }

    /// Forgets a city's weather, in memory and on disk, so that the next question asks Open-Meteo again.
    public func forget(_ city: String) {
        answers[city] = nil
        disk?.forget(city)
    }
}
