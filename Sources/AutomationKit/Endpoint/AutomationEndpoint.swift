import AutomationProtocol
import Foundation
import Observation

/// The app's side of the automation protocol (docs/automation-protocol.md): a greeting, then one answer per request,
/// and an update pushed every time what is shown or what the app is doing changes, each said against the states sent
/// before.
///
/// Only protocol lines go to standard output; the endpoint ends when standard input ends, which is also how a driver
/// that dies takes the app with it.
@MainActor
@Observable
public final class AutomationEndpoint<App: DrivableApp> {
    @ObservationIgnored private let app: App
    /// Who the hello says the app is.
    @ObservationIgnored private let name: String
    @ObservationIgnored private let version: String
    /// The commands requests are read by: the core's, and the app's own.
    @ObservationIgnored private let commands: CommandTable
    @ObservationIgnored private let write: (Data) -> Void
    /// The app's log lines, handed on with each update and answer; `nil` when nobody collects them.
    @ObservationIgnored private let log: LogLines?
    /// Whether each element and log line says where the app made it: only when the driver asked
    /// (``AutomationLaunch/sourcePlaces``), so that an app sends nothing of its source unless asked.
    @ObservationIgnored private let sourcePlaces: Bool
    /// The states sent so far, which each new one is said against (protocol version 3).
    @ObservationIgnored private var states = StateTracker()
    /// Set when standard input ends; observed, so that a wait in progress is cut short at once.
    private var inputEnded = false

    /// An endpoint for `app`, greeting as `name` at `version` and reading requests by `commands` (the core's and the
    /// app's own), writing lines with `write` (standard output unless a test says), each update and answer with the
    /// lines added to `log` since the message before; with `sourcePlaces`, each element and log line says where in
    /// the app's source it was made.
    public init(
        app: App, name: String, version: String, commands: CommandTable = .core, log: LogLines? = nil,
        sourcePlaces: Bool = false, write: @escaping (Data) -> Void = { FileHandle.standardOutput.write($0) }
    ) {
        self.app = app
        self.name = name
        self.version = version
        self.commands = commands
        self.log = log
        self.sourcePlaces = sourcePlaces
        self.write = write
    }

    /// Greets, then answers each line of `lines` (``StandardInput/lines(name:)`` for an app's standard input), in order,
    /// until they end; returns the exit status.
    ///
    /// Every request read before the end of input is answered. Once input has ended, no request waits any longer: a
    /// `waitForIdle` or `advanceClock` that finds the app unsettled is answered at once with `inputEnded`, so the app
    /// exits promptly and never outlives its driver.
    public func run(lines: AsyncStream<String>) async -> Int32 {
        let (screen, activity) = (shownScreen, app.activity)
        let first = states.encode(screen: screen, activity: activity, whole: true)
        send(
            .hello(
                Hello(
                    app: name, version: version, pid: ProcessInfo.processInfo.processIdentifier,
                    state: AppState(sequence: first.sequence, screen: screen, activity: activity))))
        // Updates are pushed by one child task and requests answered, in order, by another; the end of input lets the
        // answering task finish the requests already read, then ends the pushing.
        let (requests, queue) = AsyncStream.makeStream(of: String.self)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.pushUpdates() }
            group.addTask { await self.answerAll(requests) }
            // A line too long to read is answered even when its first piece is blank: every line gets its answer.
            for await line in lines where line.utf8.count > Request.longestLine || !Request.isBlank(line) {
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
            guard let self else { return false }
            pushIfChanged(sourcePlaces ? shownScreen : screen, activity)
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
            request = try Request.read(Data(line.utf8), table: commands)
        } catch {
            return respond(error.id, error.error)
        }
        do {
            let answer = try await app.perform(request.command) { what in try await self.settle(before: what) }
            respond(request.id, nil, answer: answer, whole: request.command == .fullState)
        } catch let error as DrivingError {
            respond(request.id, WireError(code: error.code, message: error.description, suggestions: error.suggestions))
        } catch let error as WireError {
            respond(request.id, error)
        } catch {
            respond(request.id, WireError(code: .failed, message: "\(error)"))
        }
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

    private func respond(_ id: Int, _ error: WireError?, answer: CommandAnswer? = nil, whole: Bool = false) {
        var state = states.encode(screen: shownScreen, activity: app.activity, whole: whole)
        state.log = log?.take(placed: sourcePlaces) ?? []
        send(.response(Response(id: id, error: error, state: state, answer: answer)))
    }

    private func pushIfChanged(_ screen: Screen, _ activity: Activity) {
        guard states.differs(screen: screen, activity: activity) else { return }
        var update = states.encode(screen: screen, activity: activity)
        update.log = log?.take(placed: sourcePlaces) ?? []
        send(.update(update))
    }

    /// The screen as this driver is sent it: with source places when it asked for them.
    private var shownScreen: Screen {
        sourcePlaces ? app.controls.placedScreen : app.screen
    }

    private func send(_ message: Message) {
        write(WireFormat.line(message))
    }
}
