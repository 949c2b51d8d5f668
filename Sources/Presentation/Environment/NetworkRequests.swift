import AutomationProtocol
import Networking
import SlugRule
import TripsProtocol

/// The stubbed network between the wire and the app: a driver's ``NetworkChange`` applied to the stubs' behaviour,
/// and the app's request log as the wire lists it.
public enum NetworkRequests {
    /// Makes `network` behave as `change` says from now on.
    public static func apply(_ change: NetworkChange, to network: StubNetwork) {
        let key = change.city.map(Slug.make) ?? StubBehavior.everywhere
        network.change { behavior in
            switch change.condition {
            case .normal where change.city == nil:
                behavior = StubBehavior()
            case .normal:
                behavior.latency[key] = nil
                behavior.failures[key] = nil
            case .offline: behavior.failures[key] = .offline
            case .failing(let status): behavior.failures[key] = .status(status)
            case .silent: behavior.failures[key] = .timeout
            case .slow(let milliseconds): behavior.latency[key] = .milliseconds(milliseconds)
            }
        }
    }

    /// The requests `network` logged, oldest first, as the wire lists them.
    public static func logged(in network: StubNetwork) -> [NetworkRequest] {
        network.requests.map { request in
            let (outcome, status, reason): (NetworkRequest.Outcome, Int?, String?) =
                switch request.outcome {
                case .inFlight: (.inFlight, nil, nil)
                case .answered(let status): (.answered, status, nil)
                case .failed(let reason): (.failed, nil, reason)
                case .cancelled: (.cancelled, nil, nil)
                }
            return NetworkRequest(
                number: request.number, endpoint: request.endpoint.rawValue, city: request.city, outcome: outcome,
                status: status, reason: reason)
        }
    }
}
