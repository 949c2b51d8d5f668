import AutomationProtocol
import Foundation
import Presentation

/// The app's side of the automation protocol (docs/automation-protocol.md): a greeting, then one answer per request,
/// and an update pushed every time what is shown or what the app is doing changes.
///
/// Only protocol lines go to standard output; the endpoint ends when standard input ends, which is also how a driver
/// that dies takes the app with it.
@MainActor
public final class AutomationEndpoint {
    private let app: AppModel
    private let write: (Data) -> Void
    private var sequence = 0
    private var lastSent: (screen: Screen, activity: Activity)?

    /// An endpoint for `app`, writing lines with `write` (standard output unless a test says).
    public init(app: AppModel, write: @escaping (Data) -> Void = StandardStreams.out) {
        self.app = app
        self.write = write
    }

    /// Greets, then answers each line of `lines` until they end; returns the exit status.
    public func run(lines: AsyncStream<String>) async -> Int32 {
        send(
            .hello(
                Hello(
                    app: "trips-shell", version: ShellVersion.current, pid: ProcessInfo.processInfo.processIdentifier,
                    state: currentState())))
        // Updates are pushed by one child task and requests answered, in order, by another; the end of input cancels
        // both at once, even in the middle of a request that waits (waitForIdle, advanceClock), so the app never
        // outlives its driver.
        let (requests, queue) = AsyncStream.makeStream(of: String.self)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.pushUpdates() }
            group.addTask { await self.answerAll(requests) }
            for await line in lines where !line.isEmpty {
                queue.yield(line)
            }
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
            request = try WireFormat.decode(Request.self, from: Data(line.utf8))
        } catch {
            let id = (try? WireFormat.decode(RequestID.self, from: Data(line.utf8)))?.id ?? -1
            return respond(id, WireError(code: "badRequest", message: Self.explain(error)))
        }
        do {
            try await perform(request.command)
            // Ended by the end of input: the app is going away, and an answer now would claim a wait was over.
            guard !Task.isCancelled else { return }
            respond(request.id, nil)
        } catch let error as DrivingError {
            respond(request.id, WireError(code: error.code, message: error.description, suggestions: error.suggestions))
        } catch let error as WireError {
            respond(request.id, error)
        } catch {
            respond(request.id, WireError(code: "failed", message: "\(error)"))
        }
    }

    private func perform(_ command: Command) async throws {
        switch command {
        case .snapshot: break
        case .tap(let identifier): try app.tap(identifier)
        case .type(let identifier, let text): try app.type(text, into: identifier)
        case .clear(let identifier): try app.clear(identifier)
        case .back: try app.back()
        case .waitForIdle: await app.settle()
        case .advanceClock(let milliseconds):
            guard let clock = app.environment.manualClock else {
                throw WireError(
                    code: "liveClock", message: "The app's clock is live; launch with --driver-clock to advance it.")
            }
            // First let everything in flight reach its sleep, so that the time advanced is the time it sleeps through.
            await app.settle()
            clock.advance(by: .milliseconds(milliseconds))
        }
    }

    // MARK: - Writing

    private func respond(_ id: Int, _ error: WireError?) {
        send(.response(Response(id: id, error: error, state: currentState())))
    }

    /// The state now; a new sequence number if it differs from the last one sent.
    private func currentState() -> AppState {
        let screen = app.screen
        let activity = app.activity
        if lastSent?.screen != screen || lastSent?.activity != activity {
            sequence += 1
            lastSent = (screen, activity)
        }
        return AppState(sequence: sequence, screen: screen, activity: activity)
    }

    private func pushIfChanged(_ screen: Screen, _ activity: Activity) {
        guard lastSent?.screen != screen || lastSent?.activity != activity else { return }
        send(.update(currentState()))
    }

    private func send(_ message: Message) {
        do {
            write(try WireFormat.line(message))
        } catch {
            StandardStreams.error("trips-shell: could not encode a protocol message: \(error)\n")
        }
    }

    private static func explain(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "Could not read the request\(path.isEmpty ? "" : " at \(path)"): \(context.debugDescription)"
        default:
            return "Could not read the request: \(error)"
        }
    }

    private struct RequestID: Decodable {
        var id: Int
    }
}
