import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import Testing

/// `trips-shell --fork-server` on its socket: a bad request is answered with why and the server goes on serving; a
/// good one starts the app asked for; the socket's end ends the server.
struct ForkServerTests {
    @Test func badRequestsAreAnsweredWithWhyAndTheNextGoodOneStartsItsApp() async throws {
        let (ours, theirs) = try DescriptorPassing.socketPair()
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nothing) }
        let server = try ChildProcess(
            executable: ProcessRunner.shellPath, arguments: ["--fork-server"], environment: [:],
            standardInput: theirs, standardOutput: nothing, standardError: nothing)
        close(theirs)
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
        #expect(await server.end() == .exited(status: 0))
    }
}
