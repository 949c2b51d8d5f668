import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import Storage
import Testing
import TripsTestKit

#if canImport(Glibc)
    import Glibc
#endif

/// The built `trips-shell`, killed with SIGKILL at random moments while it saves one trip after another: after every
/// kill the trips file is valid and holds every trip the shell had reported saved. `TRIPS_KILLS` kills (25; several
/// hundred under `make soak`).
@Suite(.timeLimit(.minutes(30)))
struct RandomKillTests {
    /// Trips each shell is asked to save before it is killed (it is killed long before the last, mostly).
    private static let tripsPerShell = 8
    /// Kills on one data directory before the next starts afresh, so that the file stays small and the run fast.
    private static let killsPerDirectory = 25

    @Test func killedAtRandomWhileSavingTheFileStaysValidWithEveryReportedTrip() async throws {
        let kills = ProcessInfo.processInfo.environment["TRIPS_KILLS"].flatMap(Int.init) ?? 25
        var directory: URL?
        var reported: Set<String> = []
        var killedMidSave = 0
        var everReported = 0
        for round in 0..<kills {
            if round % Self.killsPerDirectory == 0 {
                if let directory { try? FileManager.default.removeItem(at: directory) }
                directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-kill-\(UUID())")
                reported = []
            }
            guard let directory else { break }
            let (script, saves) = Self.script(round: round)
            // A moment chosen at random: after the shell has written this many lines (its greeting, then an answer to
            // each request, and any updates), while it works through the requests already waiting on its input. It
            // writes at least one line per request, so every moment comes.
            let moment = Int.random(in: 1...(Self.tripsPerShell * 5))
            let lines = try await Self.runAndKill(script, directory: directory, afterLines: moment)
            let saved = Self.reportedSaved(lines, saves: saves)
            reported.formUnion(saved)
            everReported += saved.count
            if saved.count < saves.count, lines.count > 1 { killedMidSave += 1 }

            let store = TripStore(directory: directory)
            let loaded = try store.load()
            #expect(
                loaded.recovery == nil,
                "kill \(round) at line \(moment) left a damaged file: \(String(describing: loaded.recovery))")
            let onDisk = Set(loaded.trips.map(\.destination))
            let lost = reported.subtracting(onDisk)
            #expect(lost.isEmpty, "kill \(round) at line \(moment): reported saved, not in the file: \(lost.sorted())")
            if loaded.recovery != nil || !lost.isEmpty { break }
        }
        if let directory { try? FileManager.default.removeItem(at: directory) }
        #expect(killedMidSave > 0, "no shell was killed before it had saved all its trips")
        #expect(everReported > 0, "no shell reported a trip saved: the check above checked nothing")
    }

    // MARK: - Helpers

    /// The requests for one shell: a new trip, filled in and saved, again and again; and the ids of the saves, by
    /// the destination each saves.
    private static func script(round: Int) -> (String, [Int: String]) {
        var lines: [String] = []
        var saves: [Int: String] = [:]
        func request(_ command: String) -> Int {
            lines.append(#"{"id":\#(lines.count + 1),\#(command)}"#)
            return lines.count
        }
        for index in 0..<tripsPerShell {
            let destination = "Kill \(round) Trip \(index)"
            _ = request(#""command":"tap","locator":{"identifier":"trips.add"}"#)
            _ = request(#""command":"type","locator":{"identifier":"newTrip.start"},"text":"2026-05-01""#)
            _ = request(#""command":"type","locator":{"identifier":"newTrip.end"},"text":"2026-05-03""#)
            _ = request(#""command":"type","locator":{"identifier":"newTrip.destination"},"text":"\#(destination)""#)
            saves[request(#""command":"tap","locator":{"identifier":"newTrip.save"}"#)] = destination
        }
        return (lines.joined(separator: "\n") + "\n", saves)
    }

    /// The destinations whose save the shell answered with the trip on the list and no notice that saving failed.
    private static func reportedSaved(_ lines: [Data], saves: [Int: String]) -> Set<String> {
        var saved: Set<String> = []
        var states = StateTracker()
        for line in lines {
            guard let message = try? WireFormat.message(from: line) else { continue }
            let state: AppState?
            switch message {
            case .hello(let hello):
                states.start(from: hello.state)
                continue
            case .update(let update):
                _ = try? states.apply(update)
                continue
            case .response(let response):
                state = try? states.apply(response.state)
                guard saves[response.id] != nil, response.error == nil else { continue }
            }
            guard case .response(let response) = message, let destination = saves[response.id], let state else {
                continue
            }
            let elements = state.screen.allElements
            let listed = elements.contains { $0.role == .cell && $0.label == destination }
            let failed = elements.contains { $0.identifier == "trips.notice" && $0.label.contains("Could not save") }
            if listed, !failed { saved.insert(destination) }
        }
        return saved
    }

    /// Starts `trips-shell --automation` on `directory` with `script` waiting on its input, kills it with SIGKILL
    /// the moment it has written `afterLines` complete lines, and returns the complete lines it wrote.
    private static func runAndKill(_ script: String, directory: URL, afterLines: Int) async throws -> [Data] {
        let (child, pipes) = try ChildProcess.start(
            executable: ProcessRunner.shellPath,
            arguments: [
                "-uiTesting", "--automation", "--protocol-version", "3", "--driver-clock", "--data-dir", directory.path,
            ],
            environment: ProcessInfo.processInfo.environment,
            standardInput: .pipe, standardOutput: .pipe, standardError: .pipe)
        let writer = try #require(pipes.input)
        let reader = try #require(pipes.output)
        let complaints = try #require(pipes.errors)
        writer.write(Data(script.utf8))  // and left open: the shell waits for more, never ends
        // Read and kill on a thread of its own, with blocking reads, so that the kill follows the line at once.
        let lines: [Data] = await withCheckedContinuation { continuation in
            Thread {
                var lines: [Data] = []
                var pending = Data()
                var killed = false
                while case let chunk = reader.availableData, !chunk.isEmpty {
                    pending.append(chunk)
                    while let end = pending.firstIndex(of: 0x0A) {
                        lines.append(pending[pending.startIndex..<end])
                        pending = pending[(end + 1)...]
                    }
                    if !killed, lines.count >= afterLines {
                        child.send(signal: SIGKILL)
                        killed = true
                    }
                }
                if !killed { child.send(signal: SIGKILL) }
                continuation.resume(returning: lines)
            }.start()
        }
        let ending = await child.end()
        try? writer.close()
        let said = String(decoding: complaints.readDataToEndOfFile(), as: UTF8.self)
        #expect(ending == .signalled(SIGKILL), "the shell exited by itself, \(ending): \(said.prefix(2000))")
        return lines
    }
}
