import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: a handwritten chit's date (`7/11/26`) is no 7-Eleven, and a butcher's stall is groceries.
@Suite struct MarketChitTests {
    private static func chit(_ header: String) -> ParseResult {
        Fixture.parse([header, "7/11/26", "Kambing 2kg", "96.00", "Tulang 1kg", "18.00", "Jumlah", "114.00"])
    }

    @Test func aChitsDateIsNoBrandAndAButcherIsGroceries() {
        let result = Self.chit("KEDAI DAGING RAJU PASAR BESAR IPOH")
        #expect(result.merchant == "Kedai Daging Raju")
        #expect(result.category == .groceries)
    }

    /// Must not fire: the chain's name in words is still the chain, and a cooked-meat stall is food.
    @Test func theChainsNameInWordsIsStillTheChain() {
        #expect(Self.chit("7-ELEVEN").merchant == "7-Eleven")
        #expect(Self.chit("GERAI SATE DAGING PAK ALI").category == .food)
    }
}
