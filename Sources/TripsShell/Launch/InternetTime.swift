import Foundation

/// Reading `--now` (and `-uiTesting`'s fixed now): an ISO 8601 internet date-time, `2026-03-01T12:00:00Z` or with an
/// offset, `2026-03-01T14:00:00+02:00`.
///
/// `ISO8601DateFormatter` loads ICU's calendar data on first use, a cost every launch under `-uiTesting` would pay
/// for one fixed string. So this form is read by hand (days from the civil calendar, proleptic Gregorian,
/// UTC), and anything else (another form the formatter may accept, or not) is still left to the formatter. The tests hold the two to the same answer.
enum InternetTime {
    /// The moment `text` names, or `nil` when neither this reader nor `ISO8601DateFormatter` reads it.
    static func date(from text: String) -> Date? {
        fast(text) ?? ISO8601DateFormatter().date(from: text)
    }

    /// The moment `text` names when it is exactly `YYYY-MM-DDTHH:MM:SS` then `Z` or `±HH:MM`, in range, from 1583 on;
    /// else `nil`.
    static func fast(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1.asciiValue }),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            year >= 1583,  // ICU's calendar is Julian before the Gregorian reform: left to the formatter
            (1...12).contains(month), (1...days(inMonth: month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var offset = 0
        if bytes.count == 20 {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
        } else {
            guard bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                let hours = number(20, 2), let minutes = number(23, 2), hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 3600 + minutes * 60) * (bytes[19] == UInt8(ascii: "-") ? -1 : 1)
        }
        let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds - offset))
    }

    // MARK: - The civil calendar

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
