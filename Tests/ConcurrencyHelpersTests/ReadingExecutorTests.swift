import ConcurrencyHelpers
import Foundation
import Locking
import Testing

/// A `ReadingExecutor` hands over every line of a descriptor, runs the tasks that prefer it on the thread that read
/// the line waking them, and keeps reading while one of its jobs blocks.
@Suite("Reading executor", .timeLimit(.minutes(1)))
struct ReadingExecutorTests {
    @Test func everyLineComesInOrderThenTheEndOnce() async throws {
        let executor = ReadingExecutor(name: "test reader")
        let pipe = Pipe()
        let lines = Lock<[String]>([])
        let ends = Lock(0)
        await withCheckedContinuation { ended in
            executor.read(
                pipe.fileHandleForReading,
                onLine: { line in lines.withLock { $0.append(String(decoding: line, as: UTF8.self)) } },
                onEnd: {
                    ends.withLock { $0 += 1 }
                    ended.resume()
                })
            for piece in ["one\ntw", "o\n", "\nthree\nfour"] {
                pipe.fileHandleForWriting.write(Data(piece.utf8))
            }
            try? pipe.fileHandleForWriting.close()
        }
        #expect(lines.withLock { $0 } == ["one", "two", "", "three", "four"])
        #expect(ends.withLock { $0 } == 1)
    }

    @Test func aTaskThatPrefersItResumesOnTheThreadThatReadTheLine() async throws {
        // A line read before its task has suspended resumes nothing: the task goes on where it is, which is no
        // hand-over either, but not what this checks. The line is written once the waiting job has ended
        // (`whenIdle`); should the reader write it sooner (it does the idle work itself once a job has held up the
        // others for a while, as on a loaded machine), the attempt is told by where the task went on, and repeated.
        for _ in 1...Self.attempts {
            let waiting = Waiting<pthread_t>()
            let (executor, pipe) = Self.reading(onLine: { _ in waiting.resume(returning: Self.thread()) })
            let (awaitedOn, readOn, resumedOn) = await withTaskExecutorPreference(executor) {
                let awaitedOn = Self.thread()
                let readOn = await withCheckedContinuation { continuation in
                    waiting.hold(continuation)
                    executor.whenIdle { pipe.fileHandleForWriting.write(Data("wake\n".utf8)) }
                }
                return (awaitedOn, readOn, Self.thread())
            }
            try pipe.fileHandleForWriting.close()
            if resumedOn == awaitedOn && readOn != awaitedOn { continue }  // resumed before it suspended
            #expect(readOn == resumedOn)
            return
        }
        Issue.record("in \(Self.attempts) attempts the line never came after the task had suspended")
    }

    @Test func aJobThatBlocksStopsNeitherTheLinesNorTheJobsTheyMakeReady() async throws {
        let waiting = Waiting<Void>()
        let (executor, pipe) = Self.reading(onLine: { _ in waiting.resume(returning: ()) })
        let released = DispatchSemaphore(value: 0)
        let unblocked = await withTaskExecutorPreference(executor) {
            // Another task on the executor waits for the line; this one blocks its thread until that task runs.
            await withCheckedContinuation { registered in
                Self.release(released, onLine: waiting, on: executor, registered: registered)
            }
            pipe.fileHandleForWriting.write(Data("go\n".utf8))
            return Self.block(on: released)
        }
        #expect(unblocked, "the line was read and its task run while this job held its thread")
        try pipe.fileHandleForWriting.close()
    }

    @Test func aTaskWaitingOnTheEndResumesWhenTheDescriptorEnds() async throws {
        let waiting = Waiting<Void>()
        let (executor, pipe) = Self.reading(onEnd: { waiting.resume(returning: ()) })
        await withTaskExecutorPreference(executor) {
            await withCheckedContinuation { continuation in
                waiting.hold(continuation)
                try? pipe.fileHandleForWriting.close()
            }
        }
    }

    @Test func idleWorkRunsOnceTheLinesReadyAreHandedOver() async throws {
        let order = Lock<[String]>([])
        let done = Waiting<Void>()
        let executor = ReadingExecutor(name: "test reader")
        let pipe = Pipe()
        await withCheckedContinuation { continuation in
            done.hold(continuation)
            executor.read(
                pipe.fileHandleForReading,
                onLine: { line in
                    let text = String(decoding: line, as: UTF8.self)
                    order.withLock { $0.append("line \(text)") }
                    executor.whenIdle {
                        order.withLock { $0.append("idle \(text)") }
                        if text == "b" { done.resume(returning: ()) }
                    }
                },
                onEnd: {})
            pipe.fileHandleForWriting.write(Data("a\nb\n".utf8))
        }
        #expect(order.withLock { $0 } == ["line a", "line b", "idle a", "idle b"])
        try pipe.fileHandleForWriting.close()
    }

    @Test func idleWorkWaitsForTheJobsTheLineMadeReady() async throws {
        let order = Lock<[String]>([])
        let waiting = Waiting<Void>()
        let done = Waiting<Void>()
        let executor = ReadingExecutor(name: "test reader")
        let pipe = Pipe()
        executor.read(
            pipe.fileHandleForReading,
            onLine: { _ in
                order.withLock { $0.append("line") }
                executor.whenIdle {
                    order.withLock { $0.append("idle") }
                    done.resume(returning: ())
                }
                waiting.resume(returning: ())
            },
            onEnd: {})
        let job: @Sendable () -> Void = { order.withLock { $0.append("job") } }
        await withCheckedContinuation { finished in
            done.hold(finished)
            Self.startJob(on: executor, after: waiting, writing: pipe, then: job)
        }
        #expect(order.withLock { $0 } == ["line", "job", "idle"])
        try pipe.fileHandleForWriting.close()
    }

    // MARK: - Helpers

    /// How many times a check that needs the task suspended before the line comes is tried.
    private static let attempts = 20

    /// A new executor reading a new pipe, and the pipe.
    private static func reading(
        onLine: @escaping @Sendable (Data) -> Void = { _ in }, onEnd: @escaping @Sendable () -> Void = {}
    ) -> (ReadingExecutor, Pipe) {
        let executor = ReadingExecutor(name: "test reader")
        let pipe = Pipe()
        executor.read(pipe.fileHandleForReading, onLine: onLine, onEnd: onEnd)
        return (executor, pipe)
    }

    /// The calling thread.
    private static func thread() -> pthread_t { pthread_self() }

    /// Starts a task on `executor` that waits for the continuation `onLine` is given, then signals `semaphore`;
    /// `registered` is resumed once it waits.
    private static func release(
        _ semaphore: DispatchSemaphore, onLine: Waiting<Void>,
        on executor: ReadingExecutor, registered: CheckedContinuation<Void, Never>
    ) {
        Task(executorPreference: executor) {
            await withCheckedContinuation { line in
                onLine.hold(line)
                registered.resume()
            }
            semaphore.signal()
        }
    }

    /// Starts a task on `executor` that waits for the line `waiting` is resumed by, writes the line to `pipe` once it
    /// waits, then calls `then`.
    private static func startJob(
        on executor: ReadingExecutor, after waiting: Waiting<Void>, writing pipe: Pipe,
        then: @escaping @Sendable () -> Void
    ) {
        Task(executorPreference: executor) {
            await withCheckedContinuation { line in
                waiting.hold(line)
                pipe.fileHandleForWriting.write(Data("go\n".utf8))
            }
            then()
        }
    }

    /// Blocks the calling thread until `semaphore` is signalled; `false` after ten seconds.
    private static func block(on semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + 10) == .success
    }
}

/// One continuation waiting to be resumed from another thread.
private final class Waiting<Value: Sendable>: Sendable {
    private let continuation = Lock<CheckedContinuation<Value, Never>?>(nil)

    /// Keeps `continuation` until ``resume(returning:)``.
    func hold(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Resumes the continuation held, if any.
    func resume(returning value: Value) {
        continuation.withLock { $0.take() }?.resume(returning: value)
    }
}
