/// A map as one standalone HTML page, with no script and nothing fetched: its counts, the invariants broken with
/// their shrunk walks, each state with the actions tried from it, and the controls never reached.
struct MapPage {
    /// The map shown.
    let map: ExplorationMap

    /// The page.
    var html: String {
        var body: [String] = ["<h1>Exploration of \(Self.escape(map.app))</h1>"]
        body.append("<p>Seed \(map.seed); stopped by \(Self.escape(map.stoppedBy)).</p>")
        body.append("<table class=\"counts\">")
        let counts = map.counts
        let rows: [(String, Int)] = [
            ("actions", counts.actions), ("replayed actions", counts.replayedActions), ("launches", counts.launches),
            ("states", counts.states), ("screens", counts.screens), ("controls", counts.controls),
            ("controls reached", counts.controlsReached), ("controls never reached", counts.controlsNeverReached),
            ("broken invariants", counts.brokenInvariants),
        ]
        body += rows.map { "<tr><th>\($0.0)</th><td>\($0.1)</td></tr>" }
        body.append("</table>")
        body.append("<h2>Broken invariants</h2>")
        if map.broken.isEmpty { body.append("<p>None.</p>") }
        for broken in map.broken {
            body.append("<section class=\"broken\"><h3>\(Self.escape(broken.invariant))</h3>")
            body.append("<p>\(Self.escape(broken.message))</p>")
            body.append(
                "<p>Shrunk from \(broken.walk.count) actions to \(broken.shrunk.count); flow: "
                    + "<code>\(Self.escape(broken.flow))</code></p>")
            body.append(Self.list(broken.shrunk, ordered: true))
            body.append("</section>")
        }
        body.append("<h2>States</h2>")
        for state in map.states {
            body.append(
                "<section class=\"state\" id=\"s\(state.id)\"><h3>s\(state.id) · \(Self.escape(state.screen))</h3>")
            body.append("<p class=\"key\">\(Self.escape(state.key))</p>")
            body.append(
                "<p>Reached by: \(state.path.isEmpty ? "the launch" : Self.escape(state.path.joined(separator: " → ")))</p>"
            )
            let edges = map.edges.filter { $0.from == state.id }.map { edge in
                let to = edge.to.map { "<a href=\"#s\($0)\">s\($0)</a>" } ?? "—"
                return "\(Self.escape(edge.action)) → \(to) (\(Self.escape(edge.result)))"
            }
            body.append(Self.list(edges, ordered: false, escaped: true))
            body.append("</section>")
        }
        body.append("<h2>Controls never reached</h2>")
        let never = map.controls.filter { !$0.reached }.map { "\($0.screen): \($0.role) \($0.identifier)" }
        body.append(never.isEmpty ? "<p>None.</p>" : Self.list(never, ordered: false))
        if let untouched = map.untouchedByFlows {
            body.append("<h2>Controls no flow touches</h2>")
            body.append("<p>Read from \(map.flowCases ?? 0) flows' steps.</p>")
            let rows = untouched.map { "\($0.screen): \($0.role) \($0.identifier)" }
            body.append(rows.isEmpty ? "<p>None.</p>" : "<ul class=\"untouched\">" + Self.items(rows) + "</ul>")
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Exploration of \(Self.escape(map.app))</title>
            <style>body{font-family:sans-serif;margin:2em}table.counts th{text-align:left;padding-right:1em}\
            .key{font-family:monospace;color:#555}.broken{border-left:4px solid #c00;padding-left:1em}</style>
            </head><body>
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }

    // MARK: - Private

    private static func list(_ items: [String], ordered: Bool, escaped: Bool = false) -> String {
        let tag = ordered ? "ol" : "ul"
        return "<\(tag)>\(escaped ? items.map { "<li>\($0)</li>" }.joined() : Self.items(items))</\(tag)>"
    }

    /// Each of `items` escaped, as a list item.
    private static func items(_ items: [String]) -> String {
        items.map { "<li>\(escape($0))</li>" }.joined()
    }

    /// `text` with the characters HTML gives a meaning written as entities.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
