import ConcurrencyHelpers
import Foundation

/// How the app's process ended: it exited with a status, or a signal killed it.
public enum ProcessExit: Sendable, Hashable, CustomStringConvertible {
    /// The process called `exit` with this status.
    case exited(status: Int32)
    /// The process was killed by this signal (a crash is `SIGSEGV`, `SIGABRT`, `SIGILL`, `SIGTRAP`, …).
    case signalled(Int32)

    /// Reads how a child started by ``ChildProcess`` ended.
    init(_ ending: ChildProcess.Ending) {
        switch ending {
        case .exited(let status): self = .exited(status: status)
        case .signalled(let signal): self = .signalled(signal)
        }
    }

    /// "exited with status 3", "was killed by signal 11 (SIGSEGV)".
    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signalled(let signal): "was killed by signal \(signal) (\(Self.name(ofSignal: signal)))"
        }
    }

    // MARK: - Private

    private static func name(ofSignal signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGPIPE: "SIGPIPE"
        default: "signal \(signal)"
        }
    }
}
