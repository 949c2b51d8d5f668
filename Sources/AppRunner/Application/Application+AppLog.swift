import AutomationProtocol

/// Where a reader of the app's log stopped: the lines after it are the ones it has not seen. A mark taken from one
/// launch reads the next launch's log from its start.
public struct AppLogMark: Sendable, Hashable {
    let pid: Int32?
    let count: Int

    /// Before the first line of any launch.
    public static let start = AppLogMark(pid: nil, count: 0)
}

/// The app's log lines after a mark (``Application/appLog(since:latest:)``).
public struct AppLogExcerpt: Sendable, Hashable {
    /// The lines, oldest first.
    public var lines: [String]
    /// How many lines came after the mark before ``lines``: left out to keep the excerpt short, or no longer kept.
    public var earlier: Int
    /// Where to read from next time.
    public var next: AppLogMark

    /// An excerpt of `lines`, after `earlier` lines left out, to be read on from `next`.
    public init(lines: [String], earlier: Int, next: AppLogMark) {
        self.lines = lines
        self.earlier = earlier
        self.next = next
    }
}

extension Application {
    /// The lines the app logged (its decisions at debug level, docs/automation-protocol.md) after `mark`, at most the
    /// `latest` of them: a round trip first brings in the lines the app said but has not sent yet. An app that is not
    /// running has no new lines.
    public func appLog(since mark: AppLogMark, latest: Int) async -> AppLogExcerpt {
        guard let session = current.withLock({ $0 }) else { return AppLogExcerpt(lines: [], earlier: 0, next: mark) }
        if session.snapshot.end == nil {
            _ = await session.send(.snapshot, timeout: Duration(seconds: responseTimeout))
        }
        let pid = session.pid
        let (notKept, lines, next) = session.appLog(since: mark.pid == pid ? mark.count : 0)
        let shown = lines.suffix(max(latest, 0))
        return AppLogExcerpt(
            lines: Array(shown), earlier: notKept + lines.count - shown.count, next: AppLogMark(pid: pid, count: next))
    }
}
