import AutomationProtocol
import Foundation

/// Keeps what a shell session did as flow steps, and, while recording, writes them as a Swift Testing flow: into a
/// file after every command (so that nothing recorded is lost if the shell is killed), or, for `--codegen`, once at the
/// end on standard output.
///
/// It keeps the successful commands from launch, recording or not: a recording begun on a later screen starts its
/// flow with the steps that led there, since a flow starts from a fresh launch. Before recording begins it keeps the
/// latest ``setupKept`` of them, so that a session of a hundred thousand commands costs no more memory than one of
/// ten thousand; a recording begun later says how many it could not repeat.
@MainActor
public final class SessionRecorder {
    /// How many of the latest commands before a recording are kept to repeat.
    public nonisolated static let setupKept = 5_000

    /// Why recording cannot start or stop, or its file cannot be written.
    public struct Problem: Error, CustomStringConvertible {
        /// The sentence to show.
        public let description: String
    }

    /// Where a recording goes.
    private struct Recording {
        /// The file, or `nil` for standard output at the end.
        var file: URL?
        var name: FlowName
        /// The index of the first step recorded.
        var start: Int
    }

    private let launch: FlowLaunch
    /// The page objects' methods a flow calls instead of the runner's queries, where one wraps a step.
    private var pages: PageCalls
    /// Whether a recording into a file reads the pages of the suite the file goes into
    /// (``PageCalls/init(suiteOf:commands:)``).
    private let readsSuitePages: Bool
    private var steps = LatestItems<RecordedStep>(keeping: setupKept)
    /// Commands from before any recording that were let go of, oldest first.
    private var recording: Recording?
    /// The role each identifier last had on screen, for a check on an element that is gone.
    private var roles: [String: Role] = [:]

    /// A recorder for a session driven through `frontEnd`, launched with `arguments` (without the program's name).
    /// Where a page declares a method that wraps a recorded step (`pages`), the flow calls it; with
    /// `readsSuitePages`, a recording into a file reads the pages of the suite the file goes into instead, and says
    /// what they declare that it cannot use.
    public init(
        sessionArguments arguments: [String], frontEnd: FlowFrontEnd = .shell, pages: PageCalls = .none,
        readsSuitePages: Bool = false
    ) {
        launch = FlowLaunch(sessionArguments: arguments, frontEnd: frontEnd)
        self.pages = pages
        self.readsSuitePages = readsSuitePages
    }

    /// A recorder whose flow launches the app as `launch` says (another package's app, by its own launch function).
    public init(launch: FlowLaunch, pages: PageCalls = .none) {
        self.launch = launch
        self.pages = pages
        readsSuitePages = false
    }

    /// Whether a recording is under way.
    public var isRecording: Bool { recording != nil }

    /// Whether the recording under way goes to a file (not to standard output).
    public var recordsToFile: Bool { recording?.file != nil }

    // MARK: - Starting and stopping

    /// Starts recording into `path` (a `.swift` file that does not exist yet), or, with `nil`, for standard output;
    /// returns what to tell the person.
    @discardableResult
    public func start(_ path: String?) throws(Problem) -> String {
        if let recording {
            throw Problem(
                description: "already recording into \(recording.file?.path ?? "standard output"); "
                    + "type 'record' to stop first.")
        }
        guard let path else {
            recording = Recording(file: nil, name: FlowName(fileName: "RecordedFlow"), start: steps.items.count)
            return "recording"
        }
        guard path.hasSuffix(".swift") else {
            throw Problem(description: "'\(TextRenderer.quoted(path))' is not a .swift file: record PATH.swift.")
        }
        let file = URL(fileURLWithPath: path)
        // A link counts as there even when what it points to is not: writing would replace it.
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) != nil
        guard !FileManager.default.fileExists(atPath: file.path), !isLink else {
            throw Problem(description: "\(file.path) exists already; record into a new file (nothing was changed).")
        }
        let folder = file.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Problem(
                description: "there is no folder \(folder.path) to record into; make it first (nothing was changed).")
        }
        let started = Recording(file: file, name: FlowName(fileName: file.lastPathComponent), start: steps.items.count)
        recording = started
        if readsSuitePages { pages = PageCalls(suiteOf: file) ?? .none }
        do {
            try write()
        } catch {
            recording = nil
            throw error
        }
        return "recording into \(file.path); type 'record' to stop, or quit" + (pages.report.map { "\n" + $0 } ?? "")
    }

    /// Stops recording and writes the flow; returns what to tell the person.
    @discardableResult
    public func stop() throws(Problem) -> String {
        guard let recording else { throw Problem(description: "not recording; usage: record PATH.swift") }
        try write()
        self.recording = nil
        let count = steps.items.count - recording.start
        return "wrote \(recording.file?.path ?? "the flow") (\(count) step\(count == 1 ? "" : "s") recorded)"
    }

    /// The flow recorded so far, or `nil` when not recording.
    public var source: String? {
        guard let recording else { return nil }
        return FlowWriter(
            name: recording.name, launch: launch, setup: Array(steps.items[..<recording.start]),
            setupLeftOut: steps.letGo, steps: Array(steps.items[recording.start...]), pages: pages
        ).source
    }

    // MARK: - What the session does

    /// Keeps a command that succeeded, done on `before` and leaving `after`; returns a problem writing the file.
    /// A command its definition does not record (``RecordedCall/notRecorded(_:)``) is let go.
    public func performed(_ id: CommandID, _ arguments: CommandArguments, before: Screen, after: Screen) -> String? {
        learnRoles(before)
        learnRoles(after)
        if case .notRecorded = id.definition.recorded { return nil }
        let identifier = arguments[.element]?.identifier
        // A wait is checked on the screen it ended on, an action on the one it was done on.
        let screen = id == .wait ? after : before
        if id == .wait, let identifier, !after.touchableElements.contains(where: { $0.identifier == identifier }) {
            return add(
                RecordedStep(
                    place: .init(before),
                    action: .comment(
                        line: "wait \(identifier)",
                        reason: "it is under the alert, where the runner's queries do not look")))
        }
        let target = identifier.map { self.target($0, on: screen) }
        return add(RecordedStep(place: .init(before), action: .command(id, arguments, target: target)))
    }

    /// Keeps a line that failed, as a comment in the flow when recording.
    public func failed(_ line: String, reason: String, on screen: Screen) -> String? {
        guard recording != nil else { return nil }
        return add(RecordedStep(place: .init(screen), action: .comment(line: line, reason: reason)))
    }

    // MARK: - Private

    private func add(_ step: RecordedStep) -> String? {
        // Never trimmed while recording: the recording's steps are indexed from its start.
        steps.append(step, trimming: recording == nil)
        do {
            try write()
        } catch {
            return error.description
        }
        return nil
    }

    private func target(_ identifier: String, on screen: Screen) -> RecordedStep.Target {
        let elements = screen.touchableElements
        guard let index = elements.firstIndex(where: { $0.identifier == identifier }) else {
            return RecordedStep.Target(identifier: identifier, role: roles[identifier])
        }
        let shown = elements[index]
        let before = elements[..<index].filter { $0.role == shown.role && $0.label == shown.label }.count
        return RecordedStep.Target(
            identifier: identifier, role: shown.role, label: shown.label, labelOccurrence: before + 1)
    }

    private func learnRoles(_ screen: Screen) {
        for element in screen.allElements where !element.identifier.isEmpty {
            roles[element.identifier] = element.role
        }
    }

    private func write() throws(Problem) {
        guard let file = recording?.file, let source else { return }
        do {
            try Data(source.utf8).write(to: file, options: .atomic)
        } catch {
            throw Problem(description: "could not write the flow to \(file.path): \(error.localizedDescription)")
        }
    }
}
