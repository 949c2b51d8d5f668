import AutomationProtocol
import Foundation
import Presentation

extension InteractiveShell {
    /// Why `network` and `requests` are refused in an app with the real network.
    static let notStubbed = "only an app launched with -uiTesting has a stubbed network to change or list."

    /// How long settling may take before the shell says it is waiting.
    static let progressDelay = Duration.milliseconds(500)

    // MARK: - Commands

    /// Runs a command of the table with the arguments the parser read, and shows the settled screen; returns what
    /// went wrong, or `nil` if nothing did.
    func perform(_ call: CommandArguments.Call) async -> String? {
        let arguments = call.arguments
        let copies = app.environment.pasteboard.changeCount
        do {
            switch call.id {
            case .tap: try app.perform(.tap, on: try element(call))
            case .type: try app.perform(.type(arguments.text("text") ?? ""), on: try element(call))
            case .clear: try app.perform(.clear, on: try element(call))
            case .replace: try app.perform(.replace(arguments.text("text") ?? ""), on: try element(call))
            case .back: try app.back()
            case .snapshot, .quit: break
            case .wait:
                let identifier = try element(call).identifier ?? ""
                let seconds = arguments.seconds("timeout") ?? CommandParser.defaultWaitSeconds
                let outcome = await interruptibly {
                    await ElementWait.wait(for: identifier, in: self.app, seconds: seconds, clock: self.clock)
                }
                guard outcome == .appeared else {
                    return ElementWait.failure(outcome, identifier: identifier, seconds: seconds, screen: app.screen)
                }
            case .help:
                let definition = arguments.text("command").flatMap(CommandID.init(shellName:))?.definition
                say(definition.map(ShellHelp.explain) ?? ShellHelp.overview)
                return nil
            case .network:
                guard let network = app.environment.stubNetwork else { return Self.notStubbed }
                NetworkRequests.apply(try NetworkChange(arguments), to: network)
            case .pasteboard:
                say(
                    app.environment.pasteboard.text.map { "pasteboard: \(TextRenderer.quoted($0))\n" }
                        ?? "the pasteboard is empty\n")
                return nil
            case .requests:
                guard let network = app.environment.stubNetwork else { return Self.notStubbed }
                await app.settle()
                say(NetworkRequests.lines(NetworkRequests.logged(in: network)))
                return nil
            case .expect: return await expect(arguments)
            case .advanceClock: return await advance(arguments)
            case .record: return record(arguments)
            case .waitForIdle, .fullState, .batch, .relaunch, .recordFlow:
                // The parser reads no line as these (the table gives them no shell name); never act on one silently.
                return "\(call.id.rawValue) is not a shell command. Type 'help' for the commands."
            }
        } catch {
            return String(describing: error)
        }
        // What a control copied is not on the screen: the shell says so, as a system would show a toast.
        if app.environment.pasteboard.changeCount != copies, let text = app.environment.pasteboard.text {
            say("copied: \(TextRenderer.quoted(text))\n")
        }
        await settleAndShow()
        return nil
    }

    /// The element the call names: the parser gives one to every command that takes it.
    private func element(_ call: CommandArguments.Call) throws(CommandError) -> Locator {
        guard let locator = call.arguments.locator() else {
            throw .missingArgument(call.id, name: "element")
        }
        return locator
    }

    // MARK: - Settling

    /// Waits until the app is idle, saying so on a terminal if it takes a while, then prints the screen. Ctrl-C stops
    /// the wait and shows the screen as it is.
    func settleAndShow() async {
        let progress = interactive && Terminal.errorIsTerminal ? showProgressLater() : nil
        let settled = await interruptibly {
            await self.app.settle()
            return !Task.isCancelled
        }
        progress?.cancel()
        if let progress, let line = await progress.value {
            // Wider than the line: the terminal may have echoed ^C after it.
            StandardStreams.error("\r" + String(repeating: " ", count: line.count + 4) + "\r")
        }
        if !settled { StandardStreams.error("(stopped waiting; the app is still busy)\n") }
        let text = style.screen(rendered.text(of: app.screen))
        if !quiet, let pager, Pager.isTaller(text, than: Terminal.rows),
            await pager.show(text, environment: environment)
        {
            return
        }
        say(text)
    }

    /// Prints `text` on standard output, unless it carries the flow (`--codegen`).
    func say(_ text: String) {
        if !quiet { StandardStreams.out(text) }
    }

    /// Runs `work` so that Ctrl-C cancels it.
    func interruptibly<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) async -> Value {
        let task = Task { await work() }
        cancelWaiting = { task.cancel() }
        defer { cancelWaiting = nil }
        return await task.value
    }

    /// After ``progressDelay``, prints a progress line on standard error; the task's value is the line printed, if
    /// any, so that it can be erased.
    private func showProgressLater() -> Task<String?, Never> {
        Task {
            do {
                try await clock.sleep(for: Self.progressDelay)
            } catch {
                return nil
            }
            let line = "… waiting for the app to settle (Ctrl-C stops waiting)"
            StandardStreams.error(style.dim(line))
            return line
        }
    }
}
