import SpenDropModel
import SpenDropParser
import Testing

/// Round 29: a wallet's history that names no app but lists a toll is Touch 'n Go's; credit of a service bought with a
/// wallet (ads credit) is spending paid to the platform; a company's country before its legal tail and a web
/// address's ending before it go.
@Suite struct Round29Tests {
    @Test func aHistoryWithATollRowIsTouchNGos() {
        let result = Fixture.parse([
            "Transaction History", "August 2027", "PLUS SG BULOH", "-RM 3.20", "12 Aug 2027 18:35",
            "KEDAI KOPI LOK KEE", "-RM 9.80", "12 Aug 2027 06:55", "Reload", "+RM 50.00", "11 Aug 2027 20:14",
        ])
        #expect(result.provider == .touchNGo)
        #expect(result.items.count == 3)
    }

    @Test func aHistoryWithoutATollNamesNoApp() {
        let result = Fixture.parse([
            "Transaction History", "August 2027", "OPTIK VISION PLUS", "-RM 3.20", "12 Aug 2027 18:35",
            "KEDAI KOPI LOK KEE", "-RM 9.80", "12 Aug 2027 06:55",
        ])
        #expect(result.provider == nil)
    }

    @Test func adsCreditBoughtWithTheWalletIsPaidToThePlatform() {
        let result = Fixture.parse([
            "ShopeePay", "< Transaction Details", "-RM 60.00", "Shopee Ads Top Up", "Paid to", "Shopee Ads",
            "Ads Credit Added", "RM 60.00", "Payment Method", "ShopeePay Balance",
        ])
        #expect(result.kind == .expense)
        #expect(result.merchant == "Shopee")
    }

    @Test func aWalletTopUpIsStillMoneyOut() {
        let result = Fixture.parse([
            "ShopeePay", "Top Up Successful", "RM 60.00", "Top up from", "Maybank ****2210", "Balance", "RM 72.40",
        ])
        #expect(result.kind == .moneyOut)
    }

    @Test(arguments: [
        ("GREAT EASTERN LIFE ASSURANCE MALAYSIA BERHAD", "Great Eastern Life Assurance"),
        ("BOLASEPAK.MY SDN BHD", "Bolasepak"),
        // Not fired: a short name keeps its country, and so does a university's.
        ("POS MALAYSIA BERHAD", "Pos Malaysia"),
        ("KOPERASI UNIVERSITI SAINS MALAYSIA BERHAD", "Koperasi Universiti Sains Malaysia"),
    ])
    func aCompanysCountryAndWebEndingGoBeforeItsLegalTail(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }

    @Test func aPrintedCardSlipWithARefundPolicyIsACardPurchase() {
        let result = Fixture.parse([
            "JUARA SUKAN TRADING", "Lot 3, Stadium Bandaraya", "80200 Johor Bahru", "Invoice No:", "JST-09-00112",
            "Date: 02/09/2027", "1", "Jersi Harimau (L)", "129.00", "TOTAL", "129.00", "VISA CONTACTLESS", "129.00",
            "APPROVED", "AUTH 771204", "CARD:", "**** 5512", "No refund. Exchange within 7 days.",
        ])
        #expect(result.provider == .card)
        #expect(result.kind == .expense)
        #expect(result.category == .shopping)
    }

    @Test func aBrandsDescriptorEndingInACountrysCodeIsTheBrand() {
        let result = Fixture.parse([
            "MyBank", "Card Transaction", "-RM 54.90", "Merchant", "NETFLIX.COM LOS GATOS US", "Status", "Posted",
        ])
        #expect(result.merchant == "Netflix")
        #expect(result.category == .subscription)
    }

    @Test func moneyInOnABalancesPageIsTheCreditNotTheBalance() {
        let lines =
            [
                Fixture.boxed("Wise", x: 0.05, y: 0.05, width: 0.1),
                Fixture.boxed("< SGD balance", x: 0.05, y: 0.088, width: 0.3),
                OCRLine("+2,100.00 SGD", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045)),
                Fixture.boxed("Received", x: 0.4, y: 0.19, width: 0.2),
            ]
            + Fixture.keyValueRow("From", "ORCHID FREIGHT PTE. LTD.", y: 0.23)
            + Fixture.keyValueRow("Transfer #", "976120111", y: 0.27)
            + Fixture.keyValueRow("SGD balance", "2,412.36 SGD", y: 0.31)
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money("2100.00"))
        #expect(result.currency == "SGD")
        #expect(result.status == .completed)
    }
}
