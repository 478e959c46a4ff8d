import SpenDropModel
import SpenDropParser
import Testing

/// Round 50: a seafood family in Terengganu, a son in Kuala Lumpur, Manila in pesos and a stopover in Dubai. The
/// peso's `₱`, a Philippine receipt's VAT registration and its `OR No.` / `SI No.`, a cheque paid into the account
/// and its drawer, Manila's and Dubai's places after a name, `Konsert` and perfumes.
@Suite struct Round50Tests {
    @Test func thePesoSignMarksPesos() {
        let result = Fixture.parse([
            "Contoh Ride", "Total Paid", "₱ 286.00", "Fare", "₱ 262.00", "Booking fee", "₱ 24.00",
        ])
        #expect(result.amount == Fixture.money("286.00"))
        #expect(result.currency == "PHP")
    }

    @Test func aReceiptRegisteredForPhilippineVATIsInPesosWithItsOfficialReceiptNumber() {
        let result = Fixture.parse([
            "CONTOH KITCHEN", "Contoh Foods Inc.", "VAT REG TIN 009-772-418-00012", "OR No.", "000284531",
            "12/12/2032", "Amount Due", "406.00", "CASH", "500.00", "CHANGE", "94.00",
        ])
        #expect(result.amount == Fixture.money("406.00"))
        #expect(result.currency == "PHP")
        #expect(result.reference == "000284531")
    }

    @Test func aSalesInvoicesNumberIsItsReference() {
        let result = Fixture.parse(["CONTOH MART", "SI No.", "02-118734", "TOTAL", "143.00", "CASH", "200.00"])
        #expect(result.reference == "02-118734")
    }

    @Test func aChequePaidInIsMoneyInFromItsDrawerOnNoRail() {
        let result = Fixture.parse([
            "Contoh Mobile Banking", "Cheque Deposit", "RM 3,250.00", "Pending Clearance", "Drawer",
            "KEDAI CONTOH HAI PENG", "Drawer's Bank", "Contoh Bank", "Cheque No.", "004512",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Kedai Contoh Hai Peng")
        #expect(result.channel == nil)
    }

    @Test(arguments: [
        ("HOTEL CONTOH REAL MAKATI", "Hotel Contoh Real"), ("AL CONTOH PERFUMES DEIRA", "Al Contoh Perfumes"),
    ])
    func manilasAndDubaisPlacesAfterANameAreItsOutlet(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test(arguments: [("Konsert Contoh Pantai Timur", SpendCategory.entertainment), ("CONTOH PERFUMES", .shopping)])
    func aConcertInMalayAndPerfumesHaveTheirCategories(raw: String, category: SpendCategory) {
        #expect(Fixture.paidTo(raw).category == category)
    }
}
