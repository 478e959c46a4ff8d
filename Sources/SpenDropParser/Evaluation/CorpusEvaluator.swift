import Foundation
import SpenDropModel

/// How often one field came out right on the cases that check it.
public struct FieldScore: Sendable, Equatable {
    public var field: String
    public var correct: Int
    public var checked: Int

    /// correct / checked, or 1 when no case checks the field.
    public var accuracy: Double { checked == 0 ? 1 : Double(correct) / Double(checked) }
}

/// One field of one case that came out wrong.
public struct CorpusMiss: Sendable, Equatable, CustomStringConvertible {
    public var caseID: String
    public var field: String
    public var expected: String
    public var got: String

    public var description: String { "\(caseID) \(field): expected \(expected), got \(got)" }
}

/// Per-field accuracy and every miss over a set of cases.
public struct CorpusReport: Sendable {
    public var cases: Int
    public var fields: [FieldScore]
    public var misses: [CorpusMiss]

    /// The accuracy of one field, or nil when no case checks it.
    public func accuracy(of field: String) -> Double? {
        guard let score = fields.first(where: { $0.field == field }), score.checked > 0 else { return nil }
        return score.accuracy
    }
}

/// Runs the parser over labelled cases and compares field by field. Pure: no file access.
public struct CorpusEvaluator: Sendable {
    /// The fields compared, in report order.
    public static let fields = [
        "amount", "merchant", "provider", "channel", "kind", "date", "time", "reference", "status", "fee",
        "category", "items", "funding",
    ]
    private let parser: PaymentParser
    private let defaultNow: Date

    /// Creates an evaluator; cases without `now` are read as of `defaultNow`.
    public init(parser: PaymentParser = PaymentParser(), defaultNow: Date = Date(timeIntervalSince1970: 1_798_732_799))
    {
        self.parser = parser
        self.defaultNow = defaultNow
    }

    /// Parses one case and returns the checked fields with the misses among them.
    public func check(_ corpusCase: CorpusCase) -> (checked: [String], misses: [CorpusMiss]) {
        let result = parser.parse(corpusCase.input(defaultNow: defaultNow))
        var checked: [String] = []
        var misses: [CorpusMiss] = []
        for field in Self.fields {
            guard let expected = corpusCase.expect[field] else { continue }
            checked.append(field)
            let got = Self.value(of: field, in: result)
            if !Self.matches(field: field, expected: expected, got: got, result: result) {
                misses.append(
                    CorpusMiss(
                        caseID: corpusCase.id, field: field, expected: Self.describe(expected),
                        got: got ?? "null"))
            }
        }
        return (checked, misses)
    }

    /// Evaluates every case.
    public func evaluate(_ cases: [CorpusCase]) -> CorpusReport {
        var correct: [String: Int] = [:]
        var checkedCount: [String: Int] = [:]
        var misses: [CorpusMiss] = []
        for corpusCase in cases {
            let (checked, caseMisses) = check(corpusCase)
            for field in checked {
                checkedCount[field, default: 0] += 1
                if !caseMisses.contains(where: { $0.field == field }) { correct[field, default: 0] += 1 }
            }
            misses += caseMisses
        }
        let scores = Self.fields.map {
            FieldScore(field: $0, correct: correct[$0] ?? 0, checked: checkedCount[$0] ?? 0)
        }
        return CorpusReport(cases: cases.count, fields: scores, misses: misses)
    }

    // MARK: - Comparison

    private static func value(of field: String, in result: ParseResult) -> String? {
        switch field {
        case "amount": result.amount?.decimalString
        case "merchant": result.merchant
        case "provider": result.provider?.rawValue
        case "channel": result.channel?.rawValue
        case "kind": result.kind.rawValue
        case "date": result.date
        case "time": result.time
        case "reference": result.reference
        case "status": result.status.rawValue
        case "fee": result.fee?.decimalString
        case "category": result.category.rawValue
        case "items": "\(result.items.count) items"
        case "funding": result.funding.map { "\($0.provider?.rawValue ?? "null")/\($0.last4 ?? "null")" }
        default: nil
        }
    }

    private static func matches(field: String, expected: CorpusValue, got: String?, result: ParseResult) -> Bool {
        switch field {
        case "items":
            return itemsMatch(expected, result.items)
        case "funding":
            // The bank behind it and the last four digits; the label is display text.
            guard case .object(let fields) = expected else { return expected == .null && result.funding == nil }
            guard let funding = result.funding else { return false }
            return fields["provider"]?.text == funding.provider?.rawValue && fields["last4"]?.text == funding.last4
        case "amount", "fee":
            return sameMoney(expected.text, got)
        case "merchant":
            return looseText(expected.text) == looseText(got)
        case "reference":
            return expected.text.map(compact) == got.map(compact)
        case "time":
            return sameTime(expected.text, got)
        default:
            return expected.text?.lowercased() == got?.lowercased()
        }
    }

    private static func itemsMatch(_ expected: CorpusValue, _ items: [ParsedItem]) -> Bool {
        // A count alone ("items": 4) checks only that the history was split into that many rows.
        if case .number(let count) = expected { return Double(items.count) == count }
        guard case .array(let rows) = expected, rows.count == items.count else {
            if case .null = expected { return items.isEmpty }
            return false
        }
        for (row, item) in zip(rows, items) {
            guard case .object(let fields) = row else { return false }
            for (key, value) in fields {
                let ok: Bool
                switch key {
                case "date": ok = value.text == item.date
                case "time": ok = sameTime(value.text, item.time)
                case "merchant": ok = looseText(value.text) == looseText(item.merchant)
                case "amount": ok = sameMoney(value.text, item.amount.decimalString)
                case "kind": ok = value.text == item.kind.rawValue
                default: ok = true
                }
                if !ok { return false }
            }
        }
        return true
    }

    private static func sameMoney(_ expected: String?, _ got: String?) -> Bool {
        guard let expected else { return got == nil }
        guard let got, let a = Money(decimalString: expected), let b = Money(decimalString: got) else { return false }
        return a.minorUnits == b.minorUnits
    }

    /// `14:37` expected and `14:37:05` read are the same minute; seconds count only when the case gives them.
    private static func sameTime(_ expected: String?, _ got: String?) -> Bool {
        guard let expected, let got else { return expected == got }
        return expected.count == 5 ? got.prefix(5) == expected : got == expected
    }

    /// Merchant comparison: case-insensitive, ignoring punctuation and spacing.
    private static func looseText(_ text: String?) -> String? {
        text.map {
            String(
                $0.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(
                    Character.init))
        }
    }

    private static func compact(_ text: String) -> String {
        text.uppercased().filter { !$0.isWhitespace }
    }

    private static func describe(_ value: CorpusValue) -> String {
        if case .array(let rows) = value { return "\(rows.count) items" }
        return value.text ?? "null"
    }
}
