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
}
