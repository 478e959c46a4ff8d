import Foundation

/// An exact amount of money in the currency's minor unit (sen for ringgit); never a floating-point number.
public struct Money: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The amount in minor units (1 RM = 100 sen). Negative amounts are allowed for signed exports.
    public var minorUnits: Int64
    /// ISO 4217 currency code, `MYR` for RM.
    public var currency: String

    public init(minorUnits: Int64, currency: String = "MYR") {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Parses a plain decimal string such as `"1250.00"`, `"12.5"` or `"-3"`; at most two decimal places.
    ///
    /// Grouping separators are not accepted here: OCR repair belongs to the parser.
    public init?(decimalString: String, currency: String = "MYR") {
        var text = Substring(decimalString.trimmingCharacters(in: .whitespaces))
        var negative = false
        if text.first == "-" {
            negative = true
            text = text.dropFirst()
        } else if text.first == "+" {
            text = text.dropFirst()
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
            whole.allSatisfy({ $0.isASCII && $0.isNumber }), whole.count <= 16
        else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : "0"
        guard !fraction.isEmpty, fraction.count <= 2, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        if fraction.count == 1 { fraction += "0" }
        guard let w = Int64(whole), let f = Int64(fraction) else { return nil }
        let (product, overflow) = w.multipliedReportingOverflow(by: 100)
        guard !overflow else { return nil }
        minorUnits = (product + f) * (negative ? -1 : 1)
        self.currency = currency
    }

    /// The amount as a decimal string with two places, `"1250.00"`, as the JSON contracts use.
    public var decimalString: String {
        let magnitude = minorUnits.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        return (minorUnits < 0 ? "-" : "") + "\(whole)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// The amount as an exact `Decimal`.
    public var decimal: Decimal { Decimal(minorUnits) / 100 }

    /// `RM 1,250.00` style text for people.
    public var displayString: String {
        let digits = String(minorUnits.magnitude / 100)
        var grouped = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        let fraction = minorUnits.magnitude % 100
        let symbol = currency == "MYR" ? "RM" : currency
        return (minorUnits < 0 ? "-" : "") + symbol + " " + String(grouped.reversed()) + "."
            + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    public var description: String { displayString }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    /// Encoded as the decimal string, so JSON never carries a floating-point amount.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(decimalString)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Money(decimalString: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a decimal amount")
        }
        self = value
    }
}
