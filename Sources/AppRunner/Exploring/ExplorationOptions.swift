import AutomationProtocol

/// How the explorer walks an app: its seed and bounds, the texts it types, how it keys states, what it checks and how
/// it writes a failure as a flow. The defaults walk any app on the core.
public struct ExplorationOptions: Sendable {
    /// The texts typed into every field: empty, one letter, a word, 300 characters, whitespace only, and a name with
    /// a letter and an emoji outside ASCII.
    public static let standardDictionary = ["", "a", "Paris", String(repeating: "x", count: 300), "   ", "Zürich 😀"]

    /// Orders the actions tried in each state: the same app and seed give the same walk.
    public var seed: UInt64 = 0
    /// The most actions the walk tries (replays to reach a state are not counted).
    public var maxActions = 1000
    /// The most time the walk takes, on the explorer's clock; a walk cut short by it is no longer deterministic.
    public var maxDuration: Duration = .seconds(60)
    /// The texts typed into every text field.
    public var dictionary = standardDictionary
    /// More texts for some fields, by identifier: the values the app declares for a field.
    public var fieldValues: [String: [String]] = [:]
    /// How to key a state, when the screen's name and its controls (identifier, role, enabled) say too little or too
    /// much; `nil`: those.
    public var stateKey: (@Sendable (Screen) -> String)?
    /// The text fields whose text is part of the state key, by identifier: where what is typed decides what comes
    /// next (a search field), so that each value typed is a state of its own, explored on.
    public var keyFields: Set<String> = []
    /// The identifiers of controls that may do nothing when tapped (a refresh with nothing new).
    public var mayDoNothing: Set<String> = []
    /// The invariants turned off, by name (``BuiltInInvariant`` raw values or ``ScreenInvariant`` names).
    public var disabledInvariants: Set<String> = []
    /// The app's own invariants over its screens.
    public var invariants: [ScreenInvariant] = []
    /// The app's own invariants over its steps: the screen before an action, the action, the screen after.
    public var stepInvariants: [StepInvariant] = []
    /// The app's rule for identifiers (``BuiltInInvariant/identifierRule``); `nil`: any identifier is fine.
    public var identifierRule: (@Sendable (String) -> Bool)?
    /// How long a launch may take to say hello.
    public var launchTimeout: Duration = .seconds(10)
    /// How long the app may take to settle after an action.
    public var settleTimeout: Duration = .seconds(5)
    /// How long the app may take to answer a request.
    public var responseTimeout: Duration = .seconds(5)
    /// How far the clock is moved, each a separate action, in a state where something sleeps on the driver's clock,
    /// when the app does not say when its first sleeper wakes (`Activity.nextWakeMilliseconds`): a short step and a
    /// long one. An app that says it has its clock moved exactly there.
    public var clockSteps: [Duration] = [.seconds(1), .seconds(60)]
    /// Whether a relaunch that keeps the data is tried in every state.
    public var relaunches = true
    /// Whether the walk may get back to a state by the actions it has seen lead there from where the app is, when
    /// they are no more than the state's shortest path; `false`: every state is reached by replaying its path from a
    /// fresh launch, for an app whose states differ in what their keys do not show.
    public var travels = true
    /// The most replays the shrinker spends on one broken invariant.
    public var shrinkReplays = 400
    /// A written flow's statement for an action, where the app's page objects declare one (`try await
    /// ListPage(app: app).open("Oslo")`); `nil`, or `nil` for an action: the runner's raw query.
    public var pageCall: (@Sendable (ExploredAction) -> String?)?
    /// Modules a written flow imports besides AppRunner, Foundation and Testing (the page objects' module).
    public var flowImports: [String] = []
    /// The Swift expression a written flow hands its probe as the options to check by (`GuideFlows.explorationOptions`),
    /// so that a flow written for one of the app's own invariants (``invariants``, ``stepInvariants``) checks it as
    /// the walk did: a closure cannot be written into a flow, only named. `nil`: the flow checks the invariants every
    /// app must hold, and one written for the app's own says in its header what to hand the probe.
    public var flowOptions: String?

    /// The default options.
    public init() {}

    /// Whether the named invariant is checked.
    func checks(_ invariant: BuiltInInvariant) -> Bool { !disabledInvariants.contains(invariant.rawValue) }

    /// The texts typed into the field `identifier`: the dictionary, then the field's own, each once.
    func texts(for identifier: String) -> [String] {
        var seen = Set<String>()
        return (dictionary + (fieldValues[identifier] ?? [])).filter { seen.insert($0).inserted }
    }
}
