import Foundation

/// The CPU a process has used so far, every thread of it, as the scheduler counts it: the first field of each
/// `/proc/PID/task/TID/schedstat` is the nanoseconds that thread has run. Read from `/proc` rather than `getrusage` so
/// that the one reading serves the runner's own process and an app it did not spawn (a forked app is the fork server's
/// grandchild), and to the nanosecond rather than the clock tick `/proc/PID/stat` counts in.
enum ProcessCPU {
    /// Nanoseconds of CPU the process `pid` (or `"self"`) has run, or `nil` once it is gone.
    static func nanoseconds(of pid: String) -> UInt64? {
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return nil }
        var total: UInt64 = 0
        for thread in threads {
            // A thread may end between the listing and the read; what it ran then is in no file, and is left out.
            guard let text = try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8),
                let ran = text.split(separator: " ").first.flatMap({ UInt64($0) })
            else { continue }
            total += ran
        }
        return total
    }
}
