import Locking

/// The stubbed network as a flow controls it while the app runs: how it misbehaves now (a ``StubBehavior`` that can
/// change at any moment), and a log of every request the app made through it.
///
/// Playwright's `page.route`, for the stubbed Open-Meteo: a flow takes a city offline, makes it fail with a status,
/// slows it, silences it, and brings it back, and asks which requests were made and how each ended.
public final class StubNetwork: Sendable {
    /// Which of Open-Meteo's two services a request asked.
    public enum Endpoint: String, Sendable {
        /// The geocoding search: places by name.
        case search
        /// The forecast: the weather at a place.
        case forecast
    }

    /// How a request ended, or that it has not.
    public enum Outcome: Sendable, Equatable {
        /// Still on its way.
        case inFlight
        /// Answered with this HTTP status.
        case answered(status: Int)
        /// Failed before an answer (the network was offline).
        case failed(String)
        /// Cancelled by the app: nobody waited for it any more.
        case cancelled
    }

    /// One request the app made.
    public struct Request: Sendable, Equatable {
        /// Its number, from 1, in the order the requests were made.
        public var number: Int
        /// The service asked.
        public var endpoint: Endpoint
        /// The city asked about: the slug of the name searched for, or of the place whose forecast was asked.
        public var city: String
        /// How it ended.
        public var outcome: Outcome
    }

    /// How many of the latest requests the log keeps.
    public static let requestsKept = 1_000

    private struct State {
        var behavior: StubBehavior
        var requests: [Request] = []
        var made = 0
    }

    private let state: Lock<State>

    /// A network that starts out behaving as `behavior` says (the launch's `--stub-*` options).
    public init(behavior: StubBehavior = StubBehavior()) {
        state = Lock(State(behavior: behavior))
    }

    // MARK: - Behaviour

    /// How the network behaves now.
    public var behavior: StubBehavior {
        state.withLock { $0.behavior }
    }

    /// Changes how the network behaves from now on; a request already waiting out its latency keeps waiting.
    public func change(_ update: (inout StubBehavior) -> Void) {
        state.withLock { update(&$0.behavior) }
    }

    // MARK: - The request log

    /// Every request kept, oldest first.
    public var requests: [Request] {
        state.withLock { $0.requests }
    }

    /// Notes a request as it starts; returns its number, for ``end(_:with:)``.
    func begin(_ endpoint: Endpoint, city: String) -> Int {
        state.withLock { state in
            state.made += 1
            state.requests.append(Request(number: state.made, endpoint: endpoint, city: city, outcome: .inFlight))
            if state.requests.count > Self.requestsKept { state.requests.removeFirst() }
            return state.made
        }
    }

    /// Notes how request `number` ended.
    func end(_ number: Int, with outcome: Outcome) {
        state.withLock { state in
            guard let index = state.requests.lastIndex(where: { $0.number == number }) else { return }
            state.requests[index].outcome = outcome
        }
    }
}
