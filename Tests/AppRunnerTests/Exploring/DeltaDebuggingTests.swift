import Testing

@testable import AppRunner

/// ddmin finds a part of a failing list from which no single element can go, within its budget of tries.
struct DeltaDebuggingTests {
    @Test func theTwoElementsThatFailTogetherAreFoundInTheirOrder() async {
        let input = Array(0..<40)
        let (result, tries) = await DeltaDebugging<Int>(budget: 1000).minimize(input) { candidate in
            guard let three = candidate.firstIndex(of: 3) else { return false }
            return candidate[three...].contains(27)
        }
        #expect(result == [3, 27])
        #expect(tries < 100)
    }

    @Test func aListThatFailsEmptyShrinksToNothingInOneTry() async {
        let (result, tries) = await DeltaDebugging<Int>(budget: 10).minimize([1, 2, 3]) { _ in true }
        #expect(result == [])
        #expect(tries == 1)
    }

    @Test func theBudgetBoundsTheTriesAndKeepsTheSmallestFailingListFound() async {
        let input = Array(0..<64)
        let (result, tries) = await DeltaDebugging<Int>(budget: 3).minimize(input) { $0.contains(5) }
        #expect(tries == 3)
        #expect(result.contains(5))
        #expect(result.count < input.count)
    }

    @Test func aListIsSplitIntoRunsAsEvenAsCanBe() {
        #expect(DeltaDebugging<Int>.split([1, 2, 3, 4, 5], into: 2) == [[1, 2], [3, 4, 5]])
        #expect(DeltaDebugging<Int>.split([1, 2], into: 4) == [[1], [2]])
    }
}
