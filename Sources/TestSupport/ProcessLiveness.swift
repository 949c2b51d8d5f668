import Foundation

/// Whether a process still runs, for tests that check an app or a server ended with what started it.
public enum ProcessLiveness {
    /// Whether a process with this identifier runs (a zombie does not count).
    public static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }
}
