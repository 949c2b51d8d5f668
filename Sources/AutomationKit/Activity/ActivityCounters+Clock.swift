extension ActivityCounters {
    /// The clock an app runs on, its sleeps counted here: the driver's when `driven` (a ``ManualClock`` that moves
    /// only when advanced, also handed back as `driverClock`), otherwise the continuous clock.
    public func makeClock(driven: Bool) -> (clock: any Clock<Duration>, driverClock: ManualClock?) {
        if driven {
            let clock = ManualClock(onSleepersChange: { [self] _ in sleepersChanged() })
            countSleepers(with: { clock.sleeperCount }, untracked: { clock.untrackedSleeperCount })
            return (clock, clock)
        }
        let counter = SleeperCounter(onChange: { [self] _ in sleepersChanged() })
        countSleepers(with: { counter.count }, untracked: { counter.untrackedCount })
        return (ObservedClock(ContinuousClock(), counter: counter), nil)
    }
}
