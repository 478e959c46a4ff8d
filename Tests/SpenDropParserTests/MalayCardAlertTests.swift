import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: a Malay card alert names the shop after the amount it was used for (`digunakan RM86.40 di X pada …`).
@Suite struct MalayCardAlertTests {
    private static func message(_ body: [String]) -> ParseResult {
        Fixture.parse(["< 62666", "Mesej Teks", "Hari ini 10:15 PG"] + body)
    }

    @Test func theShopAfterTheAmountUsedIsTheMerchant() {
        let result = Self.message([
            "RM0 BSN: Kad Debit-i xx5031 digunakan RM86.40 di KEDAI UBAT SIHAT",
            "pada 03/12/2026 10:14. Hubungi BSN jika bukan anda.",
        ])
        #expect(result.merchant == "Kedai Ubat Sihat")
        #expect(result.amount == Fixture.money("86.40"))
    }

    /// Must not fire: `di` before a place with no amount before it names no shop.
    @Test func diWithoutAnAmountNamesNoShop() {
        let result = Self.message(["RM0 BSN: Kad Debit-i xx5031 telah diaktifkan di cawangan TAIPING pada 03/12/2026."])
        #expect(result.merchant != "Taiping")
        #expect(result.merchant != "Cawangan Taiping")
    }
}
