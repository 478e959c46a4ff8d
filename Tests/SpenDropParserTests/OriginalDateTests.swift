import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a reversal shows the date of the payment it undoes under `Original date`; the reversal's own date is
/// the transaction's.
@Suite struct OriginalDateTests {
    private static func reversal(_ key: String) -> [OCRLine] {
        [
            Fixture.boxed("CIMB OCTO", x: 0.05, y: 0.05),
            OCRLine("+RM 60.00", box: NormalizedBox(x: 0.4, y: 0.126, width: 0.2, height: 0.045)),
            Fixture.boxed("Transaction", x: 0.05, y: 0.191), Fixture.boxed("Reversal - DuitNow QR", x: 0.55, y: 0.191),
            Fixture.boxed(key, x: 0.05, y: 0.267), Fixture.boxed("02 Jun 2025", x: 0.74, y: 0.267),
            Fixture.boxed("Date/Time", x: 0.05, y: 0.343), Fixture.boxed("04 Jun 2025 11:13:02 AM", x: 0.51, y: 0.343),
        ]
    }

    @Test func theOriginalDateIsNotTheReversals() {
        let result = Fixture.parse(Self.reversal("Original date"))
        #expect(result.date == "2025-06-04")
    }

    /// Must not fire: another key's date is still read in screen order.
    @Test func anotherKeysDateStillCounts() {
        let result = Fixture.parse(Self.reversal("Posted on"))
        #expect(result.date == "2025-06-02")
    }
}
