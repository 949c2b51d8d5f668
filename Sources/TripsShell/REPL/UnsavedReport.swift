import AutomationProtocol
import Presentation

/// What the shell says when it is about to end with changes the app could not save: which trips, one a line, so that
/// a person can make them again.
enum UnsavedReport {
    /// The report: an `error:` line, then a line for each change; `nil` when every change was saved.
    static func text(_ changes: [UnsavedChange], style: ShellStyle) -> String? {
        guard !changes.isEmpty else { return nil }
        let heading =
            changes.count == 1
            ? "1 change to the trips was not saved:" : "\(changes.count) changes to the trips were not saved:"
        return style.error(heading) + changes.map { line($0) + "\n" }.joined()
    }

    /// One change: what, the trip, and its days; the destination escaped, since it may come from anywhere.
    private static func line(_ change: UnsavedChange) -> String {
        let trip = change.trip
        let what =
            switch change {
            case .notWritten: "not saved"
            case .notDeleted: "deleted here, still in the file"
            }
        return "  \"\(TextRenderer.escaped(trip.destination))\" (\(trip.start) → \(trip.end)): \(what)"
    }
}
