import Foundation

/// ISO 8601 internet date-times, `2026-03-01T12:00:00Z` or with an offset, `2026-03-01T14:00:00+02:00`, as
/// `ISO8601DateFormatter` reads and writes them: `--now` and `-uiTesting`'s fixed now, and the time each saved
/// weather file was saved.
///
/// The formatter loads ICU's calendar and time zone data on first use, a cost every app would pay for a string or
/// two. So the usual form is read and written by hand (days from the civil calendar, proleptic Gregorian, UTC:
/// ``Day``'s arithmetic), and anything else (another form the formatter may accept, or not; a year before the
/// Gregorian reform or after 9999) is still left to the formatter. The tests hold the two to the same answer.
public enum InternetTime {
    /// The moment `text` names, or `nil` when neither this reader nor `ISO8601DateFormatter` reads it.
    public static func date(from text: String) -> Date? {
        fast(text) ?? ISO8601DateFormatter().date(from: text)
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SSZ` in UTC, the fraction of a second dropped, as `ISO8601DateFormatter` writes it.
    public static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        // Far past year 9999 either way: no day to find, and no `Int` for an infinite interval.
        guard interval.magnitude < 1e12 else { return ISO8601DateFormatter().string(from: date) }
        let (days, second) = Int(interval.rounded(.down)).quotientAndRemainderFlooring(dividingBy: 86_400)
        guard let day = Day(daysSinceEpoch: days), day.year >= 1583 else {
            return ISO8601DateFormatter().string(from: date)
        }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(day)T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }

    /// The moment `text` names when it is exactly `YYYY-MM-DDTHH:MM:SS` then `Z` or `±HH:MM`, in range, from 1583 on;
    /// else `nil`.
    package static func fast(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? { ASCIIDigits.number(bytes[start..<(start + count)]) }
        guard let day = Day(String(decoding: bytes[0..<10], as: UTF8.self)),
            day.year >= 1583,  // ICU's calendar is Julian before the Gregorian reform: left to the formatter
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
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
        let seconds = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds - offset))
    }
}

extension Int {
    /// The quotient rounded toward minus infinity and the remainder that goes with it, never negative for a positive
    /// divisor: a moment before 1970 still falls in the day that holds it.
    fileprivate func quotientAndRemainderFlooring(dividingBy divisor: Int) -> (quotient: Int, remainder: Int) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
