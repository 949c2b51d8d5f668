import AutomationProtocol

extension ConformanceCheck {
    /// `snapshot` answers with its id and the state.
    static let snapshot = ConformanceCheck(
        section: "Requests from the driver", rule: "`snapshot` is answered, with its `id`, and changes nothing"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            _ = try await conversation.ask("waitForIdle")
            let before = conversation.state
            let response = try await conversation.ask("snapshot")
            if let error = response.error { throw CheckFailure("refused `snapshot`: \(error.code.rawValue)") }
            guard conversation.state?.screen == before?.screen else {
                throw CheckFailure("showed another screen in the answer to `snapshot` of a settled app")
            }
        }
    }

    /// `fullState` is the whole screen, the one the updates built.
    static let fullState = ConformanceCheck(
        section: "Requests from the driver",
        rule: "`fullState` answers the whole screen, the one its updates and responses built"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            _ = try await conversation.ask("tap", #""locator":{"identifier":"conformance.nothing"}"#)
            _ = try await conversation.ask("waitForIdle")
            let built = conversation.state?.screen
            let response = try await conversation.ask("fullState")
            guard case .whole(let screen) = response.state.screen else {
                throw CheckFailure("answered `fullState` with changes, not the whole screen")
            }
            guard screen == built else {
                throw CheckFailure("answered `fullState` with another screen than its messages before had built")
            }
        }
    }

    /// Each state said applies to the one before.
    static let statesApply = ConformanceCheck(
        section: "Applying a state update",
        rule: "every update and response applies to the state the app sent just before it"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            for command in ["snapshot", "waitForIdle", "snapshot"] { _ = try await conversation.ask(command) }
        }
    }

    /// `waitForIdle` answers once settled.
    static let waitForIdle = ConformanceCheck(
        section: "Requests from the driver", rule: "`waitForIdle` is answered once the app is settled"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            let response = try await conversation.ask("waitForIdle")
            if let error = response.error { throw CheckFailure("refused `waitForIdle`: \(error.code.rawValue)") }
            guard let activity = conversation.state?.activity, !activity.canChangeOnItsOwn else {
                throw CheckFailure("answered `waitForIdle` with an activity that can still change on its own")
            }
        }
    }

    /// `advanceClock` moves a driver's clock and refuses a live one.
    static let advanceClock = ConformanceCheck(
        section: "Requests from the driver", rule: "`advanceClock` moves a driver's clock and refuses a live one"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            let live = conversation.hello.state.activity.clock == .live
            let response = try await conversation.ask("advanceClock", #""milliseconds":1"#)
            switch (live, response.error?.code) {
            case (true, .liveClock?), (false, nil): break
            case (true, let code):
                throw CheckFailure("answered `advanceClock` on a live clock with \(code?.rawValue ?? "no error")")
            case (false, let code?):
                throw CheckFailure("refused `advanceClock` on the driver's clock: \(code.rawValue)")
            }
        }
    }

    /// Requests sent together are answered in order.
    static let pipelined = ConformanceCheck(
        section: "Order and the end of input", rule: "requests sent together are answered in order, each with its `id`"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            let ids = [
                try conversation.send("snapshot"), try conversation.send("fullState"),
                try conversation.send("snapshot"),
            ]
            for id in ids { _ = try await conversation.answer(to: id, "request \(id) of three sent together") }
        }
    }
}

extension ConformanceCheck {
    /// After each enabled control of the first screen is tapped and the app settled, every sleeper on its clock
    /// belongs to work it counts.
    static let countedWork = ConformanceCheck(
        section: "Counting activity",
        rule: "every sleep on the app's clock belongs to counted work, after a tap on each enabled control"
    ) { launch throws(CheckFailure) in
        var controls: [String] = []
        try await launch.converse { conversation throws(CheckFailure) in
            controls = Self.tappable(in: conversation.hello.state.screen)
        }
        // A launch of its own for each control: a tap may leave the first screen, and each control is judged alone.
        for identifier in controls {
            try await launch.converse { conversation throws(CheckFailure) in
                let tap = try await conversation.ask("tap", #""locator":{"identifier":"\#(identifier)"}"#)
                if tap.error != nil { return }  // a control the app refuses to act on starts no work
                // Busy with counted work, the app may stay so (work that waits on the outside world): judged as it
                // is. Otherwise it is judged settled, where work it does not count shows as sleepers no task owns.
                _ = try await conversation.ask("snapshot")
                if conversation.state?.activity.state != .busy { _ = try await conversation.ask("waitForIdle") }
                guard let activity = conversation.state?.activity else { return }
                if activity.untrackedSleepers > 0 {
                    throw CheckFailure(
                        "said \(activity.untrackedSleepers) of its sleepers are outside its counted tasks after a tap "
                            + "on \(identifier)")
                }
                if activity.tasks == 0, activity.sleepers > 0 {
                    throw CheckFailure(
                        "counted \(activity.sleepers) sleepers and no task after a tap on \(identifier): work it does "
                            + "not count sleeps on its clock")
                }
            }
        }
    }

    /// The identifiers of the enabled buttons and cells on `screen`, each once, in reading order.
    private static func tappable(in screen: Screen) -> [String] {
        var seen = Set<String>()
        return screen.allElements.filter {
            ($0.role == .button || $0.role == .cell) && $0.isEnabled && !$0.identifier.isEmpty
                && seen.insert($0.identifier).inserted
        }.map(\.identifier)
    }
}
