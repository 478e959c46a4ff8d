import Foundation

/// The normalised forms duplicate checks compare, stored beside each entry so the checks are index lookups.
enum DuplicateKeys {
    /// How far apart two saves of one reference and amount may be and still be the same payment.
    static let strongWindowMilliseconds: Int64 = 48 * 60 * 60 * 1000
    /// A reference at least this long (without whitespace) with the same amount is the same payment at any date.
    static let longReference = 10
    /// How far apart two payments of one amount to one merchant may be and still look like one.
    static let weakWindowMilliseconds: Int64 = 15 * 60 * 1000

    /// The merchant compared case-insensitively with runs of whitespace folded to one space.
    static func merchant(_ merchant: String?) -> String? {
        guard let merchant else { return nil }
        let words = merchant.lowercased().split(whereSeparator: { $0.isWhitespace })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The reference without whitespace, upper-cased; nil unless it is long and specific enough to identify a
    /// payment: at least four characters with a digit among them ("OK" or "PAID" identify nothing).
    static func reference(_ reference: String?) -> String? {
        guard let reference else { return nil }
        let key = String(reference.filter { !$0.isWhitespace }).uppercased()
        guard key.count >= 4, key.contains(where: { $0.isASCII && $0.isNumber }) else { return nil }
        return key
    }

    /// The account name compared case-insensitively, as the accounts table's NOCASE collation does.
    static func account(_ name: String?) -> String? {
        guard let name else { return nil }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
