/// One accessibility element of a screen: what a person sees and what a test touches, by identifier.
///
/// Elements are plain values. A screen model builds its tree of them from its state; the text renderer, the shell and
/// the automation protocol all read the same tree, so nothing else describes what is on screen.
public struct Element: Codable, Sendable, Hashable {
    /// What kind of control the element is.
    public var role: Role
    /// The stable identifier, `screen.part` in lower camel case (`trip.seattle`, `newTrip.save`).
    public var identifier: String
    /// The text the element shows or is read out as.
    public var label: String
    /// The element's current value: the text in a field, for instance.
    public var value: String?
    /// What an empty text field shows in place of a value.
    public var placeholder: String?
    /// Whether the element can be tapped or typed into.
    public var isEnabled: Bool
    /// The elements inside this one, in reading order.
    public var children: [Element]

    /// Makes an element; only the role and the identifier are required.
    public init(
        role: Role,
        identifier: String,
        label: String = "",
        value: String? = nil,
        placeholder: String? = nil,
        isEnabled: Bool = true,
        children: [Element] = []
    ) {
        self.role = role
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.isEnabled = isEnabled
        self.children = children
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case role, identifier, label, value, placeholder
        case isEnabled = "enabled"
        case children
    }

    /// Decodes an element, treating a missing `enabled` as `true` and missing `children` as none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        role = try container.decode(Role.self, forKey: .role)
        identifier = try container.decode(String.self, forKey: .identifier)
        label = try container.decodeIfPresent(String.self, forKey: .label) ?? ""
        value = try container.decodeIfPresent(String.self, forKey: .value)
        placeholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
        isEnabled = try container.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true
        children = try container.decodeIfPresent([Element].self, forKey: .children) ?? []
    }

    /// Encodes an element, leaving out what is empty so that wire lines stay short.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(role, forKey: .role)
        try container.encode(identifier, forKey: .identifier)
        if !label.isEmpty { try container.encode(label, forKey: .label) }
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        if !isEnabled { try container.encode(false, forKey: .isEnabled) }
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }
}

// MARK: - Walking the tree

extension Element {
    /// This element and every element below it, depth first, in reading order.
    public var allElements: [Element] {
        [self] + children.flatMap(\.allElements)
    }
}
