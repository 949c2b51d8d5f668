import AutomationProtocol

/// One element of a screen as the app builds it: the element a person sees and a driver reads, and what touching it
/// does. The behaviour travels with the element, so a control cannot be shown without being wired, nor wired under a
/// name the screen does not show (SwiftUI's `Button(action:)` with `.accessibilityIdentifier`, in miniature).
///
/// The wire `Element` is a projection of this tree (``element``); the driving code resolves an identifier in the
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
    /// Why it is disabled, in words, when it is: the element's own, which the wire carries to the driver.
    public var disabledReason: String? {
        get { base.disabledReason }
        set { base.disabledReason = newValue }
    }
    /// The controls inside it, in reading order.
    public var children: [Control] = []
    /// The file that built it, as `#filePath` names it: kept as the compiler wrote it, so that building a control
    /// costs nothing more, and made a `SourcePlace` only for a driver that asks (``declaration``).
    public let file: StaticString
    /// The line that built it.
    public let line: UInt

    /// A control of `base`, doing `action` when touched; `disabledReason` says why it is disabled, when it is. `file`
    /// and `line` are where the app built it, which the compiler fills in.
    public init(
        base: Element, action: Action? = nil, disabledReason: String? = nil, children: [Control] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.base = base
        self.action = action
        self.children = children
        self.file = file
        self.line = line
        if let disabledReason { self.base.disabledReason = disabledReason }
    }

    /// Where the app built it, from its package's root.
    public var declaration: SourcePlace {
        SourcePlace(filePath: file, line: line)
    }

    /// The element as the wire and the text renderer see it, children included.
    public var element: Element {
        var element = base
        element.children = children.map(\.element)
        return element
    }

    /// The element with its ``declaration``, and its children with theirs: what a driver that asked for source places
    /// is sent.
    public var placedElement: Element {
        var element = base
        element.source = declaration
        element.children = children.map(\.placedElement)
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
        _ identifier: String, _ label: String, disabledBecause reason: String? = nil, file: StaticString = #filePath,
        line: UInt = #line, action: @escaping @MainActor () -> Void
    ) -> Control {
        Control(
            base: Element(role: .button, identifier: identifier, label: label, isEnabled: reason == nil),
            action: .tap(action), disabledReason: reason, file: file, line: line)
    }

    /// A row of a list that runs `action` when tapped.
    public static func cell(
        _ identifier: String, _ label: String, value: String? = nil, file: StaticString = #filePath,
        line: UInt = #line, action: @escaping @MainActor () -> Void
    ) -> Control {
        Control(
            base: Element(role: .cell, identifier: identifier, label: label, value: value), action: .tap(action),
            file: file, line: line)
    }

    /// Text to read; tapping it does nothing.
    public static func text(
        _ identifier: String, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Control {
        Control(base: Element(role: .staticText, identifier: identifier, label: label), file: file, line: line)
    }

    /// A text field showing `text` (its placeholder when empty) whose typing goes to `set`.
    public static func field(
        _ identifier: String, _ label: String, text: String, placeholder: String, file: StaticString = #filePath,
        line: UInt = #line, set: @escaping @MainActor (String) -> Void
    ) -> Control {
        Control(
            base: Element(
                role: .textField, identifier: identifier, label: label, value: text.isEmpty ? nil : text,
                placeholder: placeholder),
            action: .text(set), file: file, line: line)
    }

    /// A container (a navigation bar, a list, a group, an alert) holding `children`.
    public static func container(
        _ role: Role, _ identifier: String, _ label: String, _ children: [Control], file: StaticString = #filePath,
        line: UInt = #line
    ) -> Control {
        Control(
            base: Element(role: role, identifier: identifier, label: label), children: children, file: file, line: line)
    }
}
