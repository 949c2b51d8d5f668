import Foundation

/// The CPU a process has used so far, every thread of it. Another process's (an app the runner did not spawn: a forked
/// app is the fork server's grandchild) from the scheduler's count, the first field of each
/// `/proc/PID/task/TID/schedstat`, to the nanosecond rather than the clock tick `/proc/PID/stat` counts in; this
/// process's own from `getrusage`, which also counts the threads that have ended.
enum ProcessCPU {
    /// Nanoseconds of CPU this process has run, user and system, its ended threads included.
    static func ownNanoseconds() -> UInt64 {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        func nanoseconds(_ time: timeval) -> UInt64 {
            UInt64(max(0, time.tv_sec)) * 1_000_000_000 + UInt64(max(0, time.tv_usec)) * 1_000
        }
        return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
    }

    /// Nanoseconds of CPU the process `pid` has run, its live threads, or `nil` once it is gone.
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
