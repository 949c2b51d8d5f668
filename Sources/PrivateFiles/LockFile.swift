import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on a file (`flock`), held through one open file descriptor: the kernel lets go of it when the
/// descriptor is closed, and when the process holding it dies, however it dies. A lock left behind cannot exist, so
/// nothing ever needs to be broken, and no two holders can coexist.
///
/// The lock file itself is never removed: removing it would let a second process lock a new file of the same name
/// while the first still holds the old one. The trips' lock is one (Storage), the MCP server's sightings' another
/// (TripsMCP): a file two processes read, merge and write in turn.
public final class LockFile: Sendable {
    /// The open descriptor the lock is held through.
    private let descriptor: Int32

    /// Opens `url`, making it (0600) if it is missing; throws the system's reason when it cannot be opened for
    /// writing.
    public init(_ url: URL) throws(LockFileError) {
        do throws(OwnerOnlyError) {
            descriptor = try OwnerOnly.open(url, flags: O_RDWR)
        } catch {
            throw LockFileError(code: error.code)
        }
    }

    deinit {
        close(descriptor)  // lets go of the lock too, if it is held
    }

    /// Takes the lock if no one holds it; `false` at once if someone does.
    public func tryLock() throws(LockFileError) -> Bool {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: return false
            case let code: throw LockFileError(code: code)
            }
        }
        return true
    }

    /// Lets go of the lock.
    public func unlock() {
        _ = flock(descriptor, LOCK_UN)
    }

    /// Waits for the lock on a thread of its own (`flock` blocks, and must never block a task's thread), and returns
    /// holding it. Cancelling the task returns at once with `CancellationError`; the thread then lets go of the lock
    /// the moment it gets it.
    public func lock() async throws {
        let waiter = Waiter()
        // The thread waits through a duplicate of the descriptor (one open file, so one lock), which it closes
        // itself: a cancelled task can then close its own at once.
        let own = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard own >= 0 else { throw LockFileError(code: errno) }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.start(continuation)
                let thread = Thread { waiter.wait(on: own) }
                thread.name = "trips lock wait"
                thread.start()
            }
        } onCancel: {
            waiter.abandon()
        }
    }

    // MARK: - Waiting

    /// Hands the lock from the waiting thread to the task that asked for it, or, if the task stopped asking, lets go.
    private final class Waiter: Sendable {
        private enum State {
            case idle
            case waiting(CheckedContinuation<Void, any Error>)
            case done
        }

        private let state = Lock(State.idle)

        /// The task is ready for the thread's answer (or is already cancelled: then it gets `CancellationError`).
        func start(_ continuation: CheckedContinuation<Void, any Error>) {
            let cancelled: Bool = state.withLock { state in
                guard case .idle = state else { return true }
                state = .waiting(continuation)
                return false
            }
            if cancelled { continuation.resume(throwing: CancellationError()) }
        }

        /// The task was cancelled: it is answered at once, and the thread will let go of the lock.
        func abandon() {
            let waiting: CheckedContinuation<Void, any Error>? = state.withLock { state in
                defer { state = .done }
                if case .waiting(let continuation) = state { return continuation }
                return nil
            }
            waiting?.resume(throwing: CancellationError())
        }

        /// On the thread: blocks until `descriptor` holds the lock, then hands it over or lets go of it.
        func wait(on descriptor: Int32) {
            var result: Int32
            repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
            let code = errno
            let waiting: CheckedContinuation<Void, any Error>? = state.withLock { state in
                defer { state = .done }
                if case .waiting(let continuation) = state { return continuation }
                return nil
            }
            guard let waiting else {
                _ = flock(descriptor, LOCK_UN)  // nobody wants it any more
                close(descriptor)
                return
            }
            close(descriptor)  // the task's descriptor keeps the lock: both name one open file
            if result == 0 { waiting.resume() } else { waiting.resume(throwing: LockFileError(code: code)) }
        }
    }
}

/// A lock file that could not be opened or locked, with the system's reason.
public struct LockFileError: Error, Equatable {
    /// The `errno` value.
    public var code: Int32

    /// The system's words for it ("Permission denied").
    public var reason: String { String(cString: strerror(code)) }
}
