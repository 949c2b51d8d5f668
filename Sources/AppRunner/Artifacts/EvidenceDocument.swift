import AutomationProtocol
import Foundation

/// A case's `evidence.json`, its trace: the failures, each app's steps and transcript, and every distinct screen the
/// steps left, stored once in ``screens`` and named by its index from each step, so that a flow that shows the
/// same screen thirty times stores it once.
///
/// Every case writes one, passing or failing; the HTML report, the comparison of a flaky flow's attempts and the
/// terminal trace reader (`scripts/acceptance/trace.py`) read it. Its `Encodable` conformance is the format's
/// reference: ``json`` writes the same bytes by hand (EvidenceDocument+JSON.swift), and the tests hold the two to
/// each other.
struct EvidenceDocument: Encodable {
    /// One action or wait, its screen by index.
    struct Step: Encodable {
        var step: StepLog.Step
        /// The index in ``EvidenceDocument/screens`` of the screen it left.
        var screen: Int?

        private enum CodingKeys: String, CodingKey { case screen }

        /// The step's fields, and its screen's index beside them.
        func encode(to encoder: any Encoder) throws {
            try step.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(screen, forKey: .screen)
        }
    }

    /// One app session, in launch order.
    struct App: Encodable {
        var steps: [Step]
        /// How many earlier steps the log did not keep.
        var droppedSteps: Int
        var transcript: String
    }

    /// The format's version: 2 has ``screens`` and steps that name theirs by index; 3 gives each failure its parts
    /// as fields (`kind`, `locator`, `expected`, `actual`, besides `within`, its step path), so that no reader takes
    /// the message apart; 4 gives each step the lines the app logged during it (`log`); 5 gives each failure its
    /// parts as values a program reads (`target`, `wanted`, `seen`: the locator, what was expected and what was last
    /// seen, beside the sentences `locator`, `expected` and `actual`) and its screen as the app pushed it
    /// (`screenTree`), and the document every screen of ``screens`` as the app pushed it (``screenTrees``). The
    /// readers refuse a version they do not know.
    static let version = 5
    var version = Self.version
    /// The test's identifier.
    var test: String
    /// Whether the case passed.
    var passed: Bool
    var failures: [CaseEvidence.Failure]
    /// Every distinct screen the steps left.
    var screens: [String] = []
    /// The same screens as the app pushed them (the wire's form), by the same index: their elements, where each
    /// stood and what it said, for a program to read without taking the text apart.
    var screenTrees: [Screen] = []
    var apps: [App] = []

    /// The document of a case that launched `sessions` and recorded `failures`.
    init(test: String, sessions: [Session], failures: [CaseEvidence.Failure]) {
        self.test = test
        passed = failures.isEmpty
        self.failures = failures
        var numbering = ScreenNumbering()
        for session in sessions {
            let log = session.transcript.steps
            let steps = log.all.map { step in
                let number = numbering.number(of: step.after)
                return Step(step: step, screen: number)
            }
            apps.append(App(steps: steps, droppedSteps: log.dropped, transcript: session.transcript.render()))
        }
        screens = numbering.screens
        screenTrees = numbering.trees
    }

}
