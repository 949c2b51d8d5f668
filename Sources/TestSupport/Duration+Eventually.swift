import Locking

extension Duration {
    /// How long a test gives work that should end at once (an answer held by a gate, a sleep registering) before it
    /// fails saying what never happened: long enough for a machine loaded with builds, where a suite's tasks can wait
    /// seconds for a thread, and far shorter than the suite's time limit; stretched as the build is slowed.
    public static var eventually: Duration { Duration.seconds(30).stretchedForBuild }

    /// How many times slower this build runs the same test: ThreadSanitizer (`make tsan`) checks every memory access
    /// and slows each thread several times over, the shells the tests start too. The one place a test bound learns
    /// what build it runs in.
    public static var buildSlowdown: Int { ThreadSanitizer.isRunning ? 8 : 1 }

    /// This bound as this build needs it: ``buildSlowdown`` times longer. Every bound on a test goes through it
    /// (``eventually``, `.bounded()`), so that a bound measured in an ordinary build still holds under the sanitizer.
    public var stretchedForBuild: Duration { self * Self.buildSlowdown }
}
