import SpenDropModel
import SpenDropParser
import Testing

/// Round 27: a bank's alert of money arriving says so by its grammar (an amount, from whom, into the reader's account),
/// whatever it calls the credit, and its sender is read across the message's line break.
@Suite struct CreditAlertTests {
    @Test func aQRCreditBrokenOverTwoLinesIsMoneyInFromItsSender() {
        // The bubble's lines start at one margin, one under the other.
        let result = Fixture.parse([
            Fixture.boxed("< 63311", x: 0.05, y: 0.05),
            Fixture.boxed("Text Message", x: 0.35, y: 0.09, width: 0.3),
            Fixture.boxed("Today 4:02 PM", x: 0.38, y: 0.15),
            Fixture.boxed("RM0 Bank X: DuitNow QR credit RM 58.20 from", x: 0.08, y: 0.2, width: 0.7),
            Fixture.boxed("TAN SIEW LING to A/C ****2210 on 02/05/25 16:01.", x: 0.08, y: 0.225, width: 0.7),
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.kindConfident)
        #expect(result.merchant == "Tan Siew Ling")
        #expect(result.amount == Fixture.money("58.20"))
    }

    @Test func aMalayCreditOnTheLockScreenIsMoneyIn() {
        let result = Fixture.parse([
            "Rabu, 11 Jun", "9:40", "MyBank 2h ago",
            "Dana Tiba: RM 1,250.00 daripada KOPERASI GURU MELAYU",
            "ke akaun ****4410.",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Koperasi Guru Melayu")
    }

    @Test func anIBGCreditNamesItsSenderWithoutTheLegalTail() {
        let result = Fixture.parse([
            "< 66300", "Text Message", "Today 9:01 AM",
            "RM0.00 BANK: IBG CREDIT RM 3,100.00 from ANGKASA TIMBER WORKS SDN BHD",
            "into A/C ****8812 on 02/06/25. Avail Bal RM 4,000.00",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Angkasa Timber Works")
    }

    @Test(arguments: [
        // Money taken from the reader's account goes the other way: not fired.
        ["RM 50.00 was transferred from your account to ALI BIN ABU on 02/06/25."],
        ["Payment of RM 42.00 from A/C ****1234 to KEDAI RUNCIT MAJU successful."],
        ["RM 80.00 dari akaun ****5512 kepada PERNIAGAAN SRI MAJU berjaya."],
    ])
    func moneyLeavingTheAccountIsNotACredit(lines: [String]) {
        #expect(Fixture.parse(lines).kind != .moneyIn)
    }
}
