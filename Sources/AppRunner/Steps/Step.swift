/// Runs `body` as a named step of the flow: the step's name (within the steps around it) is written in the
/// transcript before its first request, marks each of its actions and waits in the evidence and the acceptance
/// report, and is named in every failure inside it: `in step 'Open the first row' › 'Save it'`.
///
/// ```swift
/// try await step("Open the first row") {
///     try await app.cells["row.first"].tap()
///     try await step("Save it") { try await app.buttons["button.save"].tap() }
/// }
/// ```
///
/// Steps nest. A ``RunnerError`` thrown inside one carries the steps (``RunnerError/steps``); any other error (but
/// a cancellation or Swift Testing's own) comes out as a ``StepFailure`` that names them and holds the error.
@discardableResult
public func step<Result>(
    _ name: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async throws -> Result {
    let path = StepTrail.current + [name]
    return try await StepTrail.$current.withValue(path) {
        do {
            return try await body()
        } catch let error as RunnerError {
            throw error
        } catch let error as StepFailure {
            throw error
        } catch {
            guard StepFailure.wraps(error) else { throw error }
            throw StepFailure(steps: path, error: error)
        }
    }
}

extension Application {
    /// Writes the running task's steps in the session's transcript when they differ from the last ones written.
    func noteSteps(in session: Session) {
        let steps = StepTrail.current
        guard session.transcript.steps.enter(steps) else { return }
        session.transcript.record(.runner, steps.isEmpty ? "outside any step" : StepTrail.phrase(steps))
    }
}
