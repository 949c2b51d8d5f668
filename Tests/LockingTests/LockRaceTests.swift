import ConcurrencyHelpers
import Foundation
import Locking
import TestSupport
import Testing

/// ThreadSanitizer sees `Lock`: in a build with it (`make tsan`), `lock-race-check`'s additions made under a `Lock`
/// are quiet, while the same additions with one thread skipping the lock are reported; in an ordinary build nothing is
/// reported and the helper exits 0 in each mode.
@Suite("ThreadSanitizer and the lock", .bounded())
struct LockRaceTests {
    @Test func additionsUnderTheLockAreNotReported() async throws {
        let run = try await Self.check("lock")
        #expect(run.status == .exited(status: 0), "\(run.output)")
        #expect(!run.output.contains("ThreadSanitizer"), "\(run.output)")
        #expect(run.output.hasSuffix("40000\n"), "\(run.output)")
    }

    @Test func anAdditionMadeWithoutTheLockIsReportedUnderTheSanitizer() async throws {
        let run = try await Self.check("unguarded")
        if ThreadSanitizer.isRunning {
            #expect(run.status == .exited(status: 66), "\(run.output)")
            #expect(run.output.contains("WARNING: ThreadSanitizer"), "\(run.output)")
        } else {
            #expect(run.status == .exited(status: 0), "\(run.output)")
            #expect(!run.output.contains("ThreadSanitizer"), "\(run.output)")
        }
    }

    // MARK: - Helpers

    /// How a run of the helper ended and all it wrote, its standard output and error in one.
    struct Run {
        let status: ChildProcess.Ending
        let output: String
    }

    /// Runs `lock-race-check mode`, built beside this test binary in the same build, with this process's environment
    /// (`make tsan`'s `TSAN_OPTIONS` among it), its output into a file read once it has ended.
    static func check(_ mode: String) async throws -> Run {
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let helper = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("lock-race-check")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lock-race-check-\(UUID().uuidString)")
        let descriptor = open(output.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer {
            close(input)
            try? FileManager.default.removeItem(at: output)
        }
        let child: ChildProcess
        do {
            defer { close(descriptor) }
            child = try ChildProcess(
                executable: helper.path, arguments: [mode], environment: ProcessInfo.processInfo.environment,
                standardInput: input, standardOutput: descriptor, standardError: descriptor)
        }
        let status = await child.end()
        return Run(status: status, output: try String(contentsOf: output, encoding: .utf8))
    }
}
