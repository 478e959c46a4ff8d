import Foundation

/// A date or time found on one line.
struct DateHit: Sendable {
    var date: CalendarDate
    var line: Int
    var hadYear: Bool
}

/// A clock time found on one line, already in 24-hour form.
struct TimeHit: Sendable {
    var text: String
    var line: Int
}

/// Reads dates (numeric, ISO, English and Malay month names, weekday prefixes) and times (24-hour, AM/PM, PG/PTG).
enum DateTimeReader {
    private static let monthNames: [(String, Int)] = [
        ("january", 1), ("januari", 1), ("jan", 1), ("february", 2), ("februari", 2), ("feb", 2), ("march", 3),
        ("mac", 3), ("mar", 3), ("april", 4), ("apr", 4), ("may", 5), ("mei", 5), ("june", 6), ("jun", 6),
        ("july", 7), ("julai", 7), ("jul", 7), ("august", 8), ("ogos", 8), ("aug", 8), ("ogo", 8),
        ("september", 9), ("sept", 9), ("sep", 9), ("october", 10), ("oktober", 10), ("oct", 10), ("okt", 10),
        ("november", 11), ("nov", 11), ("december", 12), ("disember", 12), ("dec", 12), ("dis", 12),
    ]
    private static let monthByName: [String: Int] = Dictionary(monthNames, uniquingKeysWith: { first, _ in first })

    /// Whether `word` names a month, in English or Malay, in full or short (`May`, `Ogos`, `Dis`).
    static func isMonthName(_ word: String) -> Bool { monthByName[word.lowercased()] != nil }
    private static let monthAlternation = monthNames.map(\.0).sorted { $0.count > $1.count }.joined(separator: "|")

    /// Year first: `2029-02-25`, `2029/02/25`, and a Japanese or Chinese receipt's `2029年02月25日`.
    private static let isoDate = Pattern(
        #"(?<!\d)(\d{4})(?:[-/.]|年\s?)(\d{1,2})(?:[-/.]|月\s?)(\d{1,2})日?(?!\d)"#)
    // A colon may stand right before the date (`DATE:09/02/2018`, `: 05/02/2018`), but not a time's (`10:05/02`).
    private static let numericDate = Pattern(
        #"(?<![\d/.-])(?<!\d:)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/]|[.:]\d)"#)
    // Not the last day of a range of days (`stay 26-28 Dec`): a period, not a moment.
    private static let dayMonthYear = Pattern(
        #"(?<![A-Za-z\d])(?<!\d\s?[\-–]\s?)(\d{1,2})(?:st|nd|rd|th)?[\s\-]*("# + monthAlternation
            + #")\.?(?![A-Za-z])(?:,?[\s\-]*(\d{4}|'?\d{2})(?![\d:]|\.\d))?"#)
    private static let monthDayYear = Pattern(
        #"(?<![A-Za-z])("# + monthAlternation + #")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?!\d)(?:,?\s+(\d{4})(?!\d))?"#)
    private static let colonTime = Pattern(
        #"(?<![\d:])(\d{1,2}|(?<![A-Za-z])(?-i:[lI])\d):(\d{2})(?::(\d{2}))?(?!\d)(?:\s*(a\.?m\.?|p\.?m\.?|"#
            + #"ptg|pg|pagi|petang|tengahari|tgh|mlm|malam)(?![A-Za-z]))?"#
    )
    private static let dotTime = Pattern(
        #"(?<![\d.:])(\d{1,2})\.(\d{2})(?!\d)\s*(a\.?m\.?|p\.?m\.?|ptg|pg|pagi|petang|tengahari|tgh|mlm|"#
            + #"malam)(?![A-Za-z])"#)

    /// Every valid date on a line, in the order they appear. Impossible dates (31/02) are dropped.
    static func dates(in line: ScreenLine, today: CalendarDate?) -> [DateHit] {
        var hits: [DateHit] = []
        let text = digitsRepaired(line.text)
        for match in isoDate.matches(in: text) {
            guard let y = int(match[1]), let m = int(match[2]), let d = int(match[3]),
                let date = CalendarDate(year: y, month: m, day: d)
            else { continue }
            hits.append(DateHit(date: date, line: line.index, hadYear: true))
        }
        for match in numericDate.matches(in: text) {
            guard let a = int(match[1]), let b = int(match[2]), let rawYear = match[3], let y = int(rawYear) else {
                continue
            }
            let year = rawYear.count == 2 ? fullYear(twoDigits: y, today: today) : commonYear(y, today: today)
            // Malaysian screens write day first; a second field above 12 can only be a day.
            let (day, month) = b > 12 && a <= 12 ? (b, a) : (a, b)
            guard let date = CalendarDate(year: year, month: month, day: day) else { continue }
            hits.append(DateHit(date: date, line: line.index, hadYear: true))
        }
        // "on 14/07 09:26": an alert's day and month with the time right after; the year is the latest that fits.
        for match in shortDateBeforeTime.matches(in: text) {
            guard let d = int(match[1]), let m = int(match[2]),
                let date = CalendarDate.withoutYear(month: m, day: d, today: today)
            else { continue }
            hits.append(DateHit(date: date, line: line.index, hadYear: false))
        }
        for match in dayMonthYear.matches(in: text) {
            guard let d = int(match[1]), let name = match[2], let m = monthByName[name.lowercased()] else { continue }
            if let hit = make(day: d, month: m, year: match[3], line: line.index, today: today) { hits.append(hit) }
        }
        for match in monthDayYear.matches(in: text) {
            guard let name = match[1], let m = monthByName[name.lowercased()], let d = int(match[2]) else { continue }
            if let hit = make(day: d, month: m, year: match[3], line: line.index, today: today) { hits.append(hit) }
        }
        return hits
    }

    private static let shortDateBeforeTime = Pattern(
        #"(?<![\d/.:-])(\d{1,2})/(\d{1,2})(?![\d/])(?=\s+\d{1,2}[:.]\d{2}\b)"#)
    private static let leadingShortDate = Pattern(#"^\s*(\d{1,2})/(\d{1,2})(?![\d/])\s+\S"#)

    /// A statement row's leading `04/06` (day/month, no year), resolved to the latest such date not after today.
    static func leadingDayMonth(in line: ScreenLine, today: CalendarDate?) -> CalendarDate? {
        guard let match = leadingShortDate.firstMatch(in: line.text), let d = int(match[1]), let m = int(match[2])
        else {
            return nil
        }
        return CalendarDate.withoutYear(month: m, day: d, today: today)
    }

    /// Every valid clock time on a line, as `HH:mm` or `HH:mm:ss`.
    static func times(in line: ScreenLine) -> [TimeHit] {
        var hits: [TimeHit] = []
        let text = digitsRepaired(line.text)
        for match in colonTime.matches(in: text) {
            if let text = clock(hour: match[1], minute: match[2], second: match[3], meridiem: match[4]) {
                hits.append(TimeHit(text: text, line: line.index))
            }
        }
        for match in dotTime.matches(in: text) {
            if let text = clock(hour: match[1], minute: match[2], second: nil, meridiem: match[3]) {
                hits.append(TimeHit(text: text, line: line.index))
            }
        }
        return hits
    }

    /// "O4 Jun 2026 1O:15": a capital O that OCR read for a zero, beside a digit with no letter on either side
    /// (so "GO2" and "ROOM 1" keep their letters).
    static func digitsRepaired(_ text: String) -> String {
        guard text.contains("O") else { return text }
        let chars = Array(text)
        var out = chars
        for i in chars.indices where chars[i] == "O" {
            let previous: Character? = i > 0 ? chars[i - 1] : nil
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if previous?.isLetter == true || next?.isLetter == true { continue }
            if previous?.isNumber == true || next?.isNumber == true { out[i] = "0" }
        }
        return String(out)
    }

    private static func make(day: Int, month: Int, year: String?, line: Int, today: CalendarDate?) -> DateHit? {
        if let year {
            let digits = year.filter(\.isNumber)
            guard let y = Int(digits) else { return nil }
            let fullYear = digits.count == 2 ? fullYear(twoDigits: y, today: today) : commonYear(y, today: today)
            guard let date = CalendarDate(year: fullYear, month: month, day: day) else {
                return nil
            }
            return DateHit(date: date, line: line, hadYear: true)
        }
        guard let date = CalendarDate.withoutYear(month: month, day: day, today: today) else { return nil }
        return DateHit(date: date, line: line, hadYear: false)
    }

    /// A two-digit year (`22 MAR 18`, `21-03-18`) in the century that does not put it after next year; or, where
    /// that puts it decades back and the Buddhist era's (Thailand's, 543 years ahead: `16/03/73` is 2573) puts it in
    /// this year or the last, the Buddhist era's.
    static func fullYear(twoDigits: Int, today: CalendarDate?) -> Int {
        let year = 2000 + twoDigits
        guard let today else { return year }
        if year <= today.year + 1 { return year }
        return buddhistYear(2500 + twoDigits, today: today) ?? year - 100
    }

    /// A four-digit year of the Buddhist era (`2573`) as the common era's, when it falls in this year or the last.
    static func commonYear(_ year: Int, today: CalendarDate?) -> Int {
        guard (2500..<2700).contains(year), let today else { return year }
        return buddhistYear(year, today: today) ?? year
    }

    private static func buddhistYear(_ year: Int, today: CalendarDate) -> Int? {
        let common = year - 543
        return (today.year - 1...today.year).contains(common) ? common : nil
    }

    private static func clock(hour: String?, minute: String?, second: String?, meridiem: String?) -> String? {
        guard var h = int(hour), let m = int(minute), m < 60 else { return nil }
        if let meridiem {
            let mark = meridiem.lowercased().filter(\.isLetter)
            guard (1...12).contains(h) else { return nil }
            let isPM = ["pm", "ptg", "petang", "malam", "mlm", "tengahari", "tgh"].contains(mark)
            // Twelve at night (malam) is midnight; twelve in the afternoon is noon.
            let isNight = ["malam", "mlm"].contains(mark)
            if isPM && h != 12 { h += 12 }
            if (!isPM || isNight) && h == 12 { h = 0 }
        }
        guard h < 24 else { return nil }
        var text = (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
        if let s = int(second) {
            guard s < 60 else { return nil }
            text += ":" + (s < 10 ? "0" : "") + "\(s)"
        }
        return text
    }

    private static func int(_ text: String?) -> Int? {
        guard let text else { return nil }
        // "l1:05": OCR's l or I for a one in the hour.
        return Int(String(text.map { $0 == "l" || $0 == "I" ? "1" : $0 }))
    }
}
