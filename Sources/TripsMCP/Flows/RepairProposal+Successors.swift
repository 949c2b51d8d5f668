import AutomationProtocol

/// A gone identifier's successor, as a person would find it: the element that stands where it stood and says what
/// it said, whatever its name; or, as a "did you mean" would suggest it, one named near it.
extension RepairProposal {
    /// A new element that could succeed a gone one, and why.
    struct Candidate: Sendable, Equatable {
        /// Its identifier.
        var identifier: String
        /// Whether it stands where the gone one stood, saying what it said.
        var inItsPlace: Bool
        /// Whether its name is near the gone one's, in the same part of the app.
        var namedNear: Bool
    }

    /// The elements of `role` on `screen` that could succeed the gone identifier `missing`, each new to the flows (no
    /// flow or page writes it: not `known`): those standing where it stood when a run last saw it (`sighting`: the
    /// same screen, parent and neighbours) with its label, whatever their names, and those named near it in the same
    /// part of the app (its identifier's first word). A near name is one sign among them, not a condition.
    static func successors(
        of missing: String, role: Role, on screen: Screen, known: Set<String>, sighting: ElementSighting?
    ) -> [Candidate] {
        let newcomers = screen.allElements.filter {
            $0.role == role && !$0.identifier.isEmpty && !known.contains($0.identifier) && $0.identifier != missing
        }
        let region = missing.prefix { $0 != "." }
        let near = Set(NearestMatches.find(missing, among: newcomers.map(\.identifier)))
        var seen = Set<String>()
        return newcomers.compactMap { element in
            guard seen.insert(element.identifier).inserted else { return nil }
            let inItsPlace =
                sighting.map { sighting in
                    sighting.role == role && element.label == sighting.label
                        && sighting.isPlace(of: element.identifier, on: screen)
                } ?? false
            let namedNear = near.contains(element.identifier) && element.identifier.prefix { $0 != "." } == region
            guard inItsPlace || namedNear else { return nil }
            return Candidate(identifier: element.identifier, inItsPlace: inItsPlace, namedNear: namedNear)
        }
    }

    /// Why a gone identifier gets no patch: no successor, naming the new elements of its role that are none (for a
    /// person to rename by hand what the tool would not guess), or several, naming each and why.
    static func noSuccessor(
        _ missing: String, role: Role, screen: Screen, known: Set<String>, candidates: [Candidate], seen: Bool
    ) -> String {
        let spoken = role.spokenName
        guard candidates.isEmpty else {
            let named = candidates.map { candidate in
                let why = [
                    candidate.inItsPlace ? "in its place, with its label" : nil,
                    candidate.namedNear ? "named near it" : nil,
                ].compactMap { $0 }
                return "\"\(candidate.identifier)\" (\(why.joined(separator: ", ")))"
            }
            return "\"\(missing)\" is gone and the screen holds \(candidates.count) new \(spoken)s that could succeed "
                + "it: \(named.joined(separator: ", ")): no safe patch."
        }
        let others = Set(
            screen.allElements.filter {
                $0.role == role && !$0.identifier.isEmpty && !known.contains($0.identifier) && $0.identifier != missing
            }.map(\.identifier)
        ).sorted().map { "\"\($0)\"" }
        let unlike = others.isEmpty ? "" : " (new, but neither: \(others.joined(separator: ", ")))"
        let unseen = seen ? "" : "; no run of this session or the ones before it saw where it stood"
        return "\"\(missing)\" is gone and the screen holds no new \(spoken) in its place with its label, nor one "
            + "named near it\(unlike)\(unseen): no safe patch."
    }
}
