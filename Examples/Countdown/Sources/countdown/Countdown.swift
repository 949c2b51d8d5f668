import AutomationKit
import Observation

/// A kitchen timer: it counts down from three seconds, one a second, on its clock.
@MainActor
@Observable
final class Countdown {
    /// Where a fresh timer starts.
    static let seconds = 3

    /// The seconds left.
    private(set) var remaining = Countdown.seconds
    /// The countdown in flight, if it runs.
    private(set) var running: TaskRunner.Handle?
    /// Its tasks and its clock.
    @ObservationIgnored let work: AppWork
    /// What it says of its decisions, for a driver to show beside each step.
    @ObservationIgnored let log: LogLines

    init(work: AppWork, log: LogLines) {
        self.work = work
        self.log = log
    }

    /// Starts counting down, a second at a time on the app's clock.
    func start() {
        log.add("start: \(remaining) s to count down")
        running = work.tasks.run(for: self) { [weak self] in await self?.countDown() }
    }

    /// Stops the countdown and puts the seconds back.
    func reset() {
        work.tasks.cancel(running)
        running = nil
        remaining = Countdown.seconds
        log.add("reset: \(remaining) s left")
    }

    private func countDown() async {
        await countDown(on: work.clock)
    }

    /// Each second ends a second after the one before it, not after the app took it in: the clock moved on three
    /// seconds at once ends all three.
    private func countDown<C: Clock<Duration>>(on clock: C) async {
        var second = clock.now
        while remaining > 0 {
            second = second.advanced(by: .seconds(1))
            do {
                try await clock.sleep(until: second, tolerance: nil)
            } catch {
                return  // reset: the task was cancelled
            }
            remaining -= 1
            log.add("tick: \(remaining) s left")
        }
        running = nil
    }
}
