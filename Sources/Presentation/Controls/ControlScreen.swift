import AutomationProtocol

/// Everything shown at one moment as the app builds it: the top screen's controls and the alert's over them.
///
/// ``screen`` is what the wire, the shell and the snapshots see; ``resolve(_:)`` finds the control an identifier
/// names, with the same strictness a driver meets on the wire.
@MainActor
struct ControlScreen {
    /// The screen's name: `trips`, `trip`, `newTrip`.
    var name: String
    /// The title a person reads at the top.
    var title: String
    /// The screen's controls, in reading order.
    var controls: [Control]
    /// The alert over the screen, if any; while it is up only its controls can be touched.
    var alert: Control?

    /// The screen as plain elements.
    var screen: Screen {
        Screen(name: name, title: title, elements: controls.map(\.element), alert: alert?.element)
    }

    /// The one control that can be touched now under `identifier`.
    ///
    /// None: the nearest identifiers are suggested (or, with an alert up, the element is said to be under it); several:
    /// the identifier is ambiguous.
    func resolve(_ identifier: String) throws(DrivingError) -> Control {
        let touchable = alert?.allControls ?? controls.flatMap(\.allControls)
        let matches = touchable.filter { $0.base.identifier == identifier }
        if matches.count > 1 { throw .ambiguous(identifier, count: matches.count) }
        if let match = matches.first { return match }
        if alert != nil, controls.flatMap(\.allControls).contains(where: { $0.base.identifier == identifier }) {
            throw .underAlert(identifier)
        }
        throw .noSuchElement(
            identifier, screen: name,
            suggestions: NearestMatches.find(identifier, among: touchable.map(\.base.identifier)))
    }
}
