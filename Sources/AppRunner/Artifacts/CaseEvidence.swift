import AutomationProtocol
import Foundation
import Locking

/// The evidence of one running test case: the app sessions it launched, the failures recorded in it, and the folder
/// all of it goes to if the case fails.
///
/// ``EvidenceTrait`` makes one per test case and sets it as ``current`` while the case runs; `Application.launch()`
/// registers each session with it, and every failing issue notes the screen at that moment. Every case attaches its
/// trace, `evidence.json` (``EvidenceDocument``: each step with its timing, screen, network requests and clock
/// move), for the report and the trace reader; one that fails also leaves `failure.txt`, `screen.txt`, `steps.txt`,
/// `transcript.txt` and `evidence.json` in a folder of its own below ``ArtifactWriter``'s root.
final class CaseEvidence: Sendable {
    /// An app session the case launched, and the launch arguments the flow gave it.
    struct LaunchedSession: Sendable {
        var session: Session
        var executable: URL
        var arguments: [String]
    }

    /// The evidence of the test case running in this task, if it runs under ``EvidenceTrait``.
    @TaskLocal static var current: CaseEvidence?

    /// One failing issue, and what the app showed when it was recorded.
    struct Failure: Sendable, Encodable {
        /// The recorded `Issue` as Swift Testing describes it (for a runner error: its whole description).
        var message: String
        /// What failed: a runner error's kind (``RunnerError/Kind/name``: `cannotHappen`, `timedOut`, `notFound`,
        /// …), `expectation` for a failed `#expect` or `#require`, `error` for any other error thrown, `issue` for
        /// any other issue.
        var kind: String
        /// A runner error's query, as in `static text "row.status"`.
        var locator: String?
        /// What a runner error expected of it, as in `have label "Saved"`.
        var expected: String?
        /// What a runner error saw of it last, as in `staticText row.status "Saving"`.
        var actual: String?
        /// A runner error's query as a value, in the wire's form (``RunnerError/target``): `locator` for a program.
        var target: Locator?
        /// What a runner error expected, as a value (``RunnerError/wanted``): `expected` for a program.
        var wanted: RunnerError.Wanted?
        /// What a runner error saw of the element last, as a value (``RunnerError/seen``): `actual` for a program.
        var seen: RunnerError.Seen?
        /// Where the app built the element the failure is about, or the control the last action touched, and that
        /// line of source (``RunnerError/declaration``): known when the app was asked for source places.
        var declaration: Declaration?
        /// The control the flow's last action touched, where the app built it and that line, when it is not
        /// ``declaration``'s: the action whose effect the failure saw (a tap on Reset before a wait on the time left).
        var actionDeclaration: Declaration?
        /// Where the `Issue` was recorded, as `<path>:<line>` with the file's path as it is in the repository.
        var location: String?
        /// For a runner error, where the flow made the call that failed (``RunnerError/location``), written as
        /// `location` is: Swift Testing records a thrown error at the test's declaration.
        var callSite: String?
        /// Which app session (0-based, in launch order) was the latest when it was recorded.
        var app: Int?
        /// When, in milliseconds since that session's launch.
        var atMilliseconds: Double?
        /// How many of that session's steps had been recorded when it was, those the log no longer keeps included: it
        /// came after that step, during or after the next one's wait or check. What a replay of the case stops after.
        var afterStep: Int?
        /// The screen then.
        var screen: String?
        /// The same screen as the app pushed it, in the wire's form: its elements for a program to read.
        var screenTree: Screen?
        /// The flow's steps it happened in, outermost first.
        var within: [String] = []
    }

    private struct State {
        var sessions: [LaunchedSession] = []
        var failures: [Failure] = []
        var folder: String?
        var artifactsVariable: String?
    }

    /// `Suite.function`: the folder's name (then `-2`, `-3`, … for further failing cases of the same test).
    let baseName: String
    /// The test's identifier, as in Swift Testing's event stream.
    let testID: String
    private let state = Lock(State())

    /// Makes the evidence of a case of the test named by these components (`["EditingFlows", "rowSaves()"]`).
    init(nameComponents: [String], testID: String) {
        let cleaned = nameComponents.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
        baseName = cleaned.joined(separator: ".")
        self.testID = testID
    }

    // MARK: - While the case runs

    /// Adds an app session the case launched from the binary `executable` with `arguments` (the launch arguments
    /// the flow gave, without the runner's own), whose profile names `artifactsVariable` (``note(artifactsVariable:)``).
    func register(_ session: Session, executable: URL, arguments: [String], artifactsVariable: String?) {
        note(artifactsVariable: artifactsVariable)
        state.withLock {
            $0.sessions.append(LaunchedSession(session: session, executable: executable, arguments: arguments))
        }
    }

    /// Notes the variable that names the artifacts' root (``AppProfile/artifactsVariable``) of an app the case
    /// drives, until the folder is made: the first one named is the one used.
    func note(artifactsVariable: String?) {
        state.withLock { state in
            if state.artifactsVariable == nil { state.artifactsVariable = artifactsVariable }
        }
    }

    /// The case's folder, made (empty) the first time it is asked for; `nil` if it cannot be made.
    var folder: String? {
        state.withLock { state in
            if state.folder == nil {
                state.folder = ArtifactWriter.reserveFolder(named: baseName, variable: state.artifactsVariable)
            }
            return state.folder
        }
    }

    /// The folder's last path component (`EditingFlows.rowSaves-2`), or the base name without a folder.
    var folderName: String {
        state.withLock { $0.folder }.map { ($0 as NSString).lastPathComponent } ?? baseName
    }

    /// Notes a failure now: the screen of the error when it is a ``RunnerError``, else the latest app's screen.
    /// `kind` names an issue that carries no error: `expectation` or `issue`; `flowFile`, the `#filePath` it was
    /// recorded at, is where the control it is about is quoted from when the runner could not read it.
    func noteFailure(message: String, location: String?, error: (any Error)?, kind: String, flowFile: String? = nil) {
        let runnerError = error as? RunnerError
        state.withLock { state in
            let index = state.sessions.indices.last
            let session = index.map { state.sessions[$0].session }
            let named = runnerError?.kind.name ?? (error == nil ? kind : "error")
            var failure = Failure(message: message, kind: named, location: location, app: index)
            failure.callSite = runnerError?.location
            failure.locator = runnerError?.query
            failure.expected = runnerError?.expected
            failure.actual = runnerError?.lastSeen
            failure.target = runnerError?.target
            failure.wanted = runnerError?.wanted
            failure.seen = runnerError?.seen
            let declaration =
                runnerError?.declaration
                ?? session.flatMap { Declaration.ofLastAction(among: $0.transcript.steps.all, package: nil) }
            failure.declaration = flowFile.flatMap { declaration?.quoted(from: $0) } ?? declaration
            let action = session.flatMap { Declaration.ofLastAction(among: $0.transcript.steps.all, package: nil) }
            if let action, action.place != declaration?.place {
                failure.actionDeclaration = flowFile.map { action.quoted(from: $0) } ?? action
            }
            failure.atMilliseconds = session.map { $0.transcript.steps.offset(of: .now) }
            failure.afterStep = session?.transcript.steps.recorded
            failure.within = runnerError?.steps ?? (error as? StepFailure)?.steps ?? StepTrail.current
            if let screen = runnerError?.screen {
                failure.screen = screen
                failure.screenTree = runnerError?.screenTree
            } else {
                let latest = session?.latest?.screen
                failure.screen = latest.map(TextRenderer.render)
                failure.screenTree = latest
            }
            state.failures.append(failure)
        }
    }

    // MARK: - When the case ends

    /// Whether a failure was noted.
    var failed: Bool { state.withLock { !$0.failures.isEmpty } }

    /// The case's trace as it stands.
    var document: EvidenceDocument {
        let (sessions, failures) = state.withLock { ($0.sessions, $0.failures) }
        return EvidenceDocument(test: testID, sessions: sessions, failures: failures)
    }

    /// The files of the case's evidence, for attaching: only `evidence.json` if it passed (removing the folder
    /// reserved for it, as a runner error the flow caught reserves one), else every file, written to its folder too.
    func finish() -> [(name: String, text: String)] {
        let (sessions, failures) = state.withLock { ($0.sessions, $0.failures) }
        let document = EvidenceDocument(test: testID, sessions: sessions, failures: failures)
        guard !failures.isEmpty else {
            if let reserved = state.withLock({ $0.folder }) { ArtifactWriter.remove(reserved) }
            return [("evidence.json", document.json)]
        }
        let files = Self.files(document: document, sessions: sessions, failures: failures)
        if let folder { ArtifactWriter.write(files, to: folder) }
        return files
    }

    // MARK: - Private

    private static func files(
        document: EvidenceDocument, sessions: [LaunchedSession], failures: [Failure]
    ) -> [(name: String, text: String)] {
        let sessions = sessions.map(\.session)
        let numbered = sessions.count > 1
        let join: ([String]) -> String = { parts in
            parts.enumerated().map { numbered ? "== app \($0.offset + 1) ==\n\($0.element)" : $0.element }.joined()
        }
        return [
            ("failure.txt", failures.map { "\($0.location ?? "?"): \($0.message)\n" }.joined(separator: "\n")),
            ("screen.txt", failures.first?.screen ?? "(no screen: no app was running)\n"),
            ("steps.txt", join(sessions.map { $0.transcript.steps.render() })),
            ("transcript.txt", join(document.apps.map(\.transcript))),
            ("evidence.json", document.json),
        ]
    }
}
