import Domain
import Testing

@Suite("Day")
struct DayTests {
    @Test(arguments: ["2026-03-01", "2024-02-29", "0001-01-01", "9999-12-31"])
    func readsAndWritesTheSameText(text: String) throws {
        let day = try #require(Day(text))
        #expect(day.description == text)
    }

    @Test(arguments: [
        "", "2026-3-1", "2026-02-29", "2026-13-01", "2026-00-10", "26-03-01", "2026/03/01", "２０２６-03-01", "2026-03-01x",
        "2026-03-1\u{301}", "2026-0a-01", " 2026-03-1", "2026--03-01", "2026-03-01\n", "2026-03/01",
    ])
    func refusesWhatIsNotADay(text: String) {
        #expect(Day(text) == nil)
    }

    @Test(arguments: [0, -1, 59, 60, 11_016, 11_017, -719_162, 2_932_896, -141_427, 20_513])
    func aDayCountReadsBackAsTheSameCount(days: Int) throws {
        #expect(try #require(Day(daysSinceEpoch: days)).daysSinceEpoch == days)
    }

    @Test func aDayCountOutsideYearsOneTo9999IsNoDay() {
        #expect(Day(daysSinceEpoch: -719_163) == nil)
        #expect(Day(daysSinceEpoch: 2_932_897) == nil)
        #expect(Day(daysSinceEpoch: 0)?.description == "1970-01-01")
        #expect(Day(daysSinceEpoch: 11_016)?.description == "2000-02-29")
    }

    @Test func countsDaysAcrossMonthsAndLeapYears() throws {
        let start = try #require(Day("2024-02-28"))
        let end = try #require(Day("2024-03-01"))
        #expect(start.days(to: end) == 2)
        #expect(end.days(to: start) == -2)
        #expect(try #require(Day("1970-01-01")).daysSinceEpoch == 0)
        #expect(try #require(Day("2000-03-01")).daysSinceEpoch == 11_017)
    }

    @Test func ordersByDate() throws {
        let days = try ["2026-10-05", "2026-04-10", "2025-12-31"].map { try #require(Day($0)) }
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-04-10", "2026-10-05"])
    }
}
