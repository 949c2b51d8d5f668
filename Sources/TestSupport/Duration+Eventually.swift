extension Duration {
    /// How long a test gives work that should end at once (an answer held by a gate, a sleep registering) before it
    /// fails saying what never happened: long enough for a machine loaded with builds, where a suite's tasks can wait
    /// seconds for a thread, and far shorter than the suite's time limit.
    public static var eventually: Duration { .seconds(30) }
}
