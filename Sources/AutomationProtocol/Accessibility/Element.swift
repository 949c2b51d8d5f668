/// One accessibility element of a screen: what a person sees and what a test touches, by identifier.
///
/// Elements are plain values. A screen model builds its tree of them from its state; the text renderer, the shell and
/// the automation protocol all read the same tree, so nothing else describes what is on screen.
public struct Element: Sendable, Hashable {
    /// What kind of control the element is.
    public var role: Role
    /// The stable identifier, `screen.part` in lower camel case (`row.first`, `newItem.save`).
    public var identifier: String
    /// The text the element shows or is read out as.
    public var label: String
    /// The element's current value: the text in a field, for instance.
    public var value: String?
    /// What an empty text field shows in place of a value.
    public var placeholder: String?
    /// Whether the element can be tapped or typed into.
    public var isEnabled: Bool
    /// Why a disabled element is disabled, in the app's words (`Enter a destination.`), when the app says.
    public var disabledReason: String?
    /// The elements inside this one, in reading order.
    public var children: [Element]
    /// Where the app built it, in its source: sent only to a driver that asked for source places, `nil` otherwise.
    public var source: SourcePlace?

    /// Makes an element; only the role and the identifier are required.
    public init(
        role: Role,
        identifier: String,
        label: String = "",
        value: String? = nil,
        placeholder: String? = nil,
        isEnabled: Bool = true,
        disabledReason: String? = nil,
        children: [Element] = [],
        source: SourcePlace? = nil
    ) {
        self.role = role
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
        self.children = children
        self.source = source
    }
}

// MARK: - Walking the tree

extension Element {
    /// This element and every element below it, depth first, in reading order.
    public var allElements: [Element] {
        [self] + children.flatMap(\.allElements)
    }
}
