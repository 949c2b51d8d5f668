import Foundation
import PrivateFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// Makes the directory the file goes in (0700) and the file (0600), each if missing, so that libedit, which
    /// writes it over, finds it private; returns the path, or `nil` if either cannot be made.
    public static func prepare(_ path: String) -> String? {
        let file = URL(fileURLWithPath: path)
        do {
            try OwnerOnly.makeDirectory(file.deletingLastPathComponent())
            close(try OwnerOnly.open(file, flags: O_RDONLY))
            return path
        } catch {
            return nil
        }
    }
}
