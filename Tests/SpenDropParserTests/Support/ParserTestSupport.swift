import Foundation
import SpenDropModel
import SpenDropParser

/// Shared helpers: one parser, a fixed "now", and line builders.
enum Fixture {
    static let parser = PaymentParser()
    static let zone = TimeZone(identifier: "Asia/Kuala_Lumpur")!

    /// 15 June 2025, 12:00 in Kuala Lumpur: every test reads its screens as of this instant.
    static let now = Date(timeIntervalSince1970: 1_749_960_000)

    static func parse(_ lines: [String], now: Date = Fixture.now) -> ParseResult {
        parser.parse(ParseInput(lines: lines.map { OCRLine($0) }, now: now, timeZone: zone))
    }

    static func parse(_ lines: [OCRLine]) -> ParseResult {
        parser.parse(ParseInput(lines: lines, now: now, timeZone: zone))
    }

    static func money(_ text: String) -> Money { Money(decimalString: text)! }

    /// A line with a box, for layouts where rows and columns matter.
    static func boxed(_ text: String, x: Double, y: Double, width: Double = 0.2) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: width, height: 0.02))
    }

    /// A key and its value on one row, the key at the left and the value from `valueX` to the right margin (0.95).
    static func keyValueRow(_ key: String, _ value: String, y: Double, valueX: Double = 0.65) -> [OCRLine] {
        [
            OCRLine(key, box: NormalizedBox(x: 0.05, y: y, width: 0.3, height: 0.021)),
            OCRLine(value, box: NormalizedBox(x: valueX, y: y, width: 0.95 - valueX, height: 0.021)),
        ]
    }

    /// A success screen of RM 25.00 with `name` under its `Paid to` key: how a payee's name is cleaned, alone.
    /// A confirmation whose payee's name runs onto a second row: the app's name and outcome, the hero, the payee's
    /// key and value on one row, the name's second row alone (from `secondX`), then the next key and its value.
    static func payeeOverTwoRows(
        app: String, outcome: String, hero: String, payee: (key: String, value: String), second: String,
        secondX: Double = 0.6, next: (key: String, value: String)
    ) -> ParseResult {
        parse(
            [boxed(app, x: 0.05, y: 0.05), boxed(outcome, x: 0.05, y: 0.088)]
                + [OCRLine(hero, box: NormalizedBox(x: 0.38, y: 0.126, width: 0.24, height: 0.045))]
                + keyValueRow(payee.key, payee.value, y: 0.191, valueX: 0.4)
                + [boxed(second, x: secondX, y: 0.229, width: 0.95 - secondX)]
                + keyValueRow(next.key, next.value, y: 0.267))
    }

    static func paidTo(_ name: String) -> ParseResult {
        parse(["Payment Successful", "RM 25.00", "Paid to", name])
    }

    /// A Touch 'n Go receipt of RM 12.00 paid to `payee` in its `Merchant` row, with a `DuitNow QR` type row below
    /// when `rail` is true: a payee's name as wallet screens lay it out.
    static func walletPayment(to payee: String, rail: Bool = true) -> ParseResult {
        var lines = [
            boxed("Touch 'n Go eWallet", x: 0.05, y: 0.05, width: 0.4),
            boxed("Payment Successful", x: 0.05, y: 0.088, width: 0.4),
            OCRLine("RM 12.00", box: NormalizedBox(x: 0.4, y: 0.126, width: 0.2, height: 0.045)),
            boxed("Merchant", x: 0.05, y: 0.191, width: 0.15),
            boxed(payee, x: 0.35, y: 0.191, width: 0.6),
        ]
        if rail {
            lines += [
                boxed("Transaction Type", x: 0.05, y: 0.229, width: 0.3),
                boxed("DuitNow QR", x: 0.76, y: 0.229, width: 0.19),
            ]
        }
        return parse(lines)
    }
}
