import AutomationProtocol
import Foundation
import TripsProtocol

extension CommandParser {
    // MARK: - expect and network, whose words are more than one per argument

    /// `expect ID [exists|label TEXT|value TEXT|gone|enabled|disabled]`, or `expect screen NAME`: the check's word under
    /// `check` (`exists` when none is given), its text under `expected`, a snapshot's name under `snapshot`.
    static func expect(_ definition: CommandDefinition, _ words: [String]) throws(CommandError) -> CommandArguments {
        guard let identifier = words.first else {
            throw .missingArgument(definition.id, name: ArgumentName.element.name)
        }
        let rest = Array(words.dropFirst())
        var arguments = CommandArguments()
        if identifier == "screen" {
            guard let name = rest.first else {
                throw .missingArgument(definition.id, name: ArgumentName.snapshot.name)
            }
            if rest.count > 1 { throw .extraArguments(definition.id, extra: Array(rest.dropFirst())) }
            guard isSnapshotName(name) else { throw .badSnapshotName(name) }
            arguments[.check] = "screen"
            arguments[.snapshot] = name
            return arguments
        }
        arguments[.element] = Locator(identifier: identifier)
        guard let word = rest.first else {
            arguments[.check] = "exists"
            return arguments
        }
        guard ElementCheck.words.contains(word) else { throw .badCheck(word) }
        arguments[.check] = word
        var taken = 1
        if word == "label" || word == "value" {
            guard rest.count > 1 else { throw .missingText(definition.id, after: word) }
            arguments[.expected] = rest[1]
            taken = 2
        }
        if rest.count > taken { throw .extraArguments(definition.id, extra: Array(rest.dropFirst(taken))) }
        return arguments
    }

    /// `network CONDITION [CITY]`: `offline`, `failing` or `failing=503`, `slow=300ms`, `silent`, `normal`, read into
    /// the arguments a `network` request carries.
    static func network(_ definition: CommandDefinition, _ words: [String]) throws(CommandError) -> CommandArguments {
        let given = Dictionary(try positional(definition, words).map { ($0.name, $1) }) { first, _ in first }
        guard let word = given[ArgumentName.condition.name] else {
            throw .missingArgument(definition.id, name: ArgumentName.condition.name)
        }
        let name = String(word.prefix { $0 != "=" })
        let value = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : nil
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
            guard let milliseconds = milliseconds(latency) else { throw .badCondition(word) }
            condition = .slow(milliseconds: milliseconds)
        default: throw .badCondition(word)
        }
        return NetworkChange(city: given[ArgumentName.city.name], condition: condition).arguments
    }

    /// `300ms`, `2s`, `1.5` (seconds): from 0 to a day, in whole milliseconds; `nil` for anything else.
    public static func milliseconds(_ text: String) -> Int? {
        var number = Substring(text)
        var scale = 1000.0
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            scale = 1
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        }
        guard let value = Double(number), value.isFinite, value >= 0, value * scale <= 86_400_000 else { return nil }
        return Int((value * scale).rounded())
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
