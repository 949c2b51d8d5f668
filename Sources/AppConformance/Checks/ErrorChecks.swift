import AutomationProtocol

extension ConformanceCheck {
    /// A line that is not JSON.
    static let notJSON = ConformanceCheck(
        section: "Errors", rule: "a line that is not JSON is a `badRequest` with `id` -1"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            try conversation.app.send("tap the first row")
            let response = try await conversation.answer(to: -1, "a line that is not JSON")
            try expect(.badRequest, in: response, to: "a line that is not JSON")
        }
    }

    /// An unknown command.
    static let unknownCommand = ConformanceCheck(
        section: "Errors", rule: "an unknown command is a `badRequest` that keeps the request's `id`"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            let response = try await conversation.ask("conformanceNoSuchCommand")
            try expect(.badRequest, in: response, to: "an unknown command")
        }
    }

    /// A locator that matches nothing.
    static let noSuchElement = ConformanceCheck(
        section: "Errors", rule: "a locator that matches nothing is `noSuchElement`, and leaves the app as it was"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            _ = try await conversation.ask("waitForIdle")
            let before = conversation.state?.screen
            let response = try await conversation.ask("tap", #""locator":{"identifier":"conformance.nothing"}"#)
            try expect(.noSuchElement, in: response, to: "a tap on an identifier that is on no screen")
            guard conversation.state?.screen == before else {
                throw CheckFailure("changed its screen on a tap it refused")
            }
        }
    }

    /// Throws unless `response` is refused with `code`.
    private static func expect(_ code: WireError.Code, in response: Response, to what: String) throws(CheckFailure) {
        guard let error = response.error else { throw CheckFailure("answered \(what) with no error") }
        guard error.code == code else {
            throw CheckFailure("answered \(what) with `\(error.code.rawValue)` (\(error.message))")
        }
    }
}
