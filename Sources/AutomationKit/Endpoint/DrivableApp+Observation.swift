import AutomationProtocol
import ConcurrencyBasics
import Observation

extension DrivableApp {
    /// Calls `body` with the screen and activity now, and again after every change to either, at most once per
    /// main-actor turn, until `body` returns `true` or the task is cancelled. Reading and registering for changes
    /// happen in the same turn, so no change slips between them; nothing polls.
    public func observe(_ body: @escaping @MainActor (Screen, Activity) -> Bool) async {
        let signal = ChangeSignal()
        let counters = work.counters
        let token = counters.addListener { signal.signal() }
        defer { counters.removeListener(token) }
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
