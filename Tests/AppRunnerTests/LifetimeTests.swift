import ConcurrencyHelpers
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// No app outlives its runner: the app ends at the end of its stdin, whose write end only the runner holds.
@Suite(.bounded())
struct LifetimeTests {
    @Test func onlyTheRunnerHoldsTheAppsStdinAndNoChildInheritsIt() async throws {
        let first = Fixture.app("fake_app.py")
        let second = Fixture.app("fake_app.py")
        try await first.launch()
        try await second.launch()
        let pid = try #require(first.processIdentifier)
        let stdin = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/0")
        #expect(stdin.hasPrefix("pipe:"))
        let writers = PipeEnds.writers(of: stdin)
        #expect(writers.map(\.pid) == [getpid()])
        #expect(writers.allSatisfy { $0.closeOnExec })
        await first.terminate()
        await second.terminate()
    }

    @Test func theAppStartsWithNoSignalBlocked() async throws {
        let app = Fixture.app("fake_app.py")
        try await app.launch()
        _ = try await app.buttons["fake.load"].exists
        // The line comes on stderr, read beside stdout: it is surely in the transcript once the app has ended, when
        // both its streams have.
        await app.terminate()
        #expect(app.transcript.contains("SigBlk:\t0000000000000000"))
    }

    @Test func anAppEndsWhenItsRunnerIsKilledOutright() async throws {
        let (events, sink) = AsyncStream.makeStream(of: String.self)
        let runner = try await AppProcess.start(
            executable: Fixture.url("stand_in_runner.py"), arguments: [],
            environment: ProcessInfo.processInfo.environment, forkServer: nil,
            handlers: .init(
                stdoutLine: { sink.yield("pid \(String(decoding: $0, as: UTF8.self))") },
                stdoutEnd: {},
                stderrLine: { sink.yield(String(decoding: $0, as: UTF8.self)) },
                stderrEnd: { sink.yield("end of stderr") },
                exit: { _ in }))
        let ended = await Deadline.race(.seconds(30), expired: [String]()) {
            var seen: [String] = []
            for await event in events {
                seen.append(event)
                if event.hasPrefix("pid ") { runner.send(signal: SIGKILL) }
                if event == "end of stderr" { break }
            }
            return seen
        }
        // stderr ends only when every holder of it, the fake app included, has ended.
        #expect(ended.last == "end of stderr")
        #expect(ended.contains("fake: stdin ended, bye"))
    }
}

/// The processes that hold a pipe open, from `/proc`.
enum PipeEnds {
    /// One open end of a pipe.
    struct End {
        var pid: Int32
        var closeOnExec: Bool
    }

    /// Every write end of `pipe` (`pipe:[inode]`) open in any process, leaving out children this process is starting
    /// for other tests running beside this one: between the fork and the exec a child holds every descriptor, those
    /// marked close-on-exec included, and it is still this program. A child that inherited the pipe runs another.
    static func writers(of pipe: String) -> [End] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return processes.compactMap(Int32.init).flatMap { pid -> [End] in
            if pid != getpid(), isStarting(pid, program: program) { return [] }
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            return descriptors.compactMap { descriptor -> End? in
                let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")
                guard link == pipe, let flags = flags(pid: pid, descriptor: descriptor) else { return nil }
                guard flags & Int(O_ACCMODE) == Int(O_WRONLY) else { return nil }
                return End(pid: pid, closeOnExec: flags & Int(O_CLOEXEC) != 0)
            }
        }
    }

    /// Whether `pid` is a child of this process that has not yet run another program.
    private static func isStarting(_ pid: Int32, program: String?) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            status.split(separator: "\n").contains("PPid:\t\(getpid())")
        else { return false }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == program
    }

    private static func flags(pid: Int32, descriptor: String) -> Int? {
        guard let info = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(descriptor)", encoding: .utf8) else {
            return nil
        }
        let line = info.split(separator: "\n").first { $0.hasPrefix("flags:") }
        return line.flatMap { Int($0.dropFirst("flags:".count).trimmingCharacters(in: .whitespaces), radix: 8) }
    }
}
