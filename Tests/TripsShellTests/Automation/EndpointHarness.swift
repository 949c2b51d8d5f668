import AutomationKit
import AutomationProtocol
import Foundation
import Observation
import Presentation
import Testing
import TripsProtocol
import TripsShell
import TripsTestKit

/// An endpoint over a `-uiTesting` app, driven in process: lines in through a stream, messages out through a closure.
@MainActor
struct EndpointHarness {
    /// What the endpoint wrote, observable so that `expect` wakes on each line.
    @MainActor
    @Observable
    final class Written {
        var value: [Message] = []
        /// Each response, with the whole state it says (protocol version 3 sends what changed).
        var answers: [Answer] = []
        /// The whole state of each update.
        var pushed: [AppState] = []
        /// The app's log lines, in the order the updates and answers carried them.
        var logged: [String] = []
        /// Every state written so far, applied in order as a driver applies them.
        @ObservationIgnored var states = StateTracker()

        func take(_ message: Message) {
            switch message {
            case .hello(let hello): states.start(from: hello.state)
            case .update(let update):
                logged += update.log
                if let state = try? states.apply(update) { pushed.append(state) }
            case .response(let response):
                logged += response.state.log
                if let state = try? states.apply(response.state) {
                    answers.append(Answer(response: response, state: state))
                }
            }
            value.append(message)
        }
    }

    /// A response and the whole state it leaves the app in.
    struct Answer {
        let response: Response
        let state: AppState
        var id: Int { response.id }
        var error: WireError? { response.error }
        var requests: [NetworkRequest]? { (try? TripsAnswer(response.answer))??.requests }
    }

    let endpoint: AutomationEndpoint<AppModel>
    let input: AsyncStream<String>.Continuation
    let lines: AsyncStream<String>
    let written: Written

    /// A harness whose app has `-uiTesting --automation` (`--stubbed --automation` when not `uiTesting`) and these
    /// launch arguments, in a fresh data directory.
    init(_ arguments: [String] = [], uiTesting: Bool = true) throws {
        let options = try LaunchOptions.parse(
            [uiTesting ? "-uiTesting" : "--stubbed", "--automation", "--protocol-version", "3"] + arguments)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString)")
        let log = LogLines()
        let app = AppModel(
            environment: try AppEnvironment.make(from: options, dataDirectory: directory, log: log.log))
        let written = Written()
        endpoint = AutomationEndpoint(
            app: app, name: "trips-shell", version: ShellVersion.current, commands: .trips, log: log
        ) { data in
            if let message = try? WireFormat.message(from: data.dropLast()) {
                written.take(message)
            }
        }
        (lines, input) = AsyncStream.makeStream(of: String.self)
        self.written = written
    }

    /// The responses written so far.
    var responses: [Answer] {
        written.answers
    }

    /// Sends one line and returns its answer (the endpoint must be running).
    func send(_ line: String) async -> Answer? {
        let before = responses.count
        input.yield(line)
        await expect(timeout: .eventually) { responses.count > before }
        return responses.count > before ? responses[before] : nil
    }
}

extension AppState {
    /// The element with this identifier, anywhere on the screen or its alert.
    func element(_ identifier: String) -> Element? {
        (screen.allElements + (screen.alert?.allElements ?? [])).first { $0.identifier == identifier }
    }
}
