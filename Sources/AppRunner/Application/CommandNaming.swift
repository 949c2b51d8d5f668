/// How the runner names one command of an app's own (``AppProfile/commandNaming``), where its wire name alone would
/// make two different steps read alike.
public struct CommandNaming: Sendable, Hashable {
    /// The step's title in the step log and the report, as in `connect "row.first": on`.
    public var title: String
    /// What the command acts on, as messages name it after the command's name (`"row.first"`); `nil`: nothing.
    public var subject: String?

    /// A naming with this title and subject.
    public init(title: String, subject: String? = nil) {
        self.title = title
        self.subject = subject
    }
}
