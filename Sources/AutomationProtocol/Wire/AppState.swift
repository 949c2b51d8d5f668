/// What the app shows and what it is doing, numbered so that a driver can tell new from old.
public struct AppState: Sendable, Hashable {
    /// 1 in the hello; grows by one each time the app sends a state that differs from the last one it sent, in an
    /// update or a response (a response that changed nothing repeats the latest number).
    public var sequence: Int
    /// What is on screen.
    public var screen: Screen
    /// What the app is doing.
    public var activity: Activity

    /// Makes a state.
    public init(sequence: Int, screen: Screen, activity: Activity) {
        self.sequence = sequence
        self.screen = screen
        self.activity = activity
    }
}
