import Foundation

/// A day of the Gregorian calendar without a zone, with the arithmetic reports need.
///
/// Days are counted from 1970-01-01 (day 0) with the civil-calendar formulas, so stepping through a year of days
/// needs no `Calendar` call; only turning a day into an instant asks the time zone.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`; nil when it is not a real date.
    public init?(string: String) {
        guard LocalDateTime.isValidDate(string) else { return nil }
        let parts = string.split(separator: "-").compactMap { Int($0) }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    /// The day with number `days` since 1970-01-01.
    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// The day `instant` falls on in `zone`.
    public init(instant: Date, in zone: TimeZone) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        self.init(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    /// Days since 1970-01-01 (days_from_civil).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public func adding(days: Int) -> CalendarDay { CalendarDay(daysSinceEpoch: daysSinceEpoch + days) }

    /// The first day of the month `months` after (or before) this day's month.
    public func firstOfMonth(adding months: Int) -> CalendarDay {
        let index = year * 12 + (month - 1) + months
        return CalendarDay(year: index / 12, month: index % 12 + 1, day: 1)
    }

    /// The last day of this day's month.
    public var lastOfMonth: CalendarDay {
        CalendarDay(year: year, month: month, day: Self.length(ofMonth: month, year: year))
    }

    /// `YYYY-MM`.
    public var monthString: String { Self.fourDigits(year) + "-" + Self.twoDigits(month) }

    /// `YYYY-MM-DD`.
    public var description: String { Self.fourDigits(year) + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day) }

    // Exports write one of these per entry; `String(format:)` would be most of their cost.
    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    private static func fourDigits(_ number: Int) -> String {
        let text = "\(number)"
        return text.count >= 4 ? text : String(repeating: "0", count: 4 - text.count) + text
    }

    /// The first moment of the day in `zone`, in milliseconds since 1970 (how the ledger stores instants).
    public func startMilliseconds(in zone: TimeZone) -> Int64 {
        let instant = LocalDateTime.instant(date: description, time: nil, in: zone) ?? Date(timeIntervalSince1970: 0)
        return Int64((instant.timeIntervalSince1970 * 1000).rounded())
    }

    public static func length(ofMonth month: Int, year: Int) -> Int {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
