import SpenDropModel
import SpenDropParser
import Testing

/// Round 24: a name in capitals inside a message's sentence is no label, so a mall's `POINT` in the shop's name
/// does not make the charge before it a reward-points balance; a new sentence in capitals keeps its label.
@Suite struct NamesInCapitalsAreNoLabelsTests {
    @Test func aShopsNameInASentenceLabelsNothing() {
        let result = Fixture.parse([
            "Text Message",
            "HLB: Your card ending 2210 was charged RM 45.00 at KEDAI GAMBAR BALANCE POINT on 12/11/2026 14:02.",
        ])
        #expect(result.amount == Fixture.money("45.00"))
        #expect(result.status == .completed)
    }

    /// Not fired: capitals opening a sentence of their own are its label.
    @Test func aSentenceInCapitalsKeepsItsLabel() {
        let result = Fixture.parse([
            "Text Message",
            "HLB: Your card ending 2210 was charged RM 45.00 at KEDAI MAJU. AVAILABLE BALANCE RM 9,999.00",
        ])
        #expect(result.amount == Fixture.money("45.00"))
    }
}
