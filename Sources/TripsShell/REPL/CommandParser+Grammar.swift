import AutomationProtocol
import Foundation

extension CommandParser {
    // MARK: - expect and network, whose words are more than one per argument

    /// `expect ID [label TEXT|value TEXT|gone|enabled|disabled]`, or `expect screen NAME`.
    static func expect(_ definition: CommandDefinition, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        guard let identifier = arguments.first else { throw .missingArgument(definition, name: "element") }
        let rest = Array(arguments.dropFirst())
        if identifier == "screen" {
            guard let name = rest.first else { throw .missingArgument(definition, name: "snapshot") }
            if rest.count > 1 { throw .extraArguments(definition, extra: Array(rest.dropFirst())) }
            guard isSnapshotName(name) else { throw .badSnapshotName(name) }
            return .expectScreen(name)
        }
        guard let word = rest.first else { return .expect(identifier, .shown) }
        let check: ElementCheck
        var taken = 1
        switch word {
        case "label", "value":
            guard rest.count > 1 else { throw .missingText(definition, after: word) }
            check = word == "label" ? .label(rest[1]) : .value(rest[1])
            taken = 2
        case "gone": check = .gone
        case "enabled": check = .enabled
        case "disabled": check = .disabled
        default: throw .badCheck(word)
        }
        if rest.count > taken { throw .extraArguments(definition, extra: Array(rest.dropFirst(taken))) }
        return .expect(identifier, check)
    }

    /// `network CONDITION [CITY]`: `offline`, `failing` or `failing=503`, `slow=300ms`, `silent`, `normal`.
    static func network(_ definition: CommandDefinition, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        let given = try positional(definition, arguments)
        guard let word = given["condition"] else { throw .missingArgument(definition, name: "condition") }
        let name = String(word.prefix { $0 != "=" })
        let value = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : nil
        let city = given["city"]
        let condition: NetworkChange.Condition
        switch (name, value) {
        case ("normal", nil): condition = .normal
        case ("offline", nil): condition = .offline
        case ("silent", nil): condition = .silent
        case ("failing", nil): condition = .failing(status: 500)
        case ("failing", let status?):
            guard let code = Int(status), (400...599).contains(code) else { throw .badCondition(word) }
            condition = .failing(status: code)
        case ("slow", let latency?):
            guard let duration = duration(latency) else { throw .badCondition(word) }
            let (seconds, attoseconds) = duration.components
            condition = .slow(milliseconds: Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
        default: throw .badCondition(word)
        }
        return .network(NetworkChange(city: city, condition: condition))
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
