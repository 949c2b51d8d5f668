/// The names of a recorded flow, from its file's name: `new-trip.swift` is `struct NewTrip`, `func newTrip()`, and the
/// test "New trip".
struct FlowName: Equatable, Sendable {
    /// The words of the name: `["new", "trip"]`.
    let words: [String]

    /// The name a file name gives (`NewFlow.swift`, `checkout-offline.swift`): its ASCII letters and digits, split at
    /// every other character and where a capital starts a word (`URLCheck` is `URL`, `Check`); `RecordedFlow` when
    /// none are left, and `Flow…` before a leading digit.
    init(fileName: String) {
        let stem = Array(fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
        var words: [String] = []
        var current = ""
        for (index, character) in stem.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let previous = current.last {
                let nextIsLower = index + 1 < stem.count && stem[index + 1].isLowercase
                if !previous.isUppercase || nextIsLower {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
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

    /// `New trip` for `new-trip.swift`, `Delete Seattle` for `DeleteSeattle.swift`: the words as written, the first
    /// capitalized.
    var title: String {
        let sentence = words.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
