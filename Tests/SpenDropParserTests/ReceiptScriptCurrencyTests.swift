import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: a receipt printed in Thai script that marks no currency on any amount is in baht.
@Suite struct ReceiptScriptCurrencyTests {
    private static func receipt(header: String, total: String) -> ParseResult {
        Fixture.parse([
            "7-ELEVEN", header, "R#0001844127", "14/12/2026 21:05", "DRINKING WATER 600ML", "2", "14.00", "TOTAL",
            total,
            "CASH", "100.00", "CHANGE", "86.00",
        ])
    }

    @Test func aReceiptInThaiScriptWithNoCurrencyIsInBaht() {
        #expect(Self.receipt(header: "ใบเสร็จรับเงิน", total: "14.00").currency == "THB")
    }

    /// Must not fire: a receipt in Latin script, or one whose amounts say `RM`, is in ringgit.
    @Test func aReceiptThatSaysRinggitOrIsInLatinScriptStaysInRinggit() {
        #expect(Self.receipt(header: "TAX INVOICE", total: "14.00").currency == "MYR")
        #expect(Self.receipt(header: "ใบเสร็จรับเงิน", total: "RM 14.00").currency == "MYR")
    }
}
