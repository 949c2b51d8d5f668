/// The names of a recorded flow, from its file's name: `new-trip.swift` is `struct NewTrip`, `func newTrip()`, and the
/// test "New trip".
struct FlowName: Equatable, Sendable {
    /// The words of the name: `["new", "trip"]`.
    let words: [String]

    /// The name a file name gives (`NewFlow.swift`, `checkout-offline.swift`): its ASCII letters and digits, split at
    /// every other character and before each capital that follows a small letter; `RecordedFlow` when none are left.
    init(fileName: String) {
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in stem {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        if words.isEmpty {
            words = ["Recorded", "Flow"]
        } else if words[0].first?.isNumber == true {
            words.insert("Flow", at: 0)
        }
        self.words = words
    }

    /// `NewTrip`.
    var typeName: String {
        words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `newTrip`.
    var functionName: String {
        let type = typeName
        let leadingCapitals = type.prefix { $0.isUppercase }.count
        // "URLCheck" → "urlCheck": the capitals of a leading acronym, but the one that starts the next word.
        let lowered =
            leadingCapitals > 1 && leadingCapitals < type.count ? leadingCapitals - 1 : max(leadingCapitals, 1)
        return type.prefix(lowered).lowercased() + type.dropFirst(lowered)
    }

    /// `New trip`: the words in a sentence, acronyms kept.
    var title: String {
        let sentence = words.enumerated().map { index, word in
            if word.count > 1, word.allSatisfy(\.isUppercase) { return word }
            return index == 0 ? word.prefix(1).uppercased() + word.dropFirst().lowercased() : word.lowercased()
        }
        return sentence.joined(separator: " ")
    }
}
