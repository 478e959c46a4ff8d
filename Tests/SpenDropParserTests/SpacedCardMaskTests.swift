import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a wallet's payment method given as a card with a space inside its mask (`Card •••• 0582`) was paid by
/// card, whatever the wallet's own default.
@Suite struct SpacedCardMaskTests {
    private static func setel(_ method: String) -> ParseResult {
        Fixture.parse([
            Fixture.boxed("Setel", x: 0.05, y: 0.05), Fixture.boxed("Payment failed", x: 0.05, y: 0.088),
            Fixture.boxed("Station", x: 0.05, y: 0.164), Fixture.boxed("PETRONAS KELANA JAYA", x: 0.57, y: 0.164),
            Fixture.boxed("Amount", x: 0.05, y: 0.24), Fixture.boxed("RM 50.00", x: 0.8, y: 0.24, width: 0.15),
            Fixture.boxed("Payment method", x: 0.05, y: 0.278), Fixture.boxed(method, x: 0.68, y: 0.278),
        ])
    }

    @Test func aCardWithASpacedMaskIsACardPayment() {
        #expect(Self.setel("Card •••• 0582").channel == .card)
    }

    /// Must not fire: the wallet's balance as the method is the wallet's.
    @Test func theWalletBalanceIsNoCard() {
        #expect(Self.setel("Setel Wallet").channel != .card)
    }
}
