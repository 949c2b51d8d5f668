import ConcurrencyHelpers

/// Where every app's stdout is read in this process.
enum AppOutput {
    /// Reads the stdout of every app the runner starts and runs the flows that prefer it (``Application/drive(_:)``),
    /// so that the line which ends a wait and the flow it wakes run on one thread. One for the process rather than one
    /// an app: a flow keeps its preference across relaunches, and its threads are shared by every app.
    static let reader = ReadingExecutor(name: "app-runner stdout")
}
