import AutomationProtocol
import Foundation

/// Where an element stood on a screen, and what it said: what a person knows it by when its name changes. Its role
/// and label, and its place: the screen, the element it sits in, and its neighbours there; and when, by what and in
/// which flow it was seen, so that an answer can say how old the evidence a repair is judged by is.
struct ElementSighting: Sendable, Equatable {
    /// The element's role.
    var role: Role
    /// Its identifier.
    var identifier: String
    /// What it said.
    var label: String
    /// The name of the screen it was on.
    var screen: String
    /// The identifier of the element it sat in; `nil` at the top of the screen.
    var parent: String?
    /// The identifiers of the elements beside it there, itself included, in reading order: all of them, or in a kept
    /// sighting at most ``neighbourhood`` on each side.
    var siblings: [String]
    /// Its own index in ``siblings``.
    var index: Int
    /// When the run that saw it started; `nil` in a store kept before sightings said when.
    var seen: Date?
    /// What ran it: `run_flows`, or `make acceptance` (the acceptance harness, through `trips-mcp keep-sightings`).
    var by: String?
    /// The flow that saw it, as every answer prints it: `Suite: Name`.
    var flow: String?

    /// How many neighbours on each side a kept sighting keeps: a place is told by the nearest, and a list of a thousand
    /// rows, each keeping every other, would make the kept file grow with the square of the list.
    static let neighbourhood = 8

    /// Every element of `screen` that has an identifier, where it stands (an alert's elements in the alert), with its
    /// siblings within `neighbourhood` on each side (all of them when `nil`).
    static func all(on screen: Screen, neighbourhood: Int? = nil) -> [ElementSighting] {
        var sightings: [ElementSighting] = []
        func walk(_ elements: [Element], parent: String?) {
            let siblings = elements.map(\.identifier)
            for (index, element) in elements.enumerated() {
                if !element.identifier.isEmpty {
                    // Cut at most `neighbourhood` away, the element is its window's first or last only when it is
                    // its parent's: the start or end it stands at is the real one.
                    let low = neighbourhood.map { max(0, index - $0) } ?? 0
                    let high = neighbourhood.map { min(siblings.count, index + $0 + 1) } ?? siblings.count
                    sightings.append(
                        ElementSighting(
                            role: element.role, identifier: element.identifier, label: element.label,
                            screen: screen.name, parent: parent, siblings: Array(siblings[low..<high]),
                            index: index - low))
                }
                walk(element.children, parent: element.identifier)
            }
        }
        walk(screen.alert.map { [$0] } ?? [], parent: nil)
        walk(screen.elements, parent: nil)
        return sightings
    }

    /// Whether `identifier`, on `screen`, stands where this element stood: on the same screen, in the same parent,
    /// between the same neighbours (the screen's start or end standing for a neighbour it had none at), with only
    /// elements that were not there before between them. Its role and label are not looked at here.
    func isPlace(of identifier: String, on screen: Screen) -> Bool {
        guard screen.name == self.screen,
            let now = Self.all(on: screen).first(where: { $0.identifier == identifier }), now.parent == parent
        else { return false }
        let before = index > 0 ? siblings[index - 1] : nil
        let after = index + 1 < siblings.count ? siblings[index + 1] : nil
        let start = before.map { now.siblings.firstIndex(of: $0) } ?? -1
        let end = after.map { now.siblings.firstIndex(of: $0) } ?? now.siblings.count
        guard let start, let end, start < now.index, now.index < end else { return false }
        let known = Set(siblings)
        return now.siblings[(start + 1)..<end].allSatisfy { !known.contains($0) }
    }
}

extension ElementSighting: Codable {
    private enum CodingKeys: String, CodingKey {
        case role, identifier, label, screen, parent, siblings, index, seen, by, flow
    }

    /// Reads a sighting kept by an earlier session (``ElementSightings/kept(in:for:)``); a role this server does not
    /// know is refused.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let role = try container.decode(String.self, forKey: .role)
        guard let known = Role(rawValue: role) else {
            throw DecodingError.dataCorruptedError(forKey: .role, in: container, debugDescription: "no role '\(role)'")
        }
        self.role = known
        identifier = try container.decode(String.self, forKey: .identifier)
        label = try container.decode(String.self, forKey: .label)
        screen = try container.decode(String.self, forKey: .screen)
        parent = try container.decodeIfPresent(String.self, forKey: .parent)
        siblings = try container.decode([String].self, forKey: .siblings)
        index = try container.decode(Int.self, forKey: .index)
        seen = try container.decodeIfPresent(String.self, forKey: .seen).flatMap { try? Date($0, strategy: .iso8601) }
        by = try container.decodeIfPresent(String.self, forKey: .by)
        flow = try container.decodeIfPresent(String.self, forKey: .flow)
    }

    /// Writes it for a later session, its role by its wire name and when it was seen in ISO 8601 (UTC).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(role.rawValue, forKey: .role)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(label, forKey: .label)
        try container.encode(screen, forKey: .screen)
        try container.encodeIfPresent(parent, forKey: .parent)
        try container.encode(siblings, forKey: .siblings)
        try container.encode(index, forKey: .index)
        try container.encodeIfPresent(seen?.formatted(.iso8601), forKey: .seen)
        try container.encodeIfPresent(by, forKey: .by)
        try container.encodeIfPresent(flow, forKey: .flow)
    }
}
