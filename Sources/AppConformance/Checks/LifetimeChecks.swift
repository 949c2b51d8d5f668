import AutomationProtocol

extension ConformanceCheck {
    /// The first line is a hello, in time.
    static let helloFirst = ConformanceCheck(
        section: "Lifetime", rule: "the first line on stdout is a hello, within 10 s"
    ) { launch throws(CheckFailure) in
        try await launch.converse { _ throws(CheckFailure) in }
    }

    /// The hello's own fields.
    static let helloFields = ConformanceCheck(
        section: "`hello`", rule: "the hello speaks protocol version 3 and names the app's own process"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            let hello = conversation.hello
            guard hello.protocolVersion == WireFormat.protocolVersion else {
                throw CheckFailure("said protocol version \(hello.protocolVersion)")
            }
            guard hello.pid == conversation.app.pid else {
                throw CheckFailure("said its pid is \(hello.pid); the process launched is \(conversation.app.pid)")
            }
            guard !hello.app.isEmpty else { throw CheckFailure("gave no name in its hello's `app`") }
        }
    }

    /// The end of input ends the app, once what it read is answered.
    static let endOfInput = ConformanceCheck(
        section: "Order and the end of input",
        rule: "at the end of stdin, every request read is answered, then the app exits with status 0"
    ) { launch throws(CheckFailure) in
        try await launch.converse { conversation throws(CheckFailure) in
            let snapshot = try conversation.send("snapshot")
            let idle = try conversation.send("waitForIdle")
            conversation.app.closeInput()
            _ = try await conversation.answer(to: snapshot, "`snapshot`, sent before stdin ended")
            _ = try await conversation.answer(to: idle, "`waitForIdle`, sent before stdin ended")
            guard let status = await conversation.app.exitStatus(within: launch.exitTimeout) else {
                throw CheckFailure("was still running \(launch.exitTimeout.said) after its stdin ended")
            }
            guard status == 0 else { throw CheckFailure("exited with status \(status) once its stdin ended") }
        }
    }

    /// Another protocol version is refused before anything starts.
    static let otherVersion = ConformanceCheck(
        section: "Launching", rule: "a launch with another protocol version is refused before any hello"
    ) { launch throws(CheckFailure) in
        let app = try launch.start(version: WireFormat.protocolVersion - 1)
        defer { app.kill() }
        switch await app.output.next(within: launch.exitTimeout) {
        case .line(let line):
            throw CheckFailure(
                "wrote \(AppUnderCheck.quoted(line)) when launched with --protocol-version "
                    + "\(WireFormat.protocolVersion - 1)")
        case .ended, nil: break
        }
        guard let status = await app.exitStatus(within: launch.exitTimeout) else {
            throw CheckFailure("was still running, launched with another protocol version")
        }
        guard status != 0 else { throw CheckFailure("exited with status 0, launched with another protocol version") }
    }
}
