import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a hero's `RM` split between two boxes (`R` | `M11.2O`) is one ringgit hero, and a payee named with its
/// township's area code after it (`… MAJU SEKSYEN 17`) is a name, not an address.
@Suite struct SplitRinggitHeroTests {
    private static func screen(_ left: String, _ right: String, payee: String) -> [OCRLine] {
        [
            Fixture.boxed("Boost", x: 0.05, y: 0.05, width: 0.15),
            Fixture.boxed("Payment Successful", x: 0.05, y: 0.088, width: 0.4),
            OCRLine(left, box: NormalizedBox(x: 0.41, y: 0.126, width: 0.04, height: 0.045)),
            OCRLine(right, box: NormalizedBox(x: 0.46, y: 0.126, width: 0.14, height: 0.045)),
            Fixture.boxed("Paid to", x: 0.05, y: 0.191, width: 0.15),
            Fixture.boxed(payee, x: 0.27, y: 0.191, width: 0.68),
            Fixture.boxed("Cashback", x: 0.05, y: 0.229, width: 0.15),
            Fixture.boxed("RM 1.00", x: 0.82, y: 0.229, width: 0.13),
        ]
    }

    @Test func anRMSplitBetweenTwoBoxesIsOneHero() {
        let result = Fixture.parse(Self.screen("R", "M11.2O", payee: "RESTORAN SRI MUTIARA MAJU SEKSYEN 17"))
        #expect(result.amount == Fixture.money("11.20"))
        #expect(result.currency == "MYR")
        #expect(result.merchant == "Restoran Sri Mutiara Maju")
    }

    /// Must not fire: a lone `R` beside a figure that does not open with `M` marks nothing, and a street address is
    /// still no name.
    @Test func aLoneRBesideAnotherFigureMarksNothing() {
        let result = Fixture.parse(Self.screen("R", "11.2O", payee: "RESTORAN SRI MUTIARA MAJU"))
        #expect(result.candidates.first { $0.amount == Fixture.money("11.20") }?.evidence.contains("currency") != true)
        let address = Fixture.parse(Self.screen("RM", "11.20", payee: "No. 12, Jalan SS 2/3"))
        #expect(address.merchant != "No. 12, Jalan SS 2/3")
    }
}
