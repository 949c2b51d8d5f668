import ConcurrencyHelpers
import Foundation

/// A program the flow tools run (`swift build`, the acceptance script): its standard output and error read together,
/// line by line as they come, so that a long build can report progress before it ends.
struct StreamedCommand: Sendable {
    /// The program, by path.
    var executable: String
    /// Its arguments, after its own path.
    var arguments: [String]
    /// Its whole environment.
    var environment: [String: String]

    /// How it ended, and every line it wrote.
    struct Outcome: Sendable {
        /// Its exit status; a signal's number plus 128 when a signal ended it.
        var status: Int32
        /// Every line of its output and errors, in the order written.
        var lines: [String]
    }

    /// Runs the program to its end, calling `onLine` with each line as it comes. Cancelling the calling task ends the
    /// program's whole process group (a build's compilers, the acceptance script's test binary and apps) and
    /// returns once it has been reaped, so nothing outlives the call.
    func run(onLine: @escaping @Sendable (String) -> Void = { _ in }) async throws -> Outcome {
        let pipe = try ChildProcess.pipe()
        let started: (child: ChildProcess, pipes: ChildProcess.Pipes)
        do {
            // One pipe for both streams: a compiler's errors come on stderr, between the build's lines on stdout.
            started = try await ChildProcess.startOnOwnThread(
                named: "run \(URL(fileURLWithPath: executable).lastPathComponent)", standardInput: .pipe,
                standardOutput: .descriptor(pipe.write), standardError: .descriptor(pipe.write)
            ) { [executable, arguments, environment] streams in
                try ChildProcess(
                    executable: executable, arguments: arguments, environment: environment,
                    standardInput: streams[0], standardOutput: streams[1], standardError: streams[2])
            }
        } catch {
            close(pipe.read)
            close(pipe.write)
            throw error
        }
        close(pipe.write)
        let child = started.child
        let (lines, sink) = AsyncStream.makeStream(of: String.self)
        DescriptorLines.start(
            FileHandle(fileDescriptor: pipe.read, closeOnDealloc: true), name: "read \(executable)",
            onLine: { sink.yield(String(decoding: $0, as: UTF8.self)) }, onEnd: { sink.finish() })
        return await withTaskCancellationHandler {
            var all: [String] = []
            for await line in lines {
                all.append(line)
                onLine(line)
            }
            let status: Int32 =
                switch await child.end() {
                case .exited(let status): status
                case .signalled(let signal): 128 + signal
                }
            return Outcome(status: status, lines: all)
        } onCancel: {
            // The child leads a process group of its own (ChildProcess's default): the signal reaches what it
            // started too. A group already gone makes kill fail harmlessly.
            if !child.hasEnded { kill(-child.pid, SIGTERM) }
        }
    }
}
