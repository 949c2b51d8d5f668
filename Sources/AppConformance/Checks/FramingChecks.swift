import AutomationProtocol

extension ConformanceCheck {
    /// Nothing but messages on stdout, however the conversation goes.
    static let onlyMessages = ConformanceCheck(
        section: "Transport and framing", rule: "every line on stdout is one message, and nothing else is"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            _ = try await conversation.ask("snapshot")
            _ = try await conversation.ask("tap", #""locator":{"identifier":"conformance.nothing"}"#)
            _ = try await conversation.ask("waitForIdle")
            _ = try await conversation.ask("fullState")
            conversation.app.closeInput()
            while true {
                switch await conversation.app.output.next(within: launch.exitTimeout) {
                case .line(let line):
                    guard let message = try? WireFormat.message(from: Array(line.utf8)) else {
                        throw CheckFailure("wrote a line that is not a message: \(AppUnderCheck.quoted(line))")
                    }
                    if case .response(let response) = message {
                        throw CheckFailure("answered a request (id \(response.id)) nobody sent")
                    }
                case .ended: return
                case nil:
                    throw CheckFailure("kept its stdout open \(launch.exitTimeout.said) after its stdin ended")
                }
            }
        }
    }

    /// A blank line is skipped.
    static let blankLines = ConformanceCheck(
        section: "Transport and framing", rule: "a blank line gets no answer"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            try conversation.app.send("")
            try conversation.app.send(" \t\r")
            _ = try await conversation.ask("snapshot")
        }
    }
}
