import SlugRule
import Testing

@Suite("Slugs for identifiers")
struct SlugTests {
    @Test(arguments: [
        ("Seattle", "seattle"), ("New York", "new-york"), ("  São   Paulo!! ", "sao-paulo"), ("Reykjavík", "reykjavik"),
        ("東京", "x"), ("../../etc/passwd", "etc-passwd"), ("St. John's", "st-john-s"),
    ])
    func slugsOneName(name: String, slug: String) {
        #expect(Slug.make(name) == slug)
    }

    @Test func aSecondTripToTheSameCityGetsANumber() {
        #expect(
            Slug.unique(["Seattle", "Bergen", "seattle", "Seattle"]) == ["seattle", "bergen", "seattle-2", "seattle-3"])
    }

    @Test func aNameThatLooksNumberedDoesNotCollide() {
        #expect(Slug.unique(["Seattle 2", "Seattle", "Seattle"]) == ["seattle-2", "seattle", "seattle-3"])
    }
}
