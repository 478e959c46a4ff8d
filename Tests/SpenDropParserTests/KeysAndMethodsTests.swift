import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: a receipt's `R#` and `Doc No.` keys give its number; a credit card named `CC xx3307` is a card; a wallet
/// named as the payment method is the wallet channel even when the merchant is the wallet's own platform.
@Suite struct KeysAndMethodsTests {
    private static func receipt(_ key: String) -> ParseResult {
        Fixture.parse([
            "KEDAI SERBANEKA MAJU", key, "14/12/2026 21:05", "AIR MINERAL 600ML", "2", "14.00", "TOTAL", "14.00",
            "CASH",
            "20.00", "CHANGE", "6.00",
        ])
    }

    @Test func aReceiptsOneLetterKeyOrDocumentNumberGivesItsNumber() {
        #expect(Self.receipt("R#0001844127").reference == "0001844127")
        #expect(Self.receipt("Doc No. AS-6712-00881").reference == "AS-6712-00881")
    }

    /// Must not fire: letters before the sign inside a word are no key of their own.
    @Test func aSignInsideAWordIsNoKey() {
        #expect(Self.receipt("TR#0001844127").reference != "0001844127")
    }

    private static func message(_ body: String) -> ParseResult {
        Fixture.parse(["< 66388", "Text Message", "Today 1:06 PM", body])
    }

    @Test func aCreditCardNamedByItsInitialsIsACard() {
        let result = Self.message(
            "RM0 HLB: Your CC xx3307 has been charged RM 64.20 at BOAT NOODLE PA SRI on 14-DEC-26 13:05.")
        #expect(result.channel == .card)
    }

    /// Must not fire: `CC` in a name with a plain number is no card.
    @Test func initialsInANameAreNoCard() {
        let result = Self.message("RM0 HLB: You have paid RM 64.20 to CC TRANSPORT 3307 on 14-DEC-26 13:05.")
        #expect(result.channel != .card)
    }

    private static func paid(to merchant: String, with method: String, app: String) -> ParseResult {
        Fixture.parse([
            Fixture.boxed(app, x: 0.05, y: 0.05, width: 0.3),
            Fixture.boxed("Payment Successful", x: 0.05, y: 0.088, width: 0.4),
            OCRLine("RM 79.90", box: NormalizedBox(x: 0.4, y: 0.126, width: 0.2, height: 0.045)),
            Fixture.boxed("Merchant", x: 0.05, y: 0.191, width: 0.15),
            Fixture.boxed(merchant, x: 0.6, y: 0.191, width: 0.35),
            Fixture.boxed("Paid with", x: 0.05, y: 0.229, width: 0.2),
            Fixture.boxed(method, x: 0.6, y: 0.229, width: 0.35),
        ])
    }

    @Test func aWalletAsThePaymentMethodIsTheWalletChannelOnItsPlatform() {
        #expect(Self.paid(to: "Lazada", with: "Lazada Wallet", app: "Lazada").channel == .ewallet)
    }

    /// Must not fire: a shop named for wallets is no payment method.
    @Test func aShopNamedForWalletsIsNoMethod() {
        #expect(Self.paid(to: "WALLET WORKS LEATHER", with: "Visa •••• 2208", app: "Lazada").channel != .ewallet)
    }
}
