import AutomationProtocol
import Foundation
import Presentation

extension InteractiveShell {
    // MARK: - expect, advance, record

    /// `expect ID …`, checked now on the settled screen; returns what went wrong, if anything.
    func expect(_ check: ElementCheck, of identifier: String) async -> String? {
        await app.settle()
        if let problem = check.failure(of: identifier, on: app.screen) { return problem }
        say("ok: \(check.summary(of: identifier))\n")
        return nil
    }

    /// `expect screen NAME`, checked now on the settled screen; returns what went wrong, if anything.
    func expectScreen(_ name: String) async -> String? {
        await app.settle()
        do {
            let screen = TextRenderer.render(app.screen)
            say("ok: \(try SnapshotFile.check(name, screen: screen, environment: environment))\n")
        } catch {
            return error.description
        }
        return nil
    }

    /// `record PATH` starts recording into a new file; `record` stops and writes it. Returns what went wrong, if
    /// anything.
    func record(_ path: String?) -> String? {
        guard options.uiTesting else {
            return "recording needs -uiTesting: a recorded flow runs on the stubs, as the session must."
        }
        do {
            if let path {
                say(try recorder.start(path) + "\n")
            } else {
                say(try recorder.stop() + "\n")
            }
        } catch {
            return error.description
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
