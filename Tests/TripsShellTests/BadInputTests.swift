import Foundation
import Testing

/// The built `trips-shell`, piped input that is wrong in every way a person or a file can make it: each line gets a
/// clear error, and the session goes on to the next.
@Suite(.timeLimit(.minutes(2)))
struct BadInputTests {
    @Test func invalidUTF8IsRepairedAndReported() async throws {
        var bytes = Data("tap trip.sea".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Data("ttle\nshow\n".utf8)
        let result = try await ProcessRunner.shell(["-uiTesting"], bytes: bytes)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        #expect(
            lines.first
                == "error: No element 'trip.sea\u{FFFD}\u{FFFD}ttle' on the trips screen. Did you mean trip.seattle?")
        #expect(lines.dropFirst().first == "== Trips (trips) ==", "the session goes on")
    }

    @Test func aMegabyteLineIsOneShortErrorInLittleTime() async throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let started = ContinuousClock.now
        let result = try await ProcessRunner.shell(["-uiTesting"], input: "tap \(huge)\nfrob\(huge)\nshow\n")
        #expect(ContinuousClock.now - started < .seconds(60), "suggestions for a megabyte took minutes before")
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        let x120 = String(repeating: "x", count: 120)
        #expect(lines.first == "error: No element '\(x120)… (1000000 characters)' on the trips screen.")
        #expect(
            lines.dropFirst().first
                == "error: unknown command 'frob\(x120.dropLast(4))… (1000004 characters)'. Type 'help' for the commands."
        )
        #expect(lines.dropFirst(2).first == "== Trips (trips) ==")
    }

    @Test func nulAndEscapeCharactersAreShownEscaped() async throws {
        let result = try await ProcessRunner.shell(
            ["-uiTesting"],
            input: "tap trip.\u{0}x\u{1B}[31mred\u{7}\ntap trips.add\ntype newTrip.destination \"a\u{1B}[2Jb\"\n")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("error: No element 'trip.\\u{0}x\\e[31mred\\u{7}' on the trips screen.\n"))
        #expect(result.output.contains(#"value "a\e[2Jb""#))
        #expect(
            !result.output.contains("\u{1B}") && !result.output.contains("\u{0}") && !result.output.contains("\u{7}"))
    }

    @Test func unbalancedQuotesAndADanglingBackslashAreErrors() async throws {
        let result = try await ProcessRunner.shell(
            ["-uiTesting"], input: "tap trips.add\ntype newTrip.destination \"Oslo\ntype x 'a\ntap a\\\nshow\n")
        #expect(result.status == 1)
        let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(
            errors == [
                "error: unbalanced quote: a \" is never closed; close it, or escape it as \\\".",
                "error: unbalanced quote: a ' is never closed; close it, or escape it as \\'.",
                "error: the line ends in a backslash with nothing after it to escape.",
            ])
        #expect(result.output.hasSuffix("  button        newTrip.cancel  \"Cancel\"\n"), "the session went on to show")
    }

    @Test func everyCommandWithMissingAndExtraArgumentsSaysItsUsage() async throws {
        let script =
            ["tap", "type", "type x", "clear", "wait"].joined(separator: "\n") + "\n"
            + ["tap", "type", "clear", "back", "show", "wait", "help", "quit"].map { "\($0) a b c" }.joined(
                separator: "\n")
            + "\nshow\n"
        let result = try await ProcessRunner.shell(["-uiTesting"], input: script)
        #expect(result.status == 1)
        let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(
            errors == [
                "error: tap needs an ID. usage: tap ID",
                "error: type needs an ID. usage: type ID TEXT",
                "error: type needs TEXT. usage: type ID TEXT",
                "error: clear needs an ID. usage: clear ID",
                "error: wait needs an ID. usage: wait ID [SECONDS]",
                "error: tap takes no more arguments than that; unexpected 'b' 'c'. usage: tap ID",
                "error: type takes no more arguments than that; unexpected 'c' (quote text with spaces). usage: type ID TEXT",
                "error: clear takes no more arguments than that; unexpected 'b' 'c'. usage: clear ID",
                "error: back takes no more arguments than that; unexpected 'a' 'b' 'c'. usage: back",
                "error: show takes no more arguments than that; unexpected 'a' 'b' 'c'. usage: show",
                "error: wait takes no more arguments than that; unexpected 'c'. usage: wait ID [SECONDS]",
                "error: help takes no more arguments than that; unexpected 'b' 'c'. usage: help [COMMAND]",
                "error: quit takes no more arguments than that; unexpected 'a' 'b' 'c'. usage: quit",
            ])
        #expect(result.output.hasSuffix("  button        trips.add  \"New trip\"\n"), "the session went on to show")
    }
}
