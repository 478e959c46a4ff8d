import SpenDropModel
import SpenDropParser
import Testing

/// The card or bank behind a wallet or Apple Pay is the funding, not the provider.
@Suite struct FundingTests {
    @Test func fourDotsReadAsLettersStillMaskACardsNumber() {
        // OCR reads the dots of "•••• 7710" as "eeee"; a bank's record of its card's purchase is a card payment.
        let result = Fixture.parse([
            "Transaction Details", "UNIQLO GINZA TOKYO JP", "MYR 643.20", "JPY 21,600", "Transaction date",
            "10 Apr 2025", "Card", "UOB One Card eeee 7710", "Status", "Posted",
        ])
        #expect(result.funding?.last4 == "7710")
        #expect(result.provider == .uob)
        #expect(result.channel == .card)
    }

    @Test func anAlertSignedByItsBankNamesTheCardItWasMadeWith() {
        // Text messages open with the bank's name and a colon: the sender, not a card row of another bank.
        let malay = Fixture.parse([
            "PBB: Transaksi kad xx3575 berjumlah", "RM133.75 di AEON CO M BHD pada",
            "01/02/2025 12:53:31 telah diluluskan.",
        ])
        #expect(malay.provider == .publicBank)
        #expect(malay.funding?.last4 == "3575")
        #expect(malay.funding?.provider == .publicBank)
        let starred = Fixture.parse([
            "RM0.00 CIMB: Card *2060 txn of", "MYR478.75 at LAZADA MY on", "09/05/2025 approved.",
        ])
        #expect(starred.funding?.last4 == "2060")
        let ending = Fixture.parse([
            "Card Transaction Alert", "HLB Alerts <alerts@hlb.com.my>", "A transaction was made with your Hong",
            "Leong Credit Card ending with 8996.",
            "Merchant", "GSC MID VALLEY", "Amount", "MYR 166.76",
        ])
        #expect(ending.funding?.last4 == "8996")
    }

    @Test func appleWalletScreenIsApplePayWithTheBankCardAsFunding() throws {
        let result = Fixture.parse([
            "9:41", "ZUS Coffee", "Bangsar, Kuala Lumpur", "RM12.50", "Wednesday, 8:14 PM", "Status: Approved",
            "CIMB Bank Debit *8821", "Map data and merchant information are provided by Apple Maps and its partners.",
        ])
        #expect(result.provider == .applePay)
        #expect(result.merchant == "ZUS Coffee")
        let funding = try #require(result.funding)
        #expect(funding.provider == .cimb)
        #expect(funding.last4 == "8821")
        #expect(funding.label == "CIMB Bank Debit")
    }

    /// Wallet titles a purchase's record with the card between its back arrow and "Done": the card is the funding,
    /// the line under the title is the merchant, and the title names no app.
    @Test func aCardNamedInTheNavigationBarIsTheFundingNotTheAppOrTheMerchant() throws {
        func boxed(_ text: String, x: Double, y: Double, width: Double, height: Double = 0.02) -> OCRLine {
            OCRLine(text, box: NormalizedBox(x: x, y: y, width: width, height: height))
        }
        let lines = [
            boxed("14:05", x: 0.06, y: 0.01, width: 0.08), boxed("<", x: 0.05, y: 0.045, width: 0.03),
            boxed("AmBank Visa", x: 0.38, y: 0.045, width: 0.24), boxed("Done", x: 0.88, y: 0.045, width: 0.07),
            boxed("Kedai Buku Mutiara", x: 0.3, y: 0.09, width: 0.4),
            boxed("RM 33.20", x: 0.3, y: 0.13, width: 0.4, height: 0.045),
            boxed("Today, 1:58 PM", x: 0.36, y: 0.21, width: 0.28),
            boxed("Status: Approved", x: 0.05, y: 0.24, width: 0.3),
            boxed("Card Number ••••2741", x: 0.05, y: 0.27, width: 0.36),
        ]
        let result = Fixture.parse(lines)
        #expect(result.provider == .applePay)
        #expect(result.merchant == "Kedai Buku Mutiara")
        #expect(try #require(result.funding) == Funding(provider: .ambank, label: "AmBank Visa", last4: "2741"))
        // A product name with a word of its own ("One") names a card too.
        var named = lines
        named[2] = boxed("AmBank One Card", x: 0.33, y: 0.045, width: 0.34)
        #expect(Fixture.parse(named).provider == .applePay)
    }

    @Test func cardNamedOnTheLineBelowItsLabel() throws {
        let result = Fixture.parse([
            "Latest Transactions", "Tealive", "RM 9.90", "Pending", "Today, 10:01 AM", "Card",
            "Public Bank Visa •••• 1234", "Report an Issue",
        ])
        let funding = try #require(result.funding)
        #expect(funding == Funding(provider: .publicBank, label: "Public Bank Visa", last4: "1234"))
        #expect(result.merchant == "Tealive")
    }

    @Test func walletTopUpNamesTheCardItDrewOn() throws {
        let result = Fixture.parse([
            "Touch 'n Go eWallet", "Reload Successful", "RM 50.00", "Reload method", "Maybank Visa Debit •••• 4417",
            "Date", "12 Jun 2025 10:00",
        ])
        #expect(result.provider == .touchNGo)
        #expect(try #require(result.funding).last4 == "4417")
        #expect(result.funding?.provider == .maybank)
    }

    /// Funding is a card or account by its last digits, as a masked number shows them; a number shown in full is
    /// read as no such row.
    @Test func aBanksAccountShownInFullIsNoFunding() {
        let result = Fixture.parse([
            "Maybank2u", "Payment Successful", "RM 45.00", "From", "Savings Account 1234 5678 9012", "To", "TNB",
        ])
        #expect(result.funding == nil)
    }

    @Test func aPhoneNumberIsNotACard() {
        let result = Fixture.parse([
            "GrabPay", "Transfer Successful", "RM 20.00", "To", "Ali", "Mobile number", "012-*** 4567",
        ])
        #expect(result.funding == nil)
    }

    @Test func aSentenceIsNeverTheMerchant() {
        let result = Fixture.parse([
            "Latest Transactions", "RM 9.90", "Merchant info and location provided by Maps.", "Card", "•••• 1234",
        ])
        #expect(result.merchant != "info and location provided by Maps")
        #expect(result.merchant.map { $0.contains("provided") } != true)
    }

    @Test(arguments: [
        ["9:41", "Done", "ZUS Coffee", "RM12.50", "Approved", "Wednesday, 8:14 PM", "Maybank Visa Debit •••• 4417"],
        ["Tealive", "RM 9.90", "Pending", "Today 10:01 AM", "Status: Pending", "Card: Maybank Mastercard •••• 4417"],
        ["ZUS Coffee", "RM12.50", "Yesterday, 8:14 PM", "Maybank Visa Debit", "•••• 4417", "Total", "RM12.50"],
    ])
    func walletsCardPurchaseRecordIsApplePayEvenWithoutItsName(lines: [String]) {
        // A card row and a bare status word, and no app naming itself: Wallet's layout, the bank is the card's.
        let result = Fixture.parse(lines)
        #expect(result.provider == .applePay)
        #expect(result.funding?.provider == .maybank)
        #expect(result.funding?.last4 == "4417")
    }

    @Test func aBanksOwnCardScreenStaysTheBanks() {
        let result = Fixture.parse([
            "CIMB OCTO", "Card Transaction", "CIMB Visa Signature ••8823", "STARBUCKS 1UTAMA", "-RM17.90",
            "Status: Approved",
        ])
        #expect(result.provider == .cimb)
    }

    @Test func aBanksCardListWithItsLimitStaysTheBanks() {
        let result = Fixture.parse([
            "Card transactions", "Maybank Visa Platinum", "**** 4417", "MCDONALDS BANGSAR", "RM 31.80", "Approved",
            "Available credit limit", "RM 8,412.55",
        ])
        #expect(result.provider == .maybank)
    }

    @Test func aWalletAppsOwnWalletTabIsNotAppleWallet() {
        let result = Fixture.parse([
            "BigPay", "Wallet", "RM 122.06", "Recent transactions", "AIRASIA BERHAD", "-RM 389.00", "7 Sep, 10:15 PM",
            "Top up", "+RM 200.00", "7 Sep, 10:11 PM", "MYDIN", "-RM 46.20", "6 Sep, 6:40 PM",
        ])
        #expect(result.provider == .bigpay)
        // The balance above the list's title is not one of its rows.
        #expect(result.items.count == 3)
    }

    @Test func aCardsNameBesideItsMaskedNumberOnOneRow() throws {
        // Apple Wallet's card row read as two lines: the card's name left, its masked number right; and the
        // status bar's signal marks beside the clock, which are never the merchant.
        let result = Fixture.parse([
            Fixture.boxed("9:00", x: 0.08, y: 0.014, width: 0.05),
            Fixture.boxed("ull 5G", x: 0.84, y: 0.014, width: 0.03),
            Fixture.boxed("RM8.90", x: 0.35, y: 0.10, width: 0.3), Fixture.boxed("Tealive", x: 0.42, y: 0.155),
            Fixture.boxed("28/10/2024", x: 0.42, y: 0.21), Fixture.boxed("Status", x: 0.06, y: 0.27),
            Fixture.boxed("Approved", x: 0.8, y: 0.27), Fixture.boxed("RHB Mastercard Debit", x: 0.06, y: 0.31),
            Fixture.boxed("•••• 0315", x: 0.79, y: 0.31), Fixture.boxed("Report an Issue", x: 0.06, y: 0.36),
        ])
        #expect(result.provider == .applePay)
        #expect(result.merchant == "Tealive")
        #expect(result.funding == Funding(provider: .rhb, label: "RHB Mastercard Debit", last4: "0315"))
    }

    @Test func aCardsNameAndItsNumberOnRowsThatFollowOneAnother() {
        let result = Fixture.parse([
            "Starbucks", "RM18.60", "Approved", "Today, 9:12 AM", "Status Approved", "Card Maybank Visa Debit",
            "Card Number •••• 4417", "Total RM18.60", "Report an Issue",
        ])
        #expect(result.provider == .applePay)
        #expect(result.funding == Funding(provider: .maybank, label: "Maybank Visa Debit", last4: "4417"))
    }

    @Test func aBanksSMSAboutItsOwnCardIsNoWalletButNamesTheCard() {
        // "Your card ending 8832 was" is a sentence of the bank's, not a card row: no Apple Wallet. The card it
        // names is the funding, so the entry finds the account kept for that card.
        let result = Fixture.parse([
            "62033", "Text Message", "Today 2:22 PM", "RM0 CIMB: Your card ending 8832 was",
            "charged MYR 129.00 at LAZADA on", "02-Oct-24 14:22. Not you? Call", "03-6204 7788.",
        ])
        #expect(result.provider == .cimb)
        #expect(result.channel == .card)
        #expect(result.funding == Funding(provider: .cimb, label: "Card", last4: "8832"))
        #expect(result.merchant == "Lazada")
    }

    /// The sentence wraps where the screen is full: the card's number is on the line after its word. A bank's
    /// transfer names the account it came from, never the one it went to.
    @Test func anAlertsCardIsReadAcrossTheBreakOfItsLine() {
        let result = Fixture.parse([
            "Bank Islam", "Your Bank Islam debit card", "xxxx6403 was charged RM 41.20 at KEDAI BUKU MUTIARA on",
            "02/06/25 13:05.",
        ])
        #expect(result.merchant == "Kedai Buku Mutiara")
        #expect(result.channel == .card)
        #expect(result.funding == Funding(provider: .bankIslam, label: "Card", last4: "6403"))
        let transfer = Fixture.parse([
            "Bank Islam", "Transfer Successful", "RM 41.20", "From account xxxx6403", "To Kedai Buku Mutiara",
        ])
        #expect(transfer.funding == Funding(provider: .bankIslam, label: "Account", last4: "6403"))
        let received = Fixture.parse([
            "Bank Islam", "Transfer Successful", "RM 41.20", "To Kedai Buku Mutiara", "Account xxxx9921",
        ])
        #expect(received.funding == nil)
    }

    /// A bank's receipt names the account the money came from under or beside its label; an alert names it in its
    /// sentence ("from acct xxxx1108"), but "to account" is the other side's.
    @Test func aBanksReceiptNamesTheAccountTheMoneyCameFrom() {
        let row = Fixture.parse([
            Fixture.boxed("RHB", x: 0.45, y: 0.05), Fixture.boxed("Successful", x: 0.4, y: 0.1),
            Fixture.boxed("RM 25.00", x: 0.35, y: 0.15), Fixture.boxed("Recipient", x: 0.05, y: 0.22),
            Fixture.boxed("KEDAI ROTI MAJU", x: 0.6, y: 0.22), Fixture.boxed("From Account", x: 0.05, y: 0.26),
            Fixture.boxed("RHB Savings 2141****0021", x: 0.5, y: 0.26),
            Fixture.boxed("Date 06 Mar 2025", x: 0.05, y: 0.3),
        ])
        #expect(row.funding == Funding(provider: .rhb, label: "RHB Savings", last4: "0021"))
        let alert = Fixture.parse([
            "PBB", "PBB: Cash withdrawal of RM300.00 from", "acct xxxx1108 at ATM SS2 PJ on", "09/06/2025 13:22.",
        ])
        #expect(alert.funding == Funding(provider: .publicBank, label: "Account", last4: "1108"))
        let other = Fixture.parse([
            "PBB", "PBB: RM300.00 was transferred to account", "xxxx5512 of LIM AH KOW on 09/06/2025 13:22.",
        ])
        #expect(other.funding == nil)
    }

    /// Wallet titles a purchase's record with the card's name alone when it shows no number (no back arrow, no
    /// `Done`), and dates it by the day's name: the card is the funding, Wallet the app, the line under it the shop.
    @Test func walletsRecordTitledByTheCardAloneIsApplePay() throws {
        let boxed = Fixture.boxed
        let hero = { (text: String, y: Double) in
            OCRLine(text, box: NormalizedBox(x: 0.4, y: y, width: 0.2, height: 0.045))
        }
        let result = Fixture.parse([
            boxed("9:41", 0.05, 0.012, 0.08), boxed("ull 4G 71", 0.78, 0.012, 0.17),
            boxed("AmBank Visa Gold", 0.05, 0.05, 0.3), boxed("KEDAI KAIN SERI MURNI", 0.05, 0.09, 0.4),
            hero("RM 85.00", 0.13), boxed("Yesterday, 2:10 PM", 0.05, 0.19, 0.3),
            boxed("Shopping", 0.05, 0.23, 0.15), boxed("Status", 0.05, 0.27, 0.1), boxed("Approved", 0.8, 0.27, 0.15),
        ])
        #expect(result.provider == .applePay)
        #expect(result.channel == .applePay)
        #expect(result.merchant == "Kedai Kain Seri Murni")
        #expect(result.category == .shopping)
        #expect(result.funding == Funding(provider: .ambank, label: "AmBank Visa Gold", last4: nil))
        // Its refund keeps the purchase's category line.
        let refund = Fixture.parse([
            boxed("9:41", 0.05, 0.012, 0.08), boxed("ull 4G 71", 0.78, 0.012, 0.17),
            boxed("RHB Mastercard Debit", 0.05, 0.05, 0.35), boxed("TAMAN BURUNG INDAH", 0.05, 0.09, 0.35),
            hero("RM 40.00", 0.13), boxed("Refund", 0.05, 0.19, 0.12),
            boxed("Monday, 11:05 AM", 0.05, 0.23, 0.3), boxed("Entertainment", 0.05, 0.27, 0.25),
        ])
        #expect(refund.provider == .applePay)
        #expect(refund.kind == .moneyIn)
        #expect(refund.category == .entertainment)
        // Dated by the calendar, but with Wallet's `Card Number` row: the title is the card, the shop under it.
        let numbered = Fixture.parse([
            boxed("9:41", 0.05, 0.012, 0.08), boxed("ull 4G 71", 0.78, 0.012, 0.17),
            boxed("Maybank Visa Debit", 0.05, 0.05, 0.3), boxed("KEDAI KAIN SERI MURNI", 0.05, 0.09, 0.4),
            hero("RM 85.00", 0.13), boxed("14/06/2025, 2:10 PM", 0.05, 0.19, 0.3),
            boxed("Card Number", 0.05, 0.23, 0.2),
            boxed("•••• 4471", 0.78, 0.23, 0.17),
        ])
        #expect(numbered.provider == .applePay)
        #expect(numbered.merchant == "Kedai Kain Seri Murni")
        #expect(numbered.funding == Funding(provider: .maybank, label: "Maybank Visa Debit", last4: "4471"))
    }

    /// A bank's own record of its card's purchase names the card at the top too, but numbers it and dates by the
    /// calendar: the bank's app, paid with Apple Pay.
    @Test func aBanksCardRecordDatedByTheCalendarStaysTheBanks() {
        let boxed = Fixture.boxed
        let result = Fixture.parse([
            boxed("9:41", 0.05, 0.012, 0.08), boxed("ull 4G 71", 0.78, 0.012, 0.17),
            boxed("OCBC Titanium Mastercard", 0.05, 0.05, 0.5), boxed("Transaction details", 0.05, 0.15, 0.4),
            boxed("KEDAI KAIN SERI MURNI", 0.25, 0.2, 0.5), boxed("RM 85.00", 0.25, 0.26, 0.3),
            boxed("Date", 0.05, 0.4, 0.1), boxed("13 Jun 2025", 0.7, 0.4, 0.25), boxed("Status", 0.05, 0.45, 0.1),
            boxed("Approved", 0.75, 0.45, 0.15), boxed("Payment method", 0.05, 0.5, 0.3),
            boxed("Apple Pay", 0.75, 0.5, 0.2),
        ])
        #expect(result.provider == .ocbc)
        #expect(result.channel == .applePay)
        // A bank's e-mail alert titled with its card, its `Card Number` row and no amount drawn large: the bank's.
        let alert = Fixture.parse([
            boxed("4:05", 0.05, 0.008, 0.08), boxed("ull 66", 0.72, 0.008, 0.2),
            boxed("HSBC Credit Card Transaction Alert", 0.06, 0.09, 0.4), boxed("Card Number", 0.06, 0.16, 0.1),
            boxed("XXXX-XXXX-XXXX-6602", 0.75, 0.16, 0.19), boxed("Merchant", 0.06, 0.19, 0.08),
            boxed("KEDAI KAIN SERI MURNI", 0.7, 0.19, 0.25), boxed("Transaction Amount", 0.06, 0.22, 0.18),
            boxed("MYR 239.00", 0.8, 0.22, 0.12),
        ])
        #expect(alert.provider != .applePay)
        #expect(alert.merchant == "Kedai Kain Seri Murni")
    }
}
