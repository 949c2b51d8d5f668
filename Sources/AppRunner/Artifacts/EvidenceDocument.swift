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
        /// For an action, the request it sent the app, as the transcript shows it (`{"command":"tap",…}`).
        var sent: String?
        /// The index in ``EvidenceDocument/screens`` of the screen the app showed when ``sent`` was sent.
        var sentOn: Int?
        /// Whether the app was settled when ``sent`` was sent (it could not change without the flow): a replay must
        /// then see the same screen before sending it again.
        var sentSettled: Bool?

        private enum CodingKeys: String, CodingKey { case screen, sent, sentOn, sentSettled }

        /// The step's fields, and its screens' indices and its request beside them.
        func encode(to encoder: any Encoder) throws {
            try step.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(screen, forKey: .screen)
            try container.encodeIfPresent(sent, forKey: .sent)
            try container.encodeIfPresent(sentOn, forKey: .sentOn)
            try container.encodeIfPresent(sentSettled, forKey: .sentSettled)
        }
    }

    /// One app session, in launch order.
    struct App: Encodable {
        /// The binary launched, by its path.
        var executable: String
        /// The launch arguments the flow gave it, without the runner's own.
        var arguments: [String]
        var steps: [Step]
        /// How many earlier steps the log did not keep.
        var droppedSteps: Int
        var transcript: String
    }

    /// The format's version: 2 has ``screens`` and steps that name theirs by index; 3 gives each failure its parts
    /// as fields (`kind`, `locator`, `expected`, `actual`, besides `within`, its step path), so that no reader takes
    /// the message apart; 4 gives each step the lines the app logged during it (`log`); 5 gives each app its launch
    /// `arguments`, each action the request it sent and the screen it was sent on (`sent`, `sentOn`, `sentSettled`)
    /// and each failure the step it came after (`afterStep`), so that a replay is read from the steps, not from the
    /// transcript's text; 6 gives each failure its parts as values a program reads (`target`, `wanted`, `seen`: the
    /// locator, what was expected and what was last seen, beside the sentences `locator`, `expected` and `actual`)
    /// and its screen as the app pushed it (`screenTree`), and the document every screen of ``screens`` as the app
    /// pushed it (``screenTrees``); 7 gives each app the binary launched (`executable`), so that a replay launches
    /// the flow's own app; 8 gives each failure the declaration of the control it is about (`declaration`: where the
    /// app built it and that line of source, known when the app was asked for source places) and of the control the
    /// last action touched (`actionDeclaration`). The readers refuse a version they do not know.
    static let version = 8
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
    init(test: String, sessions: [CaseEvidence.LaunchedSession], failures: [CaseEvidence.Failure]) {
        self.test = test
        passed = failures.isEmpty
        self.failures = failures
        var numbering = ScreenNumbering()
        for launched in sessions {
            let log = launched.session.transcript.steps
            let steps = log.all.map { step in
                // Numbered in the order the app showed them: the screen it was sent on, then the one it left.
                let sentOn = numbering.number(of: step.sentOn?.screen)
                var entry = Step(step: step, screen: numbering.number(of: step.after))
                if let request = step.sent {
                    entry.sent = String(decoding: WireFormat.line(request).dropLast(), as: UTF8.self)
                    entry.sentOn = sentOn
                    entry.sentSettled = step.sentOn.map { !$0.activity.canChangeOnItsOwn }
                }
                return entry
            }
            apps.append(
                App(
                    executable: launched.executable.path, arguments: launched.arguments, steps: steps,
                    droppedSteps: log.dropped,
                    transcript: launched.session.transcript.render()))
        }
        screens = numbering.screens
        screenTrees = numbering.trees
    }

}
