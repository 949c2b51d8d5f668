import AutomationProtocol

/// The states the documents show, reached through `trips-mcp`'s tools on `trips-shell -uiTesting --driver-clock`:
/// the sample trips, the new-trip form as docs/agents.md's session fills it in, the list with the trip it added, and
/// Seattle's screen with its weather offline, loaded and under the delete alert. A document that shows another state
/// adds its step here.
enum ScreenTour {
    /// One step: what it is called in a failure, and the tool calls that take it.
    struct Step: Sendable {
        let name: String
        let calls: [(tool: String, arguments: [String: JSONValue])]
    }

    /// The steps, in order; a screen is seen after each.
    static let steps: [Step] = [
        Step(name: "the launch", calls: []),
        Step(name: "after tap trips.add", calls: [("tap", ["identifier": .string("trips.add")])]),
        Step(
            name: "after typing \"Ber\" into newTrip.destination",
            calls: [("type", ["identifier": .string("newTrip.destination"), "text": .string("Ber")])]),
        Step(name: "after advance_clock 300 ms", calls: [("advance_clock", ["milliseconds": .integer(300)])]),
        Step(
            name: "after tapping the Bergen suggestion",
            calls: [
                (
                    "tap",
                    [
                        "locator": .object([
                            "role": .string("cell"), "label": .object(["contains": .string("Bergen")]),
                        ])
                    ]
                )
            ]),
        Step(
            name: "after replacing newTrip.start with 2026-05-01",
            calls: [("replace", ["identifier": .string("newTrip.start"), "text": .string("2026-05-01")])]),
        Step(
            name: "after typing 2026-05-04 into newTrip.end",
            calls: [("type", ["identifier": .string("newTrip.end"), "text": .string("2026-05-04")])]),
        Step(name: "after clearing newTrip.end", calls: [("clear", ["identifier": .string("newTrip.end")])]),
        Step(
            name: "after saving the trip to Bergen",
            calls: [
                ("type", ["identifier": .string("newTrip.end"), "text": .string("2026-05-04")]),
                ("tap", ["identifier": .string("newTrip.save")]),
            ]),
        Step(name: "after a relaunch on fresh data", calls: [("relaunch", ["fresh_data": .bool(true)])]),
        Step(
            name: "after tapping trip.seattle with Seattle offline",
            calls: [
                ("network", ["condition": .string("offline"), "city": .string("Seattle")]),
                ("tap", ["identifier": .string("trip.seattle")]),
                ("wait_for", ["identifier": .string("weather.retry")]),
            ]),
        Step(
            name: "after tapping weather.retry with the network normal",
            calls: [
                ("network", ["condition": .string("normal")]),
                ("tap", ["identifier": .string("weather.retry")]),
                ("wait_for", ["identifier": .string("weather.temperature")]),
            ]),
        Step(name: "after tap trip.delete", calls: [("tap", ["identifier": .string("trip.delete")])]),
        Step(name: "after tap alert.confirm", calls: [("tap", ["identifier": .string("alert.confirm")])]),
    ]

    /// What a tour failed at: the step and the tool's answer.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Takes every step with `client`, and after each asks `snapshot` for the whole screen and for each of `filters`.
    static func sightings(with client: TestClient, filters: [[String: JSONValue]]) async throws(Failure)
        -> [ScreenSighting]
    {
        var seen: [ScreenSighting] = []
        for step in steps {
            for call in step.calls {
                let answer = await client.call(call.tool, call.arguments)
                guard !answer.isError else {
                    throw Failure(description: "the tour failed \(step.name), at \(call.tool): \(answer.text)")
                }
            }
            for filter in [nil] + filters.map(Optional.some) {
                let answer = await client.call("snapshot", filter ?? [:])
                // A part that is not on this screen (`within` an element it lacks) is simply not seen here.
                guard !answer.isError || filter != nil else {
                    throw Failure(description: "snapshot failed \(step.name): \(answer.text)")
                }
                guard !answer.isError else { continue }
                if let sighting = ScreenSighting(state: step.name, filter: filter, answer: answer.text) {
                    seen.append(sighting)
                }
            }
        }
        return seen
    }
}
