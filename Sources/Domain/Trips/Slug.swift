import Foundation

/// Turns names into the slugs of identifiers: `trip.seattle`, `trip.new-york`, `suggestion.bergen`.
public enum Slug {
    /// The slug of one name: lower-case ASCII letters and digits, every other run folded into one dash, accents
    /// dropped ("São Paulo" → "sao-paulo"). A name with no ASCII letter or digit at all slugs to "x".
    public static func make(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var slug = ""
        var pendingDash = false
        for character in folded {
            if character.isASCII, character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "x" : slug
    }

    /// The slugs of several names in order, each unique: a second "Seattle" becomes `seattle-2`, a third `seattle-3`.
    public static func unique(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let base = make(name)
            var slug = base
            var count = 1
            while used.contains(slug) {
                count += 1
                slug = "\(base)-\(count)"
            }
            used.insert(slug)
            return slug
        }
    }
}
