import Foundation

/// The slug the app puts in a row's identifier (`trip.new-york`, `suggestion.reykjavik`): lower-case ASCII letters and
/// digits, accents dropped, every other run one dash; the n-th row with the same name gets `-n`.
enum Slug {
    /// The slug of `name`; `occurrence` 2 or more appends `-2`, `-3`, ….
    static func of(_ name: String, occurrence: Int = 1) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var slug = ""
        var pendingDash = false
        for character in folded {
            guard character.isASCII, character.isLetter || character.isNumber else {
                pendingDash = true
                continue
            }
            if pendingDash, !slug.isEmpty { slug.append("-") }
            slug.append(character)
            pendingDash = false
        }
        let base = slug.isEmpty ? "x" : slug
        return occurrence > 1 ? "\(base)-\(occurrence)" : base
    }
}
