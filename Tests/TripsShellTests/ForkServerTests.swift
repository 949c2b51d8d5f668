import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import TestSupport
import Testing
import TripsProtocol

/// `trips-shell --fork-server` on its socket: a bad request is answered with why and the server goes on serving; a
/// good one starts the app asked for; the socket's end ends the server.
struct ForkServerTests {
    @Test func badRequestsAreAnsweredWithWhyAndTheNextGoodOneStartsItsApp() async throws {
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nothing) }
        let (server, ours) = try Self.startServer(quiet: nothing)
        let request = ForkRequest(arguments: ["--version"], environment: [:], workingDirectory: "/")

        let noDescriptors = try await Self.ask(ours, request.bytes, [])
        #expect(noDescriptors == "error: a request carries 3 descriptors, not 0")
        let garbage = try await Self.ask(ours, Array("garbage".utf8), [nothing, nothing, nothing])
        #expect(garbage == "error: the request does not end with a zero byte")

        let output = try ChildProcess.pipe()
        let pid = try await Self.ask(ours, request.bytes, [nothing, output.write, nothing])
        close(output.write)
        #expect(Int32(pid) ?? 0 > 0, "answered \(pid)")
        let printed = try await Self.readToTheEnd(output.read)
        #expect(String(decoding: printed, as: UTF8.self).hasPrefix("trips-shell "))

        close(ours)
        let ending = await server.end()
        #expect(ending == .exited(status: 0))
    }

    @Test func aForkedAppHoldsItsStreamsOnceAndNoneOfTheServersDescriptors() async throws {
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nothing) }
        let (server, ours) = try Self.startServer(quiet: nothing)
        let input = try ChildProcess.pipe()
        let output = try ChildProcess.pipe()
        let request = ForkRequest(
            arguments: ["--automation", "--protocol-version", "\(WireFormat.protocolVersion)", "-uiTesting"],
            environment: [:], workingDirectory: "/")
        let answer = try await Self.ask(ours, request.bytes, [input.read, output.write, nothing])
        close(input.read)
        close(output.write)
        let pid = try #require(Int32(answer), "answered \(answer)")
        // The hello's first bytes: the app has started.
        _ = try await onAThreadOfItsOwn { FileHandle(fileDescriptor: output.read).availableData }

        func link(_ process: String, _ descriptor: String) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/fd/\(descriptor)")
        }
        let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").compactMap {
            link("\(pid)", $0)
        }
        let serversSocket = try #require(link("\(server.pid)", "0"))
        #expect(held.filter { $0 == link("self", "\(input.write)") }.count == 1, "its input, once: \(held)")
        #expect(held.filter { $0 == link("self", "\(output.read)") }.count == 1, "its output, once: \(held)")
        #expect(!held.contains(serversSocket), "the server's socket: \(held)")

        close(input.write)
        _ = try await Self.readToTheEnd(output.read)
        close(ours)
        let ending = await server.end()
        #expect(ending == .exited(status: 0))
    }

    @Test func aServerWhoseInputIsNoSocketSaysWhatItNeeds() async throws {
        let result = try await ProcessRunner.shell(["--fork-server"])
        #expect(result.status == 64)
        #expect(
            result.errors.contains("--fork-server serves on a Unix socket of sequenced packets at its standard input"))
    }

    @Test func aRequestWhoseArgumentCountIsPastAnyNumberIsAnsweredAndTheServerGoesOn() async throws {
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nothing) }
        let (server, ours) = try Self.startServer(quiet: nothing)
        for _ in 0..<2 {
            let answer = try await Self.ask(
                ours, Array("/\u{0}9223372036854775807\u{0}".utf8), [nothing, nothing, nothing])
            #expect(answer.hasPrefix("error: "))
        }
        close(ours)
        let ending = await server.end()
        #expect(ending == .exited(status: 0))
    }

    /// The server's answer to one request on `socket`, read on a thread of its own: the read blocks until the server
    /// answers, which on a loaded machine can take long, and must not hold one of the few threads every test shares.
    private static func ask(_ socket: Int32, _ bytes: [UInt8], _ descriptors: [Int32]) async throws -> String {
        try await onAThreadOfItsOwn("a fork server's answer") {
            try DescriptorPassing.send(bytes, descriptors: descriptors, on: socket)
            var buffer = [UInt8](repeating: 0, count: 4096)
            guard let answer = try DescriptorPassing.receive(on: socket, buffer: &buffer) else {
                return "(the server closed its socket without an answer)"
            }
            return String(decoding: answer.payload, as: UTF8.self)
        }
    }

    /// What `descriptor` holds until its end, read on a thread of its own, which then closes it.
    private static func readToTheEnd(_ descriptor: Int32) async throws -> Data {
        try await onAThreadOfItsOwn("a forked app's output") {
            FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
        }
    }

    /// A fork server on a new socket, its output and errors to `quiet`; the socket's other end is the caller's.
    private static func startServer(quiet: Int32) throws -> (server: ChildProcess, socket: Int32) {
        let (ours, theirs) = try DescriptorPassing.socketPair()
        defer { close(theirs) }
        let server = try ChildProcess(
            executable: ProcessRunner.shellPath, arguments: ["--fork-server"], environment: [:],
            standardInput: theirs, standardOutput: quiet, standardError: quiet)
        return (server, ours)
    }
}
