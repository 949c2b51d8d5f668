import AutomationKit
import Domain
import Foundation
import Networking
import Presentation
import PrivateFiles
import Storage

extension AppEnvironment {
    /// The environment launch options describe: live or stubbed weather, the wall clock or the driver's, a data
    /// directory (made, and for `-uiTesting` seeded from `Stubs/trips.json`); `log` hears the app's decisions.
    public static func make(
        from options: LaunchOptions, dataDirectory: URL, log: AppLog = .off
    ) throws -> AppEnvironment {
        let activity = ActivityCounters()
        let (clock, manualClock) = activity.makeClock(driven: options.driverClock)
        let now = try nowFunction(options, manualClock: manualClock)

        let transport: HTTPTransport
        var stubNetwork: StubNetwork?
        if options.usesStubs {
            let stubs = try LaunchStubs.load(named: options.stubsDirectory)
            let network = StubNetwork(behavior: options.stubBehavior)
            // Only a UI test's driver may change the network while the app runs; `--stubbed` keeps it as launched.
            if options.uiTesting { stubNetwork = network }
            transport = StubTransport(library: stubs, network: network, clock: clock).transport
            // A stubbed app starts with the sample trips when its data directory has none yet: a newcomer's first
            // `make shell` shows real screens. Trips already there are never replaced.
            try seed(dataDirectory, from: stubs.directory)
        } else {
            transport = HTTPTransport.live
        }
        let client = OpenMeteoClient(
            geocodingBase: options.geocodingURL.flatMap(URL.init(string:)),
            forecastBase: options.forecastURL.flatMap(URL.init(string:)),
            transport: transport,
            clock: clock,
            timeout: .milliseconds(Int(options.requestTimeout * 1000)),
            log: log
        )
        let said: @Sendable (Tightening) -> Void = { StandardStreams.error("trips: \($0)\n") }
        let disk = WeatherDisk(
            directory: dataDirectory.appendingPathComponent("weather"), now: now, onTightened: said, log: log)
        return AppEnvironment(
            weather: .cached(
                by: WeatherCache(
                    disk: disk,
                    fetch: { place in
                        try await activity.counting("a forecast for \(place.name)") {
                            try await client.forecast(at: place)
                        }
                    },
                    now: now, log: log)),
            search: { query in
                try await activity.counting("a search for \"\(query)\"") { try await client.search(query) }
            },
            resolve: { name in
                try await activity.counting("a search for \(name)") { try await client.place(named: name) }
            },
            clock: clock,
            manualClock: manualClock,
            now: now,
            trips: TripStore(
                directory: dataDirectory, now: now, write: options.diskFull ? TripStore.diskFull : nil,
                onTightened: said, log: log),
            activity: activity,
            stubNetwork: stubNetwork,
            log: log
        )
    }

    // MARK: - Private

    private static func nowFunction(_ options: LaunchOptions, manualClock: ManualClock?) throws -> @Sendable () -> Date
    {
        guard let text = options.now ?? (options.uiTesting ? LaunchOptions.uiTestingNow : nil) else {
            return { Date() }
        }
        guard let start = InternetTime.date(from: text) else {
            throw LaunchError.badValue(text, expected: "an ISO 8601 time like 2026-03-01T12:00:00Z")
        }
        guard let manualClock else { return { start } }
        // Under the driver's clock, "now" moves with it, so that ten minutes advanced are ten minutes later.
        return {
            let offset = manualClock.now.offset.components
            return start.addingTimeInterval(Double(offset.seconds) + Double(offset.attoseconds) / 1e18)
        }
    }

    private static func seed(_ dataDirectory: URL, from stubs: URL) throws {
        let trips = dataDirectory.appendingPathComponent("trips.json")
        try OwnerOnly.makeDirectory(dataDirectory)
        guard !FileManager.default.fileExists(atPath: trips.path) else { return }
        // Copied beside it, then linked into place: linking is atomic and never replaces a file, so another Trips
        // launched on the same directory sees no half-copied seed, and no seed replaces trips it already saved.
        let staging = dataDirectory.appendingPathComponent(".trips-seed-\(UUID().uuidString).json")
        try OwnerOnly.create(staging, containing: Data(contentsOf: stubs.appendingPathComponent("trips.json")))
        defer { try? FileManager.default.removeItem(at: staging) }
        do {
            try FileManager.default.linkItem(at: staging, to: trips)
        } catch {
            guard FileManager.default.fileExists(atPath: trips.path) else { throw error }
        }
    }
}
