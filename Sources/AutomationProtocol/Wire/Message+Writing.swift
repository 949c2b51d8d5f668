/// Each message type writes its own JSON through ``JSONWriter``, keys in byte order, leaving out what the protocol
/// document says is left out (empty labels and children, `enabled` when true, absent optionals).
extension Message {
    /// The message as ``JSONWriter`` writes it.
    func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .hello(let hello):
            json.key("app")
            json.string(hello.app)
            json.key("pid")
            json.integer(hello.pid)
            json.key("protocolVersion")
            json.integer(hello.protocolVersion)
            json.key("state")
            hello.state.write(to: &json)
            json.key("type")
            json.string("hello")
            json.key("version")
            json.string(hello.version)
        case .update(let update):
            update.writeFields(to: &json)
            json.key("type")
            json.string("update")
        case .response(let response):
            guard let answer = response.answer?.fields else {
                // Most responses: their own fields, in byte order, with nothing to sort.
                if let error = response.error {
                    json.key("error")
                    error.write(to: &json)
                }
                json.key("id")
                json.integer(response.id)
                json.key("state")
                response.state.write(to: &json)
                json.key("type")
                json.string("response")
                break
            }
            // With an answer: the response's own fields and the answer's, in byte order.
            let keys = (["id", "state", "type"] + (response.error == nil ? [] : ["error"]) + answer.keys)
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for key in keys {
                json.key(named: key)
                switch key {
                case "error": response.error?.write(to: &json)
                case "id": json.integer(response.id)
                case "state": response.state.write(to: &json)
                case "type": json.string("response")
                default: json.value(answer[key] ?? .null)
                }
            }
        }
        json.endObject()
    }
}

// MARK: - The parts

extension AppState {
    /// A whole state is written as the update that carries its whole screen: one writer for both.
    func write(to json: inout JSONWriter) {
        StateUpdate(whole: self).write(to: &json)
    }
}

extension StateUpdate {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        writeFields(to: &json)
        json.endObject()
    }

    /// The fields without the braces: an update is a state with its `type` beside them.
    func writeFields(to json: inout JSONWriter) {
        json.key("activity")
        activity.write(to: &json)
        // `log` sorts after `base` and `changes` and before `screen` and `screenOf`.
        switch screen {
        case .whole(let screen):
            writeLog(to: &json)
            json.key("screen")
            screen.write(to: &json)
        case .sameAs(let earlier):
            writeLog(to: &json)
            json.key("screenOf")
            json.integer(earlier)
        case .changed(let base, let changes):
            json.key("base")
            json.integer(base)
            if !changes.isEmpty {
                json.key("changes")
                json.array(changes) { json, change in change.write(to: &json) }
            }
            writeLog(to: &json)
        }
        json.key("sequence")
        json.integer(sequence)
    }

    private func writeLog(to json: inout JSONWriter) {
        guard !log.isEmpty else { return }
        json.key("log")
        json.array(log) { json, line in json.string(line) }
    }
}

extension ScreenChange {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .insert(let parent, let index, let element):
            json.key("element")
            element.write(to: &json)
            json.key("index")
            json.integer(index)
            json.key("op")
            json.string("insert")
            json.key("parent")
            json.array(parent) { json, identifier in json.string(identifier) }
        case .remove(let path):
            json.key("op")
            json.string("remove")
            Self.write(path, to: &json)
        case .update(let path, let element):
            json.key("element")
            element.write(to: &json)
            json.key("op")
            json.string("update")
            Self.write(path, to: &json)
        case .alert(let element):
            if let element {
                json.key("element")
                element.write(to: &json)
            }
            json.key("op")
            json.string("alert")
        }
        json.endObject()
    }

    private static func write(_ path: [String], to json: inout JSONWriter) {
        json.key("path")
        json.array(path) { json, identifier in json.string(identifier) }
    }
}

extension Activity {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("clock")
        json.string(clock.rawValue)
        if let nextWakeMilliseconds {
            json.key("nextWakeMilliseconds")
            json.integer(nextWakeMilliseconds)
        }
        json.key("sleepers")
        json.integer(sleepers)
        json.key("tasks")
        json.integer(tasks)
        if untrackedSleepers > 0 {
            json.key("untrackedSleepers")
            json.integer(untrackedSleepers)
        }
        if !work.isEmpty {
            json.key("work")
            json.array(work) { json, what in json.string(what) }
        }
        json.endObject()
    }
}

extension Screen {
    /// The screen's wire form, keys in byte order.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if let alert {
            json.key("alert")
            alert.write(to: &json)
        }
        json.key("elements")
        json.array(elements) { json, element in element.write(to: &json) }
        json.key("name")
        json.string(name)
        json.key("title")
        json.string(title)
        json.endObject()
    }
}

extension Element {
    /// The element's wire form: only what differs from the protocol's defaults, keys in byte order.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if !children.isEmpty {
            json.key("children")
            json.array(children) { json, child in child.write(to: &json) }
        }
        if let disabledReason {
            json.key("disabledReason")
            json.string(disabledReason)
        }
        if !isEnabled {
            json.key("enabled")
            json.bool(false)
        }
        json.key("identifier")
        json.string(identifier)
        if !label.isEmpty {
            json.key("label")
            json.string(label)
        }
        if let placeholder {
            json.key("placeholder")
            json.string(placeholder)
        }
        json.key("role")
        json.string(role.rawValue)
        if let source {
            json.key("source")
            json.string(source.description)
        }
        if let value {
            json.key("value")
            json.string(value)
        }
        json.endObject()
    }
}

extension WireError {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("code")
        json.string(code.rawValue)
        json.key("message")
        json.string(message)
        if !suggestions.isEmpty {
            json.key("suggestions")
            json.array(suggestions) { json, suggestion in json.string(suggestion) }
        }
        json.endObject()
    }
}
