import TripsRunner

/// How a polling runner re-checks a condition: the pause before each check, the last one repeated. Stands in for the
/// runners Trips is measured against, over our runner's public reads (`exists`, `label`, `value`, `isEnabled`, each a
/// round trip to the app), so that only the waiting differs.
struct PollSchedule: Sendable {
    /// Its name in the benchmark's output: `playwright`, `200ms`, `1s`.
    let name: String
    /// What the report calls it.
    let title: String
    /// The pause before each check; the last repeats.
    let pauses: [Duration]

    /// Playwright's own retry schedule for its waits: 0, 20, 50, 100, 100, 500 ms, then 500 ms.
    static let playwright = PollSchedule(
        name: "playwright", title: "Playwright's retries: 0, 20, 50, 100, 100, 500 ms, then every 500 ms",
        pauses: [0, 20, 50, 100, 100, 500].map { .milliseconds($0) })

    /// A check at once, then one every `interval`.
    static func every(_ interval: Duration, name: String, title: String) -> PollSchedule {
        PollSchedule(name: name, title: title, pauses: [.zero, interval])
    }

    /// Every schedule the benchmark runs, by name.
    static let all: [String: PollSchedule] = [
        "playwright": .playwright,
        "200ms": .every(.milliseconds(200), name: "200ms", title: "every 200 ms, Maestro's settle"),
        "1s": .every(.seconds(1), name: "1s", title: "every 1 s, XCUITest's waits"),
    ]

    /// The pause before check number `index` (from 0).
    func pause(before index: Int) -> Duration {
        pauses[min(index, pauses.count - 1)]
    }

    /// Checks `condition` on this schedule until it holds; throws after `timeout`. With `since`, the polling began
    /// then: the checks that would have fallen before now found nothing (the app was still starting), so the first
    /// real check is the first one due from now on.
    func poll(
        _ what: String, since start: ContinuousClock.Instant? = nil, timeout: Duration = .seconds(10),
        until condition: () async throws -> Bool
    ) async throws {
        let now = ContinuousClock.now
        var due = start ?? now
        var index = 0
        due = due.advanced(by: pause(before: index))
        while due < now, start != nil {
            index += 1
            due = due.advanced(by: pause(before: index))
        }
        let deadline = now.advanced(by: timeout)
        while true {
            if due > .now { try await Task.sleep(until: due) }
            if try await condition() { return }
            guard ContinuousClock.now < deadline else { throw PollTimedOut(what: what, timeout: timeout) }
            index += 1
            due = ContinuousClock.now.advanced(by: pause(before: index))
        }
    }
}

/// A polled condition that never held.
struct PollTimedOut: Error, CustomStringConvertible {
    let what: String
    let timeout: Duration

    var description: String { "polled for \(timeout) and \(what) never held" }
}

extension AppElement {
    /// Whether the element is on screen and enabled now: a polling runner's check before it acts.
    var isActionable: Bool {
        get async throws {
            guard try await exists else { return false }
            return try await isEnabled
        }
    }
}
