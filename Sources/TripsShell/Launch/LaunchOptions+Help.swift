import AutomationProtocol
import TripsProtocol

extension LaunchOptions {
    /// The text `--help` prints: usage, every option with its environment variable, and the shell's commands' home.
    public static var helpText: String {
        let width = (LaunchOptionID.definitions.map(\.synopsis.count).max() ?? 0) + 2
        var lines = [
            "usage: trips-shell [options]",
            "",
            "Trips' screens as text: tap, type and navigate by accessibility identifier.",
            "Type 'help' at the prompt for the shell's commands.",
            "",
            "options:",
        ]
        for option in LaunchOptionID.definitions {
            var line = "  " + option.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + option.help
            if let variable = option.environment { line += " (env \(variable))" }
            lines.append(line)
        }
        lines += [
            "",
            "environment:",
            "  TERM=dumb               no colour",
            "  TRIPS_HISTORY_FILE      where the shell keeps its history",
            "",
            "Without -uiTesting or --stubbed the weather comes live from Open-Meteo.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
