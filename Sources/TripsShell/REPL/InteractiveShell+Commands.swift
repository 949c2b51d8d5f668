import AutomationProtocol
import Foundation
import Presentation
import TripsProtocol

extension InteractiveShell {
    /// How long settling may take before the shell says it is waiting.
    static let progressDelay = Duration.milliseconds(500)

    // MARK: - Commands

    /// Runs a command of the table with the arguments the parser read, and shows the settled screen; returns what
    /// went wrong, or `nil` if nothing did.
    func perform(_ call: CommandArguments.Call) async -> String? {
        let copies = app.environment.pasteboard.changeCount
        do {
            switch try ShellCommand(call) {
            case .app(let command):
                // The request log is read once the app has settled, so that it holds what the last command started.
                if command == .requests { await app.settle() }
                let answer = try TripsAnswer(try await app.perform(command) { _ in await self.app.settle() })
                switch (command, answer) {
                case (.requests, _):
                    say(NetworkRequest.lines(answer?.requests ?? []))
                    return nil
                case (.pasteboard, _):
                    say(
                        CommandAnswer.pasteboardLine(answer?.pasteboard))
                    return nil
                default: break
                }
            case .wait(let identifier, let seconds):
                let outcome = await interruptibly {
                    await ElementWait.wait(for: identifier, in: self.app, seconds: seconds, clock: self.clock)
                }
                guard outcome == .appeared else {
                    return ElementWait.failure(outcome, identifier: identifier, seconds: seconds, screen: app.screen)
                }
            case .expect(let check, let identifier): return await expect(check, of: identifier)
            case .expectScreen(let name): return await expectScreen(name)
            case .record(let path): return record(path)
            case .help(let definition):
                say(definition.map(ShellHelp.explain) ?? ShellHelp.overview)
                return nil
            case .quit: return nil
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
