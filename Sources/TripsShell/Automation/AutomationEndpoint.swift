import AutomationProtocol
import Foundation
import Networking
import Observation
import Presentation

/// The app's side of the automation protocol (docs/automation-protocol.md): a greeting, then one answer per request,
/// and an update pushed every time what is shown or what the app is doing changes.
///
/// Only protocol lines go to standard output; the endpoint ends when standard input ends, which is also how a driver
/// that dies takes the app with it.
@MainActor
@Observable
public final class AutomationEndpoint {
    @ObservationIgnored private let app: AppModel
    @ObservationIgnored private let write: (Data) -> Void
    /// The states sent so far, which each new one is said against (protocol version 3).
    @ObservationIgnored private var states = StateTracker()
    /// Set when standard input ends; observed, so that a wait in progress is cut short at once.
    private var inputEnded = false

    /// An endpoint for `app`, writing lines with `write` (standard output unless a test says).
    public init(app: AppModel, write: @escaping (Data) -> Void = StandardStreams.out) {
        self.app = app
        self.write = write
    }

    /// Greets, then answers each line of `lines`, in order, until they end; returns the exit status.
    ///
    /// Every request read before the end of input is answered. Once input has ended, no request waits any longer: a
    /// `waitForIdle` or `advanceClock` that finds the app unsettled is answered at once with `inputEnded`, so the app
    /// exits promptly and never outlives its driver.
    public func run(lines: AsyncStream<String>) async -> Int32 {
        let (screen, activity) = (app.screen, app.activity)
        let first = states.encode(screen: screen, activity: activity, whole: true)
        send(
            .hello(
                Hello(
                    app: "trips-shell", version: ShellVersion.current, pid: ProcessInfo.processInfo.processIdentifier,
                    state: AppState(sequence: first.sequence, screen: screen, activity: activity))))
        // Updates are pushed by one child task and requests answered, in order, by another; the end of input lets the
        // answering task finish the requests already read, then ends the pushing.
        let (requests, queue) = AsyncStream.makeStream(of: String.self)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.pushUpdates() }
            group.addTask { await self.answerAll(requests) }
            for await line in lines where !Request.isBlank(line) {
                queue.yield(line)
            }
            inputEnded = true
            queue.finish()
            await group.next()  // the answering task: the pushing one only ends when cancelled
            group.cancelAll()
        }
        return 0
    }

    private func pushUpdates() async {
        await app.observe { [weak self] screen, activity in
            self?.pushIfChanged(screen, activity)
            return false
        }
    }

    // MARK: - Requests

    private func answerAll(_ requests: AsyncStream<String>) async {
        for await line in requests {
            await answer(line)
        }
    }

    private func answer(_ line: String) async {
        let request: Request
        do {
            request = try Request.read(Data(line.utf8))
        } catch {
            return respond(error.id, error.error)
        }
        do {
            if request.command.id == .requests {
                return respond(request.id, nil, requests: try NetworkRequests.logged(in: stubNetwork()))
            }
            if request.command.id == .pasteboard {
                return respond(request.id, nil, pasteboard: app.environment.pasteboard.text)
            }
            try await perform(request.command)
            respond(request.id, nil, whole: request.command == .fullState)
        } catch let error as DrivingError {
            respond(request.id, WireError(code: error.code, message: error.description, suggestions: error.suggestions))
        } catch let error as WireError {
            respond(request.id, error)
        } catch {
            respond(request.id, WireError(code: .failed, message: "\(error)"))
        }
    }

    private func perform(_ command: Command) async throws {
        let arguments = command.arguments
        switch command.id {
        case .snapshot, .fullState, .requests, .pasteboard: break
        case .network: NetworkRequests.apply(try NetworkChange(arguments), to: try stubNetwork())
        // Resolved, checked and performed app-side in this one main-actor turn (protocol version 2).
        case .tap: try app.perform(.tap, on: try element(of: command))
        case .type: try app.perform(.type(arguments.text("text") ?? ""), on: try element(of: command))
        case .clear: try app.perform(.clear, on: try element(of: command))
        case .replace: try app.perform(.replace(arguments.text("text") ?? ""), on: try element(of: command))
        case .back: try app.back()
        case .waitForIdle: try await settle(before: "the app settled")
        case .advanceClock:
            guard let clock = app.environment.manualClock else {
                throw WireError(
                    code: .liveClock, message: "The app's clock is live; launch with --driver-clock to advance it.")
            }
            // First let everything in flight reach its sleep, so that the time advanced is the time it sleeps through;
            // then let what came due run until the app is settled again.
            try await settle(before: "the clock was moved")
            clock.advance(by: .milliseconds(arguments.milliseconds("duration") ?? 0))
            try await settle(before: "what the clock released had settled")
        case .wait, .expect, .record, .help, .quit, .batch, .relaunch, .recordFlow:
            // A `Command` is never one of these (its initializer refuses them); say so rather than do nothing.
            throw WireError(code: .badRequest, message: "`\(command.name)` is not sent to the app.")
        }
    }

    /// The element a command acts on: every command that takes one has it (``Command`` checks).
    private func element(of command: Command) throws -> Locator {
        guard let locator = command.locator else {
            throw WireError(code: .badRequest, message: "`\(command.name)` needs `locator`.")
        }
        return locator
    }

    /// The network a driver may change, or `notStubbed` if the app was not launched with `-uiTesting`.
    private func stubNetwork() throws -> StubNetwork {
        guard let network = app.environment.stubNetwork else {
            throw WireError(
                code: .notStubbed,
                message: "Only an app launched with -uiTesting lets a driver change its network or read its requests; "
                    + "this one's network is as it was launched.")
        }
        return network
    }

    /// Returns once the app cannot change without the driver; throws `inputEnded` if input ends first.
    private func settle(before what: String) async throws {
        await app.observe { [weak self] _, activity in
            !activity.canChangeOnItsOwn || self?.inputEnded ?? true
        }
        guard !app.activity.canChangeOnItsOwn else {
            throw WireError(code: .inputEnded, message: "Standard input ended before \(what); the wait was cut short.")
        }
    }

    // MARK: - Writing

    private func respond(
        _ id: Int, _ error: WireError?, requests: [NetworkRequest]? = nil, pasteboard: String? = nil,
        whole: Bool = false
    ) {
        let state = states.encode(screen: app.screen, activity: app.activity, whole: whole)
        send(.response(Response(id: id, error: error, state: state, requests: requests, pasteboard: pasteboard)))
    }

    private func pushIfChanged(_ screen: Screen, _ activity: Activity) {
        guard states.differs(screen: screen, activity: activity) else { return }
        send(.update(states.encode(screen: screen, activity: activity)))
    }

    private func send(_ message: Message) {
        write(WireFormat.line(message))
    }
}
