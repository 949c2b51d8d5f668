import AutomationKit

extension AppModel {
    /// What the app does that a driver waits on: the models' tasks, the requests and sleeps the environment counts,
    /// and its clock.
    public var work: AppWork {
        AppWork(
            tasks: runner, counters: environment.activity, clock: environment.clock,
            driverClock: environment.manualClock)
    }

    /// The launch argument that puts the app on the driver's clock.
    public var liveClockAdvice: String {
        "launch with --driver-clock"
    }
}
