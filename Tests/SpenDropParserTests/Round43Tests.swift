import SpenDropModel
import SpenDropParser
import Testing

/// Round 43: Ipoh and Perak, a Sabah trip, subscriptions and investment apps. Subscriptions billed from abroad are
/// brands named by their sites; a deposit written as a deduction is no payment; a Malay alert's `digunakan untuk RM…
/// di X` names X; a business's form alone on the row under its name belongs to it.
@Suite struct Round43Tests {
    @Test(arguments: [
        ("DROPBOX.COM SAN FRANCISCO US", "Dropbox"), ("NEBULA.TV WILMINGTON US", "Nebula"),
        ("LUNO MALAYSIA SDN BHD", "Luno"), ("RESTORAN DIM SUM CONTOH PASIR PINJI", "Restoran Dim Sum Contoh"),
    ])
    func aBrandOrANeighbourhoodIsCleanedAsItIs(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test func aSubscriptionBilledFromAbroadIsASubscription() {
        #expect(Fixture.paidTo("BABBEL.COM BERLIN DE").category == .subscription)
    }

    @Test func aDepositWrittenAsADeductionIsNoPayment() {
        let result = Fixture.parse([
            "HOMESTAY BUKIT CONTOH", "No. 3, Jalan Kundasang, 89300 Ranau", "Tel: 088-000 000", "RESIT", "No: HB-0311",
            "Tarikh: 13/06/2025", "Bilik 3 malam @ 170.00", "510.00", "Deposit dibayar (10/06)", "-150.00",
            "Baki perlu dibayar", "360.00", "TUNAI", "360.00",
        ])
        #expect(result.amount == Fixture.money("360.00"))
    }

    @Test func aMalayAlertUsedForAnAmountAtAShopNamesTheShop() {
        let result = Fixture.parse([
            "< 62626", "Text Message",
            "RHB: Kad anda telah digunakan untuk RM 412.00 di HOTEL CONTOH SEMPORNA pada 13/06/25 14:05.",
        ])
        #expect(result.merchant == "Hotel Contoh")
    }

    @Test func aPaymentIDIsTheReferenceAndASendersReferenceIsNot() {
        let atome = Fixture.parse(["Atome", "Payment successful", "RM 82.30", "Payment ID", "AT-31022811043"])
        #expect(atome.reference == "AT-31022811043")
        let wise = Fixture.parse([
            "Wise", "You received", "1,200.00 USD", "Sender's reference", "INV-JH-0214", "Transfer #", "1301472259",
        ])
        #expect(wise.reference == "1301472259")
    }

    @Test func aBusinesssFormAloneOnTheNextRowIsItsName() {
        let result = Fixture.parse(
            [Fixture.boxed("AmOnline", x: 0.05, y: 0.05), Fixture.boxed("Transfer Successful", x: 0.05, y: 0.09)]
                + [OCRLine("RM 480.00", box: NormalizedBox(x: 0.35, y: 0.13, width: 0.3, height: 0.045))]
                + Fixture.keyValueRow("Beneficiary", "KINTA SPARE PARTS", y: 0.19)
                + [OCRLine("TRADING", box: NormalizedBox(x: 0.8, y: 0.229, width: 0.15, height: 0.021))]
                + Fixture.keyValueRow("Bank", "Public Bank", y: 0.267))
        #expect(result.merchant == "Kinta Spare Parts Trading")
    }
}
