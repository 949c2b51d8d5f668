import Foundation

extension CommandParser {
    // MARK: - expect, advance, record

    /// `expect ID [label TEXT|value TEXT|gone|enabled|disabled]`, or `expect screen NAME`.
    static func expect(_ spec: CommandSpec, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        guard let identifier = arguments.first else { throw .missingArgument(spec, name: "an ID") }
        let rest = Array(arguments.dropFirst())
        if identifier == "screen" {
            guard let name = rest.first else { throw .missingArgument(spec, name: "a snapshot NAME after screen") }
            if rest.count > 1 { throw .extraArguments(spec, extra: Array(rest.dropFirst())) }
            guard isSnapshotName(name) else { throw .badSnapshotName(name) }
            return .expectScreen(name)
        }
        guard let word = rest.first else { return .expect(identifier, .shown) }
        let check: ElementCheck
        var taken = 1
        switch word {
        case "label", "value":
            guard rest.count > 1 else { throw .missingArgument(spec, name: "TEXT after \(word)") }
            check = word == "label" ? .label(rest[1]) : .value(rest[1])
            taken = 2
        case "gone": check = .gone
        case "enabled": check = .enabled
        case "disabled": check = .disabled
        default: throw .badCheck(word)
        }
        if rest.count > taken { throw .extraArguments(spec, extra: Array(rest.dropFirst(taken))) }
        return .expect(identifier, check)
    }

    /// `advance DURATION`: `300ms`, `2s`, or a number of seconds.
    static func advance(_ spec: CommandSpec, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        let words = try exactly(spec, arguments, names: ["a DURATION"])
        guard let duration = duration(words[0]) else { throw .badDuration(words[0]) }
        return .advance(duration)
    }

    /// `record PATH.swift` starts; `record` stops.
    static func record(_ spec: CommandSpec, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        if arguments.count > 1 { throw .extraArguments(spec, extra: Array(arguments.dropFirst())) }
        return .record(arguments.first)
    }

    /// `300ms`, `2s`, `1.5` (seconds): from 0 to a day, in whole milliseconds; `nil` for anything else.
    public static func duration(_ text: String) -> Duration? {
        var number = Substring(text)
        var scale = 1000.0
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            scale = 1
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        }
        guard let value = Double(number), value.isFinite, value >= 0, value * scale <= 86_400_000 else { return nil }
        return .milliseconds(Int((value * scale).rounded()))
    }

    // MARK: - Private

    private static func isSnapshotName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)
            }
            && name.unicodeScalars.allSatisfy(\.isASCII)
    }
}
