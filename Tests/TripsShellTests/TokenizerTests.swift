import Testing
import TripsShell

/// The tokenizer: words, quotes and escapes.
struct TokenizerTests {
    @Test func splitsOnSpacesAndTabs() throws {
        #expect(try Tokenizer.words("  tap \t trip.seattle  ") == ["tap", "trip.seattle"])
    }

    @Test func quotesGroupWordsWithSpaces() throws {
        #expect(
            try Tokenizer.words(#"type newTrip.destination "New York""#) == ["type", "newTrip.destination", "New York"])
        #expect(try Tokenizer.words("type x 'it''s'") == ["type", "x", "its"])
    }

    @Test func backslashesEscapeQuotesAndSpaces() throws {
        #expect(try Tokenizer.words(#"type x "say \"hi\"""#) == ["type", "x", #"say "hi""#])
        #expect(try Tokenizer.words(#"type x New\ York"#) == ["type", "x", "New York"])
        #expect(try Tokenizer.words(#"type x "a\nb\\c""#) == ["type", "x", "a\nb\\c"])
        #expect(try Tokenizer.words(#"type x 'a\n'"#) == ["type", "x", #"a\n"#])
    }

    @Test func emptyQuotesAreAnEmptyWord() throws {
        #expect(try Tokenizer.words(#"type x """#) == ["type", "x", ""])
    }

    @Test func keepsNonASCII() throws {
        #expect(try Tokenizer.words("type x Zürich✈") == ["type", "x", "Zürich✈"])
    }

    @Test func anUnclosedQuoteIsAnError() {
        #expect(throws: CommandError.unbalancedQuote("\"")) { try Tokenizer.words(#"type x "New York"#) }
        #expect(throws: CommandError.unbalancedQuote("'")) { try Tokenizer.words("type x 'abc") }
    }

    @Test func aFinalBackslashIsAnError() {
        #expect(throws: CommandError.danglingBackslash) { try Tokenizer.words(#"tap x\"#) }
    }
}
