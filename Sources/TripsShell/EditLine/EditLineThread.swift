import Foundation
import Locking

/// The one thread that talks to libedit: `el_gets` blocks until the person presses Return, so it runs here and hands
/// each line to the main actor through a continuation, never blocking it.
///
/// Jobs run in the order they are submitted. The thread reads only when asked, so no prompt appears while the shell
/// is still printing the answer to the previous command.
final class EditLineThread: Sendable {
    /// Work for the thread.
    enum Job: Sendable {
        /// Show the prompt and read a line; `nil` at the end of input.
        case read(prompt: String, CheckedContinuation<String?, Never>)
        /// Add a line to history and save it.
        case remember(String)
        /// Nothing: answered once libedit is set up, which is when it has set the terminal's modes.
        case setUp(CheckedContinuation<Void, Never>)
        /// Save history, restore the terminal, and end the thread.
        case close(CheckedContinuation<Void, Never>)
    }

    private let jobs = Lock<[Job]>([])
    private let ready = DispatchSemaphore(value: 0)

    /// Starts the thread, which sets libedit up with `settings` before its first job.
    init(settings: EditLineSettings) {
        let thread = Thread { [self] in run(settings) }
        thread.name = "trips-shell libedit"
        thread.start()
    }

    /// Hands a job to the thread.
    func submit(_ job: Job) {
        jobs.withLock { $0.append(job) }
        ready.signal()
    }

    // MARK: - On the thread

    private func run(_ settings: EditLineSettings) {
        let session = EditLineSession(settings: settings)
        while true {
            ready.wait()
            guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            switch job {
            case .read(let prompt, let continuation):
                continuation.resume(returning: session.read(prompt: prompt))
            case .remember(let line):
                session.remember(line)
            case .setUp(let continuation):
                continuation.resume()
            case .close(let continuation):
                session.close()
                continuation.resume()
                return
            }
        }
    }
}
