import Domain
import Foundation
import Testing

/// Internet date-times are read and written by hand in their usual form and by `ISO8601DateFormatter` otherwise: both
/// give the same moment and the same text.
@Suite("Internet date-times")
struct InternetTimeTests {
    @Test(arguments: [
        "2026-03-01T12:00:00Z", "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "1969-12-31T23:59:59Z",
        "2100-12-31T00:00:00Z", "1583-01-01T00:00:00Z", "2026-03-01T14:30:00+02:30", "2026-03-01T01:00:00-11:00",
        "2024-02-29T12:00:00Z", "9999-12-31T23:59:59Z",
    ])
    func theUsualFormIsReadAsTheFormatterReadsIt(text: String) throws {
        let fast = try #require(InternetTime.fast(text))
        #expect(fast == ISO8601DateFormatter().date(from: text))
    }

    @Test(arguments: [
        "2026-02-29T12:00:00Z", "2026-13-01T12:00:00Z", "2026-03-01T24:00:00Z", "2026-03-01 12:00:00Z",
        "2026-03-01T12:00:00", "2026-03-01T12:00:00.5Z", "2026-03-01T12:00:00+0200", "20260301T120000Z", "tomorrow",
        "2026-03-01T12:00:60Z", "", "0001-01-01T00:00:00Z", "1582-10-15T00:00:00Z",
    ])
    func anyOtherFormIsLeftToTheFormatter(text: String) {
        #expect(InternetTime.fast(text) == nil)
        #expect(InternetTime.date(from: text) == ISO8601DateFormatter().date(from: text))
    }

    @Test(arguments: [
        0, 1_772_366_400, 1_772_366_400.999, -0.5, -1, -86_400, -86_401, 951_868_800, 4_102_444_799.75,
        253_402_300_799, -12_212_553_600, -12_212_553_601, -62_135_596_800, 253_402_300_800, 1e13, -1e13,
    ])
    func aMomentIsWrittenAsTheFormatterWritesIt(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(InternetTime.string(from: date) == ISO8601DateFormatter().string(from: date))
    }

    @Test func whatIsWrittenReadsBackToTheSecond() throws {
        let date = Date(timeIntervalSince1970: 1_772_366_400.25)
        let read = try #require(InternetTime.date(from: InternetTime.string(from: date)))
        #expect(read == Date(timeIntervalSince1970: 1_772_366_400))
    }
}
