import AutomationProtocol
import Foundation
import Presentation

extension InteractiveShell {
    // MARK: - expect, advance, record

    /// Runs `expect`, `expect screen`, `advance` or `record`; returns what went wrong, or `nil` if nothing did.
    func performRecordingCommand(_ command: ShellCommand) async -> String? {
        switch command {
        case .expect(let identifier, let check):
            await app.settle()
            if let problem = check.failure(of: identifier, on: app.screen) { return problem }
            say("ok: \(check.summary(of: identifier))\n")
        case .expectScreen(let name):
            await app.settle()
            do {
                say(
                    "ok: \(try SnapshotFile.check(name, screen: TextRenderer.render(app.screen), environment: environment))\n"
                )
            } catch {
                return error.description
            }
        case .advance(let duration):
            guard let clock = app.environment.manualClock else {
                return "The app's clock is live, so time passes by itself: launch with --driver-clock to advance it."
            }
            // As the automation endpoint does: everything in flight reaches its sleep first, then the time passes.
            await app.settle()
            clock.advance(by: duration)
            await settleAndShow()
        case .record(let path):
            guard options.uiTesting else {
                return "recording needs -uiTesting: a recorded flow runs on the stubs, as the session must."
            }
            do {
                if let path { say(try recorder.start(path) + "\n") } else { say(try recorder.stop() + "\n") }
            } catch {
                return error.description
            }
        case .tap, .type, .clear, .replace, .back, .show, .wait, .network, .requests, .pasteboard, .help,
            .quit:
            break
        }
        return nil
    }

    /// Starts recording as the launch options say (`--record PATH`, `--codegen`); returns a problem, if any. On a
    /// terminal the shell says so under its banner.
    public func startRecording() -> String? {
        guard options.record != nil || options.codegen else { return nil }
        do {
            recordingNotice = try recorder.start(options.record) + "\n"
        } catch {
            return error.description
        }
        return nil
    }

    /// At the end of the session: writes the flow being recorded (into its file, or for `--codegen` without a file,
    /// on standard output).
    func finishRecording() {
        guard recorder.isRecording else { return }
        if !recorder.recordsToFile, let source = recorder.source {
            StandardStreams.out(source)
            return
        }
        do {
            let message = try recorder.stop() + "\n"
            if interactive || quiet { StandardStreams.error(message) } else { StandardStreams.out(message) }
        } catch {
            StandardStreams.error(style.error(error.description))
        }
    }
}
