import ConcurrencyHelpers
import Foundation

/// At a terminal, a screen taller than the terminal goes through a pager, as psql and git do: `$TRIPS_PAGER`, else
/// `$PAGER`, else `less -FRX`. `--no-pager` or an empty `TRIPS_PAGER` turns it off; a piped session never pages.
struct Pager: Sendable {
    /// git's default: quit at once when the text fits (`-F`), pass colours through (`-R`), leave the text on the
    /// screen when it quits (`-X`).
    static let defaultCommand = "less -FRX"

    /// The command, run by `/bin/sh -c` as git runs its pager.
    let command: String

    /// The pager a session uses, `nil` for none.
    static func chosen(interactive: Bool, noPager: Bool, environment: [String: String]) -> Pager? {
        guard interactive, !noPager else { return nil }
        let command = environment["TRIPS_PAGER"] ?? environment["PAGER"] ?? defaultCommand
        return command.allSatisfy(\.isWhitespace) ? nil : Pager(command: command)
    }

    /// Whether `text` is taller than a terminal of `rows` lines with the prompt under it.
    static func isTaller(_ text: String, than rows: Int?) -> Bool {
        guard let rows else { return false }
        var lines = 0
        for byte in text.utf8 where byte == 0x0A {
            lines += 1
            if lines >= rows { return true }
        }
        return false
    }

    /// Shows `text` through the pager and returns once the pager has ended; `false` when it could not be started,
    /// and nothing was shown.
    func show(_ text: String, environment: [String: String]) async -> Bool {
        let started: (child: ChildProcess, pipes: ChildProcess.Pipes)
        do {
            started = try ChildProcess.start(
                executable: "/bin/sh", arguments: ["-c", command], environment: environment, standardInput: .pipe,
                standardOutput: .descriptor(STDOUT_FILENO), standardError: .descriptor(STDERR_FILENO),
                ownProcessGroup: false)
        } catch {
            return false
        }
        let input = started.pipes.input
        // The pager reads as the person scrolls: the text is written beside the wait, and one that quits early
        // closes its end (the write fails with EPIPE, which the shell ignores as a signal).
        async let written: Void = Self.write(text, to: input)
        _ = await started.child.end()
        await written
        return true
    }

    private static func write(_ text: String, to input: FileHandle?) async {
        try? input?.write(contentsOf: Data(text.utf8))
        try? input?.close()
    }
}
