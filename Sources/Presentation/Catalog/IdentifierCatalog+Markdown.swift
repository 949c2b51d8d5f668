import AutomationProtocol

extension IdentifierCatalog {
    /// The screens' order and headings in the catalog.
    private static let screens = [
        ("trips", "the trip list"), ("trip", "a trip's screen"), ("newTrip", "the new-trip form"),
    ]

    /// The catalog as Markdown: the naming rule, then one table per screen. `docs/identifiers.md` holds exactly this.
    public static func markdown() async throws -> String {
        let rows = try await rows()
        var lines = [
            "# Identifiers",
            "",
            "Every accessibility identifier Trips shows, screen by screen, with its role, its label and value, and the",
            "states of its screen in which it is shown. This page is generated from the screens: `trips-shell",
            "--identifiers` renders each screen in each state listed and prints it, and a test fails when this file",
            "and the screens differ.",
            "",
            "Text in ‹…› is data: `‹destination›` a trip's destination as typed, `‹slug›` its slug (below), `‹place›`",
            "a place as Open-Meteo names it, `‹typed›` what was typed into a text field (absent when empty), `‹start›`, `‹end›` days as `YYYY-MM-DD`, `‹n›`",
            "a number, `‹temperature›` like `61°F`, `‹conditions›` like `Partly cloudy`, and a sentence in ‹…› one",
            "that says what it names. Everything else is shown exactly as written.",
            "",
            "## Naming",
            "",
            "An identifier is `owner.part` (the alert itself is just `alert`); the owner is what the element",
            "belongs to, which is not always the screen it is on:",
            "",
            "| owner | names |",
            "|---|---|",
        ]
        lines += owners.map { "| `\($0.owner)` | \($0.names) |" }
        lines += [
            "",
            "A row of a list is `owner.‹slug›`, the slug of its name: lower-case ASCII letters and digits, every other",
            "run of characters folded into one dash, accents dropped (`São Paulo` → `sao-paulo`; a name with no",
            "ASCII letter or digit → `x`). When two rows of a list would share a slug, the second gets `-2`, the",
            "third `-3`: trips by the order they were made in (so adding a trip never renames a row), suggestions in",
            "the order they are listed.",
        ]
        for (screen, heading) in screens {
            lines += [
                "", "## `\(screen)`: \(heading)", "",
                "States: " + states(of: screen).joined(separator: "; ") + ".", "",
                "| identifier | role | label | value | placeholder | enabled | shown |",
                "|---|---|---|---|---|---|---|",
            ]
            let all = Set(states(of: screen))
            for row in rows where row.screen == screen {
                let shown = Set(row.states) == all ? "always" : row.states.joined(separator: "; ")
                lines.append(
                    "| `\(row.identifier)` | \(row.role.rawValue) | \(cell(row.label)) | \(cell(row.value)) | \(cell(row.placeholder)) | "
                        + "\(row.isEnabled ? "yes" : "no") | \(shown) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ text: String) -> String {
        text.isEmpty ? "" : "`\(text.replacingOccurrences(of: "|", with: "\\|"))`"
    }
}
