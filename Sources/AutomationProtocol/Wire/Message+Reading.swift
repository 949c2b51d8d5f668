/// Reading the app's messages: the line is parsed once into a ``JSONValue`` and each type takes its fields from it,
/// with the defaults the protocol document gives a field left out (no `label`: empty; no `enabled`: true).
///
/// The runner reads a message after every action and every change the app pushes, so reading one is on its hot path:
/// a parsed value is read in place, with no decoder or keyed container per value.
extension Message {
    /// The message a parsed line holds; throws ``WireFormat/Unreadable`` when it is none.
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "a message")
        switch try fields.string("type") {
        case "hello":
            self = .hello(
                Hello(
                    protocolVersion: try fields.integer("protocolVersion"), app: try fields.string("app"),
                    version: try fields.string("version"),
                    pid: Int32(try fields.integer("pid", in: Int(Int32.min)...Int(Int32.max))),
                    state: try AppState(json: try fields.value("state"))))
        case "update": self = .update(try StateUpdate(json: value))
        case "response":
            self = .response(
                Response(
                    id: try fields.integer("id"), error: try fields.optional("error").map(WireError.init(json:)),
                    state: try StateUpdate(json: try fields.value("state")), answer: CommandAnswer(response: fields)
                ))
        case let type: throw WireFormat.Unreadable(reason: "unknown message type '\(type)'")
        }
    }
}

// MARK: - The parts

extension AppState {
    /// A whole state is read as an update that must carry its whole screen (a hello's state always does).
    init(json value: JSONValue) throws {
        guard try Fields(value, "a state").optional("screen") != nil else {
            throw WireFormat.Unreadable(reason: "a whole state has no `screen`")
        }
        let update = try StateUpdate(json: value)
        guard case .whole(let screen) = update.screen else {
            throw WireFormat.Unreadable(reason: "a whole state has no `screen`")
        }
        self.init(sequence: update.sequence, screen: screen, activity: update.activity)
    }
}

extension StateUpdate {
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "a state")
        let screen: ScreenUpdate
        if let whole = fields.optional("screen") {
            screen = .whole(try Screen(json: whole))
        } else if fields.optional("screenOf") != nil {
            screen = .sameAs(sequence: try fields.integer("screenOf"))
        } else {
            screen = .changed(
                base: try fields.integer("base"),
                changes: try fields.optional("changes").map {
                    try Fields.array($0, "changes").map(ScreenChange.init(json:))
                } ?? [])
        }
        self.init(
            sequence: try fields.integer("sequence"), activity: try Activity(json: try fields.value("activity")),
            screen: screen,
            log: try fields.optional("log").map { try Fields.array($0, "log").map { try Fields.string($0, "log") } }
                ?? [])
    }
}

extension ScreenChange {
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "a change")
        switch try fields.string("op") {
        case "insert":
            self = .insert(
                parent: try fields.path("parent"), index: try fields.integer("index"),
                element: try Element(json: try fields.value("element")))
        case "remove": self = .remove(path: try fields.path("path"))
        case "update":
            self = .update(path: try fields.path("path"), element: try Element(json: try fields.value("element")))
        case "alert": self = .alert(try fields.optional("element").map(Element.init(json:)))
        case let op: throw WireFormat.Unreadable(reason: "unknown change '\(op)'")
        }
    }
}

extension Activity {
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "an activity")
        self.init(
            tasks: try fields.integer("tasks"), sleepers: try fields.integer("sleepers"),
            clock: try fields.raw("clock", as: ClockOwner.self),
            work: try fields.optional("work").map { try Fields.array($0, "work").map { try Fields.string($0, "work") } }
                ?? [],
            untrackedSleepers: try fields.optional("untrackedSleepers").map {
                try Fields.integer($0, "untrackedSleepers")
            }
                ?? 0,
            nextWakeMilliseconds: try fields.optional("nextWakeMilliseconds").map {
                try Fields.integer($0, "nextWakeMilliseconds")
            })
    }
}

extension Screen {
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "a screen")
        self.init(
            name: try fields.string("name"), title: try fields.string("title"),
            elements: try Fields.array(try fields.value("elements"), "elements").map(Element.init(json:)),
            alert: try fields.optional("alert").map(Element.init(json:)))
    }
}

extension Element {
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "an element")
        self.init(
            role: try fields.raw("role", as: Role.self), identifier: try fields.string("identifier"),
            label: try fields.optional("label").map { try Fields.string($0, "label") } ?? "",
            value: try fields.optional("value").map { try Fields.string($0, "value") },
            placeholder: try fields.optional("placeholder").map { try Fields.string($0, "placeholder") },
            isEnabled: try fields.optional("enabled").map { try Fields.bool($0, "enabled") } ?? true,
            disabledReason: try fields.optional("disabledReason").map { try Fields.string($0, "disabledReason") },
            children: try fields.optional("children").map { try Fields.array($0, "children").map(Element.init(json:)) }
                ?? [],
            source: try fields.optional("source").flatMap { SourcePlace(try Fields.string($0, "source")) })
    }
}

extension WireError {
    init(json value: JSONValue) throws {
        let fields = try Fields(value, "an error")
        self.init(
            code: Code(rawValue: try fields.string("code")) ?? .failed, message: try fields.string("message"),
            suggestions: try fields.optional("suggestions").map {
                try Fields.array($0, "suggestions").map { try Fields.string($0, "a suggestion") }
            } ?? [])
    }
}

// MARK: - Fields

/// An object's fields, read by name and type; a missing or mistyped one is ``WireFormat/Unreadable``: how every
/// message is read, and how an app's own answers are.
public struct Fields {
    /// The object's fields.
    public let fields: [String: JSONValue]

    /// The fields of `value`, which must be an object (`what` names it in the error).
    public init(_ value: JSONValue, _ what: String) throws {
        guard case .object(let fields) = value else { throw WireFormat.Unreadable(reason: "\(what) is not an object") }
        self.fields = fields
    }

    /// The field's value; throws when it is missing or `null`.
    public func value(_ key: String) throws -> JSONValue {
        guard let value = optional(key) else { throw WireFormat.Unreadable(reason: "no `\(key)`") }
        return value
    }

    /// The field's value, `nil` when missing or `null`, as `decodeIfPresent` reads it.
    public func optional(_ key: String) -> JSONValue? {
        guard let value = fields[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    /// The field's string.
    public func string(_ key: String) throws -> String { try Self.string(try value(key), key) }

    /// A path of identifiers.
    func path(_ key: String) throws -> [String] {
        try Self.array(try value(key), key).map { try Self.string($0, "an identifier") }
    }

    /// The field's whole number, in `range`.
    public func integer(_ key: String, in range: ClosedRange<Int> = Int.min...Int.max) throws -> Int {
        let integer = try Self.integer(try value(key), key)
        guard range.contains(integer) else { throw WireFormat.Unreadable(reason: "`\(key)` is out of range") }
        return integer
    }

    /// The field's string, as one of `Value`'s raw values.
    public func raw<Value: RawRepresentable<String>>(_ key: String, as: Value.Type) throws -> Value {
        let raw = try string(key)
        guard let value = Value(rawValue: raw) else { throw WireFormat.Unreadable(reason: "`\(key)` is '\(raw)'") }
        return value
    }

    /// `value` as a string (`what` names it in the error).
    public static func string(_ value: JSONValue, _ what: String) throws -> String {
        guard case .string(let string) = value else { throw WireFormat.Unreadable(reason: "`\(what)` is not a string") }
        return string
    }

    /// `value` as a whole number (`what` names it in the error).
    public static func integer(_ value: JSONValue, _ what: String) throws -> Int {
        guard case .integer(let integer) = value else {
            throw WireFormat.Unreadable(reason: "`\(what)` is not an integer")
        }
        return integer
    }

    static func bool(_ value: JSONValue, _ what: String) throws -> Bool {
        guard case .bool(let bool) = value else { throw WireFormat.Unreadable(reason: "`\(what)` is not a boolean") }
        return bool
    }

    /// `value` as an array (`what` names it in the error).
    public static func array(_ value: JSONValue, _ what: String) throws -> [JSONValue] {
        guard case .array(let array) = value else { throw WireFormat.Unreadable(reason: "`\(what)` is not an array") }
        return array
    }
}
