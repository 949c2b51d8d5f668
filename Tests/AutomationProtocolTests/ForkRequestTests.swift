import AutomationProtocol
import Testing

/// A fork server's request, as bytes and back.
struct ForkRequestTests {
    @Test func aRequestReadsBackAsItWasWrittenEmptyArgumentsAndEqualsSignsIncluded() throws {
        let request = ForkRequest(
            arguments: ["--automation", "", "--now=2026-03-01T12:00:00Z"],
            environment: ["PATH": "/usr/bin:/bin", "EMPTY": "", "EQUATION": "a=b"], workingDirectory: "/tmp/a b")
        #expect(try ForkRequest(bytes: request.bytes) == request)
    }

    @Test func aVariableIsSplitAtItsFirstEqualsSignEvenWhereAMarkCombinesWithIt() throws {
        let request = ForkRequest(
            arguments: [], environment: ["ACCENT": "\u{301}e", "ÉTÉ": "\u{301}=\u{301}"], workingDirectory: "/")
        #expect(try ForkRequest(bytes: request.bytes) == request)
    }

    @Test func aRequestWithNoArgumentsAndNoEnvironmentReadsBack() throws {
        let request = ForkRequest(arguments: [], environment: [:], workingDirectory: "/")
        #expect(try ForkRequest(bytes: request.bytes) == request)
    }

    @Test(arguments: [
        ([UInt8]("/tmp".utf8), "does not end with a zero byte"),
        ([UInt8]("/tmp\u{0}".utf8), "no working directory and argument count"),
        ([UInt8]("/tmp\u{0}2\u{0}one\u{0}".utf8), "no working directory and argument count"),
        ([UInt8]("/tmp\u{0}0\u{0}NOVALUE\u{0}".utf8), "'NOVALUE' is not NAME=value"),
        ([UInt8]("/tmp\u{0}9223372036854775807\u{0}".utf8), "no working directory and argument count"),
    ])
    func malformedBytesSayWhatIsWrong(bytes: [UInt8], problem: String) {
        #expect {
            try ForkRequest(bytes: bytes)
        } throws: { error in
            "\(error)".contains(problem)
        }
    }
}
