import AutomationProtocol
import TripsProtocol

/// The text of `help`, the banner and the keys, read from the command table.
public enum ShellHelp {
    /// The commands the shell offers, in help's order.
    public static var commands: [CommandDefinition] {
        CommandTable.trips.shellCommands.map(\.definition)
    }

    /// Every command with its usage and summary, then the keys.
    public static var overview: String {
        let width = (commands.map(\.shellUsage.count).max() ?? 0) + 2
        var lines = ["commands:"]
        for definition in commands {
            lines.append(
                "  " + definition.shellUsage.padding(toLength: width, withPad: " ", startingAt: 0) + definition.summary)
        }
        lines += [
            "",
            "IDs are the identifiers the screen shows (trip.seattle, newTrip.save); quote TEXT with spaces.",
            "keys: Tab completes, Up/Down recall history, Ctrl-R searches it, Ctrl-C clears the line or stops a wait,",
            "      Ctrl-D on an empty line quits.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's usage and summary.
    public static func explain(_ definition: CommandDefinition) -> String {
        "usage: \(definition.shellUsage)\n  \(definition.summary)\n"
    }

    /// The banner a person sees on a terminal: version, where the weather comes from, how to get help.
    public static func banner(version: String, stubbed: Bool) -> String {
        let weather = stubbed ? "stubbed weather from Stubs/" : "live weather from Open-Meteo"
        return "trips-shell \(version), \(weather). Type 'help' for commands; Tab completes; Ctrl-D quits.\n"
    }
}
