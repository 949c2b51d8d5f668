import Foundation
import Testing

@testable import TripsShell

/// `--now` is read by hand in its usual form and by `ISO8601DateFormatter` otherwise: both give the same moment.
@Suite("Reading --now")
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
}
