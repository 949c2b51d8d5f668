import Foundation

/// The test process's own environment, read once.
///
/// Reading `ProcessInfo.processInfo.environment` builds a dictionary of every variable anew, and a flow's launch
/// asked for it several times (the variables an app is started with, whether to fork, which variables a forked app
/// cannot take from its server). The runner never changes its own environment, so one reading answers for the whole
/// run.
enum RunnerEnvironment {
    /// Every variable of the test process, as it started.
    static let variables = ProcessInfo.processInfo.environment
}
