import SpenDropModel
import SpenDropParser
import Testing

/// The currency convention (Corpus/README.md): a payment in another currency is the ringgit the account gave when the
/// screen states it as charged, and the foreign figure with its code when the ringgit is only an estimate or a rate.
@Suite struct CurrencyConventionTests {
    private static func card(_ hero: String, _ rows: [OCRLine]) -> [OCRLine] {
        [
            Fixture.boxed("12:44", x: 0.05, y: 0.012, width: 0.1), Fixture.boxed("BigPay", x: 0.05, y: 0.05),
            Fixture.boxed("Transaction details", x: 0.05, y: 0.088, width: 0.3),
            OCRLine(hero, box: NormalizedBox(x: 0.39, y: 0.126, width: 0.22, height: 0.045)),
        ] + rows + [
            Fixture.boxed("Merchant", x: 0.05, y: 0.229, width: 0.15),
            Fixture.boxed("KRUA MAE NOI", x: 0.72, y: 0.229, width: 0.23),
            Fixture.boxed("Status", x: 0.05, y: 0.267, width: 0.12), Fixture.boxed("Completed", x: 0.78, y: 0.267),
        ]
    }

    /// A hero drawn with a currency's symbol (`-฿ 620.00`) is the shop's figure; the ringgit row under it is the debit.
    @Test func theRinggitUnderASymbolHeroIsWhatWasCharged() {
        let result = Fixture.parse(
            Self.card("-฿ 620.00", [Fixture.boxed("-RM 81.22", x: 0.05, y: 0.191, width: 0.2)]))
        #expect(result.amount == Fixture.money("81.22"))
        #expect(result.currency == "MYR")
        #expect(result.merchant == "Krua Mae Noi")
    }

    /// Must not fire: ringgit marked as an estimate (`≈ RM`, `Est.`) is no charge, so the foreign hero is the payment.
    @Test func anEstimatedRinggitLeavesTheForeignFigure() {
        let approximated = Fixture.parse(
            Self.card("-฿ 620.00", [Fixture.boxed("≈ -RM 81.22", x: 0.05, y: 0.191, width: 0.2)]))
        #expect(approximated.amount == Fixture.money("620.00"))
        #expect(approximated.currency == "THB")
        let estimated = Fixture.parse(
            Self.card(
                "THB 620.00",
                [
                    Fixture.boxed("Est. amount", x: 0.05, y: 0.191, width: 0.2),
                    Fixture.boxed("MYR 81.22", x: 0.75, y: 0.191, width: 0.2),
                ]))
        #expect(estimated.amount == Fixture.money("620.00"))
        #expect(estimated.currency == "THB")
    }

    /// A message broken over two lines keeps its `(approx.` with the ringgit figure that opens the next line.
    @Test func anApproximationAtALinesEndMarksTheFigureOpeningTheNext() {
        let result = Fixture.parse([
            "UOB TMRW", "4h ago", "Card ending 7720: USD 35.40 (approx.", "MYR 166.38) at AMAZON.COM on",
            "02/05/2025 03:10. Not you? Call UOB.",
        ])
        #expect(result.amount == Fixture.money("35.40"))
        #expect(result.currency == "USD")
    }

    /// Must not fire: a ringgit figure in brackets with no estimate's word is the charge, and a free-SMS `RM0` prefix
    /// is no ringgit at all.
    @Test func aBracketedRinggitIsTheChargeAndAFreeSMSPrefixIsNoRinggit() {
        let bracketed = Fixture.parse([
            "UOB: A transaction of SGD 15.90 (MYR 51.84) was made with your UOB Card ending 4109 at WATSONS on 11/11/26."
        ])
        #expect(bracketed.amount == Fixture.money("51.84"))
        #expect(bracketed.currency == "MYR")
        let free = Fixture.parse(["RM0.00 Maybank: Card txn of THB 245.00 at GRAB* A-8KQ2 on 14/10/26 21:02 approved."])
        #expect(free.amount == Fixture.money("245.00"))
        #expect(free.currency == "THB")
    }
}
