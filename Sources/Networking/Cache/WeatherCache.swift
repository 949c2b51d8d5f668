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
    private var answeredAt: [String: Date] = [:]
    private let now: @Sendable () -> Date

    /// `disk`: where answers are kept between launches — nowhere unless given one. `fetch` asks for one city's
    /// weather: Open-Meteo unless a test or `-uiTesting` hands in something else. `onJoin` is told each time a caller
    /// joins a question already on its way, just before it waits for the answer (tests and diagnostics use it).
    /// `now` tells when an answer came, so that one older than ten minutes is asked again. `nonisolated`, so any code
    /// may make a cache.
    public nonisolated init(
        disk: WeatherDisk? = nil,
        fetch: @escaping @Sendable (String) async throws -> Weather = { try await OpenMeteoClient().weather(in: $0) },
        onJoin: @escaping @Sendable (String) -> Void = { _ in },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.disk = disk
        self.fetch = fetch
        self.onJoin = onJoin
        self.now = now
    }

    /// The weather in a city: an answer given in the last ten minutes, a question already asked, an answer on disk
    /// from the last ten minutes, or a new question.
    public func weather(in city: String) async throws -> Weather {
        if let at = answeredAt[city], now().timeIntervalSince(at) >= WeatherDisk.freshness {
            answers[city] = nil  // an answer goes stale in memory as it does on disk
            answeredAt[city] = nil
        }
        if let asked = answers[city] {
            onJoin(city)
            return try await interest.wait(for: asked)
        }
        // The disk is on WeatherActor too: no await between looking and asking, so no second question can slip in.
        if let recent = disk?.recent(in: city) {
            return recent
        }
        // tracked: every caller awaits this question through `interest`, which cancels it when the last one stops
        // waiting; the app counts its request while it runs (ActivityCounters.counting), so no one loses sight of it.
        let question = Task { [fetch] in try await fetch(city) }
        answers[city] = question
        do {
            let answer = try await interest.wait(for: question)
            if answers[city] == question { answeredAt[city] = now() }
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
        answeredAt[city] = nil
        disk?.forget(city)
    }
}
