import Testing

/// The built `trips-shell` with a script on standard input: its output and its exit status.
@Suite(.timeLimit(.minutes(2)))
struct PipedSessionTests {
    @Test func aScriptThatSucceedsExitsZeroWithTheScreensAndNoEscapes() async throws {
        let result = try await ProcessRunner.shell(
            ["-uiTesting"], input: "tap trip.seattle\nwait weather.temperature\nback\nquit\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("== Seattle (trip) ==\n"), "no banner, no prompt, no first screen")
        #expect(result.output.contains(#"staticText    weather.temperature  "61°F""#))
        #expect(result.output.hasSuffix(#"  button        trips.add  "New trip""# + "\n"))
        #expect(!result.output.contains("\u{1B}"))
        #expect(!result.output.contains("> "))
    }

    @Test func aFailingCommandIsReportedInOrderAndExitsOne() async throws {
        let result = try await ProcessRunner.shell(["-uiTesting"], input: "tap trip.nowhere\nshow\n")
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error: No element 'trip.nowhere' on the trips screen.") == true)
        #expect(lines.dropFirst().first == "== Trips (trips) ==", "the session goes on after a failure")
    }

    @Test func stopOnErrorStopsAtTheFirstFailure() async throws {
        let result = try await ProcessRunner.shell(
            ["-uiTesting", "--stop-on-error"], input: "frobnicate\ntap trip.seattle\n")
        #expect(result.status == 1)
        #expect(result.output == "error: unknown command 'frobnicate'. Type 'help' for the commands.\n")
    }

    @Test func aMistypedIdentifierSuggestsTheNearest() async throws {
        let result = try await ProcessRunner.shell(["-uiTesting"], input: "tap trip.seatle\n")
        #expect(result.status == 1)
        #expect(result.output == "error: No element 'trip.seatle' on the trips screen. Did you mean trip.seattle?\n")
    }

    @Test func aMistypedCommandAndBadArgumentsGetUsage() async throws {
        let result = try await ProcessRunner.shell(["-uiTesting"], input: "tpa trip.seattle\ntap\nwait x soon\n")
        #expect(result.status == 1)
        #expect(
            result.output == """
                error: unknown command 'tpa'. Did you mean tap, type? Type 'help' for the commands.
                error: tap needs an ID. usage: tap ID
                error: 'soon' is not a number of seconds. usage: wait ID [SECONDS]

                """)
    }

    @Test func textWithQuotesAndNonASCIIArrivesIntact() async throws {
        let result = try await ProcessRunner.shell(
            ["-uiTesting"], input: "tap trips.add\ntype newTrip.destination \"Zürich \\\"Nord\\\"\"\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(#"value "Zürich \"Nord\"""#))
    }

    @Test func waitingForWhatCannotAppearFailsAtOnce() async throws {
        let result = try await ProcessRunner.shell(["-uiTesting"], input: "wait weather.place 60\n")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("error: No element 'weather.place' on the trips screen, and the app is idle"))
    }

    @Test func helpListsOptionsAndAnUnknownOptionIsAUsageError() async throws {
        let help = try await ProcessRunner.shell(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: trips-shell [options]"))
        #expect(help.output.contains("--stop-on-error"))
        let unknown = try await ProcessRunner.shell(["--stubed"])
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("--stubbed"))
    }

    @Test func helpAtThePromptListsTheCommands() async throws {
        let result = try await ProcessRunner.shell(["-uiTesting"], input: "help\nhelp wait\n")
        #expect(result.status == 0)
        #expect(result.output.contains("  wait ID [SECONDS]"))
        #expect(result.output.contains("usage: wait ID [SECONDS]\n"))
    }
}
