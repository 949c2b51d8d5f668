#if canImport(Testing)
    import Testing

    /// Keeps the evidence of every failing test case: the screen at the failure, the steps and the transcript.
    ///
    /// ```swift
    /// @Suite("Editing", .tags(.editing), .evidence)
    /// struct EditingFlows { … }
    /// ```
    ///
    /// Each test case runs in a scope of its own that knows the apps the case launches. Every failing issue — a
    /// failed `#expect`, a `RunnerError` thrown out of the flow, any error — notes the screen of that moment and
    /// gets a comment naming the case's evidence folder (`evidence: …/artifacts/EditingFlows.rowSaves`),
    /// so the folder can be found from the test's result. A case that fails writes the folder and attaches its files
    /// (saved with `--attachments-path`); one that passes attaches only its trace, `evidence.json`.
    public struct EvidenceTrait: TestTrait, SuiteTrait, TestScoping {
        /// Applied to every test of the suite it is on.
        public var isRecursive: Bool { true }

        /// A scope for each test case, none for a suite as a whole.
        public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
            testCase == nil ? nil : self
        }

        /// Runs the test case with its evidence current and its issues watched, then writes or discards the evidence.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let evidence = CaseEvidence(nameComponents: test.id.nameComponents, testID: test.id.description)
            let watcher = IssueHandlingTrait.compactMapIssues { issue in Self.note(issue, in: evidence) }
            try await CaseEvidence.$current.withValue(evidence) {
                try await watcher.provideScope(for: test, testCase: testCase) {
                    do {
                        try await function()
                    } catch  where Self.isFailure(error) {
                        // Recorded inside the watcher, so that it is noted and names the folder, at the flow's line.
                        Issue.record(error, sourceLocation: test.sourceLocation)
                    }
                }
            }
            for file in evidence.finish() {
                Attachment.record(file.text, named: "\(evidence.folderName).\(file.name)")
            }
        }

        // MARK: - Private

        private static func note(_ issue: Issue, in evidence: CaseEvidence) -> Issue {
            guard issue.isFailure else { return issue }
            let location = issue.sourceLocation.map { "\(ArtifactWriter.repositoryPath(of: $0.filePath)):\($0.line)" }
            let kind = if case .expectationFailed = issue.kind { "expectation" } else { "issue" }
            evidence.noteFailure(
                message: String(describing: issue), location: location, error: issue.error, kind: kind,
                flowFile: issue.sourceLocation?.filePath)
            var issue = issue
            // A failed #expect inside a step names the step too (a RunnerError names it in its own message).
            let steps = StepTrail.current
            if !steps.isEmpty, !(issue.error is RunnerError) {
                issue.comments.append(Comment(rawValue: StepTrail.phrase(steps)))
            }
            if let folder = evidence.folder {
                issue.comments.append(Comment(rawValue: "evidence: \(folder)"))
            }
            return issue
        }

        /// Whether a thrown error is the flow's failure, rather than Swift Testing's own control flow (a `#require`
        /// that already recorded its issue, a skip) or a cancellation.
        private static func isFailure(_ error: any Error) -> Bool {
            StepFailure.wraps(error)
        }
    }

    extension Trait where Self == EvidenceTrait {
        /// Keeps the evidence of every failing test case (see ``EvidenceTrait``).
        public static var evidence: Self { EvidenceTrait() }
    }
#endif
