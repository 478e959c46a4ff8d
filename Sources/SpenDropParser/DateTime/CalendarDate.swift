import Foundation

/// A calendar date with no time zone attached, validated on creation.
struct CalendarDate: Sendable, Equatable, Comparable {
    let year: Int
    let month: Int
    let day: Int

    /// Nil for impossible dates such as 31/02 or month 13.
    init?(year: Int, month: Int, day: Int) {
        guard (1970...2100).contains(year), (1...12).contains(month), day >= 1,
            day <= CalendarDate.days(in: month, of: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD`.
    var iso: String {
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(m)-\(d)"
    }

    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The day before this one.
    var previousDay: CalendarDate? {
        if day > 1 { return CalendarDate(year: year, month: month, day: day - 1) }
        let previousMonth = month == 1 ? 12 : month - 1
        let previousYear = month == 1 ? year - 1 : year
        return CalendarDate(
            year: previousYear, month: previousMonth, day: CalendarDate.days(in: previousMonth, of: previousYear))
    }

    /// The day after this one.
    var nextDay: CalendarDate? {
        if day < CalendarDate.days(in: month, of: year) { return CalendarDate(year: year, month: month, day: day + 1) }
        return month == 12
            ? CalendarDate(year: year + 1, month: 1, day: 1) : CalendarDate(year: year, month: month + 1, day: 1)
    }

    /// Today in `timeZone` at the instant `now`.
    static func today(at now: Date, in timeZone: TimeZone) -> CalendarDate? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// For a date shown without a year: the year that puts it on or before `today`.
    static func withoutYear(month: Int, day: Int, today: CalendarDate?) -> CalendarDate? {
        guard let today else { return nil }
        if let sameYear = CalendarDate(year: today.year, month: month, day: day), sameYear <= today {
            return sameYear
        }
        // 29 Feb shown without a year: walk back to the latest leap year.
        for back in 1...8 {
            if let earlier = CalendarDate(year: today.year - back, month: month, day: day) { return earlier }
        }
        return nil
    }

    /// Day of the week, 0 for Sunday through 6 for Saturday (Sakamoto's method on the proleptic Gregorian calendar).
    var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    }

    private static let weekdayNames: [String: Int] = [
        "sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6,
        "ahad": 0, "isnin": 1, "selasa": 2, "rabu": 3, "khamis": 4, "jumaat": 5, "sabtu": 6,
    ]

    /// A history's "Saturday": the latest such day before `today` (today and yesterday have their own words).
    static func lastWeekday(named text: String, before today: CalendarDate?) -> CalendarDate? {
        guard let today, let target = weekdayNames[text.trimmingCharacters(in: .whitespaces).lowercased()] else {
            return nil
        }
        var date = today
        for _ in 0..<7 {
            guard let previous = date.previousDay else { return nil }
            date = previous
            if date.weekday == target { return date }
        }
        return nil
    }
}
