import AutomationProtocol
import Foundation

extension Application {
    // MARK: - Screen snapshots

    /// Waits until the rendered screen equals the snapshot `name` (`Snapshots/<name>.txt`), line for line, a `‹…›`
    /// in a snapshot line standing for any text; otherwise fails with the lines that differ and the last screen.
    ///
    /// The wait is the one every wait uses: it is met the moment a pushed screen matches, and fails at once when the
    /// screen does not match while the app is settled. The snapshot is looked for in ``snapshotsDirectory`` or, when
    /// that is `nil`, where the profile's ``AppProfile/snapshots`` says: the folder its directory variable names, else
    /// the `Snapshots` folder nearest the calling file (`AcceptanceTests/Snapshots` for a flow in
    /// `AcceptanceTests/Flows`). In record mode (``recordsSnapshots``, or the profile's record variable set to `1`) it
    /// waits until the app is settled and writes the screen there instead (keeping masked lines that still match).
    public func expectScreen(
        matching name: String, timeout: TimeInterval? = nil, file: StaticString = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp("\(file)", line) {
            let url = snapshotURL(name, file: "\(file)")
            let session = try runningSession()
            if recordsSnapshots {
                let state = try await request(.waitForIdle, timeout: timeout ?? defaultTimeout).state
                let existing = (try? String(contentsOf: url, encoding: .utf8)).map(TextSnapshot.init)
                let screen = TextRenderer.render(state.screen)
                do {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try (existing?.recording(screen) ?? screen).write(to: url, atomically: true, encoding: .utf8)
                } catch {
                    throw report(
                        RunnerError(.notFound, "Could not record snapshot '\(name)' at \(url.path): \(error)."),
                        session: session)
                }
                session.transcript.record(.runner, "recorded snapshot '\(name)' at \(url.path)")
                return
            }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                var error = RunnerError(
                    .notFound,
                    "No snapshot '\(name)' at \(url.path); record it with \(recordAdvice).")
                error.expected = "the screen of snapshot '\(name)'"
                error.wanted = .snapshot(name)
                throw report(error, session: session)
            }
            let snapshot = TextSnapshot(text)
            let expectation = Expectation(
                subject: "the screen", expected: "match snapshot '\(name)'", wanted: .snapshot(name),
                check: { state, _ in snapshot.matches(TextRenderer.render(state.screen)) ? .met : .notYet },
                observe: { snapshot.firstDifference(TextRenderer.render($0.screen), on: $0.screen.name) })
            do {
                _ = try await require(expectation, timeout: timeout ?? defaultTimeout)
            } catch var error as RunnerError {
                if let latest = session.latest {
                    error.diff = snapshot.diff(against: TextRenderer.render(latest.screen))
                }
                error.message += " Snapshot: \(url.path) (\(recordAdvice) records it anew)."
                throw error
            }
        }
    }

    /// Where ``expectScreen(matching:timeout:file:line:)`` reads and writes snapshots; `nil` (the default): the folder
    /// the profile's ``AppProfile/snapshots`` finds from the calling file.
    public var snapshotsDirectory: URL? {
        get { settings.withLock { $0.snapshotsDirectory } }
        set { settings.withLock { $0.snapshotsDirectory = newValue } }
    }

    /// Whether ``expectScreen(matching:timeout:file:line:)`` records instead of comparing; by default, whether the
    /// profile's record variable (`SnapshotFolder.recordVariable`) is set to something other than `0` or empty.
    public var recordsSnapshots: Bool {
        get { settings.withLock { $0.recordsSnapshots } }
        set { settings.withLock { $0.recordsSnapshots = newValue } }
    }

    // MARK: - Internal

    /// The file of snapshot `name` for a flow in `file`.
    func snapshotURL(_ name: String, file: String) -> URL {
        let fileName = name.hasSuffix(".txt") ? name : name + ".txt"
        let (given, folder) = settings.withLock { ($0.snapshotsDirectory, $0.profile.snapshots) }
        let directory = given ?? folder.screens(near: file, environment: RunnerEnvironment.variables)
        return directory.appendingPathComponent(fileName)
    }

    /// How to record a snapshot: by the profile's record variable (`NAME=1`), or by ``recordsSnapshots``.
    private var recordAdvice: String {
        settings.withLock { $0.profile.snapshots.recordVariable }.map { "\($0)=1" } ?? "app.recordsSnapshots = true"
    }
}

extension TextSnapshot {
    /// The first line where `screen` (the screen named `name`) differs from the snapshot, both sides of it and how
    /// many lines differ in all: `the list screen, 1 line differs; line 7 shows "…" where the snapshot has "…"`. A
    /// changed line is one line, not a removed and an added one.
    func firstDifference(_ screen: String, on name: String) -> String {
        let diff = LineDiff(expected: lines, actual: TextSnapshot(screen).lines, matches: Self.line(_:matches:))
        let removed = diff.lines.filter { if case .removed = $0 { true } else { false } }.count
        let added = diff.lines.filter { if case .added = $0 { true } else { false } }.count
        let changed = min(removed, added)
        func counted(_ count: Int) -> String { "\(count) line\(count == 1 ? "" : "s")" }
        var parts = changed > 0 ? ["\(counted(changed)) \(changed == 1 ? "differs" : "differ")"] : []
        if removed > changed { parts.append("\(counted(removed - changed)) of the snapshot not on screen") }
        if added > changed { parts.append("\(counted(added - changed)) on screen not in the snapshot") }
        let count = parts.joined(separator: ", ")
        guard let first = diff.firstDifference else { return "the \(name) screen, matching" }
        func quoted(_ line: String?) -> String {
            line.map { "\"\($0.trimmingCharacters(in: .whitespaces))\"" } ?? "nothing"
        }
        return
            "the \(name) screen, \(count); line \(first.line) shows \(quoted(first.actual)) where the "
            + "snapshot has \(quoted(first.expected))"
    }
}
