import Foundation
import Testing

/// `--record PATH.swift` and the `record` command, through the built binary: the file written, what it refuses, and
/// the stories checked in under `AcceptanceTests/Flows/Recorded/`, which are what the shell writes for their scripts.
@Suite(.timeLimit(.minutes(2)))
struct RecordTests {
    private static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trips-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A suite laid out as Trips' in `directory` (`AcceptanceTests/Pages`, the pages checked in); returns its folder of
    /// recorded flows, where a recording calls those pages' methods.
    static func suite(in directory: URL) throws -> URL {
        let pages = directory.appendingPathComponent("AcceptanceTests/Pages")
        let recorded = directory.appendingPathComponent("AcceptanceTests/Flows/Recorded")
        try FileManager.default.createDirectory(at: recorded, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ProcessRunner.packageRoot.appendingPathComponent("AcceptanceTests/Pages"), to: pages)
        return recorded
    }

    /// Runs `trips-shell arguments` in `directory` with `script` piped in.
    private static func shell(_ arguments: [String], in directory: URL, script: URL) async throws
        -> ProcessRunner.Result
    {
        let words = ([ProcessRunner.shellPath] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        return try await ProcessRunner.run(
            "/bin/sh", ["-c", "cd '\(directory.path)' && exec \(words) < '\(script.path)'"])
    }

    @Test(arguments: ["AddTripFromSuggestion", "DeleteAfterCancelling", "SlowWeatherAndRefresh"])
    func theRecordedStoriesAreWhatTheShellWritesForTheirScripts(story: String) async throws {
        let root = ProcessRunner.packageRoot
        let script = root.appendingPathComponent("Tests/TripsShellTests/Fixtures/Recorded/\(story).txt")
        let launch = try String(contentsOf: script, encoding: .utf8).split(separator: "\n")[0]
            .replacingOccurrences(of: "# launch: ", with: "").split(separator: " ").map(String.init)
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let directory = try Self.suite(in: scratch)
        let result = try await Self.shell(launch + ["--record", "\(story).swift"], in: directory, script: script)
        #expect(result.output.contains("wrote \(directory.path)/\(story).swift ("), "\(result.output)")
        #expect(!result.output.contains("the recorder cannot use"), "\(result.output)")
        let written = try String(contentsOf: directory.appendingPathComponent("\(story).swift"), encoding: .utf8)
        let checkedIn = try String(
            contentsOf: root.appendingPathComponent("AcceptanceTests/Flows/Recorded/\(story).swift"), encoding: .utf8)
        #expect(written == checkedIn, "re-record it: cd AcceptanceTests/Flows/Recorded; trips-shell … --record")
    }

    @Test func recordBegunInASessionStartsItsFlowWithTheStepsThatLedThere() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("session.txt")
        try Data(
            "tap trip.seattle\ntap trip.x\nrecord Later.swift\nexpect weather.place label \"Seattle, Washington, United States\"\nrecord\nback\n"
                .utf8
        ).write(to: script)
        let result = try await Self.shell(["-uiTesting"], in: directory, script: script)
        #expect(result.status == 1, "tap trip.x failed")
        #expect(
            result.output.contains("recording into \(directory.path)/Later.swift; type 'record' to stop, or quit\n"))
        #expect(result.output.contains("wrote \(directory.path)/Later.swift (1 step recorded)\n"))
        let flow = try String(contentsOf: directory.appendingPathComponent("Later.swift"), encoding: .utf8)
        #expect(
            Codegen.body(flow) == """
                // Before recording began: what the session did to get there.
                // The trips screen: Trips
                try await app.cells["trip.seattle"].tap()
                // Recording began here.
                // The trip screen: Seattle
                try await app.staticTexts["weather.place"].waitForLabel("Seattle, Washington, United States")

                """)
        #expect(flow.contains("struct Later {"))
        let lintFindings = try await SwiftFormat.lint(flow)
        #expect(lintFindings == "")
    }

    @Test func aFileThatExistsIsNeverWrittenOver() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let existing = directory.appendingPathComponent("Mine.swift")
        try Data("// my own flow\n".utf8).write(to: existing)
        let result = try await ProcessRunner.shell(
            ["-uiTesting", "--record", existing.path], input: "tap trip.seattle\n")
        #expect(result.status == 64)
        #expect(
            result.errors
                == "trips-shell: \(existing.path) exists already; record into a new file (nothing was changed).\n")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "// my own flow\n")
    }

    @Test func aLinkWhateverItPointsToIsNeverReplacedAndAMissingFolderIsNamed() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("Linked.swift")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: directory.appendingPathComponent("Gone.swift").path)
        let linked = try await ProcessRunner.shell(["-uiTesting", "--record", link.path], input: "show\n")
        #expect(linked.status == 64)
        #expect(
            linked.errors == "trips-shell: \(link.path) exists already; record into a new file (nothing was changed).\n"
        )
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path).hasSuffix("Gone.swift"))
        let missing = directory.appendingPathComponent("No/Such/Flow.swift")
        let nowhere = try await ProcessRunner.shell(["-uiTesting", "--record", missing.path], input: "show\n")
        #expect(nowhere.status == 64)
        #expect(
            nowhere.errors
                == "trips-shell: there is no folder \(missing.deletingLastPathComponent().path) to record into; make "
                + "it first (nothing was changed).\n")
    }

    @Test(arguments: [
        (["-uiTesting", "--record", "flow.txt"], "trips-shell: 'flow.txt' is not a .swift file: record PATH.swift.\n"),
        (
            ["--record", "Flow.swift"],
            "trips-shell: --record and --codegen need the shell under -uiTesting (not --automation): a recorded flow "
                + "runs on the stubs, as the session did.\n"
        ),
    ])
    func whatRecordingRefusesAtLaunch(arguments: [String], message: String) async throws {
        let result = try await ProcessRunner.shell(arguments, input: "show\n")
        #expect(result.status == 64)
        #expect(result.errors == message)
    }

    @Test func theRecordCommandSaysWhatIsWrong() async throws {
        let data = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await ProcessRunner.shell(
            ["--stubbed", "--data-dir", data.path], input: "record Flow.swift\n")
        #expect(result.output.contains("error: recording needs -uiTesting"))
        let stop = try await ProcessRunner.shell(["-uiTesting"], input: "record\n")
        #expect(stop.output == "error: not recording; usage: record PATH.swift\n")
    }
}
