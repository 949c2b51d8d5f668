import Domain
import Foundation
import Networking
import Presentation

/// The timings a driver needs to know, worded once from the constants the app runs on: `--help` prints them and the
/// protocol document's table holds them (a test compares the two).
@MainActor
public enum DriverFacts {
    /// Each fact: what it is about, and one sentence.
    public static var all: [(topic: String, fact: String)] {
        let debounce = NewTripModel.debounce.components
        let debounceSeconds = Double(debounce.seconds) + Double(debounce.attoseconds) / 1e18
        return [
            (
                "debounce",
                "suggestions are asked for once typing in `newTrip.destination` has paused \(SecondsText.duration(debounceSeconds)) "
                    + "on the app's clock, and only for \(NewTripModel.shortestQuery) characters or more"
            ),
            (
                "stubbed latency",
                "`--stub-latency` delays each stubbed answer on the app's clock: a trip's weather takes two answers "
                    + "(its place, then its forecast), suggestions one"
            ),
            (
                "request timeout",
                "each question to Open-Meteo or its stub gives up after \(SecondsText.duration(LaunchOptions().requestTimeout)) on "
                    + "the app's clock (`--request-timeout`); a stubbed latency counts against it"
            ),
            (
                "weather freshness",
                "a city's weather, once answered, is reused for \(SecondsText.duration(WeatherDisk.freshness)) of the app's now, in "
                    + "memory and in the data directory's `weather/` files; after that, or when its stamp is later "
                    + "than the app's now (the clock set back), it is asked again"
            ),
            (
                "now",
                "`-uiTesting` fixes now at \(LaunchOptions.uiTestingNow) (`--now` sets another); under "
                    + "`--driver-clock` it moves with the clock, otherwise it stands still; without either, the wall "
                    + "clock"
            ),
        ]
    }

    /// The facts as `--help` ends with them.
    public static var helpText: String {
        let width = (all.map(\.topic.count).max() ?? 0) + 2
        let lines = all.map { "  " + $0.topic.padding(toLength: width, withPad: " ", startingAt: 0) + plain($0.fact) }
        return (["", "timing, for drivers (docs/automation-protocol.md):"] + lines).joined(separator: "\n") + "\n"
    }

    /// The facts as the protocol document's table rows.
    public static var markdownRows: [String] {
        all.map { "| \($0.topic) | \($0.fact) |" }
    }

    // MARK: - Private

    private static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "")
    }

}
