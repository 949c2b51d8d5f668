import Foundation

/// Where the shell keeps its history between sessions.
public enum HistoryFile {
    /// `$TRIPS_HISTORY_FILE` if set (empty: no history), else `$XDG_STATE_HOME/trips/history`, else
    /// `~/.local/state/trips/history`.
    public static func path(environment: [String: String]) -> String? {
        if let file = environment["TRIPS_HISTORY_FILE"] { return file.isEmpty ? nil : file }
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/trips/history" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/trips/history"
    }

    /// Makes the directory the file goes in; returns the path, or `nil` if the directory cannot be made.
    public static func prepare(_ path: String) -> String? {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return path
        } catch {
            return nil
        }
    }
}
