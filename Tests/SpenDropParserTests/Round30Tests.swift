import SpenDropModel
import SpenDropParser
import Testing

/// Round 30: a toll is paid to its operator, named by its acronym in capitals; a whole number with another currency's
/// code after it is that money; a description's value is not the outcome; more towns and quarters end a name.
@Suite struct Round30Tests {
    @Test(arguments: [
        ("LATAR KUANG", "LATAR"), ("PLUS SUNGAI BULOH", "PLUS"),
        // Not fired: the operator's company names, and another word's.
        ("PLUS EXPRESSWAYS", "Plus Expressways"), ("OPTIK PLUS SIZE", "Optik Plus Size"),
    ])
    func aTollIsPaidToItsOperator(name: String, expected: String) {
        let result = Fixture.parse(["Touch 'n Go eWallet", "Payment Successful", "RM 4.70", "Merchant", name])
        #expect(result.merchant == expected)
    }

    @Test func aWholeNumberWithACurrencysCodeIsThatMoney() {
        let result = Fixture.parse(
            [
                Fixture.boxed("< Wise", x: 0.05, y: 0.05),
                Fixture.boxed("Card payment", x: 0.05, y: 0.088, width: 0.3),
                OCRLine("480 THB", box: NormalizedBox(x: 0.35, y: 0.126, width: 0.3, height: 0.045)),
            ]
                + Fixture.keyValueRow("To", "SOM TAM PA DAENG", y: 0.19)
                + Fixture.keyValueRow("Status", "Completed", y: 0.23)
                + Fixture.keyValueRow("Paid from", "THB balance", y: 0.27))
        #expect(result.amount == Fixture.money("480.00"))
        #expect(result.currency == "THB")
        #expect(result.status == .completed)
    }

    @Test func aRefundsDescriptionSayingCancelledLeavesItCompleted() {
        let result = Fixture.parse(
            [Fixture.boxed("< Wise", x: 0.05, y: 0.05), Fixture.boxed("Refund", x: 0.05, y: 0.088, width: 0.2)]
                + Fixture.keyValueRow("Amount", "+1,200.00 THB", y: 0.13)
                + Fixture.keyValueRow("Description", "River Cruise - cancelled", y: 0.17)
                + Fixture.keyValueRow("Date", "21 Dec 2027, 08:14", y: 0.21))
        #expect(result.status == .completed)
    }

    @Test func aPrintedSlipWithAPostcodeIsACardPurchase() {
        let result = Fixture.parse([
            "FARMASI SIHAT JAYA", "No. 3, Jalan Besar, 89008 Keningau", "INV", "27-12-01122", "06/12/2027 18:02",
            "1", "PANADOL 20S", "12.90", "TOTAL", "12.90", "MYDEBIT ****4410", "12.90", "TID 71002208", "APPROVED",
        ])
        #expect(result.provider == .card)
    }

    @Test func aCardMaskedInTheMiddleIsTheCardChannel() {
        let result = Fixture.parse([
            "< 62100", "Text Message", "Today 4:42 PM",
            "RM0 MyBank: Card 5264xxxxxxxx1120 charged MYR 84.60 at KEDAI KASUT MAJU on 24/12/27 16:41.",
        ])
        #expect(result.channel == .card)
    }

    @Test func aTransfersRecipientEndsWhereItsSourceAccountBegins() {
        let result = Fixture.parse([
            "< 63399", "Text Message", "Today 1:02 PM",
            "RM0 BANK: DuitNow Transfer of RM 60.00 to PIBG SK SERI AMAN from A/C ****0917 is successful.",
        ])
        #expect(result.merchant == "PIBG SK Seri Aman")
    }
}
