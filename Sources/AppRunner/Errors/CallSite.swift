/// Where a flow called the runner: a failure names the line that asked (a flow's, or the page method's that made the
/// call), as Swift Testing names the line of a failed `#expect`, where a thrown error alone would be recorded at the
/// test's declaration.
enum CallSite {
    /// Whether a call of the runner's public API is under way in this task: a public call the runner makes of its own
    /// keeps the place of the flow's.
    @TaskLocal static var isInside = false

    /// Runs `body`, the runner's work for a call written at `file`:`line`; a ``RunnerError`` it throws gets that place
    /// (``RunnerError/location``) unless it has one.
    static func stamp<T>(
        _ file: String, _ line: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async throws -> T {
        if isInside { return try await body() }
        do {
            return try await $isInside.withValue(true) { try await body() }
        } catch var error as RunnerError {
            if error.location == nil { error.location = "\(ArtifactWriter.repositoryPath(of: file)):\(line)" }
            error.declaration = error.declaration?.quoted(from: file)
            throw error
        }
    }
}
