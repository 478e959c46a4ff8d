import SpenDropModel
import SpenDropParser
import Testing

/// Round 24: a ringgit balance or limit beside a charge in another currency (`Avail limit MYR 8,420.15`) is no
/// ringgit that was paid, so the foreign charge is the payment; a ringgit figure that was paid still beats it.
@Suite struct ForeignChargeBesideALimitTests {
    @Test func aForeignChargeBesideARinggitLimitIsThePayment() {
        let result = Fixture.parse([
            "Text Message",
            "HLB: Txn of USD 20.00 at STEAMGAMES on card 4xxx1234 on 02/11/2026 21:15 approved. Avail limit MYR 5,210.00",
        ])
        #expect(result.amount == Fixture.money("20.00"))
        #expect(result.currency == "USD")
        #expect(result.status == .completed)
    }

    /// Not fired: a ringgit debit beside the foreign figure is what was paid.
    @Test func aRinggitDebitBesideAForeignFigureIsStillThePayment() {
        let result = Fixture.parse([
            "Card Transaction", "Merchant", "KING POWER", "THB 480.00", "Amount debited", "MYR 62.40",
            "Available limit", "MYR 5,210.00",
        ])
        #expect(result.amount == Fixture.money("62.40"))
    }
}
