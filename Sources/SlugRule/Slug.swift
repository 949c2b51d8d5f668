import Foundation

/// Turns names into the slugs of identifiers: `trip.seattle`, `trip.new-york`, `suggestion.bergen`.
///
/// The one rule, shared by the app that makes identifiers and the drivers that write them. Where several rows have
/// the same name, the second is `-2`, the third `-3`: among trips, by the order the trips were made in (so a row's
/// identifier never changes when a trip is added before it in the list); among suggestions, by their order in the
/// list.
public enum Slug {
    /// The slug of one name: lower-case ASCII letters and digits, every other run folded into one dash, accents
    /// dropped ("São Paulo" → "sao-paulo"). A name with no ASCII letter or digit at all slugs to "x".
    ///
    /// A name of ASCII alone, as most are, has no accents to drop and its case folds to lower case, so it is slugged
    /// byte by byte; Foundation's folding, which goes through `NSString` and Unicode's tables, is for the rest.
    public static func make(_ name: String) -> String {
        name.utf8.allSatisfy { $0 < 0x80 } ? ascii(name) : folding(name)
    }

    /// ``make(_:)`` by Foundation's folding, whatever the name holds (the tests hold the ASCII path to it).
    package static func folding(_ name: String) -> String {
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

    /// ``make(_:)`` of a name of ASCII bytes alone.
    private static func ascii(_ name: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(name.utf8.count)
        var pendingDash = false
        for byte in name.utf8 {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower)
            {
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug.append(lower)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "x" : String(decoding: slug, as: UTF8.self)
    }

    /// The slug of the `occurrence`-th row named `name`: `make(name)` for the first, then `-2`, `-3`, ….
    public static func make(_ name: String, occurrence: Int) -> String {
        occurrence > 1 ? "\(make(name))-\(occurrence)" : make(name)
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
