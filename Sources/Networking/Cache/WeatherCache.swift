import Domain
import Foundation

/// The weather already asked for, shared by every screen: the questions still on their way, the answers given, and a
/// copy on disk that answers for ten minutes, all by place, so that two places of one name never share an answer.
///
/// Two screens asking at once make one request; no failure is kept, so the next question asks again; a question
/// that every caller has stopped waiting for (their screens went away) is cancelled, so that no request runs on with
/// nobody to read its answer; and a refresh keeps the answer it has until a new one replaces it.
///
/// An actor of its own, so that checking and asking happen with no gap between them, and so that two caches (two apps
/// in one process, two tests) never queue behind each other's work.
public actor WeatherCache {
    /// An answer given, and when.
    private struct Answer {
        let weather: Weather
        let at: Date
    }

    private var answers: [Place: Answer] = [:]
    private var questions: [Place: Question] = [:]
    private let disk: WeatherDisk?
    private let fetch: @Sendable (Place) async throws -> Weather
    private let onJoin: @Sendable (Place) -> Void
    private let now: @Sendable () -> Date
    private let log: AppLog

    /// `disk`: where answers are kept between launches — nowhere unless given one. `fetch` asks for one place's
    /// weather, by its coordinates: the app hands in its Open-Meteo client (live or stubbed), a test its stand-in.
    /// `onJoin` is told each time a caller
    /// joins a question already on its way, once it is counted among its waiters and before it waits (tests and
    /// diagnostics use it). `now` tells when an answer came, so that one older than ten minutes is asked again.
    /// `log` hears each decision: from memory, joined, asked, and how the question ended (the disk says its own).
    public init(
        disk: WeatherDisk? = nil,
        fetch: @escaping @Sendable (Place) async throws -> Weather,
        onJoin: @escaping @Sendable (Place) -> Void = { _ in },
        now: @escaping @Sendable () -> Date = { Date() },
        log: AppLog = .off
    ) {
        self.disk = disk
        self.fetch = fetch
        self.onJoin = onJoin
        self.now = now
        self.log = log
    }

    // MARK: - Asking

    /// The weather at a place: an answer given in the last ten minutes, a question already asked, an answer on disk
    /// from the last ten minutes, or a new question.
    public func weather(at place: Place) async throws -> Weather {
        // Decided without suspending, so that only the question and its ticket live across the wait: a caller's
        // frame then fits in its task's first allocation, however many callers wait on one question.
        switch known(at: place) {
        case .answer(let weather): return weather
        case .joined(let question, let ticket): return try await question.wait(ticket)
        case .unknown: return try await ask(place)
        }
    }

    /// What is known about `place` now: an answer (in memory or on disk, fresh), a question joined, or nothing. The
    /// disk is read on the cache's actor too: no await between looking and asking, so no second question can slip in.
    private func known(at place: Place) -> Known {
        if let answer = answers[place] {
            let age = now().timeIntervalSince(answer.at)
            let freshness = Freshness(age: age)
            log.debug("memory: \(place.name), age \(WeatherDisk.seconds(age)), \(freshness)")
            if freshness == .fresh { return .answer(answer.weather) }
            answers[place] = nil  // an answer goes stale in memory as it does on disk
        }
        if let (question, ticket) = join(place) { return .joined(question, ticket) }
        if let recent = disk?.recent(at: place) { return .answer(recent) }
        return .unknown
    }

    private enum Known {
        case answer(Weather)
        case joined(Question, Question.Ticket)
        case unknown
    }

    /// Asks again for a place's weather, joining a question already on its way. What is known, in memory and on
    /// disk, stays until the new answer replaces it: a failed refresh throws and forgets nothing.
    public func refresh(_ place: Place) async throws -> Weather {
        if let (question, ticket) = join(place) { return try await question.wait(ticket) }
        return try await ask(place)
    }

    // MARK: - Questions

    /// Joins the question on its way for `place`, if there is one still answering: the caller is counted now, before
    /// anything can suspend, so a waiter leaving meanwhile can never take it for the last one.
    private func join(_ place: Place) -> (Question, Question.Ticket)? {
        guard let question = questions[place], let ticket = question.join() else { return nil }
        log.debug("cache: \(place.name), joins the question on its way")
        onJoin(place)
        return (question, ticket)
    }

    /// Starts a question for `place` and waits for its answer.
    private func ask(_ place: Place) async throws -> Weather {
        log.debug("cache: \(place.name), asks the network")
        let question = Question()
        questions[place] = question
        guard let ticket = question.join() else { throw CancellationError() }  // a new question always takes one
        // tracked: every caller waits on `question`, which cancels this task when the last one stops waiting; the
        // app counts its request while it runs (ActivityCounters.counting), so no one loses sight of it.
        question.start(
            Task { [fetch] in
                let outcome: Result<Weather, any Error>
                // A question is cancelled only when its last waiter leaves; whatever the fetch threw then, the
                // question ended because it was cancelled, and is said and settled so.
                do { outcome = .success(try await fetch(place)) } catch {
                    outcome = .failure(Task.isCancelled ? CancellationError() : error)
                }
                settle(question, for: place, with: outcome)
            })
        return try await question.wait(ticket)
    }

    /// Keeps an answer (a failure is not kept: the next question asks again) and hands it to every waiter.
    private func settle(_ question: Question, for place: Place, with outcome: Result<Weather, any Error>) {
        if questions[place] === question { questions[place] = nil }
        switch outcome {
        case .success(let weather): log.debug("cache: \(place.name), answered \(weather.temperature)°F")
        case .failure(let error) where error is CancellationError:
            log.debug("cache: \(place.name), cancelled: nobody waits for it any more")
        case .failure(let error): log.debug("cache: \(place.name), not answered: \(error.localizedDescription)")
        }
        if case .success(let weather) = outcome {
            answers[place] = Answer(weather: weather, at: now())
            disk?.save(weather, for: place)
        }
        question.finish(outcome)
    }
}
