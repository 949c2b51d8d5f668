import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import Testing
import TripsProtocol

/// `trips-shell --fork-server` on its socket: a bad request is answered with why and the server goes on serving; a
/// good one starts the app asked for; the socket's end ends the server.
struct ForkServerTests {
    @Test func badRequestsAreAnsweredWithWhyAndTheNextGoodOneStartsItsApp() async throws {
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nothing) }
        let (server, ours) = try Self.startServer(quiet: nothing)
        var buffer = [UInt8](repeating: 0, count: 4096)
        func answer(_ bytes: [UInt8], _ descriptors: [Int32]) throws -> String {
            try DescriptorPassing.send(bytes, descriptors: descriptors, on: ours)
            let answer = try #require(try DescriptorPassing.receive(on: ours, buffer: &buffer))
            return String(decoding: answer.payload, as: UTF8.self)
        }
        let request = ForkRequest(arguments: ["--version"], environment: [:], workingDirectory: "/")

        #expect(try answer(request.bytes, []) == "error: a request carries 3 descriptors, not 0")
        #expect(
            try answer(Array("garbage".utf8), [nothing, nothing, nothing])
                == "error: the request does not end with a zero byte")

        let output = try ChildProcess.pipe()
        let pid = try answer(request.bytes, [nothing, output.write, nothing])
        close(output.write)
        #expect(Int32(pid) ?? 0 > 0, "answered \(pid)")
        let printed = FileHandle(fileDescriptor: output.read, closeOnDealloc: true).readDataToEndOfFile()
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
        try DescriptorPassing.send(request.bytes, descriptors: [input.read, output.write, nothing], on: ours)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let answer = try #require(try DescriptorPassing.receive(on: ours, buffer: &buffer))
        close(input.read)
        close(output.write)
        let pid = try #require(Int32(String(decoding: answer.payload, as: UTF8.self)))
        let reader = FileHandle(fileDescriptor: output.read, closeOnDealloc: true)
        _ = reader.availableData  // the hello's first bytes: the app has started

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
        _ = reader.readDataToEndOfFile()
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
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<2 {
            try DescriptorPassing.send(
                Array("/\u{0}9223372036854775807\u{0}".utf8), descriptors: [nothing, nothing, nothing], on: ours)
            let answer = try #require(try DescriptorPassing.receive(on: ours, buffer: &buffer))
            #expect(String(decoding: answer.payload, as: UTF8.self).hasPrefix("error: "))
        }
        close(ours)
        let ending = await server.end()
        #expect(ending == .exited(status: 0))
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
