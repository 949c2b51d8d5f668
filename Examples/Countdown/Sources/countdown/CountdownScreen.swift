import AutomationKit

extension Countdown {
    /// The timer's one screen: what is left, and its two buttons, each saying why when it is disabled.
    var controls: ControlScreen {
        ControlScreen(
            name: "timer", title: "Timer",
            controls: [
                .text("timer.remaining", remaining == 0 ? "Time's up" : "\(remaining) s left"),
                .button("timer.start", "Start", disabledBecause: whyNotStart) { self.start() },
                .button("timer.reset", "Reset", disabledBecause: whyNotReset) { self.reset() },
            ])
    }

    /// Why Start does nothing now, if it does nothing.
    private var whyNotStart: String? {
        if running != nil { return "The timer is already running." }
        return remaining == 0 ? "Time is up; reset the timer first." : nil
    }

    /// Why Reset does nothing now, if it does nothing.
    private var whyNotReset: String? {
        running == nil && remaining == Countdown.seconds ? "The timer is already reset." : nil
    }
}
