import AutomationProtocol
import ConcurrencyHelpers
import Observation

extension AppModel {
    /// What the app is doing: tracked work and requests in flight, sleeps on its clock, and who moves the clock.
    public var activity: Activity {
        Activity(
            tasks: runner.inFlight + environment.activity.requests,
            sleepers: environment.activity.sleepers,
            clock: environment.manualClock == nil ? .live : .driver, work: environment.activity.work)
    }

    /// Calls `body` with the screen and activity now, and again after every change to either, at most once per
    /// main-actor turn, until `body` returns `true` or the task is cancelled. Reading and registering for changes
    /// happen in the same turn, so no change slips between them; nothing polls.
    public func observe(_ body: @escaping @MainActor (Screen, Activity) -> Bool) async {
        let signal = ChangeSignal()
        let token = environment.activity.addListener { signal.signal() }
        defer { environment.activity.removeListener(token) }
        await withTaskCancellationHandler {
            while !Task.isCancelled {
                var done = false
                withObservationTracking {
                    done = body(screen, activity)
                } onChange: {
                    signal.signal()
                }
                if done { return }
                await signal.wait()
            }
        } onCancel: {
            signal.signal()  // wakes the wait, and the loop sees the cancellation
        }
    }

    /// Returns once the app cannot change without being driven: idle, or waiting only on a clock the driver moves.
    public func settle() async {
        await observe { _, activity in !activity.canChangeOnItsOwn }
    }
}
