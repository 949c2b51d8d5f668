import Foundation
import Locking

extension ChildProcess {
    // MARK: - Starting with pipes

    /// What one of a child's standard streams is: a new pipe, whose other end the caller gets, or a descriptor the
    /// caller already holds (and keeps).
    public enum Stream: Sendable {
        /// A new pipe.
        case pipe
        /// This descriptor, shared with the child.
        case descriptor(Int32)
    }

    /// The caller's ends of the pipes a child was started with: where its input is written and its output and errors
    /// are read; `nil` where the stream was a descriptor. Each closes when released.
    public struct Pipes: Sendable {
        /// The write end of the child's standard input.
        public let input: FileHandle?
        /// The read end of the child's standard output.
        public let output: FileHandle?
        /// The read end of the child's standard error.
        public let errors: FileHandle?
    }

    /// Starts `executable` as ``init(executable:arguments:environment:standardInput:standardOutput:standardError:onEnd:)``
    /// does, making the pipes asked for and closing the child's ends of them here once it holds its own, so that an
    /// output reaches its end when the child ends. On failure no descriptor is left open.
    public static func start(
        executable: String,
        arguments: [String],
        environment: [String: String],
        standardInput: Stream,
        standardOutput: Stream,
        standardError: Stream,
        ownProcessGroup: Bool = true,
        onEnd: @escaping @Sendable (Ending) -> Void = { _ in }
    ) throws -> (child: ChildProcess, pipes: Pipes) {
        try start(standardInput: standardInput, standardOutput: standardOutput, standardError: standardError) {
            streams in
            try ChildProcess(
                executable: executable, arguments: arguments, environment: environment,
                standardInput: streams[0], standardOutput: streams[1], standardError: streams[2],
                ownProcessGroup: ownProcessGroup, onEnd: onEnd)
        }
    }

    /// Makes the pipes asked for, calls `starting` with the child's three standard streams (input, output, error) to
    /// start it however it is started (spawned, or forked by a fork server and adopted), and closes the child's ends
    /// here once it holds its own. On failure no descriptor is left open.
    public static func start(
        standardInput: Stream,
        standardOutput: Stream,
        standardError: Stream,
        by starting: (_ streams: [Int32]) throws -> ChildProcess
    ) throws -> (child: ChildProcess, pipes: Pipes) {
        var made: [(read: Int32, write: Int32)?] = []
        var childEnds: [Int32] = []
        do {
            for (index, stream) in [standardInput, standardOutput, standardError].enumerated() {
                switch stream {
                case .descriptor(let descriptor):
                    made.append(nil)
                    childEnds.append(descriptor)
                case .pipe:
                    let pipe = try Self.pipe()
                    made.append(pipe)
                    childEnds.append(index == 0 ? pipe.read : pipe.write)
                }
            }
            let child = try starting(childEnds)
            for case let (index, pipe?) in made.enumerated() {
                close(index == 0 ? pipe.read : pipe.write)
            }
            let ours = made.enumerated().map { index, pipe in
                pipe.map { FileHandle(fileDescriptor: index == 0 ? $0.write : $0.read, closeOnDealloc: true) }
            }
            return (child, Pipes(input: ours[0], output: ours[1], errors: ours[2]))
        } catch {
            for case let pipe? in made {
                close(pipe.read)
                close(pipe.write)
            }
            throw error
        }
    }

    /// Starts a child as ``start(executable:arguments:environment:standardInput:standardOutput:standardError:ownProcessGroup:onEnd:)``
    /// does, on a thread of its own, and resumes the caller when it has started. `posix_spawn` returns only once the
    /// child has called `exec`, and on a busy machine the child first waits its turn for a CPU: a caller on the
    /// cooperative pool, which has a thread per core, would hold one of them all that time.
    public static func startOnOwnThread(
        executable: String,
        arguments: [String],
        environment: [String: String],
        standardInput: Stream,
        standardOutput: Stream,
        standardError: Stream,
        onEnd: @escaping @Sendable (Ending) -> Void = { _ in }
    ) async throws -> (child: ChildProcess, pipes: Pipes) {
        try await startOnOwnThread(
            named: "spawn \(URL(fileURLWithPath: executable).lastPathComponent)", standardInput: standardInput,
            standardOutput: standardOutput, standardError: standardError
        ) { streams in
            try ChildProcess(
                executable: executable, arguments: arguments, environment: environment,
                standardInput: streams[0], standardOutput: streams[1], standardError: streams[2], onEnd: onEnd)
        }
    }

    /// Starts a child as ``start(standardInput:standardOutput:standardError:by:)`` does, on a thread of its own called
    /// `name`, and resumes the caller when it has started: a start that waits (for `exec`, or for a fork server's
    /// answer) holds no thread of the cooperative pool.
    public static func startOnOwnThread(
        named name: String,
        standardInput: Stream,
        standardOutput: Stream,
        standardError: Stream,
        by starting: @escaping @Sendable (_ streams: [Int32]) throws -> ChildProcess
    ) async throws -> (child: ChildProcess, pipes: Pipes) {
        // The thread hands the child over through a lock, not through the continuation: a continuation resumed before
        // its task has suspended is taken up inside the concurrency runtime without a step ThreadSanitizer sees, and
        // it would report the child written on this thread and read by the task as a race.
        let started = Lock<Result<(child: ChildProcess, pipes: Pipes), any Error>?>(nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                let result = Result {
                    try start(
                        standardInput: standardInput, standardOutput: standardOutput, standardError: standardError,
                        by: starting)
                }
                started.withLock { $0 = result }
                continuation.resume()
            }
            thread.name = name
            thread.start()
        }
        guard let result = started.withLock({ $0 }) else { preconditionFailure("the thread resumed before it started") }
        return try result.get()
    }
}
