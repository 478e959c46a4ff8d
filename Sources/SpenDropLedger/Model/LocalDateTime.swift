import Foundation

/// Validates an entry's local date and time and turns them into an instant in their time zone.
public enum LocalDateTime {
    /// Whether `text` is a real calendar date written `YYYY-MM-DD`.
    public static func isValidDate(_ text: String) -> Bool { components(date: text) != nil }

    /// Whether `text` is a clock time written `HH:mm` or `HH:mm:ss`.
    public static func isValidTime(_ text: String) -> Bool { components(time: text) != nil }

    /// The instant `date` and `time` name in `zone`; a date without a time means its first moment.
    ///
    /// - Returns: nil when there is no date, or when the date or time is malformed.
    public static func instant(date: String?, time: String?, in zone: TimeZone) -> Date? {
        guard let date, let day = components(date: date) else { return nil }
        var parts = DateComponents(year: day.0, month: day.1, day: day.2, hour: 0, minute: 0, second: 0)
        if let time {
            guard let clock = components(time: time) else { return nil }
            parts.hour = clock.0
            parts.minute = clock.1
            parts.second = clock.2
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: parts)
    }

    /// `YYYY-MM-DD` of `instant` in `zone`, for entries that carry no date of their own.
    public static func dateString(of instant: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    private static func numbers(_ text: String, separator: Character, widths: [Int]) -> [Int]? {
        let fields = text.split(separator: separator, omittingEmptySubsequences: false)
        guard fields.count == widths.count else { return nil }
        var result: [Int] = []
        for (field, width) in zip(fields, widths) {
            guard field.count == width, field.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(field) else {
                return nil
            }
            result.append(number)
        }
        return result
    }

    private static func components(date text: String) -> (Int, Int, Int)? {
        guard let parts = numbers(text, separator: "-", widths: [4, 2, 2]) else { return nil }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        guard year >= 1900, (1...12).contains(month), day >= 1 else { return nil }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= lengths[month - 1] else { return nil }
        return (year, month, day)
    }

    private static func components(time text: String) -> (Int, Int, Int)? {
        let parts = numbers(text, separator: ":", widths: [2, 2]) ?? numbers(text, separator: ":", widths: [2, 2, 2])
        guard let parts, parts[0] < 24, parts[1] < 60, parts.count == 2 || parts[2] < 60 else { return nil }
        return (parts[0], parts[1], parts.count == 3 ? parts[2] : 0)
    }
}
