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
        if let state = BaseDirectory.xdg("XDG_STATE_HOME", in: environment) { return state + "/trips/history" }
        return BaseDirectory.home(in: environment).map { $0 + "/.local/state/trips/history" }
    }

    /// The first line libedit writes in a history file, and looks for when it reads one.
    static let header = Data("_HiStOrY_V2_\n".utf8)

    /// Makes the directory the file goes in (0700) and the file (0600), each if missing, so that libedit, which
    /// writes it over, finds it private; returns the path, or `nil` if either cannot be made, or if the file holds
    /// something other than a history libedit wrote: libedit would write over it with this session's lines alone,
    /// so it is left as it is, without history this session, and `warn` hears why.
    public static func prepare(_ path: String, warn: (String) -> Void = { _ in }) -> String? {
        let file = URL(fileURLWithPath: path)
        do {
            try OwnerOnly.makeDirectory(file.deletingLastPathComponent())
            let descriptor = try OwnerOnly.open(file, flags: O_RDONLY)
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            var start = [UInt8](repeating: 0, count: header.count)
            let count = read(descriptor, &start, start.count)
            guard count == 0 || Data(start.prefix(max(0, count))) == header else {
                warn(
                    "\(path) is not a history file this shell wrote; it is left as it is, and this session's "
                        + "lines are not kept (TRIPS_HISTORY_FILE names another file)")
                return nil
            }
            return path
        } catch {
            return nil
        }
    }
}
