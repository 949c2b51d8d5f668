import Foundation
import Testing
import TripsShell

/// Colour only where it is wanted; prompts that libedit can measure; history where the person keeps state.
struct ShellStyleTests {
    @Test func coloursOnlyATerminalThatWantsIt() throws {
        #expect(ShellStyle.usesColor(terminal: true, noColorOption: false, environment: ["TERM": "xterm"]))
        #expect(!ShellStyle.usesColor(terminal: false, noColorOption: false, environment: ["TERM": "xterm"]))
        #expect(!ShellStyle.usesColor(terminal: true, noColorOption: true, environment: [:]))
        let fromTheEnvironment = try LaunchOptions.parse([], environment: ["NO_COLOR": "1"])
        #expect(!ShellStyle.usesColor(terminal: true, noColorOption: fromTheEnvironment.noColor, environment: [:]))
        #expect(!ShellStyle.usesColor(terminal: true, noColorOption: false, environment: ["TERM": "dumb"]))
    }

    @Test func aPlainPromptHasNoEscapes() {
        #expect(ShellStyle(color: false).prompt(screen: "trip") == "trip> ")
        #expect(ShellStyle(color: false).error("boom") == "error: boom\n")
    }

    @Test func aColouredPromptBracketsEveryEscapeForLibedit() {
        let prompt = ShellStyle(color: true).prompt(screen: "trip")
        let marker = ShellStyle.promptMarker
        var visible = ""
        var inside = false
        for character in prompt {
            if character == marker { inside.toggle() } else if !inside { visible.append(character) }
        }
        #expect(!inside)
        #expect(visible == "trip> ")
        #expect(prompt.contains("\u{1B}["))
    }

    @Test func errorsEscapeControlCharacters() {
        #expect(ShellStyle(color: false).error("No element '\u{1B}[2J'.") == "error: No element '\\e[2J'.\n")
        #expect(ShellStyle.safe(#"say "hi" \ bye"#) == #"say "hi" \ bye"#)
    }

    @Test func historyGoesWhereTheEnvironmentSays() {
        #expect(HistoryFile.path(environment: ["TRIPS_HISTORY_FILE": "/tmp/h", "HOME": "/home/a"]) == "/tmp/h")
        #expect(HistoryFile.path(environment: ["TRIPS_HISTORY_FILE": ""]) == nil)
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/a"]) == "/s/trips/history")
        #expect(HistoryFile.path(environment: ["HOME": "/home/a"]) == "/home/a/.local/state/trips/history")
        #expect(
            HistoryFile.path(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/a"])
                == "/home/a/.local/state/trips/history", "a relative XDG path counts as unset")
    }

    @Test func aHistoryFileThisShellDidNotWriteIsLeftAsItIsAndSaidSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trips-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent("new/history").path
        #expect(HistoryFile.prepare(fresh) == fresh, "a file it makes")
        try Data("_HiStOrY_V2_\nshow\n".utf8).write(to: URL(fileURLWithPath: fresh))
        #expect(HistoryFile.prepare(fresh) == fresh, "a file libedit wrote")
        let foreign = folder.appendingPathComponent("notes").path
        try Data("my own notes\n".utf8).write(to: URL(fileURLWithPath: foreign))
        var warnings: [String] = []
        #expect(HistoryFile.prepare(foreign) { warnings.append($0) } == nil)
        #expect(
            warnings == [
                "\(foreign) is not a history file this shell wrote; it is left as it is, and this "
                    + "session's lines are not kept (TRIPS_HISTORY_FILE names another file)"
            ])
        #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "my own notes\n")
        #expect(HistoryFile.prepare(folder.path) == nil, "a folder is no history file")
    }
}
