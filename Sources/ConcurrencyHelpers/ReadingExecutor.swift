import Foundation
import Locking

/// Reads descriptors' lines and runs the jobs of the tasks that prefer it (`withTaskExecutorPreference`) on the very
/// thread that read the line which made them ready: the runner reads the apps' output with it, so that a flow woken by
/// the app's line runs at once, without a hand-over to another thread (waking an idle thread of the cooperative pool
/// costs more than reading, applying and deciding the line together). The promise is for a task that had suspended
/// when the line came: one the line resumes while it is still on its way to suspend never leaves the thread it is on
/// (Swift hands the continuation's value straight back), which is no hand-over either, but may be another thread
/// than the reader's.
///
/// **Reading never waits for a job.** One thread at a time holds the reading role and blocks in `poll(2)` on every
/// descriptor and on a wake pipe. Before it runs jobs it hands the role to a standby thread (started when there is
/// none), so a job that blocks (a flow waiting on a semaphore, say) never stops the lines, nor the jobs they make
/// ready, which another thread runs (the reader runs queued jobs itself once another thread has held them up for
/// ``blockedJobPatience``). Threads are kept once started: there are as many as jobs ever ran at once, plus one.
///
/// **No job is lost.** Jobs enqueued from other threads write the wake pipe only when no thread of the executor is
/// awake (each looks at the queue before it blocks). An executor and its threads are never freed: make one for the
/// process (the runner's is `AppOutput.reader`).
public final class ReadingExecutor: TaskExecutor {
    /// The longest line handed over whole; of a longer one, only its first piece (``LineFraming``).
    public static let maximumLineLength = LineFraming.maximumLineLength

    /// One descriptor being read.
    private struct Source: Sendable {
        let handle: FileHandle
        var framing = LineFraming()
        let onLine: @Sendable (Data) -> Void
        let onEnd: @Sendable () -> Void
    }

    /// What the threads share.
    private struct State {
        /// Jobs queued from outside the reading role: any thread of the executor runs them.
        var jobs: [UnownedJob] = []
        /// Jobs the reader's lines made ready: the reader runs them itself, so that no other thread takes them first.
        var readersJobs: [UnownedJob] = []
        /// The thread holding the reading role, if one does.
        var reader: pthread_t?
        /// Threads started.
        var threads = 0
        /// Threads that look at ``jobs`` before they next block.
        var awake = 0
        /// Threads blocked on the standby semaphore and not yet signalled.
        var idle = 0
        /// Whether a thread was signalled or started to take the reading role and has not yet.
        var handingOver = false
        /// Whether the wake pipe holds a byte not yet drained.
        var wakeWritten = false
        /// Work for a thread with nothing else to do (``ReadingExecutor/whenIdle(_:)``).
        var idleWork: [@Sendable () -> Void] = []
        /// Whether the reader's last poll timed out while another thread ran jobs: it does the idle work then.
        var idleOverdue = false

        /// Takes out the idle work queued.
        mutating func takeIdleWork() -> [@Sendable () -> Void] {
            idleOverdue = false
            defer { idleWork = [] }
            return idleWork
        }
    }

    /// Where a thread stands.
    private enum Position {
        /// Runs jobs, or sleeps when there are none.
        case runner
        /// Woken (or started) to take the reading role.
        case summoned
        /// Holds the reading role; `polled` once it has polled since taking it.
        case reader(polled: Bool)
    }

    /// What a thread does next.
    private enum Step {
        case run([UnownedJob], summon: Summon?)
        case poll(timeout: Int32)
        case idle([@Sendable () -> Void])
        case sleep
        case again
    }

    /// How another thread is brought to take the reading role.
    private enum Summon {
        case signal
        case start
    }

    /// How long the reader waits while another thread runs jobs before it runs the queued jobs itself, in
    /// milliseconds: a job that blocks must not hold up the jobs queued behind it for longer. The thread that runs
    /// jobs takes those its own jobs queue as soon as they end, so in the usual case the reader never times out.
    private static let blockedJobPatience: Int32 = 10

    private let name: String
    private let state = Lock(State())
    private let sources = Lock<[Int32: Source]>([:])
    private let standby = DispatchSemaphore(value: 0)
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// An executor whose threads are named `name`; they start with the first descriptor or job.
    public init(name: String) {
        var ends: [Int32] = [0, 0]
        // Without a pipe nothing could wake the reader: that is no state to go on from. (A child spawned before the
        // flags are set inherits ends nothing waits to close.)
        precondition(pipe(&ends) == 0, "pipe failed: errno \(errno)")
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        wakeRead = ends[0]
        wakeWrite = ends[1]
        self.name = name
    }

    /// Reads `handle` to its end, calling `onLine` with each line (without its newline) and `onEnd` once at the end,
    /// on the executor's reading thread.
    public func read(
        _ handle: FileHandle, onLine: @escaping @Sendable (Data) -> Void, onEnd: @escaping @Sendable () -> Void
    ) {
        sources.withLock { $0[handle.fileDescriptor] = Source(handle: handle, onLine: onLine, onEnd: onEnd) }
        notify { _ in }
    }

    /// Queues a job; it runs on one of the executor's threads, after the line being handled if it came from one.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let thread = pthread_self()
        notify { state in
            if let reader = state.reader, pthread_equal(reader, thread) != 0 {
                state.readersJobs.append(job)
            } else {
                state.jobs.append(job)
            }
        }
    }

    /// Runs `work` on a thread of the executor once the lines ready are handed over and the jobs they made ready have
    /// run: by the thread that ran them, as they end, or by the reader before it blocks when no thread runs jobs (or
    /// one has run them for longer than ``blockedJobPatience``). For what can wait until then, such as making ready
    /// for the next line: a thread woken to take the reading role may run before the one it relieved, and must not
    /// hold it up.
    public func whenIdle(_ work: @escaping @Sendable () -> Void) {
        notify { $0.idleWork.append(work) }
    }

    /// Whether the calling task prefers this executor: whether a job it makes ready can run where it is decided.
    public var isPreferredByCurrentTask: Bool {
        withUnsafeCurrentTask { $0?.unownedTaskExecutor } == asUnownedTaskExecutor()
    }

    // MARK: - Waking

    /// Changes the state and makes sure a thread will see it: starts the first thread, or writes the wake pipe when
    /// every thread is blocked (the one holding the reading role polls it).
    private func notify(_ change: (inout State) -> Void) {
        let (start, wake) = state.withLock { state -> (Bool, Bool) in
            change(&state)
            if state.threads == 0 {
                state.threads = 1
                state.awake = 1
                return (true, false)
            }
            guard state.awake == 0, !state.wakeWritten else { return (false, false) }
            state.wakeWritten = true
            return (false, true)
        }
        if start { startThread() }
        if wake {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
    }

    private func startThread() {
        let thread = Thread { [self] in work() }
        thread.name = name
        thread.start()
    }

    // MARK: - A thread's loop

    private func work() {
        var position = Position.summoned
        // The thread's one read buffer, whichever turn it takes as the reader, so that a read neither allocates nor
        // zeroes 64 KiB.
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            switch next(&position) {
            case .run(let jobs, let summon):
                switch summon {
                case .signal: standby.signal()
                case .start: startThread()
                case nil: break
                }
                for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
            case .poll(let timeout):
                pollOnce(timeout: timeout, into: &chunk)
            case .idle(let work):
                for work in work { work() }
            case .sleep:
                standby.wait()
            case .again:
                break
            }
        }
    }

    /// Decides a thread's next step.
    ///
    /// The reader runs the jobs its lines made ready (the hot path), and those queued from outside once it has polled
    /// or when no other thread is awake to, and gives up the reading role first, bringing another thread to take it. A thread
    /// that ran jobs runs those queued meanwhile (the jobs its own jobs made ready) rather than take a role another
    /// thread is on its way to take.
    private func next(_ position: inout Position) -> Step {
        state.withLock { state in
            switch position {
            case .summoned, .runner:
                let summoned = if case .summoned = position { true } else { false }
                if state.reader == nil && (summoned || !state.handingOver) {
                    state.reader = pthread_self()
                    state.handingOver = false
                    position = .reader(polled: false)
                    return .again
                }
                position = .runner
                if !state.jobs.isEmpty {
                    defer { state.jobs = [] }
                    return .run(state.jobs, summon: nil)
                }
                if !state.idleWork.isEmpty { return .idle(state.takeIdleWork()) }
                state.awake -= 1
                state.idle += 1
                position = .summoned
                return .sleep
            case .reader(let polled):
                let othersAwake = state.awake > 1
                if !state.readersJobs.isEmpty || (!state.jobs.isEmpty && (polled || !othersAwake)) {
                    state.reader = nil
                    state.handingOver = true
                    state.awake += 1
                    let summon: Summon
                    if state.idle > 0 {
                        state.idle -= 1
                        summon = .signal
                    } else {
                        state.threads += 1
                        summon = .start
                    }
                    position = .runner
                    defer {
                        state.readersJobs = []
                        state.jobs = []
                    }
                    return .run(state.readersJobs + state.jobs, summon: summon)
                }
                if !state.idleWork.isEmpty && (!othersAwake || state.idleOverdue) { return .idle(state.takeIdleWork()) }
                state.awake -= 1
                position = .reader(polled: true)
                return .poll(timeout: othersAwake ? Self.blockedJobPatience : -1)
            }
        }
    }

    // MARK: - Reading

    /// Blocks until a descriptor or the wake pipe is ready (or `timeout` passes), then reads what is ready and hands
    /// over its lines; `chunk` is the buffer reads go into.
    private func pollOnce(timeout: Int32, into chunk: inout [UInt8]) {
        var descriptors = sources.withLock { $0.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } }
        descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        let woken = ready > 0 && descriptors[descriptors.count - 1].revents != 0
        state.withLock { state in
            state.awake += 1
            if woken { state.wakeWritten = false }
            if ready == 0 { state.idleOverdue = true }
        }
        guard ready > 0 else { return }  // timed out, or EINTR
        if woken { drainWakePipe() }
        for descriptor in descriptors.dropLast() where descriptor.revents != 0 {
            readOnce(descriptor.fd, into: &chunk)
        }
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ Foundation.read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Reads what `descriptor` has into `chunk`, hands over its whole lines, and ends it at its end.
    private func readOnce(_ descriptor: Int32, into chunk: inout [UInt8]) {
        var count = 0
        repeat {
            count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        } while count < 0 && errno == EINTR
        let ended = count <= 0
        let taken = sources.withLock { sources -> (lines: [Data], source: Source)? in
            guard var source = sources[descriptor] else { return nil }
            let lines = ended ? source.framing.rest() : source.framing.lines(appending: chunk[0..<count])
            if ended { sources[descriptor] = nil } else { sources[descriptor] = source }
            return (lines, source)
        }
        guard let (lines, source) = taken else { return }
        for line in lines { source.onLine(line) }
        if ended { source.onEnd() }
    }

}
