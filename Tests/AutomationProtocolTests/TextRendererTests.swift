import AutomationProtocol
import Testing

@Suite("The screen renderer against the plain one")
struct TextRendererTests {
    /// Texts a screen may carry: plain ASCII, what the app shows beyond it (arrows, dots, accents, wide and combined
    /// characters), and what must be escaped (quotes, backslashes, controls, C1 controls, separators, bidirectional
    /// overrides), some long enough to wrap.
    static let texts = [
        "", "Seattle", "Seattle 0001", "2026-04-10 → 2026-04-17 · 8 days", "Café", "Cafe\u{301}", "東京 Tokyo",
        "👩‍👩‍👧 family", "🇯🇵", "say \"hi\"", "back\\slash", "line\nbreak", "tab\there", "\u{1B}[31mred",
        "\u{85}next line", "\u{9F}", "\u{2028}sep", "\u{2029}", "\u{202E}evil", "\u{2066}iso\u{2069}", "\u{200E}mark",
        "\u{2010}hyphen", "\u{2192}", "€100", String(repeating: "long label ", count: 9),
        String(repeating: "é", count: 70), "\u{7F}del", "\r\n",
    ]

    /// Every role with identifiers as apps name elements, ASCII and not.
    static let identifiers = ["trip.seattle", "trips.add", "x", "newTrip.suggestion.東京", "a-very-long-identifier.x"]

    /// Elements made from the texts in turn, each field taking them at a different stride, so that every text is
    /// a label, a value and a placeholder somewhere, beside short and long neighbours.
    static func elements() -> [Element] {
        var elements: [Element] = []
        for (index, text) in texts.enumerated() {
            for (roleIndex, role) in Role.allCases.enumerated() {
                let other = texts[(index * 7 + roleIndex * 3) % texts.count]
                let third = texts[(index * 5 + roleIndex) % texts.count]
                elements.append(
                    Element(
                        role: role, identifier: identifiers[(index + roleIndex) % identifiers.count], label: text,
                        value: roleIndex.isMultiple(of: 3) ? nil : other,
                        placeholder: roleIndex.isMultiple(of: 2) ? third : nil, isEnabled: index % 4 != 1))
            }
        }
        return elements
    }

    @Test("Each element's lines, at every indent, are the plain renderer's")
    func linesMatch() {
        for element in Self.elements() {
            #expect(TextRenderer.line(for: element) == ReferenceTextRenderer.line(for: element))
            for indent in [0, 2, 4, 10, 30] {
                #expect(
                    TextRenderer.lines(for: element, indent: indent)
                        == ReferenceTextRenderer.lines(for: element, indent: indent))
            }
        }
    }

    @Test("A whole screen, nested and under an alert, renders to the plain renderer's bytes")
    func screensMatch() {
        let elements = Self.elements()
        let nested = stride(from: 0, to: elements.count, by: 8).map { start in
            var group = elements[start]
            group.children = Array(elements[start..<min(start + 8, elements.count)])
            group.children[0].children = [elements[(start + 3) % elements.count]]
            return group
        }
        for (index, title) in Self.texts.enumerated() {
            var screen = Screen(name: "trips", title: title, elements: nested)
            if index.isMultiple(of: 2) { screen.alert = elements[index % elements.count] }
            #expect(Array(TextRenderer.render(screen).utf8) == Array(ReferenceTextRenderer.render(screen).utf8))
        }
    }

    @Test("Escaping, and the shortcut for text that needs none, give the plain renderer's text", arguments: texts)
    func escapingMatches(text: String) {
        #expect(TextRenderer.escaped(text) == ReferenceTextRenderer.escaped(text))
    }
}
