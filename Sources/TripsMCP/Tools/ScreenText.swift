import AutomationProtocol

/// A screen as the server's answers show it: whole, as the shell prints it, under a line with its name, a short hash
/// and the app's activity; or in part (one subtree, some levels, the lines that match). ``ScreenChangeText`` says
/// what changed.
enum ScreenText {
    /// The line above a whole screen: `screen trips · #3f9a1c2e · idle, driver's clock`, its name said as
    /// ``title(of:from:)`` says it.
    static func header(_ state: AppState, from: String? = nil) -> String {
        title(of: state.screen, from: from) + " · \(activity(state.activity))"
    }

    /// `screen trip · #d3054c20`, or `another screen: trips → trip · #d3054c20` when the client was last shown the
    /// screen `from`.
    static func title(of screen: Screen, from: String? = nil) -> String {
        let name = from.map { "another screen: \($0) → \(screen.name)" } ?? "screen \(screen.name)"
        return "\(name) · #\(hash(screen))"
    }

    /// The whole screen, as the shell prints it, under its heading.
    static func whole(_ state: AppState, from: String? = nil) -> String {
        header(state, from: from) + "\n" + TextRenderer.render(state.screen)
    }

    /// A short hash of what the screen shows: the same screen always has the same one (FNV-1a over its text).
    static func hash(_ screen: Screen) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in TextRenderer.render(screen).utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String((String(repeating: "0", count: max(0, 16 - hex.count)) + hex).prefix(8))
    }

    /// The tool that moves the driver's clock, by the table's name (looked up once: a definition is built per call).
    private static let advanceClockTool = CommandID.advanceClock.definition.toolName ?? "advance_clock"

    /// `idle`, `busy: 2 tasks (a forecast for Seattle)`, with whose clock it is; or waiting on the driver's clock, on
    /// what the app names, and how to move it (a live clock moves on its own, and the tool would refuse to move it).
    static func activity(_ activity: Activity) -> String {
        state(of: activity) + (activity.untrackedSaid.map { "; \($0)" } ?? "")
    }

    private static func state(of activity: Activity) -> String {
        let clock = activity.clock == .live ? "live clock" : "driver's clock"
        let counts =
            "\(activity.tasks) task\(activity.tasks == 1 ? "" : "s")" + (activity.workSaid.map { " (\($0))" } ?? "")
        switch activity.state {
        case .idle: return "idle, \(clock)"
        case .busy: return "busy: \(counts), \(clock)"
        case .waitingOnClock where activity.clock == .live: return "waiting on the clock: \(counts), \(clock)"
        case .waitingOnClock:
            let work = activity.workSaid.map { ", with \($0) in flight" } ?? ""
            return "waiting on the driver's clock\(work): \(advanceClockTool) moves it"
        }
    }

    // MARK: - Part of a screen

    /// Why a part of the screen cannot be shown.
    struct Problem: Error {
        let message: String
    }

    /// The screen's title line and, below it, the element `within` names (else every element), `depth` levels deep,
    /// keeping only the lines that contain `find` (in any case) and the elements they sit in.
    static func part(of screen: Screen, within: String?, depth: Int?, find: String?) throws(Problem) -> String {
        var roots: [(heading: String?, elements: [Element])] = []
        if let within {
            guard let element = screen.allElements.first(where: { $0.identifier == within }) else {
                let near = NearestMatches.find(within, among: screen.allElements.map(\.identifier))
                throw Problem(
                    message: "No element \"\(TextRenderer.quoted(within))\" on the \(screen.name) screen."
                        + NearestMatches.didYouMean(near))
            }
            roots = [(nil, [element])]
        } else {
            if let alert = screen.alert { roots.append(("-- alert --", [alert])) }
            roots.append((screen.alert == nil ? nil : "-- under the alert --", screen.elements))
        }
        let needle = find?.lowercased()
        var lines = ["== \(TextRenderer.escaped(screen.title)) (\(screen.name)) =="]
        for root in roots {
            let shown = root.elements.flatMap { subtree($0, level: 1, depth: depth, needle: needle) }
            guard !shown.isEmpty else { continue }
            if let heading = root.heading { lines.append(heading) }
            lines += shown
        }
        if let find, lines.count == 1 { lines.append("(no line contains \"\(TextRenderer.quoted(find))\")") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func subtree(_ element: Element, level: Int, depth: Int?, needle: String?) -> [String] {
        let own = TextRenderer.lines(for: element, indent: 2 * level)
        let below =
            depth.map { level >= $0 } == true
            ? [] : element.children.flatMap { subtree($0, level: level + 1, depth: depth, needle: needle) }
        guard let needle else { return own + below }
        let matches = own.contains { $0.lowercased().contains(needle) }
        return matches || !below.isEmpty ? own + below : []
    }
}
