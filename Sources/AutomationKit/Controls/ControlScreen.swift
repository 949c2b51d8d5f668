import AutomationProtocol

/// Everything shown at one moment as the app builds it: the top screen's controls and the alert's over them.
///
/// ``screen`` is what the wire, the shell and the snapshots see; ``resolve(_:)-(String)`` finds the control an identifier or a
/// locator names, with the same strictness and the same resolution (`Locator.resolve(in:)`) a driver's runner uses
/// on the tree it was pushed.
@MainActor
public struct ControlScreen {
    /// The screen's name, as the wire and the errors say it (`timer`, `settings`).
    public var name: String
    /// The title a person reads at the top.
    public var title: String
    /// The screen's controls, in reading order.
    public let controls: [Control]
    /// The controls as plain elements, made once when the screen is built: a screen kept (a long list) hands out
    /// the same elements every time, which compare equal to what was sent before at once.
    public let elements: [Element]
    /// Where each identifier is among the controls (its paths: an index among `controls`, then among children),
    /// made once when the screen is built, so that a tap on one row of a kept list of a thousand finds it at once.
    private let paths: [String: [[Int]]]
    /// The alert over the screen, if any; while it is up only its controls can be touched.
    public var alert: Control?

    /// A screen of `controls`.
    public init(name: String, title: String, controls: [Control], alert: Control? = nil) {
        self.name = name
        self.title = title
        self.controls = controls
        elements = controls.map(\.element)
        var paths: [String: [[Int]]] = [:]
        func walk(_ control: Control, at path: [Int]) {
            paths[control.base.identifier, default: []].append(path)
            for (index, child) in control.children.enumerated() { walk(child, at: path + [index]) }
        }
        for (index, control) in controls.enumerated() { walk(control, at: [index]) }
        self.paths = paths
        self.alert = alert
    }

    /// The screen as plain elements.
    public var screen: Screen {
        Screen(name: name, title: title, elements: elements, alert: alert?.element)
    }

    /// The screen as plain elements, each saying where the app built it: what a driver that asked for source places
    /// is sent. Made on each read, since only such a driver reads it.
    public var placedScreen: Screen {
        Screen(name: name, title: title, elements: controls.map(\.placedElement), alert: alert?.placedElement)
    }

    /// The one control that can be touched now under `identifier`.
    ///
    /// None: the nearest identifiers are suggested (or, with an alert up, the element is said to be under it); several:
    /// the identifier is ambiguous.
    public func resolve(_ identifier: String) throws(DrivingError) -> Control {
        let roots = alert.map { [$0] } ?? controls
        let matches =
            alert.map { Self.controls(named: identifier, in: [$0]) }
            ?? (paths[identifier] ?? []).compactMap { Self.follow($0, in: controls) }
        if matches.count > 1 { throw .ambiguous(identifier, count: matches.count) }
        if let match = matches.first { return match }
        if alert != nil, paths[identifier] != nil {
            throw .underAlert(identifier, answers: alertAnswers)
        }
        let touchable = roots.flatMap(\.allControls)
        throw .noSuchElement(
            identifier, screen: name,
            suggestions: NearestMatches.find(identifier, among: touchable.map(\.base.identifier)))
    }

    /// The one control that can be touched now that `locator` means, found by the locator's own resolution over this
    /// screen's elements and followed back to its control by the path it returns.
    ///
    /// An identifier-only locator is refused in the words of ``resolve(_:)-(String)``; any other names the locator, and when
    /// ambiguous, the elements it matched.
    public func resolve(_ locator: Locator) throws(DrivingError) -> Control {
        if let identifier = locator.identifier, locator == Locator(identifier: identifier) {
            return try resolve(identifier)
        }
        let touchable = alert.map { [$0] } ?? controls
        switch locator.resolve(in: alert.map { [$0.element] } ?? elements) {
        case .found(let found):
            guard let control = Self.follow(found.path, in: touchable) else {
                throw .noMatch(locator.description, screen: name, suggestions: [])
            }
            return control
        case .ambiguous(let several):
            throw .ambiguousMatch(locator.description, matches: several.map { TextRenderer.shortLine(for: $0.element) })
        case .missing:
            if alert != nil, case .found = locator.resolve(in: elements) {
                throw .underAlert(locator.description, answers: alertAnswers)
            }
            let near = locator.identifier.map {
                NearestMatches.find($0, among: touchable.flatMap(\.allControls).map(\.base.identifier))
            }
            throw .noMatch(locator.description, screen: name, suggestions: near ?? [])
        }
    }

    /// The identifiers of the alert's controls that act, which answer it.
    private var alertAnswers: [String] {
        (alert?.allControls ?? []).filter { $0.action != nil }.map(\.base.identifier)
    }

    /// The controls under `identifier` among `roots` and everything below them, in reading order.
    private static func controls(named identifier: String, in roots: [Control]) -> [Control] {
        var found: [Control] = []
        func walk(_ control: Control) {
            if control.base.identifier == identifier { found.append(control) }
            control.children.forEach(walk)
        }
        roots.forEach(walk)
        return found
    }

    /// The control at `path` (an index among `roots`, then among children).
    private static func follow(_ path: [Int], in roots: [Control]) -> Control? {
        var level = roots
        var found: Control?
        for index in path {
            guard level.indices.contains(index) else { return nil }
            found = level[index]
            level = level[index].children
        }
        return found
    }
}
