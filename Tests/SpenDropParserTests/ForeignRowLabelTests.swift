import SpenDropModel
import SpenDropParser
import Testing

/// Round 27: another currency's code beside a figure (`2,000.00 USD`) is the figure's mark, as `RM` is, so the row's
/// key above it names it; what the other side of a transfer gets is never what the reader's account gave.
@Suite struct ForeignRowLabelTests {
    /// A transfer out of a dollar balance to a ringgit account, keys above their values.
    private static func dollarTransfer(to recipient: String) -> [OCRLine] {
        var lines = [
            Fixture.boxed("Wise", x: 0.05, y: 0.05, width: 0.1),
            Fixture.boxed("Transfer details", x: 0.05, y: 0.09, width: 0.3),
        ]
        let rows = [
            ("You sent", "1,500.00 USD"), ("Wise fee", "7.65 USD"), ("Amount converted", "1,492.35 USD"),
            ("Exchange rate", "1 USD = 4.4000 MYR"), ("Recipient gets", "6,566.34 MYR"), ("To", recipient),
        ]
        for (number, (key, value)) in rows.enumerated() {
            lines += Fixture.keyValueRow(key, value, y: 0.15 + 0.04 * Double(number), valueX: 0.6)
        }
        return lines
    }

    @Test func aDollarTransferIsTheAmountConvertedWithItsFee() {
        let result = Fixture.parse(Self.dollarTransfer(to: "Lim Boon Keat"))
        #expect(result.amount == Fixture.money("1492.35"))
        #expect(result.currency == "USD")
        #expect(result.fee == Fixture.money("7.65"))
        #expect(result.kind == .moneyOut)
    }

    @Test func theReadersOwnAccountAsRecipientIsNoMerchant() {
        let result = Fixture.parse(Self.dollarTransfer(to: "Your account, Maybank ****6710"))
        #expect(result.amount == Fixture.money("1492.35"))
        #expect(result.merchant == nil)
    }

    @Test func aLabelledForeignFigureStillYieldsToTheRinggitCharged() {
        let lines =
            [Fixture.boxed("Card payment", x: 0.05, y: 0.05, width: 0.3)]
            + Fixture.keyValueRow("You paid", "23.40 SGD", y: 0.1)
            + Fixture.keyValueRow("Converted from", "78.12 MYR", y: 0.14)
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money("78.12"))
        #expect(result.currency == "MYR")
    }

    @Test(arguments: ["Declined - exceeds overseas limit", "Kedai Buku Causeway Point"])
    func aLineUnderTheHeroThatIsNoCaptionLeavesItThePayment(under: String) {
        let result = Fixture.parse([
            Fixture.boxed("Card Activity", x: 0.05, y: 0.05, width: 0.3),
            OCRLine("RM 42.00", box: NormalizedBox(x: 0.35, y: 0.1, width: 0.3, height: 0.045)),
            Fixture.boxed(under, x: 0.05, y: 0.17, width: 0.6),
            Fixture.boxed("Card ending 5532", x: 0.05, y: 0.21, width: 0.4),
        ])
        #expect(result.amount == Fixture.money("42.00"))
    }

    @Test func aCaptionInItsFirstWordsStillNamesTheFigure() {
        let result = Fixture.parse([
            Fixture.boxed("MyWallet", x: 0.05, y: 0.05, width: 0.3),
            OCRLine("RM 42.00", box: NormalizedBox(x: 0.35, y: 0.1, width: 0.3, height: 0.045)),
            Fixture.boxed("Available balance", x: 0.35, y: 0.17, width: 0.3),
        ])
        #expect(result.amount == nil)
    }

    @Test func theRecipientsFigureAsTheHeroIsStillNoCharge() {
        var lines = [
            Fixture.boxed("Wise", x: 0.05, y: 0.05, width: 0.1),
            OCRLine("4,401.00 MYR", box: NormalizedBox(x: 0.3, y: 0.09, width: 0.4, height: 0.045)),
        ]
        let rows = [
            ("To", "Your Maybank account"), ("You sent", "1,330.00 SGD"), ("Wise fee", "4.98 SGD"),
            ("Amount converted", "1,325.02 SGD"), ("Recipient gets", "4,401.00 MYR"),
        ]
        for (number, (key, value)) in rows.enumerated() {
            lines += Fixture.keyValueRow(key, value, y: 0.16 + 0.04 * Double(number), valueX: 0.6)
        }
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money("1325.02"))
        #expect(result.currency == "SGD")
        #expect(result.merchant == nil)
    }
}
