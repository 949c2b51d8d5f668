import AutomationProtocol
import Testing

/// The one "keep the latest, say how many came before" of the runner's steps and transcript and the recorder's setup.
@Suite("The latest items")
struct LatestItemsTests {
    @Test func theLatestAreKeptAndTheEarlierCounted() {
        var list = LatestItems<Int>(keeping: 3)
        for number in 1...10 { list.append(number) }
        #expect(Array(list.latest) == [8, 9, 10])
        #expect(list.leftOut == 7)
        #expect(list.items.count < 2 * list.limit && list.letGo + list.items.count == 10)
    }

    @Test func withoutTrimmingNothingIsLetGo() {
        var list = LatestItems<Int>(keeping: 2)
        for number in 1...5 { list.append(number, trimming: false) }
        #expect(list.items == [1, 2, 3, 4, 5] && list.letGo == 0 && list.leftOut == 3)
    }
}
