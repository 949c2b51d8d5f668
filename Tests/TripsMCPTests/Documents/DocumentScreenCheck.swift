import AutomationProtocol

/// Holds a document's screens and hashes to the screens the app showed: each screen printed must be one the app
/// showed (the part its `snapshot` call asks for, when it asks for a part), up to the lines `...` leaves out; each
/// hash must be the hash the app gave that screen. Each problem names the document's line, and for a screen the app
/// never showed, the nearest it did, as a diff (`-` the document's line, `+` the app's).
enum DocumentScreenCheck {
    /// What is wrong with `text`, the document at `document`, against `sightings`.
    static func problems(in text: String, document: String, against sightings: [ScreenSighting]) -> [String] {
        let screens = DocumentScreen.all(in: text, document: document)
        return screens.flatMap { problems(of: $0, against: sightings) }
            + hashProblems(in: text, document: document, against: sightings)
    }

    /// Whether `shown`, a document's lines with `...` for lines left out, is `real`.
    static func shows(_ shown: [String], _ real: [String]) -> Bool {
        let runs = shown.split(whereSeparator: DocumentScreen.isElision).map(Array.init)
        let openStart = shown.first.map(DocumentScreen.isElision) ?? true
        let openEnd = shown.last.map(DocumentScreen.isElision) ?? true
        var position = 0
        for (index, run) in runs.enumerated() {
            if index == runs.count - 1 && !openEnd {
                let start = real.count - run.count
                return start >= position && (index > 0 || openStart || start == 0) && Array(real[start...]) == run
            }
            if index == 0 && !openStart {
                guard real.starts(with: run) else { return false }
                position = run.count
            } else {
                // The earliest place a run fits leaves the most room for the runs after it.
                guard
                    let found = (position..<max(position, real.count - run.count + 1)).first(where: {
                        Array(real[$0..<($0 + run.count)]) == run
                    })
                else { return false }
                position = found + run.count
            }
        }
        return true
    }

    private static func problems(of screen: DocumentScreen, against sightings: [ScreenSighting]) -> [String] {
        let candidates = sightings.filter { $0.filter == screen.filter }
        let matching = candidates.filter { shows(screen.lines, $0.lines) }
        let part = screen.filter.map { " (the part `snapshot` \(JSONValue.object($0).jsonText) shows)" } ?? ""
        guard !matching.isEmpty else {
            let wanted = screen.lines.filter { !DocumentScreen.isElision($0) }
            let nearest = candidates.max { same(wanted, $0.lines) < same(wanted, $1.lines) }
            let leftOut = screen.lines.contains(where: DocumentScreen.isElision) ? " (and what `...` leaves out)" : ""
            let diff = nearest.map {
                "; the nearest, \($0.state) (#\($0.header.hash)), `-` the document, `+` the app\(leftOut):\n"
                    + LineDiff(expected: wanted, actual: $0.lines).description
            }
            return [
                "\(screen.place): this screen\(part) is none the app shows in the states of ScreenTour"
                    + (diff ?? ": the tour saw no screen at all")
            ]
        }
        guard let header = screen.header,
            !matching.contains(where: { $0.header.hash == header.hash && $0.header.name == header.name })
        else { return [] }
        let real = matching.map { "#\($0.header.hash) (\($0.header.name), \($0.state))" }
        return [
            "\(screen.document):\(header.line): #\(header.hash) (\(header.name)) is not the hash of the screen under it:"
                + " the app's is \(Set(real).sorted().joined(separator: ", "))"
        ]
    }

    private static func hashProblems(in text: String, document: String, against sightings: [ScreenSighting])
        -> [String]
    {
        var problems: [String] = []
        let lines = text.components(separatedBy: "\n")
        let held = DocumentScreen.heldLines(lines)
        for (index, line) in lines.enumerated() where held[index] {
            let headers = ScreenHeader.all(in: line, line: index + 1)
            if headers.count != ScreenHeader.hashCount(in: line) {
                problems.append("\(document):\(index + 1): a hash whose screen is not named (`screen NAME · #…`)")
            }
            for header in headers
            where !sightings.contains(where: { $0.header.name == header.name && $0.header.hash == header.hash }) {
                let known = Set(sightings.filter { $0.header.name == header.name }.map { "#\($0.header.hash)" })
                problems.append(
                    "\(document):\(header.line): #\(header.hash) is the hash of no \(header.name) screen the app shows"
                        + " in the states of ScreenTour; its \(header.name) screens there: "
                        + (known.isEmpty ? "none" : known.sorted().joined(separator: ", ")))
            }
        }
        return problems
    }

    /// How many lines of `wanted` the diff against `real` keeps.
    private static func same(_ wanted: [String], _ real: [String]) -> Int {
        LineDiff(expected: wanted, actual: real).lines.filter { if case .same = $0 { true } else { false } }.count
    }
}
