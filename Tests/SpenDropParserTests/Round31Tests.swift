import SpenDropModel
import SpenDropParser
import Testing

/// Round 31: one's own loan or financing account paid its instalment is no merchant and money out; a litre's price
/// (`Price/L`) is no payment; an alert's `declined due to` is a failure; a bazaar after a name is where the stall is;
/// a quarter before its island goes with it, and a town honoured by `Sri` stays.
@Suite struct Round31Tests {
    @Test func anInstalmentToOnesOwnFinancingIsMoneyOutToNoOne() {
        let result = Fixture.parse(
            [Fixture.boxed("iBank", x: 0.05, y: 0.05), Fixture.boxed("Bayaran Berjaya", x: 0.05, y: 0.09, width: 0.4)]
                + Fixture.keyValueRow("Jumlah", "RM 1,240.00", y: 0.13)
                + Fixture.keyValueRow("Kepada", "Pembiayaan Perumahan-i ****4410", y: 0.17, valueX: 0.45)
                + Fixture.keyValueRow("Dari Akaun", "Simpanan-i ****2201", y: 0.21, valueX: 0.45))
        #expect(result.merchant == nil)
        #expect(result.kind == .moneyOut)
    }

    @Test func aLitresPriceIsNoPayment() {
        let result = Fixture.parse(
            [
                Fixture.boxed("Setel", x: 0.05, y: 0.05),
                OCRLine("RM 60.00", box: NormalizedBox(x: 0.35, y: 0.1, width: 0.3, height: 0.045)),
            ]
                + Fixture.keyValueRow("Litres", "30.15 L", y: 0.17)
                + Fixture.keyValueRow("Price/L", "RM 1.99", y: 0.21))
        #expect(result.amount == Fixture.money("60.00"))
    }

    @Test func anAlertDeclinedDueToFundsIsAFailure() {
        let result = Fixture.parse([
            "< 66688", "Text Message", "Today 3:10 PM",
            "RM0 Bank: Txn RM 120.00 at KEDAI BATIK SUTERA declined due to insufficient funds.",
        ])
        #expect(result.status == .failed)
    }

    @Test(arguments: [
        ("MURTABAK CIK ANI BAZAR RAMADAN STADIUM", "Murtabak Cik Ani"),
        ("KEDAI BATIK MAHSURI KUAH LANGKAWI", "Kedai Batik Mahsuri"),
        // Not fired: a town the honorific names.
        ("RESTORAN PATIN TEMPOYAK SRI TEMERLOH MENTAKAB", "Restoran Patin Tempoyak Sri Temerloh"),
    ])
    func placesAfterANameAreTheOutlets(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }
}
