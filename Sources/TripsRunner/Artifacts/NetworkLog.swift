import AppRunner
import AutomationProtocol
import Locking
import TripsProtocol

/// What one app session's stubbed network did, as the step log tells it: the requests that began or ended since the
/// last time the log was shown the app's request list.
final class NetworkLog: Sendable {
    private struct State {
        var seen: [Int: NetworkRequest] = [:]
        var tracked = true
        var askedAt: Int?
    }

    private let state = Lock(State())

    /// Whether the app's request list is worth asking for when its latest state is number `sequence`: not once the
    /// app could not give it (a live network, an app that ended), nor when no state has come since it was last
    /// asked (a request starts and ends in a tracked task, whose count is part of the state, so it moves the number).
    func isWorthAsking(at sequence: Int?) -> Bool {
        state.withLock { state in
            guard state.tracked else { return false }
            return sequence == nil || sequence != state.askedAt
        }
    }

    /// Stops asking: the app could not give its request list.
    func stopTracking() {
        state.withLock { $0.tracked = false }
    }

    /// The lines of the requests the app has made since the step before, as the probe after a step (`command`'s,
    /// `nil` for a wait) tells them: one `requests` round trip, only when the app has changed since it was last asked,
    /// never after a `requests` step (it asked already) and never again of an app that could not tell (a live
    /// network, an app that ended).
    func lines(after moment: StepProbe.Moment) async -> [String] {
        guard moment.command != .requests, isWorthAsking(at: moment.sequence) else { return [] }
        guard let reply = await moment.ask(.requests), let requests = try? TripsAnswer(reply.answer)?.requests else {
            stopTracking()
            return []
        }
        return changes(requests, at: reply.state.sequence)
    }

    /// The lines (``NetworkRequest/line``) of the requests in `requests`, asked for at the app's state number `sequence`, that
    /// are new or have changed since the last call.
    func changes(_ requests: [NetworkRequest], at sequence: Int?) -> [String] {
        state.withLock { state in
            state.askedAt = sequence
            let changed = requests.filter { state.seen[$0.number] != $0 }
            for request in changed { state.seen[request.number] = request }
            return changed.map(\.line)
        }
    }
}

extension StepProbe {
    /// Trips' probe: the requests to the stubbed network that began or ended during each step (``NetworkLog``),
    /// labelled `network`.
    public static let network = StepProbe(label: "network") {
        let log = NetworkLog()
        return { moment in await log.lines(after: moment) }
    }
}
