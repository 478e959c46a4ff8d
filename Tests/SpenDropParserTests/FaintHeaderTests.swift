import SpenDropModel
import SpenDropParser
import Testing

/// Round 27: a receipt's header printed large or faint reads with less confidence than its body, and still names the
/// shop when OCR read it as whole words; a business's registration number may carry its state's letters.
@Suite struct FaintHeaderTests {
    private static func chit(header: String, confidence: Double) -> ParseResult {
        let lines = [
            (header, confidence), ("Jalan Satok, Kuching", 0.45), ("3/2/27 8:02", 0.9), ("Kolo Mee", 0.93),
            ("2", 0.9), ("12.00", 0.95), ("Kopi O", 0.92), ("1", 0.9), ("2.20", 0.95), ("Jumlah", 0.96),
            ("14.20", 0.95), ("Tunai", 0.95), ("20.00", 0.95), ("Baki", 0.96), ("5.80", 0.95),
        ]
        return Fixture.parse(lines.map { OCRLine($0.0, confidence: $0.1) })
    }

    @Test func aFaintHeaderOfWholeWordsNamesTheShop() {
        let result = Self.chit(header: "KEDAI KOPI SIN WAH", confidence: 0.45)
        #expect(result.merchant == "Kedai Kopi Sin Wah")
        #expect(result.amount == Fixture.money("14.20"))
    }

    @Test func aFaintHeaderOfFragmentsIsNoName() {
        let merchant = Self.chit(header: "KE0AI K@PI S1N", confidence: 0.45).merchant ?? ""
        #expect(!merchant.uppercased().contains("K@PI"))
    }

    @Test func aStatePrefixedRegistrationMakesACardSlipAReceipt() {
        let result = Fixture.parse([
            "BATIK WARISAN TENUN ENTERPRISE", "(PG0771203-K)", "12 Lebuh Chulia, Georgetown", "SALE", "VISA",
            "************4410", "Date: 02/06/25", "Time: 15:20:11", "Invoice No: 000211", "TOTAL", "RM 180.00",
        ])
        #expect(result.merchant == "Batik Warisan Tenun")
        #expect(result.category == .shopping)
    }

    @Test func aDeclineForMoneyNotInTheBalanceIsNoMoneyIn() {
        let result = Fixture.parse([
            "Wise", "Card payment", "Declined", "31.20 BND", "KEDAI RUNCIT SERI BUNGA GADONG BN",
            "Not enough money in your BND balance", "7 March 2027, 18:10",
        ])
        #expect(result.kind == .expense)
        #expect(result.status == .failed)
    }

    @Test(arguments: [
        ("KEDAI PAU AH SENG", SpendCategory.food), ("SYARIKAT AIR DARUL AMAN", .bills), ("SABAH ENERGY", .bills),
        ("BARANG ANTIK LIM", .shopping), ("TEMBAGA JAYA", .shopping),
    ])
    func whatTheNameSellsIsItsCategory(name: String, category: SpendCategory) {
        let result = Fixture.paidTo(name)
        #expect(result.category == category)
    }
}
