import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: what a shop sells (silk, gold, toys) and a stall cooks (koay teow, teh tarik, an omelette, murukku) is
/// its category; Thailand's telcos are bills under their own spelling.
@Suite struct ShopAndStallWordTests {
    private static func paid(_ payee: String) -> ParseResult { Fixture.walletPayment(to: payee, rail: false) }

    @Test(arguments: [
        ("JAYAM SILK HOUSE", SpendCategory.shopping),
        ("CHAIWAT GOLD", .shopping),
        ("KIDDO TOYS", .shopping),
        ("CHAR KOAY TEOW AH HOCK", .food),
        ("TEH TARIK BANG LAN", .food),
        ("KEDAI MURUKKU SRI LAKSHMI", .food),
        ("OYSTER OMELETTE KAK NAH", .food),
    ])
    func whatAShopSellsOrAStallCooksIsItsCategory(_ payee: String, _ category: SpendCategory) {
        #expect(Self.paid(payee).category == category)
    }

    @Test func thailandsTelcosAreBillsUnderTheirOwnSpelling() {
        let ais = Self.paid("AIS SHOP")
        #expect(ais.merchant == "AIS")
        #expect(ais.category == .bills)
        let trueMove = Self.paid("TRUEMOVE H HATYAI")
        #expect(trueMove.merchant == "TrueMove H")
        #expect(trueMove.category == .bills)
    }

    /// Must not fire: a dessert named for its shaved ice is no telco, and a café named for gold is food.
    @Test func aWordInsideAnotherNameStaysWithIt() {
        let dessert = Self.paid("AIS KACANG PAK ALI")
        #expect(dessert.merchant == "Ais Kacang Pak Ali")
        #expect(Self.paid("GOLD COAST CAFE").category == .food)
    }
}
