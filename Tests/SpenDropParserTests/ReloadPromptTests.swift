import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a failed payment's prompt to reload (`Reload at least RM 20.00 to continue.`) asks for a top-up that was
/// never made: the payment stays a purchase.
@Suite struct ReloadPromptTests {
    @Test func aReloadPromptUnderAFailedPaymentIsNoTopUp() {
        let result = Fixture.parse([
            "< Transaction Details", "Touch 'n Go eWallet", "RM 17.00", "Payment Failed",
            "Insufficient balance. Reload at least RM 20.00 to continue.", "Merchant", "BURGER BAKAR ABANG LONG",
            "Transaction Type", "DuitNow QR",
        ])
        #expect(result.kind == .expense)
        #expect(result.status == .failed)
    }

    /// Must not fire: a reload that was made is money out.
    @Test func aReloadMadeIsMoneyOut() {
        let result = Fixture.parse([
            "< Transaction Details", "Touch 'n Go eWallet", "Reload successful", "RM 50.00", "Reload via",
            "Maybank2u", "Date/Time", "01/02/2027 23:11:30",
        ])
        #expect(result.kind == .moneyOut)
    }
}
