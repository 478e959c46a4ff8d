import SpenDropModel
import SpenDropParser
import Testing

/// Round 45: a Johor Bahru rider, a Kampar student, a Kota Kinabalu family in Bangkok. A neighbour's sales tax at its
/// own rate names the currency of a receipt that marks none; an estimate under a foreign figure is no history row; an
/// item's row under the line naming how the order was paid keeps its own key; a shop named for what it sells a school
/// is a shop.
@Suite struct Round45Tests {
    @Test(arguments: [
        ("VAT INCLUDED 7%", "THB"), ("VAT 7%", "THB"), ("GST INCLUSIVE 9%", "SGD"), ("SST 6%", "MYR"),
    ])
    func aNeighboursSalesTaxAtItsRateNamesTheCurrency(tax: String, currency: String) {
        let result = Fixture.parse([
            "KEDAI CONTOH", "12 Jalan Contoh", "14/09/2031 19:22", "Roti", "35.00", "Air", "14.00", "TOTAL", "49.00",
            "CASH", "100.00", "CHANGE", "51.00", tax, "3.21",
        ])
        #expect(result.amount == Fixture.money("49.00"))
        #expect(result.currency == currency)
    }

    @Test func anEstimateUnderAForeignFigureIsNoRowOfAList() {
        let result = Fixture.parse([
            "HSBC", "< Card transactions", "KRUA CONTOH RESTAURANT", "THB 860.00", "≈ RM 111.18", "Status", "Pending",
            "Transaction date", "13 Sep 2031",
        ])
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("860.00"))
        #expect(result.currency == "THB")
    }

    @Test func anItemsRowUnderTheWayTheOrderWasPaidKeepsItsOwnKey() {
        let result = Fixture.parse(
            [
                Fixture.boxed("Order Details", x: 0.05, y: 0.05),
                Fixture.boxed("Paid by Contoh Wallet", x: 0.05, y: 0.09),
            ]
                + [
                    Fixture.boxed("Cable 2m", x: 0.05, y: 0.13), Fixture.boxed("x1", x: 0.6, y: 0.13, width: 0.05),
                    Fixture.boxed("RM 12.90", x: 0.78, y: 0.13, width: 0.17),
                    Fixture.boxed("Laptop Stand", x: 0.05, y: 0.17), Fixture.boxed("x1", x: 0.6, y: 0.17, width: 0.05),
                    Fixture.boxed("RM 39.00", x: 0.78, y: 0.17, width: 0.17),
                ]
                + Fixture.keyValueRow("Subtotal", "RM 51.90", y: 0.21)
                + Fixture.keyValueRow("Coins", "-RM 1.50", y: 0.25)
                + Fixture.keyValueRow("Total", "RM 50.40", y: 0.29))
        #expect(result.amount == Fixture.money("50.40"))
    }

    @Test(arguments: [
        ("KEDAI KASUT SEKOLAH CONTOH KK", "Kedai Kasut Sekolah Contoh"), ("PLUS - KEMPAS", "PLUS"),
        ("KRUA CONTOH RESTAURANT SIAM SQUARE", "Krua Contoh Restaurant"), ("CHEERS WOODLANDS CHECKPT", "Cheers"),
        ("SEKOLAH KEBANGSAAN CONTOH KUANTAN", "Sekolah Kebangsaan Contoh Kuantan"),
    ])
    func aNameLosesItsOutletAndKeepsWhoItIs(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test func aMessagesCityCodeAfterTheShopGoes() {
        let result = Fixture.parse([
            "< HLB", "Text Message",
            "HLB: Card ending 0457 charged MYR 96.30 (THB 750.00) at CONTOH RIVER TOURS BKK",
            "on 15/09/31. Call 03-7626 8899 if not done by you.",
        ])
        #expect(result.merchant == "Contoh River Tours")
    }

    @Test func aMalayAlertsOutcomeAfterItsDateFailsThePayment() {
        let result = Fixture.parse([
            "< BANK CONTOH", "Text Message",
            "BANK CONTOH: Transaksi kad debit-i ****6614 sebanyak THB 2,400.00 di KEDAI CONTOH",
            "BKK pada 17/09/31 tidak berjaya. Baki tidak mencukupi.",
        ])
        #expect(result.status == .failed)
    }

    @Test func aMalayDescriptionKeyClosesANameTooLongForItsRow() {
        let result = Fixture.payeeOverTwoRows(
            app: "i-Contoh", outcome: "Pembayaran Berjaya", hero: "RM 85.00",
            payee: ("Penerima", "KOLEJ UNIVERSITI LEMBAH"), second: "CONTOH", secondX: 0.8,
            next: ("Keterangan", "Sewa Jubah"))
        #expect(result.merchant == "Kolej Universiti Lembah Contoh")
    }

    @Test func aFuelGradeIsWhatWasBoughtNotWhoSoldIt() {
        let result = Fixture.parse(
            [Fixture.boxed("Setel", x: 0.05, y: 0.05), Fixture.boxed("< Receipt", x: 0.05, y: 0.088)]
                + [Fixture.boxed("PETRONAS TMN UNIVERSITI 2", x: 0.05, y: 0.126, width: 0.485)]
                + [OCRLine("RM 20.00", box: NormalizedBox(x: 0.38, y: 0.164, width: 0.23, height: 0.045))]
                + [Fixture.boxed("Payment successful", x: 0.05, y: 0.229, width: 0.35)]
                + Fixture.keyValueRow("Fuel", "PRIMAX 95", y: 0.267, valueX: 0.77)
                + Fixture.keyValueRow("Litres", "10.05 L", y: 0.305, valueX: 0.77))
        #expect(result.merchant == "Petronas")
    }

    @Test func aCoffeeshopWrittenAsOneWordSellsFood() {
        #expect(Fixture.paidTo("HAN CONTOH COFFEESHOP").category == .food)
    }
}
