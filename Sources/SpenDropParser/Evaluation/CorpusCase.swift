import Foundation
import SpenDropModel

/// A JSON value as a corpus case writes it, so "not checked" (absent) and "expected null" stay distinct.
public enum CorpusValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([CorpusValue])
    case object([String: CorpusValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CorpusValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CorpusValue].self))
        }
    }

    /// The value as text for comparisons and reports; nil for JSON null.
    public var text: String? {
        switch self {
        case .null: nil
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.decimalText(value)
        case .string(let value): value
        case .array, .object: "…"
        }
    }

    /// A JSON number written as money (`12.5` → `12.50`) without passing through floating-point arithmetic.
    private static func decimalText(_ value: Double) -> String {
        let text = "\(value)"
        guard let money = Money(decimalString: text) else { return text }
        return money.decimalString
    }
}

/// One labelled screen of the corpus: its OCR lines, optional boxes and confidences, and what it expects.
public struct CorpusCase: Sendable, Decodable, Identifiable {
    public var id: String
    public var note: String?
    public var lines: [String]
    public var boxes: [[Double]]?
    public var confidences: [Double?]?
    public var now: String?
    /// Only the fields the case checks; a field set to null expects null.
    public var expect: [String: CorpusValue]

    /// The parser input for this case; a case without `now` is read as of `defaultNow`.
    public func input(defaultNow: Date) -> ParseInput {
        var ocr: [OCRLine] = []
        for (index, text) in lines.enumerated() {
            var box: NormalizedBox?
            if let boxes, index < boxes.count, boxes[index].count == 4 {
                let b = boxes[index]
                box = NormalizedBox(x: b[0], y: b[1], width: b[2], height: b[3])
            }
            let confidence = confidences.flatMap { index < $0.count ? $0[index] : nil }
            ocr.append(OCRLine(text, box: box, confidence: confidence))
        }
        let zone = TimeZone(identifier: "Asia/Kuala_Lumpur") ?? .current
        let when = now.flatMap { ISODate.parse($0, defaultZone: zone) } ?? defaultNow
        return ParseInput(lines: ocr, now: when, timeZone: zone)
    }

    /// Decodes a corpus file: a JSON array of cases.
    public static func decodeAll(from data: Data) throws -> [CorpusCase] {
        try JSONDecoder().decode([CorpusCase].self, from: data)
    }
}

/// Reads `YYYY-MM-DD[THH:mm[:ss[.fff]]][Z|±HH:MM]` without locale or formatter state.
enum ISODate {
    private static let shape = Pattern(
        #"^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$"#)

    static func parse(_ text: String, defaultZone: TimeZone) -> Date? {
        guard let match = shape.firstMatch(in: text.trimmingCharacters(in: .whitespaces)) else { return nil }
        func int(_ group: Int) -> Int { Int(match[group] ?? "") ?? 0 }
        var zone = defaultZone
        if let offset = match[7] {
            if offset == "Z" {
                zone = TimeZone(secondsFromGMT: 0) ?? defaultZone
            } else {
                let digits = offset.filter(\.isNumber)
                let hours = Int(digits.prefix(2)) ?? 0
                let minutes = Int(digits.suffix(2)) ?? 0
                let seconds = (hours * 3600 + minutes * 60) * (offset.hasPrefix("-") ? -1 : 1)
                zone = TimeZone(secondsFromGMT: seconds) ?? defaultZone
            }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = DateComponents(
            year: int(1), month: int(2), day: int(3), hour: int(4), minute: int(5), second: int(6))
        return calendar.date(from: parts)
    }
}
