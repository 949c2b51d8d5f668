import AutomationProtocol

/// One element of a screen as the app builds it: the element a person sees and a driver reads, and what touching it
/// does. The behaviour travels with the element, so a control cannot be shown without being wired, nor wired under a
/// name the screen does not show (SwiftUI's `Button(action:)` with `.accessibilityIdentifier`, in miniature).
///
/// The wire ``Element`` is a projection of this tree (``element``); the driving code resolves an identifier in the
/// current tree and performs what it finds, knowing no identifier itself. An app builds its screen of controls
/// (``ControlScreen``) from its state; the kit's endpoint sends the elements and performs the actions.
@MainActor
public struct Control {
    /// What touching a control does.
    public enum Action {
        /// Tapping it runs this.
        case tap(@MainActor () -> Void)
        /// It is a text field: typing or clearing sets its text through this; a tap only focuses it.
        case text(@MainActor (String) -> Void)
    }

    /// The element, without its children (they are ``children``).
    public var base: Element
    /// What touching it does; `nil` for what tapping does nothing to (static text, a list, a bar).
    public var action: Action?
    /// Why it is disabled, in words, when it is.
    public var disabledReason: String?
    /// The controls inside it, in reading order.
    public var children: [Control] = []

    /// A control of `base`, doing `action` when touched; `disabledReason` says why it is disabled, when it is.
    public init(base: Element, action: Action? = nil, disabledReason: String? = nil, children: [Control] = []) {
        self.base = base
        self.action = action
        self.disabledReason = disabledReason
        self.children = children
    }

    /// The element as the wire and the text renderer see it, children included.
    public var element: Element {
        var element = base
        element.children = children.map(\.element)
        return element
    }

    /// This control and every control below it, depth first, in reading order.
    public var allControls: [Control] {
        [self] + children.flatMap(\.allControls)
    }
}

// MARK: - Making controls

extension Control {
    /// A button that runs `action` when tapped; a disabled one says why.
    public static func button(
        _ identifier: String, _ label: String, disabledBecause reason: String? = nil,
        action: @escaping @MainActor () -> Void
    ) -> Control {
        Control(
            base: Element(role: .button, identifier: identifier, label: label, isEnabled: reason == nil),
            action: .tap(action), disabledReason: reason)
    }

    /// A row of a list that runs `action` when tapped.
    public static func cell(
        _ identifier: String, _ label: String, value: String? = nil, action: @escaping @MainActor () -> Void
    ) -> Control {
        Control(base: Element(role: .cell, identifier: identifier, label: label, value: value), action: .tap(action))
    }

    /// Text to read; tapping it does nothing.
    public static func text(_ identifier: String, _ label: String) -> Control {
        Control(base: Element(role: .staticText, identifier: identifier, label: label))
    }

    /// A text field showing `text` (its placeholder when empty) whose typing goes to `set`.
    public static func field(
        _ identifier: String, _ label: String, text: String, placeholder: String,
        set: @escaping @MainActor (String) -> Void
    ) -> Control {
        Control(
            base: Element(
                role: .textField, identifier: identifier, label: label, value: text.isEmpty ? nil : text,
                placeholder: placeholder),
            action: .text(set))
    }

    /// A container (a navigation bar, a list, a group, an alert) holding `children`.
    public static func container(_ role: Role, _ identifier: String, _ label: String, _ children: [Control]) -> Control
    {
        Control(base: Element(role: role, identifier: identifier, label: label), children: children)
    }
}
