import AutomationProtocol

/// A screen as the server's answers show it: whole, as the shell prints it, under a line with its name, a short hash
/// and the app's activity; in part (one subtree, some levels, the lines that match); or as the lines that changed.
enum ScreenText {
    /// The line above every screen or change: `screen trips · #3f9a1c2e · idle, driver's clock`.
    static func header(_ state: AppState) -> String {
        "screen \(state.screen.name) · #\(hash(state.screen)) · \(activity(state.activity))"
    }

    /// The whole screen, as the shell prints it.
    static func whole(_ state: AppState) -> String {
        header(state) + "\n" + TextRenderer.render(state.screen)
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

    /// `idle`, `busy: 2 tasks`, `waiting on the clock: 1 task, 1 sleeper`, with whose clock it is.
    static func activity(_ activity: Activity) -> String {
        let clock = activity.clock == .live ? "live clock" : "driver's clock"
        let counts = "\(activity.tasks) task\(activity.tasks == 1 ? "" : "s")"
        switch activity.state {
        case .idle: return "idle, \(clock)"
        case .busy: return "busy: \(counts), \(clock)"
        case .waitingOnClock:
            let sleepers = "\(activity.sleepers) sleeper\(activity.sleepers == 1 ? "" : "s")"
            return "waiting on the driver's clock (\(counts), \(sleepers)): advance_clock moves it"
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

    // MARK: - Changes

    /// What changed from `old` to `new`, element by element (by identifier, where it names one element): `+` an
    /// added line, `-` a removed one, `~` one whose label, value or state changed; `nil` when nothing did.
    static func changes(from old: Screen, to new: Screen) -> String? {
        let before = keyedLines(old)
        let after = keyedLines(new)
        let beforeByKey = Dictionary(before.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(after.map(\.key))
        var lines: [String] = []
        if (old.alert == nil) != (new.alert == nil) { lines.append(new.alert == nil ? "- alert" : "+ alert") }
        for line in after {
            switch beforeByKey[line.key] {
            case nil: lines.append("+ " + line.text)
            case let text? where text != line.text: lines.append("~ " + line.text)
            default: break
            }
        }
        for line in before where !afterKeys.contains(line.key) { lines.append("- " + line.text) }
        if old.title != new.title { lines.insert("~ == \(TextRenderer.escaped(new.title)) (\(new.name)) ==", at: 0) }
        return lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
    }

    /// Each element's line (and its continuation lines), keyed by its identifier, or by its text when its identifier
    /// is empty or not the only one.
    private static func keyedLines(_ screen: Screen) -> [(key: String, text: String)] {
        var lines: [(identifier: String, text: String)] = []
        func walk(_ element: Element, level: Int) {
            let text = TextRenderer.lines(for: element, indent: 2 * level).joined(separator: "\n")
            lines.append((element.identifier, text))
            for child in element.children { walk(child, level: level + 1) }
        }
        if let alert = screen.alert { walk(alert, level: 1) }
        for element in screen.elements { walk(element, level: 1) }
        var counts: [String: Int] = [:]
        for line in lines { counts[line.identifier, default: 0] += 1 }
        return lines.map { line in
            let unique = !line.identifier.isEmpty && counts[line.identifier] == 1
            return (unique ? "id:" + line.identifier : "text:" + line.text, line.text)
        }
    }
}
