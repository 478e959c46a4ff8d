import Foundation
import SpenDropLedger
import SpenDropModel

/// Reads what a person types into a date, time or amount field, the way people write them in Malaysia.
public enum FieldInput {
    /// `YYYY-MM-DD` from `DD/MM/YYYY`, `D/M/YYYY`, `DD-MM-YYYY`, `YYYY-MM-DD`, `today` or `yesterday`.
    ///
    /// - Returns: nil unless it is a real calendar date.
    public static func date(_ text: String, now: Date = Date(), timeZone: TimeZone) -> String? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch value {
        case "today", "hari ini":
            return LocalDateTime.dateString(of: now, in: timeZone)
        case "yesterday", "semalam":
            return LocalDateTime.dateString(of: now.addingTimeInterval(-86_400), in: timeZone)
        default: break
        }
        if LocalDateTime.isValidDate(value) { return value }
        let parts = value.split(whereSeparator: { $0 == "/" || $0 == "-" || $0 == "." }).map(String.init)
        guard parts.count == 3, parts[2].count == 4, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        let candidate = String(format: "%04d-%02d-%02d", year, month, day)
        return LocalDateTime.isValidDate(candidate) ? candidate : nil
    }

    /// `HH:mm` (or `HH:mm:ss`) from a 24-hour time or a 12-hour one (`9:12 PM`, `9.12pm`, `12:05 am`).
    public static func time(_ text: String) -> String? {
        var value = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: ".", with: ":")
        var meridiem: String?
        for suffix in ["am", "pm", "a.m.", "p.m."] where value.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            value = String(value.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            parts[0].count <= 2, parts.dropFirst().allSatisfy({ $0.count == 2 }),
            var hour = Int(parts[0]), let minute = Int(parts[1]), (0...59).contains(minute)
        else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            if meridiem == "a" && hour == 12 { hour = 0 }
            if meridiem == "p" && hour != 12 { hour += 12 }
        }
        guard (0...23).contains(hour) else { return nil }
        var result = String(format: "%02d:%02d", hour, minute)
        if parts.count == 3 {
            guard let second = Int(parts[2]), (0...59).contains(second) else { return nil }
            result += String(format: ":%02d", second)
        }
        return result
    }

    /// An amount more than zero with at most two decimals, read leniently (`12.5`, `RM 1,250.00`) but exactly.
    public static func amount(_ text: String) -> Money? {
        guard let money = EntryDraft.amount(from: text), money.minorUnits > 0 else { return nil }
        return money
    }
}
