import AutomationKit
import AutomationProtocol
import Domain

// MARK: - WatchedApp

/// An app a unit test drives in its own process, as a wait sees it: what it is doing, and every change to it.
///
/// A wait that watches the app fails at once when the app is settled (idle, or sleeping only on a clock the test
/// moves) without what it waits for: nothing changes until the test acts, so it cannot come. Presentation's
/// `AppModel` is one.
@MainActor
public protocol WatchedApp: AnyObject, Sendable {
    /// What the app shows now.
    var screen: Screen { get }

    /// Tracked work and requests in flight, and the sleeps on the app's clock.
    var activity: Activity { get }

    /// Calls `body` with the screen and activity now, and again after every change to either, until `body` returns
    /// `true` or the task is cancelled.
    func observe(_ body: @escaping @MainActor (Screen, Activity) -> Bool) async
}

// MARK: - CannotCome

/// What a wait throws when the app settled without what it waited for.
public struct CannotCome: Error, CustomStringConvertible {
    /// What the test was waiting for.
    public let what: String
    /// The screen the app settled on.
    public let screen: String
    /// What the app was doing when it settled.
    public let activity: Activity

    /// The failure as a test reads it.
    public var description: String {
        "gave up at once waiting for \(what): the app settled without it on screen \(screen) "
            + "(\(activity.tasks) tasks, \(activity.sleepers) sleeps on its clock)"
    }
}

// MARK: - Waits

/// Waits until the app's clock has at least `count` sleeps in flight (a debounce, a timeout, a latency).
///
/// Throws ``CannotCome`` at once when the app settles with fewer (no sleep can start until the test acts), and
/// ``StillWaiting`` with the activity last seen after `timeout`.
@MainActor
public func waitForSleepers(_ count: Int, in app: some WatchedApp, timeout: Duration = .eventually) async throws {
    try await wait(in: app, for: "\(count) \(count == 1 ? "sleep" : "sleeps") on the app's clock", timeout: timeout) {
        _, activity in activity.sleepers >= count
    }
}

/// Waits until the app is settled: idle, or waiting only on a clock the test moves.
///
/// Throws ``StillWaiting`` with the activity last seen after `timeout` (work that never ends).
@MainActor
public func settle(_ app: some WatchedApp, timeout: Duration = .eventually) async throws {
    try await wait(in: app, for: "the app to settle", timeout: timeout) { _, activity in !activity.canChangeOnItsOwn }
}

/// Waits until `condition` holds of the app's screen and activity, re-checking it on every change; nothing polls.
///
/// Throws ``CannotCome`` at once when the app settles without it, and ``StillWaiting`` with the screen and activity
/// last seen after `timeout`.
@MainActor
public func wait(
    in app: some WatchedApp, for what: String, timeout: Duration = .eventually,
    until condition: @escaping @MainActor (Screen, Activity) -> Bool
) async throws {
    let seen = LastSeen()
    do {
        try await within(timeout, what) { @MainActor in
            await app.observe { screen, activity in
                seen.screen = screen.name
                seen.activity = activity
                seen.met = condition(screen, activity)
                return seen.met || !activity.canChangeOnItsOwn
            }
        }
    } catch let error as StillWaiting {
        throw StillWaiting(what: error.what, timeout: error.timeout, lastSeen: describe(app.screen, app.activity))
    }
    guard seen.met else {
        throw CannotCome(what: what, screen: seen.screen, activity: seen.activity)
    }
}

/// The screen and activity as a failure names them.
private func describe(_ screen: Screen, _ activity: Activity) -> String {
    "screen \(screen.name), \(activity.tasks) tasks, \(activity.sleepers) sleeps on its clock"
}

// MARK: - Sleepers without an app

extension ManualClock {
    /// Waits until at least `count` sleeps are in flight on this clock; throws ``StillWaiting``, with the count last
    /// seen, after `timeout`.
    ///
    /// For a clock no app runs on; with an app, ``waitForSleepers(_:in:timeout:)`` also fails at once when the app
    /// settles without them.
    public func waitForSleepers(_ count: Int, timeout: Duration = .eventually) async throws {
        do {
            try await within(timeout, "\(count) \(count == 1 ? "sleep" : "sleeps") on the clock") {
                await self.sleepersReach(count)
            }
        } catch let error as StillWaiting {
            throw StillWaiting(what: error.what, timeout: error.timeout, lastSeen: "\(sleeperCount) sleeping")
        }
    }
}

// MARK: - LastSeen

/// What a wait saw last: the moment the app settled, when it did.
@MainActor
private final class LastSeen: Sendable {
    var screen = ""
    var activity = Activity(tasks: 0, sleepers: 0, clock: .live)
    var met = false
}
