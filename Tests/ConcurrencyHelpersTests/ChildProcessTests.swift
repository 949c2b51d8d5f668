import ConcurrencyHelpers
import Foundation
import TestSupport
import Testing

/// Children started with `posix_spawn`: what they get, how their end is told, and that many at once inherit nothing.
struct ChildProcessTests {
    // MARK: - What a child gets

    @Test func aChildHasOnlyItsThreeStreamsThoughTheParentHoldsManyInheritableDescriptors() async throws {
        // Plain pipe(2) ends are inherited by exec unless the child closes them; one sits far above the others.
        let leaks = try (0..<200).map { _ in try Self.inheritablePipe() }
        let far = dup2(leaks[0].read, 1_500)
        defer {
            close(far)
            for pipe in leaks {
                close(pipe.read)
                close(pipe.write)
            }
        }
        #expect(far == 1_500)

        let runs = try await withThrowingTaskGroup(of: Run.self) { group in
            for _ in 0..<24 {
                group.addTask { try await Self.run("ls /proc/self/fd") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for run in runs {
            // ls opens the directory it lists: 3, and nothing else above 2.
            #expect(run.ending == .exited(status: 0))
            #expect(run.output.split(separator: "\n") == ["0", "1", "2", "3"])
        }
    }

    @Test func aChildStartsWithNoSignalBlockedInAProcessGroupOfItsOwn() async throws {
        var blocked = sigset_t()
        var saved = sigset_t()
        sigfillset(&blocked)
        pthread_sigmask(SIG_SETMASK, &blocked, &saved)
        let started: Result<Pending, any Error>
        do {
            started = .success(
                try Self.start("grep '^SigBlk' /proc/self/status; echo \"$$ $(cut -d' ' -f5 /proc/$$/stat)\""))
        } catch {
            started = .failure(error)
        }
        pthread_sigmask(SIG_SETMASK, &saved, nil)
        let run = try await started.get().finished()
        let lines = run.output.split(separator: "\n")
        #expect(lines.first == "SigBlk:\t0000000000000000")
        let ids = lines.last.map { $0.split(separator: " ").compactMap { Int32($0) } }
        #expect(ids?.count == 2 && ids?.first == ids?.last)
    }

    @Test func aChildGetsExactlyTheEnvironmentItIsGiven() async throws {
        let run = try await Self.start(executable: "/usr/bin/env", environment: ["ONLY": "this one"]).finished()
        #expect(run.output == "ONLY=this one\n")
    }

    // MARK: - How a child ends

    @Test func anExitStatusAndAKillingSignalAreToldApart() async throws {
        let exited = try await Self.run("exit 3").ending
        let killed = try await Self.run("kill -SEGV $$").ending
        #expect(exited == .exited(status: 3))
        #expect(killed == .signalled(SIGSEGV))
    }

    @Test func aSignalReachesARunningChildAndNoneIsSentAfterItEnded() async throws {
        let pending = try Self.start("exec sleep 30")
        #expect(!pending.child.hasEnded)
        pending.child.send(signal: SIGTERM)
        let run = try await pending.finished()
        #expect(run.ending == .signalled(SIGTERM))
        #expect(pending.child.hasEnded)
        pending.child.send(signal: SIGKILL)
    }

    @Test func everyWaiterIsToldTheSameEndingAndSoIsOneThatAsksAfterIt() async throws {
        let pending = try Self.start("exit 7")
        async let before = pending.child.end()
        async let alsoBefore = pending.child.end()
        _ = try await pending.finished()
        let endingBefore = await before
        let endingAlsoBefore = await alsoBefore
        let endingAfter = await pending.child.end()
        #expect(endingBefore == .exited(status: 7))
        #expect(endingAlsoBefore == .exited(status: 7))
        #expect(endingAfter == .exited(status: 7))
    }

    @Test func startedWithPipesItsOutputEndsWhenItEndsAndItReadsWhatIsWritten() async throws {
        let (child, pipes) = try ChildProcess.start(
            executable: "/bin/sh", arguments: ["-c", "read line; echo \"got $line\"; echo oops >&2"], environment: [:],
            standardInput: .pipe, standardOutput: .pipe, standardError: .pipe)
        let input = try #require(pipes.input)
        try input.write(contentsOf: Data("hello\n".utf8))
        try input.close()
        let ending = await child.end()
        #expect(ending == .exited(status: 0))
        // The child has ended: each pipe comes to its end, unless this process kept a copy of the child's end.
        let output = try await Self.drained(try #require(pipes.output))
        let errors = try await Self.drained(try #require(pipes.errors))
        #expect(output == "got hello\n")
        #expect(errors == "oops\n")
    }

    @Test func startedOnAThreadOfItsOwnItRunsAsOneStartedHere() async throws {
        let (child, pipes) = try await ChildProcess.startOnOwnThread(
            executable: "/bin/sh", arguments: ["-c", "read line; echo \"got $line\""], environment: [:],
            standardInput: .pipe, standardOutput: .pipe, standardError: .pipe)
        let input = try #require(pipes.input)
        try input.write(contentsOf: Data("hello\n".utf8))
        try input.close()
        let ending = await child.end()
        #expect(ending == .exited(status: 0))
        let output = try await Self.drained(try #require(pipes.output))
        #expect(output == "got hello\n")
    }

    @Test func startedOnAThreadOfItsOwnAMissingExecutableIsNamed() async throws {
        let error = await #expect(throws: ChildProcess.SpawnError.self) {
            _ = try await ChildProcess.startOnOwnThread(
                executable: "/nonexistent/trips-shell", arguments: [], environment: [:],
                standardInput: .pipe, standardOutput: .pipe, standardError: .pipe)
        }
        #expect(error?.description == "/nonexistent/trips-shell: No such file or directory")
    }

    @Test func aMissingExecutableIsNamedWithItsReason() throws {
        let error = #expect(throws: ChildProcess.SpawnError.self) {
            _ = try ChildProcess(
                executable: "/nonexistent/trips-shell", arguments: [], environment: [:],
                standardInput: 0, standardOutput: 1, standardError: 2, onEnd: { _ in })
        }
        #expect(error?.description == "/nonexistent/trips-shell: No such file or directory")
    }

    // MARK: - Helpers

    /// What a finished child wrote and how it ended.
    struct Run: Sendable {
        var ending: ChildProcess.Ending
        var output: String
    }

    /// A started child, its output's read end and its ending, told once.
    struct Pending: Sendable {
        var child: ChildProcess
        var output: FileHandle
        var ended: AsyncStream<ChildProcess.Ending>

        /// Waits for the child's end, then reads everything it wrote.
        func finished() async throws -> Run {
            var endings = ended.makeAsyncIterator()
            let firstEnding = await endings.next()
            let ending = try #require(firstEnding)
            let data = try output.readToEnd() ?? Data()
            return Run(ending: ending, output: String(decoding: data, as: UTF8.self))
        }
    }

    private static func run(_ script: String, environment: [String: String] = [:]) async throws -> Run {
        try await start(script, environment: environment).finished()
    }

    /// Starts `/bin/sh -c script`.
    private static func start(_ script: String, environment: [String: String] = [:]) throws -> Pending {
        try start(executable: "/bin/sh", arguments: ["-c", script], environment: environment)
    }

    /// Starts `executable` with stdin on /dev/null and stdout and stderr on one pipe.
    private static func start(
        executable: String, arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> Pending {
        let output = try ChildProcess.pipe()
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(input) }
        let (ended, sink) = AsyncStream.makeStream(of: ChildProcess.Ending.self)
        let child = try ChildProcess(
            executable: executable, arguments: arguments,
            environment: environment.isEmpty ? ["PATH": "/usr/bin:/bin"] : environment,
            standardInput: input, standardOutput: output.write, standardError: output.write,
            onEnd: { ending in
                sink.yield(ending)
                sink.finish()
            })
        close(output.write)
        return Pending(
            child: child, output: FileHandle(fileDescriptor: output.read, closeOnDealloc: true), ended: ended)
    }

    /// What `handle` holds up to its end, read on a thread of its own; `nil` if no end comes within
    /// `Duration.eventually` (a writer this process left open). The end comes once every copy of the child's end is
    /// closed, and another test's child, spawned at that moment, holds copies of this process's descriptors until its
    /// `exec` closes them: on a busy machine, for a while.
    private static func drained(_ handle: FileHandle) async throws -> String? {
        try await onAThreadOfItsOwn("drain a child's output") {
            let descriptor = handle.fileDescriptor
            let deadline = ContinuousClock.now + Duration.eventually
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return nil }
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&watched, 1, Int32(left.components.seconds * 1000 + 1))
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { return nil }
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count == 0 { return String(decoding: bytes, as: UTF8.self) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else { return nil }
                bytes += chunk[0..<count]
            }
        }
    }

    /// A pipe with neither end close-on-exec, as `pipe(2)` makes it.
    private static func inheritablePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }
}
