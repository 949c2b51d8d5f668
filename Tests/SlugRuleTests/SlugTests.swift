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

    @Test("A name of ASCII alone slugs as Foundation's folding slugs it")
    func anASCIINameSlugsAsFoldingDoes() {
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let names =
            [every, "", "-", "--a--", "A1-b2_C3", "\r\nOslo\t", "ZZ top", "x", "Ünïcode"] + every.map { "a\($0)b" }
        for name in names {
            #expect(Slug.make(name) == Slug.folding(name), "\(name.debugDescription)")
        }
    }

    @Test func aSecondTripToTheSameCityGetsANumber() {
        #expect(
            Slug.unique(["Seattle", "Bergen", "seattle", "Seattle"]) == ["seattle", "bergen", "seattle-2", "seattle-3"])
    }

    @Test func aNameThatLooksNumberedDoesNotCollide() {
        #expect(Slug.unique(["Seattle 2", "Seattle", "Seattle"]) == ["seattle-2", "seattle", "seattle-3"])
    }
}
