import AutomationProtocol

/// `evidence.json` written by `JSONWriter`: every case of a suite writes one, and `JSONEncoder`, which builds a
/// value tree of the whole document first, was most of what finishing a case cost. The bytes are those `JSONEncoder`
/// writes from the document's `Encodable` conformance with sorted keys and unescaped slashes; each writer below
/// lists its keys in that order.
extension EvidenceDocument {
    /// The document as JSON, keys sorted.
    var json: String {
        var writer = JSONWriter()
        write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("apps")
        json.array(apps) { json, app in app.write(to: &json) }
        json.key("failures")
        json.array(failures) { json, failure in failure.write(to: &json) }
        json.key("passed")
        json.bool(passed)
        json.key("screenTrees")
        json.array(screenTrees) { json, screen in screen.write(to: &json) }
        json.key("screens")
        json.array(screens) { json, screen in json.string(screen) }
        json.key("test")
        json.string(test)
        json.key("version")
        json.integer(version)
        json.endObject()
    }
}

extension EvidenceDocument.App {
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("arguments")
        json.array(arguments) { json, argument in json.string(argument) }
        json.key("droppedSteps")
        json.integer(droppedSteps)
        json.key("executable")
        json.string(executable)
        json.key("steps")
        json.array(steps) { json, step in step.write(to: &json) }
        json.key("transcript")
        json.string(transcript)
        json.endObject()
    }
}

extension EvidenceDocument.Step {
    /// The step's fields with its screen's index among them, as its `Encodable` conformance merges the two.
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        if let clock = step.clockMilliseconds {
            json.key("clockMilliseconds")
            json.integer(clock)
        }
        json.key("durationMilliseconds")
        json.number(step.durationMilliseconds)
        json.key("kind")
        json.string(step.kind)
        json.key("log")
        json.array(step.log) { json, line in json.string(line) }
        json.key("outcome")
        json.string(step.outcome)
        json.key("requests")
        json.array(step.requests) { json, request in json.string(request) }
        if let screen {
            json.key("screen")
            json.integer(screen)
        }
        if let sent {
            json.key("sent")
            json.string(sent)
        }
        if let sentOn {
            json.key("sentOn")
            json.integer(sentOn)
        }
        if let sentSettled {
            json.key("sentSettled")
            json.bool(sentSettled)
        }
        json.key("startMilliseconds")
        json.number(step.startMilliseconds)
        json.key("title")
        json.string(step.title)
        json.key("within")
        json.array(step.within) { json, name in json.string(name) }
        json.endObject()
    }
}

extension CaseEvidence.Failure {
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        if let actionDeclaration {
            json.key("actionDeclaration")
            actionDeclaration.write(to: &json)
        }
        if let actual {
            json.key("actual")
            json.string(actual)
        }
        if let afterStep {
            json.key("afterStep")
            json.integer(afterStep)
        }
        if let app {
            json.key("app")
            json.integer(app)
        }
        if let atMilliseconds {
            json.key("atMilliseconds")
            json.number(atMilliseconds)
        }
        if let callSite {
            json.key("callSite")
            json.string(callSite)
        }
        if let declaration {
            json.key("declaration")
            declaration.write(to: &json)
        }
        if let expected {
            json.key("expected")
            json.string(expected)
        }
        json.key("kind")
        json.string(kind)
        if let location {
            json.key("location")
            json.string(location)
        }
        if let locator {
            json.key("locator")
            json.string(locator)
        }
        json.key("message")
        json.string(message)
        if let screen {
            json.key("screen")
            json.string(screen)
        }
        if let screenTree {
            json.key("screenTree")
            screenTree.write(to: &json)
        }
        if let seen {
            json.key("seen")
            seen.write(to: &json)
        }
        if let target {
            json.key("target")
            target.write(to: &json)
        }
        if let wanted {
            json.key("wanted")
            wanted.write(to: &json)
        }
        json.key("within")
        json.array(within) { json, name in json.string(name) }
        json.endObject()
    }
}

extension RunnerError.Seen {
    /// The one-key object its `Codable` conformance writes.
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .element(let element):
            json.key("element")
            element.write(to: &json)
        case .missing:
            json.key("missing")
            json.bool(true)
        case .matching(let count):
            json.key("matching")
            json.integer(count)
        }
        json.endObject()
    }
}

extension RunnerError.Wanted {
    /// The one-key object its `Codable` conformance writes.
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .exists(let wanted):
            json.key("exists")
            json.bool(wanted)
        case .actionable:
            json.key("actionable")
            json.bool(true)
        case .label(let match):
            json.key("label")
            match.write(to: &json)
        case .value(let match):
            json.key("value")
            if let match { match.write(to: &json) } else { json.null() }
        case .enabled(let wanted):
            json.key("enabled")
            json.bool(wanted)
        case .disabledBecause(let reason):
            json.key("disabledBecause")
            json.string(reason)
        case .count(let match):
            json.key("count")
            match.write(to: &json)
        case .labels(let labels):
            json.key("labels")
            json.array(labels) { $0.string($1) }
        case .answer(let value):
            json.key("answer")
            json.string(value)
        case .snapshot(let name):
            json.key("snapshot")
            json.string(name)
        case .condition(let words):
            json.key("condition")
            json.string(words)
        }
        json.endObject()
    }
}

extension CountMatch {
    /// The one-key object its `Codable` conformance writes.
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .equals(let count):
            json.key("equals")
            json.integer(count)
        case .atLeast(let count):
            json.key("atLeast")
            json.integer(count)
        case .atMost(let count):
            json.key("atMost")
            json.integer(count)
        case .not(let inner):
            json.key("not")
            inner.write(to: &json)
        }
        json.endObject()
    }
}

extension Declaration {
    fileprivate func write(to json: inout JSONWriter) {
        json.beginObject()
        if let action {
            json.key("action")
            json.string(action)
        }
        json.key("element")
        json.string(element)
        json.key("place")
        json.string(place.description)
        if let quote {
            json.key("quote")
            json.string(quote)
        }
        json.endObject()
    }
}
