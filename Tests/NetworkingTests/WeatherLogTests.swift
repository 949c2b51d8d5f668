import Domain
import Foundation
import Networking
import Testing
import TripsTestKit

/// The weather's decisions, said in the app's log: the line is what a person reads to see why the app asked the
/// network or did not, so each decision has its own line, and a wrong decision shows in it.
@Suite("The weather's decisions in the app's log")
struct WeatherLogTests {
    @Test func theDiskSaysTheFilesAgeAndWhetherItCountedAsFreshOrStale() throws {
        let probe = LogProbe()
        let now = LockBox(Date(timeIntervalSince1970: 1_000_000))
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory(), now: { now.value }, log: probe.log)
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        _ = disk.recent(at: Fixtures.seattlePlace)
        now.withLock { $0 += 9 * 60 + 59.5 }
        _ = disk.recent(at: Fixtures.seattlePlace)
        now.withLock { $0 += 0.5 }
        _ = disk.recent(at: Fixtures.seattlePlace)
        #expect(
            probe.lines == [
                "disk: Seattle, saved", "disk: Seattle, age 0 s, fresh", "disk: Seattle, age 599 s, fresh",
                "disk: Seattle, age 600 s, stale",
            ])
    }

    @Test func theDiskSaysWhyAFileDidNotAnswer() throws {
        let probe = LogProbe()
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory(), log: probe.log)
        _ = disk.recent(at: Fixtures.seattlePlace)
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        let elsewhere = Fixtures.place("Seattle", latitude: 1, longitude: 2)
        try FileManager.default.copyItem(
            at: disk.file(for: Fixtures.seattlePlace), to: disk.file(for: elsewhere))
        _ = disk.recent(at: elsewhere)
        try Data("{\"savedAt\": 12".utf8).write(to: disk.file(for: Fixtures.seattlePlace))
        _ = disk.recent(at: Fixtures.seattlePlace)
        #expect(
            probe.lines == [
                "disk: Seattle, nothing saved", "disk: Seattle, saved",
                "disk: Seattle, file saved for another place, ignored", "disk: Seattle, file unreadable, ignored",
            ])
    }

    @Test func theCacheSaysItAskedThenAnswersFromMemoryAndAsksAgainWhenStale() async throws {
        let probe = LogProbe()
        let now = LockBox(Date(timeIntervalSince1970: 1_000_000))
        let cache = WeatherCache(fetch: { _ in Fixtures.seattle }, now: { now.value }, log: probe.log)
        _ = try await cache.weather(at: Fixtures.seattlePlace)
        #expect(probe.take() == ["cache: Seattle, asks the network", "cache: Seattle, answered 61.0°F"])
        now.withLock { $0 += 12 }
        _ = try await cache.weather(at: Fixtures.seattlePlace)
        #expect(probe.take() == ["memory: Seattle, age 12 s, fresh"])
        now.withLock { $0 += 10 * 60 }
        _ = try await cache.weather(at: Fixtures.seattlePlace)
        #expect(
            probe.take() == [
                "memory: Seattle, age 612 s, stale", "cache: Seattle, asks the network",
                "cache: Seattle, answered 61.0°F",
            ])
    }

    @Test func theCacheAnsweringFromDiskSaysSoAndAFailureSaysWhy() async throws {
        let probe = LogProbe()
        let now = Date(timeIntervalSince1970: 1_000_000)
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory(), now: { now + 5 })
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        let answering = WeatherCache(
            disk: WeatherDisk(directory: disk.directory, now: { now + 47 }, log: probe.log),
            fetch: { _ in Fixtures.seattle }, log: probe.log)
        _ = try await answering.weather(at: Fixtures.seattlePlace)
        #expect(probe.take() == ["disk: Seattle, age 42 s, fresh"])

        let failing = WeatherCache(fetch: { _ in throw WeatherError.unreachable("offline") }, log: probe.log)
        _ = try? await failing.weather(at: Fixtures.seattlePlace)
        #expect(
            probe.take() == [
                "cache: Seattle, asks the network",
                "cache: Seattle, not answered: \(WeatherError.unreachable("offline").localizedDescription)",
            ])
    }

    /// A question nobody waits for any more is cancelled: the log says so in words, whatever the fetch threw then.
    @Test func aQuestionNobodyWaitsForSaysItWasCancelled() async throws {
        let lines = LockBox<[String]>([])
        let settled = Gate()  // opened by the line that says how the question ended
        let log = AppLog { line in
            lines.withLock { $0.append(line) }
            if !line.hasSuffix("asks the network") { settled.open() }
        }
        let answer = Gate()
        let cache = WeatherCache(
            fetch: { _ in
                await answer.wait()  // returns when the question is cancelled
                throw WeatherError.unreachable("the transport gave up")
            }, log: log)
        let screen = Task { try await cache.weather(at: Fixtures.seattlePlace) }
        try await within(.eventually, "the screen to ask") { await answer.waitForWaiters(1) }
        screen.cancel()
        try await within(.eventually, "the question to say how it ended") { await settled.wait() }
        #expect(
            lines.value == [
                "cache: Seattle, asks the network", "cache: Seattle, cancelled: nobody waits for it any more",
            ])
    }

    @Test func aRequestSaysItWasSentAndHowItEnded() async throws {
        let probe = LogProbe()
        var client = OpenMeteoClient(transport: Fixtures.answering(503, "{}"), log: probe.log)
        _ = try? await client.search("Kyoto")
        #expect(probe.take() == [#"request: search "Kyoto", sent"#, #"request: search "Kyoto", answered 503"#])
        client.transport = HTTPTransport { _ in throw WeatherError.unreachable("the network is offline") }
        _ = try? await client.forecast(at: Fixtures.seattlePlace)
        #expect(
            probe.take() == [
                "request: forecast Seattle, sent",
                "request: forecast Seattle, failed: "
                    + WeatherError.unreachable("the network is offline").localizedDescription,
            ])
    }
}
