import ConcurrencyHelpers

extension Application {
    /// Runs `body`, a flow's steps, so that each wait and request resumes it on the thread that read the app's line
    /// deciding it: without this, the flow runs on the cooperative pool and every wake hands over to a pool thread,
    /// which, idle, takes longer to wake than reading, applying and deciding the line together. `withApp` and the
    /// benchmarks run their flows in it.
    ///
    /// The flow's code runs on the runner's reading threads (`ReadingExecutor`), which hand over the reading before
    /// running it: a flow that blocks its thread stops neither the app's lines nor other flows. An actor-isolated
    /// caller (a `@MainActor` flow) keeps its actor: only its nonisolated calls, the runner's, run there.
    ///
    /// ```swift
    /// try await Application.drive {
    ///     try await app.launch()
    ///     try await app.cells["row.first"].tap()
    /// }
    /// ```
    public static func drive<Value, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await withTaskExecutorPreference(AppOutput.reader, isolation: isolation, operation: body)
    }
}
