/// A request from the driver to the app, answered by a ``Response`` with the same `id`.
///
/// On the wire it is one JSON object on one line: `{"id":3,"command":"tap","locator":{"identifier":"trip.seattle"}}`.
public struct Request: Sendable, Hashable {
    /// Chosen by the driver; the answer carries it back.
    public var id: Int
    /// What to do.
    public var command: Command

    /// Makes a request.
    public init(id: Int, command: Command) {
        self.id = id
        self.command = command
    }
}

/// What a ``Request`` asks the app to do.
public enum Command: Sendable, Hashable {
    /// Answer with the current state and do nothing.
    case snapshot
    /// Answer with the whole current state, its whole screen included, whatever the driver was sent before: how a
    /// driver that cannot apply a change resynchronises (protocol version 3).
    case fullState
    /// Tap the element the locator means.
    case tap(Locator)
    /// Type text at the end of the text field the locator means.
    case type(Locator, text: String)
    /// Empty the text field the locator means.
    case clear(Locator)
    /// Replace the whole text of the text field the locator means (protocol version 2).
    case replace(Locator, text: String)
    /// Go back one screen, or dismiss the alert.
    case back
    /// Move the driver's clock forward; only when the app was launched with the driver's clock.
    case advanceClock(milliseconds: Int)
    /// Answer once the app is idle or waits only on a clock.
    case waitForIdle
    /// Change how the stubbed network behaves from now on (`-uiTesting` only).
    case network(NetworkChange)
    /// Answer with the requests the app made to the stubbed network (`-uiTesting` only).
    case requests
    /// Answer with what is on the app's pasteboard.
    case pasteboard

    /// Every command's wire name, from the command table.
    public static var names: [String] { CommandID.wireNames }

    /// Tap the element with this identifier.
    public static func tap(identifier: String) -> Command { .tap(Locator(identifier: identifier)) }
    /// Type text at the end of the text field with this identifier.
    public static func type(identifier: String, text: String) -> Command {
        .type(Locator(identifier: identifier), text: text)
    }
    /// Empty the text field with this identifier.
    public static func clear(identifier: String) -> Command { .clear(Locator(identifier: identifier)) }

    /// The locator the command acts on, if any.
    public var locator: Locator? { arguments.locator() }

    /// The command's wire name, from the command table.
    public var name: String { id.definition.wireName ?? id.rawValue }
}
