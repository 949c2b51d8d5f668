import ConcurrencyHelpers
import Foundation
import Testing
import TripsTestKit

/// The built `trips-shell` in live mode, its HTTP through the `trips-http` helper beside it, against the fake
/// Open-Meteo of `Tests/NetworkingTests/Fixtures/fake_open_meteo.py`; and under `-uiTesting`, with no HTTP stack.
@Suite(.timeLimit(.minutes(2)))
struct LiveModeTests {
    private static let fakeOpenMeteo = ProcessRunner.packageRoot
        .appendingPathComponent("Tests/NetworkingTests/Fixtures/fake_open_meteo.py")

    @Test func liveWeatherComesThroughTheHelperFromTheServer() async throws {
        try await ScriptServer.run(Self.fakeOpenMeteo) { server in
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("trips-live-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: data) }
            try FileManager.default.copyItem(
                at: ProcessRunner.packageRoot.appendingPathComponent("Stubs/trips.json"),
                to: data.appendingPathComponent("trips.json"))
            let url = server.baseURL.absoluteString
            let result = try await ProcessRunner.shell(
                ["--data-dir", data.path, "--geocoding-url", url, "--forecast-url", url],
                input: "tap trip.seattle\nwait weather.temperature 20\n")
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            #expect(result.output.contains(#"staticText    weather.temperature  "61°F""#), "\(result.output)")
            let hits = try await server.get("/hits", as: [String: Int].self)
            #expect(hits["search:seattle"] == 1, "\(hits)")
        }
    }

    /// Foundation's URLSession makes a cache's and a cookie store's directories in the user's home whatever it is
    /// told; under umask 000 they, like the data directory (the default one here, under `XDG_DATA_HOME`), are
    /// readable by their owner alone.
    @Test func liveWeatherUnderUmask000LeavesNothingReadableByOthers() async throws {
        try await ScriptServer.run(Self.fakeOpenMeteo) { server in
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("trips-home-\(UUID().uuidString)")
            let data = root.appendingPathComponent("share/trips")
            try FileManager.default.createDirectory(
                at: data, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.copyItem(
                at: ProcessRunner.packageRoot.appendingPathComponent("Stubs/trips.json"),
                to: data.appendingPathComponent("trips.json"))
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o600], ofItemAtPath: data.appendingPathComponent("trips.json").path)
            let url = server.baseURL.absoluteString
            let result = try await ProcessRunner.shell(
                ["--geocoding-url", url, "--forecast-url", url],
                input: "tap trip.seattle\nwait weather.temperature 20\n",
                environment: [
                    "HOME": root.appendingPathComponent("home").path,
                    "XDG_DATA_HOME": root.appendingPathComponent("share").path,
                    "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
                ],
                umask: "000")
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            #expect(result.output.contains(#"staticText    weather.temperature  "61°F""#), "\(result.output)")
            var loose: [String] = []
            var weather = 0
            for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
                let attributes = try FileManager.default.attributesOfItem(
                    atPath: root.appendingPathComponent(path).path)
                let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
                let expected = attributes[.type] as? FileAttributeType == .typeDirectory ? 0o700 : 0o600
                if mode != expected { loose.append("\(path) \(String(mode, radix: 8))") }
                if path.hasPrefix("share/trips/weather/seattle-") { weather += 1 }
            }
            #expect(loose.isEmpty, "\(loose.sorted())")
            #expect(weather == 1, "the weather was kept in the default data directory")
        }
    }

    @Test func underUITestingTheAppMapsNoHTTPStack() async throws {
        let (hello, maps) = try await Self.helloAndMaps(["-uiTesting", "--automation", "--protocol-version", "3"])
        #expect(hello.contains(#""hello""#))
        let libraries = Set(maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }.map(String.init))
            .filter { $0.contains(".so") }
        #expect(maps.contains("[stack]") && libraries.contains { $0.contains("libedit") }, "the maps were read whole")
        #expect(libraries.filter { $0.contains("libcurl") || $0.contains("FoundationNetworking") }.isEmpty)
    }

    // MARK: - Helpers

    /// Launches the shell, reads its first line (the hello: the app has launched as far as it goes unasked) and its
    /// `/proc/PID/maps` then, and ends it. On a thread of its own: the reads block.
    private static func helloAndMaps(_ arguments: [String]) async throws -> (hello: String, maps: String) {
        let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(nowhere) }
        let (child, pipes) = try ChildProcess.start(
            executable: ProcessRunner.shellPath, arguments: arguments, environment: ProcessInfo.processInfo.environment,
            standardInput: .pipe, standardOutput: .pipe, standardError: .descriptor(nowhere))
        let writer = try #require(pipes.input)
        let reader = try #require(pipes.output)
        let ended = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var hello = Data()
                while !hello.contains(UInt8(ascii: "\n")) {
                    let chunk = reader.availableData  // what the pipe holds, or its end
                    if chunk.isEmpty { break }
                    hello.append(chunk)
                }
                // Read to the end by hand: a /proc file has no size, and String(contentsOfFile:) stops at its first
                // page.
                let maps = FileHandle(forReadingAtPath: "/proc/\(child.pid)/maps")?
                    .readDataToEndOfFile()
                try? writer.close()
                continuation.resume(
                    returning: (String(decoding: hello, as: UTF8.self), String(decoding: maps ?? Data(), as: UTF8.self))
                )
            }
        }
        _ = await child.end()
        // Open until the shell has ended: what it writes after its hello finds a reader.
        withExtendedLifetime(reader) {}
        return ended
    }
}
