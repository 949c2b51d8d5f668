import AutomationProtocol
import Observation

/// An app the kit's ``AutomationEndpoint`` drives: it hands over its screen (as controls that carry their actions),
/// its work in flight, and its own commands; the endpoint runs the whole conversation.
///
/// The app's model is `@Observable`: the endpoint pushes an update whenever what ``controls`` or ``work`` read
/// changes, and nothing polls. Building ``controls`` reads the model, so every state the screen shows is observed.
@MainActor
public protocol DrivableApp: AnyObject, Observable, SendableMetatype {
    /// What is on screen now, with what each control does, built from the app's state on every read.
    var controls: ControlScreen { get }
    /// What the app does that a driver waits on: its tasks, the work off the main actor, and its clock.
    var work: AppWork { get }
    /// Dismisses the alert, or leaves the top screen. An app that never goes back need not say: it cannot.
    func back() throws(DrivingError)
    /// Performs one of the commands the app declared for itself (`Command.declared(_:_:)`, read by the endpoint's
    /// `CommandTable`) and returns what it reads out of the app, if anything. An app that declares none need not
    /// say.
    func perform(declared command: Command) async throws -> CommandAnswer?
    /// How to launch the app on the driver's clock, completing "…: `advice` to advance it." in the `liveClock`
    /// error: the app names its own launch argument.
    var liveClockAdvice: String { get }
}

extension DrivableApp {
    /// An app of one screen cannot go back.
    public func back() throws(DrivingError) {
        throw .cannotGoBack
    }

    /// An app of the core's commands alone has none of its own.
    public func perform(declared command: Command) async throws -> CommandAnswer? {
        throw WireError(code: .badRequest, message: "`\(command.name)` is no command of this app.")
    }

    /// Says no launch argument: the app's own says how.
    public var liveClockAdvice: String {
        "launch it on the driver's clock"
    }

    /// What is on screen now, as the wire, the shell and the snapshots see it.
    public var screen: Screen {
        controls.screen
    }

    /// What the app is doing: tracked work and requests in flight, sleeps on its clock, and who moves the clock.
    public var activity: Activity {
        work.activity
    }

    /// Resolves `locator` in the live tree, checks that its control can take `action` and performs it, in this one
    /// turn of the main actor.
    public func perform(_ action: LocatorAction, on locator: Locator) throws(DrivingError) {
        try controls.perform(action, on: locator)
    }
}
