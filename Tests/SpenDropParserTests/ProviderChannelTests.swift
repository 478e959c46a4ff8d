import SpenDropModel
import SpenDropParser
import Testing

@Suite struct ProviderChannelTests {
    /// Cash handed over and change given back is a cash payment, whatever a reference's letters look like or a
    /// signature line says; a card paying part of it is a split payment, not cash.
    /// A wallet named as the payment method is the wallet channel, even by the app's own name; the app's name
    /// alone, as the screen's title, says nothing about how the payment was made.
    @Test func aWalletNamedAsThePaymentMethodIsTheWalletChannel() {
        let paid = Fixture.parse([
            "Boost", "You paid", "RM8.00", "to Char Kuey Teow Pak Mat", "Payment Successful", "Paid with",
            "Boost Wallet", "Date", "2 May 2026, 7:50 PM", "Transaction ID", "BST2605021950418826",
        ])
        #expect(paid.provider == .boost)
        #expect(paid.channel == .ewallet)
        let titled = Fixture.parse([
            "Boost Wallet", "You paid", "RM8.00", "to Char Kuey Teow Pak Mat", "Payment Successful", "Date",
            "2 May 2026, 7:50 PM", "Transaction ID", "BST2605021950418826",
        ])
        #expect(titled.provider == .boost)
        #expect(titled.channel == nil)
    }

    /// A type row that is only a card's use ("Type" / "Card purchase") makes a card-first wallet's payment a card
    /// one; the same words inside a sentence are a banner's.
    @Test func aCardPurchaseTypeRowIsTheCardChannelButNotABannersSentence() {
        let typed = Fixture.parse([
            "BigPay", "< Transaction", "TACO LOCO TRUCK", "-RM 26.50", "Status", "Completed", "Type", "Card purchase",
            "Date", "16 May 2026, 9:11 PM", "Reference", "BP4W9ZC2LN",
        ])
        #expect(typed.channel == .card)
        let banner = Fixture.parse([
            "BigPay", "< Transaction", "TACO LOCO TRUCK", "-RM 26.50", "Status", "Completed",
            "No fees on your next card purchase abroad", "Date", "16 May 2026, 9:11 PM", "Reference", "BP4W9ZC2LN",
        ])
        #expect(banner.channel == nil)
    }

    /// A wallet's "Receive Money" is money moved between wallet users; a bank's screen with the same words is not
    /// thereby a wallet payment.
    @Test func aWalletsReceiveMoneyIsAWalletTransfer() {
        let received = Fixture.parse([
            "< Transaction Details", "Touch 'n Go eWallet", "+RM25.00", "Successful", "Transaction Type",
            "Receive Money", "From", "Tan Mei Ling", "Date/Time", "25/04/2026 22:41:19", "Transaction No.",
            "2026042511121300100177003116",
        ])
        #expect(received.kind == .moneyIn)
        #expect(received.channel == .ewallet)
        // A wallet's shortcut row under a scanned payment does not make the payment a transfer.
        let scanned = Fixture.parse([
            "Touch 'n Go eWallet", "Scan & Pay", "RM 12.50", "Payment Successful", "Merchant", "Kedai Kopi Heng Loong",
            "Date/Time", "25/04/2026 12:41:19", "Receive Money",
        ])
        #expect(scanned.kind == .expense)
        #expect(scanned.channel == .qr)
    }

    @Test func aBankAppsCardRowNamesTheBank() {
        let result = Fixture.parse([
            "Transaction details", "AIRASIA.COM", "-MYR 690.30", "Card", "HSBC Visa Platinum ending 3886",
            "Transaction date", "12 Jan 2025", "Status", "Authorised",
        ])
        #expect(result.provider == .hsbc)
    }

    @Test func aPurchaseOnACardsInstalmentPlanWasPaidByCard() {
        let result = Fixture.parse([
            "SWITCH", "MID VALLEY MEGAMALL", "SST ID: W10-3610-03081240", "Receipt No. SWMV43170617",
            "20 Sep 2025 17:45", "iPhone 17 Pro 256GB 5,999.00", "TOTAL 5,999.00", "CIMB Easy Pay 0% 24 months",
            "MASTERCARD ****5509 5,999.00", "Monthly 249.96",
        ])
        #expect(result.provider == .card)
    }

    @Test func aDigitalBankWithoutAProviderPayingByDuitNowNamesNone() {
        let result = Fixture.parse([
            "Paid", "-RM 15.40", "to RESTORAN NASI KANDAR BISMILLAH", "Payment method", "DuitNow QR",
            "Date", "2 Sep 2025, 1:15 PM", "GXBank",
        ])
        #expect(result.provider == nil)
        #expect(result.channel == .duitnowQR)
        // A state's wallet names itself; its reference's letters (`SP…`) are not ShopeePay's.
        let wallet = Fixture.parse([
            "S Pay Global", "Transaction Successful", "RM 42.40", "Pay To KEDAI RUNCIT HJ JUNAIDI",
            "Date 30/01/2026 08:15:25", "Transaction ID SP6863542252010497",
        ])
        #expect(wallet.provider == nil)
    }

    @Test func cashAsOCRMisreadsItAndBakiAfterItArePaidInCash() {
        let misread = Fixture.parse([
            "CARING PHARMACY", "Tel: 03-7802 5013", "ZYRTEC 10MG 10S 23.50", "SUB TOTAL RM23.50", "Total Due RM23.50",
            "CA5H 23.50",
        ])
        #expect(misread.provider == .cash)
        // A loyalty card's number printed under the cash tender and its "Baki" (change) pays nothing.
        let loyalty = Fixture.parse([
            "SHELL JALAN DUTA", "TAX INVOICE", "18/08/25 17:07", "Total Amount 40.00", "CASH TENDERED 40.00",
            "Baki 0.00", "Shell Rewards Earned 40", "Card No: 7083 **** **** 3438",
        ])
        #expect(loyalty.provider == .cash)
    }

    @Test func applePayAsTheMethodOnABanksCardRecordIsTheChannelNotTheApp() {
        // The bank's card row as its key's value, or as the screen's title; "Payment method" / "Apple Pay".
        let keyed = Fixture.parse([
            "Transaction details", "STARBUCKS KLCC", "-RM 25.66", "Card", "CIMB Visa Signature •• 6237",
            "Payment method", "Apple Pay", "Transaction date", "4 Aug 2025", "Status", "Posted",
        ])
        #expect(keyed.provider == .cimb)
        #expect(keyed.channel == .applePay)
        #expect(keyed.funding?.last4 == "6237")
        let titled = Fixture.parse([
            "Transaction details", "CIMB Visa Signature ****8812", "STARBUCKS - PAVILION KL", "RM 19.40",
            "Transaction date", "19 Oct 2024", "Payment method", "Apple Pay", "Status Posted",
        ])
        #expect(titled.provider == .cimb)
        #expect(titled.channel == .applePay)
    }

    @Test func aBankRowUnderTheRecipientIsTheirsNotTheApps() {
        // Key and value on one line under "To NAME"; the app names itself only in its footer.
        let result = Fixture.parse([
            "Transfer successful", "MYR838.42", "To YEOH CHEE KEONG", "8ank Public Bank Berhad",
            "Transfer type DuitNow",
            "Reference OCBC2358514575", "Date & time 23 Apr 2025 13:57", "OCBC",
        ])
        #expect(result.provider == .ocbc)
    }

    @Test func cashAndChangeAreACashPaymentUnlessACardPaidPart() {
        let lines = [
            "TGV CINEMAS SDN BHD", "(220213-U)", "Receipt: SP-88213-1", "Date: 21/06/2025 Time: 14:35",
            "ADULT TICKET 2 36.00", "Nett Total 36.00", "CASH 50.00", "CHANGE 14.00", "Customer Signature",
        ]
        let cash = Fixture.parse(lines)
        #expect(cash.provider == .cash)
        #expect(cash.channel == .cash)
        #expect(cash.merchant == "TGV")
        let split = Fixture.parse(lines.dropLast(2) + ["VISA 16.00", "CHANGE 0.00"])
        #expect(split.provider != .cash)
    }

    /// A receipt that names no app but the bank account the money came from is that bank's, even for a DuitNow QR.
    @Test func thePayingAccountsBankIsTheAppWhenNothingElseNamesIt() {
        let result = Fixture.parse([
            Fixture.boxed("DuitNow QR", x: 0.44, y: 0.045), Fixture.boxed("Payment successful", x: 0.38, y: 0.095),
            Fixture.boxed("MYR 6.00", x: 0.42, y: 0.13), Fixture.boxed("Paid to", x: 0.06, y: 0.18),
            Fixture.boxed("GERAI CENDOL PAK ALI", x: 0.06, y: 0.2), Fixture.boxed("From", x: 0.06, y: 0.33),
            Fixture.boxed("OCTO Savers Account 7012****4410", x: 0.06, y: 0.35),
        ])
        #expect(result.provider == .cimb)
        #expect(result.channel == .duitnowQR)
        #expect(result.funding?.last4 == "4410")
    }

    /// A receipt's tender line names the card alone beside what it paid ("MASTER 181.00"), or coins in Malay.
    @Test func aReceiptsTenderLineNamesTheCardOrTheCoins() {
        let card = Fixture.parse([
            "REFLEKSOLOGI KAKI SIHAT", "01/11/2025 22:18", "Foot massage 60 min 120.00", "Shoulder 30 min 61.00",
            "TOTAL 181.00", "MASTER 181.00", "Thank you",
        ])
        #expect(card.provider == .card)
        #expect(card.channel == .card)
        let coins = Fixture.parse(["MAJLIS PERBANDARAN SEPANG", "Parkir 1 jam", "Paid RM 1.20", "Payment: SYILING"])
        #expect(coins.provider == .cash)
    }

    /// An e-invoice paid in cash prints its validation QR code: the payment was cash, not a QR scan.
    @Test func aCashReceiptWithAnInvoicesQRCodeWasPaidInCash() {
        let result = Fixture.parse([
            "e-INVOICE", "Supplier: KEDAI BUKU MINERVA SDN BHD", "e-Invoice No. KBM-250111-0066",
            "Date & Time 2025-01-11 12:03:55", "Total Payable Amount 57.30", "Payment Mode: 01 - Cash", "[QR]",
            "Scan the QR code to validate this e-Invoice",
        ])
        #expect(result.provider == .cash)
        #expect(result.channel == .cash)
    }

    /// An online order paid by card in a shopping app: the card is how it was paid, not where from, and the app is
    /// no provider of ours. The card sits on the row of its "Paid by" label.
    @Test func aShoppingOrderPaidByCardHasNoCardProvider() {
        let result = Fixture.parse([
            Fixture.boxed("Order Details", x: 0.35, y: 0.05), Fixture.boxed("Order #501928374650", x: 0.05, y: 0.09),
            Fixture.boxed("Subtotal (2 items)", x: 0.05, y: 0.2), Fixture.boxed("RM 45.00", x: 0.8, y: 0.2),
            Fixture.boxed("Shipping Fee", x: 0.05, y: 0.24), Fixture.boxed("RM 4.90", x: 0.8, y: 0.24),
            Fixture.boxed("Total", x: 0.05, y: 0.28), Fixture.boxed("RM 49.90", x: 0.8, y: 0.28),
            Fixture.boxed("Paid by", x: 0.05, y: 0.32), Fixture.boxed("Mastercard •••• 2093", x: 0.6, y: 0.32),
        ])
        #expect(result.provider == nil)
        #expect(result.channel == .card)
    }

    @Test(arguments: [
        (["Touch 'n Go eWallet", "Payment Successful"], Provider.touchNGo),
        (["MAE", "Payment Successful"], .maybank), (["CIMB OCTO", "Successful"], .cimb),
        (["RHB Bank", "Transaction Successful"], .rhb), (["PB engage", "Successful"], .publicBank),
        (["HLB Connect", "Successful"], .hongLeong), (["AmOnline", "Successful"], .ambank),
        (["GO by Bank Islam", "Successful"], .bankIslam), (["Bank Rakyat", "Berjaya"], .bankRakyat),
        (["MyBSN", "Successful"], .bsn), (["AFFINALWAYS", "Successful"], .affin),
        (["allianceonline", "Successful"], .alliance), (["OCBC", "Successful"], .ocbc),
        (["UOB TMRW", "Successful"], .uob), (["HSBC", "Successful"], .hsbc),
        (["Standard Chartered", "Successful"], .standardChartered), (["AGRONet", "Berjaya"], .agrobank),
        (["i-Muamalat", "Berjaya"], .muamalat), (["GrabPay", "Payment successful"], .grabpay),
        (["Boost", "Payment Successful"], .boost), (["ShopeePay", "Payment Successful"], .shopeepay),
        (["BigPay", "Payment"], .bigpay), (["Setel", "Fuel purchase"], .setel), (["Wise", "You sent"], .wise),
    ])
    func recognisesEveryProviderFromItsHeader(lines: [String], expected: Provider) {
        let result = Fixture.parse(lines + ["RM 20.00", "Paid to Kedai Ah Seng"])
        #expect(result.provider == expected)
    }

    /// With no word of its own app on screen (logos are pictures), the bank in the recipient block is still the
    /// other side: better no provider than the wrong one.
    @Test func aRecipientBankAloneIsNeverTheProvider() {
        let result = Fixture.parse([
            "Transfer Successful", "RM 300.00", "Transfer To Lim Mei Ling", "Recipient Bank Hong Leong Bank",
            "Transfer Type DuitNow Transfer", "Reference ID XF2603170001",
        ])
        #expect(result.provider != .hongLeong)
    }

    /// Money received: the sender's bank is the other side too.
    @Test func theSendersBankOnMoneyInIsNotTheProvider() {
        let result = Fixture.parse([
            "Money Received", "DuitNow Transfer", "RM 80.00", "Received From Tan Ah Kow", "Sender Bank AmBank",
            "Status Successful",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.provider != .ambank)
    }

    /// "Pulangan tunai" (cashback) in a banner is not a cash payment.
    @Test func aCashbackBannerDoesNotMakeAPaymentCash() {
        let result = Fixture.parse([
            "Pembayaran Berjaya", "RM 45.00", "Penerima Syarikat Air Jernih", "Jumlah RM 45.00",
            "Dapatkan pulangan tunai", "sehingga RM 100", "Bayar bil dengan Kad Debit.",
        ])
        #expect(result.provider != .cash)
    }

    @Test func recipientBankOnAMaybankScreenIsStillMaybank() {
        let result = Fixture.parse([
            "Maybank2u", "Transfer Successful", "RM 100.00", "To", "LIM AH KOW", "Recipient Bank: CIMB",
            "DuitNow Transfer",
        ])
        #expect(result.provider == .maybank)
        #expect(result.channel == .bankTransfer)
        #expect(result.kind == .moneyOut)
    }

    @Test(arguments: [
        ("Visit our doctor for a check", Provider?.none), ("Tick here, otherwise leave blank", nil),
        ("Boost your savings today", nil),
    ])
    func commonWordsAreNotProviders(line: String, expected: Provider?) {
        let result = Fixture.parse(["Receipt", "RM 5.00", line])
        #expect(result.provider == expected)
    }

    @Test func lowConfidenceLineIsNotEvidence() {
        let result = Fixture.parse([
            OCRLine("CIMB", confidence: 0.2), OCRLine("Payment Successful", confidence: 0.9),
            OCRLine("RM 10.00", confidence: 0.9), OCRLine("DuitNow QR", confidence: 0.3),
        ])
        #expect(result.provider == nil)
        #expect(result.channel != .duitnowQR)
    }

    @Test(arguments: [
        (["MAE", "DuitNow QR", "Payment Successful"], Channel.duitnowQR),
        (["Maybank2u", "DuitNow Transfer", "Transfer Successful"], .bankTransfer),
        (["FPX Payment", "Successful"], .onlineBanking),
        (["Touch 'n Go eWallet", "Toll Payment", "Completed"], .ewallet),
        (["ShopeePay", "Scan & Pay", "Payment Successful", "Merchant Name", "Kedai Ah Seng"], .qr),
        (["Visa Debit", "Approved"], .card),
        (["ZUS COFFEE - Apple Pay", "Approved"], .applePay),
    ])
    func readsTheChannelFromWordingNotFromBankNames(lines: [String], expected: Channel) {
        let result = Fixture.parse(lines + ["RM 10.00"])
        #expect(result.channel == expected)
    }

    @Test func bankNameAloneIsNoChannel() {
        let result = Fixture.parse(["CIMB Bank", "RM 10.00", "Successful"])
        #expect(result.channel == nil)
    }

    @Test func paperReceiptPaidInCash() {
        let result = Fixture.parse(["KEDAI MAKAN ALI", "Total 12.00", "Cash 20.00", "Change 8.00"])
        #expect(result.provider == .cash)
        #expect(result.channel == .cash)
    }

    @Test func cardSlip() {
        let result = Fixture.parse([
            "MERCHANT COPY", "KEDAI ELEKTRIK JAYA", "TID: 10023456", "MID: 000123456789", "VISA ************4821",
            "SALE", "AMOUNT RM 199.00", "APPROVAL CODE: 845120",
        ])
        #expect(result.provider == .card)
        #expect(result.channel == .card)
        #expect(result.reference == "845120")
    }
}

/// Apple Wallet's interface against a bank's own card rows, and rails named in wording not seen before.
@Suite struct ProviderChannelWordingTests {
    @Test func bankCardRowWithDotsIsNotAppleWallet() {
        let result = Fixture.parse(["CIMB OCTO", "Refund received", "+ RM 19.90", "from KEDAI X", "Card •• 4410"])
        #expect(result.provider == .cimb)
    }

    @Test func malayWalletTitleIsAppleWallet() {
        let result = Fixture.parse([
            "Dompet", "Restoran Bunga Raya", "RM22.10", "3 Jun 2025, 1:05 PTG", "Nombor Kad •••• 9901",
        ])
        #expect(result.provider == .applePay)
        #expect(result.merchant == "Restoran Bunga Raya")
    }

    @Test func walletTitleAboveATopUpIsTheApp() {
        let result = Fixture.parse([
            "Touch 'n Go eWallet", "Reload", "+RM50.00", "Reload to Touch 'n Go eWallet", "Reload Method",
            "Debit Card Visa ****1234",
        ])
        #expect(result.provider == .touchNGo)
    }

    @Test func scanAndPayOnAWalletIsAQRPayment() {
        let result = Fixture.parse([
            "Boost", "Payment Successful!", "RM 6.00", "paid to GERAI TEH TARIK", "Scan & Pay",
            "You earned RM0.10 Cashback",
        ])
        #expect(result.channel == .qr)
    }

    @Test func walletMoneyInOverDuitNowIsABankTransfer() {
        let result = Fixture.parse(["BigPay", "Received", "+RM 30.00", "From AZMAN", "Transfer from DuitNow"])
        #expect(result.channel == .bankTransfer)
    }

    @Test func bankCardTransactionsTitleIsTheCardChannel() {
        let result = Fixture.parse(["Maybank2u", "Card Transactions", "KEDAI ROTI ASLI", "RM 9.50", "Status Posted"])
        #expect(result.channel == .card)
    }

    @Test func aBareBankKeyUnderTheRecipientIsTheOtherSide() {
        let result = Fixture.parse([
            "Transfer to bank", "Sent", "RM 150.00", "To", "Nurul Huda binti Samad", "Bank", "Bank Rakyat",
        ])
        #expect(result.provider != .bankRakyat)
    }

    @Test func theSendersBankInMalayIsTheOtherSideOnMoneyIn() {
        // A short screen: the sender's block sits in the top fifth, where a header would.
        let texts = ["Wang Diterima", "+RM 80.00", "Daripada", "TAN AH KOW", "Bank Pengirim", "Affin Bank"]
        let lines = texts.enumerated().map { index, text in
            Fixture.boxed(text, x: index % 2 == 0 ? 0.05 : 0.7, y: 0.04 + 0.036 * Double(index / 2))
        }
        let result = Fixture.parse(lines)
        #expect(result.provider != .affin)
    }

    @Test(arguments: [
        ("20250601TNGD0PMY000123", Provider.touchNGo), ("20250601SPAYMY7788", .shopeepay), ("Q2506011234", nil),
    ])
    func theAppsCodeInItsOwnReferenceNamesIt(reference: String, expected: Provider?) {
        let result = Fixture.parse([
            "Successful", "RM 9.00", "Merchant", "KEDAI KOPI LAMA", "Transaction No.", reference,
        ])
        #expect(result.provider == expected)
    }

    @Test func aTopUpThatNamesOnlyTheFilledWalletIsThatWallet() {
        let result = Fixture.parse([
            "Top Up", "Successful", "RM 60.00", "Top up via", "Online Banking (FPX)", "Bank", "Hong Leong Bank", "To",
            "ShopeePay Wallet",
        ])
        #expect(result.provider == .shopeepay)
    }

    @Test func walletsOwnCashbackNamesItselfAsTheSender() {
        let result = Fixture.parse(["Cashback", "+RM2.00", "Successful", "From", "ShopeePay", "Date", "01/06/2025"])
        #expect(result.provider == .shopeepay)
    }

    @Test(arguments: [
        [
            "KEDAI BUKU RIANG", "Seri Kembangan", "RM18.00", "Pending", "Card Number", "•••• 4420", "Category",
            "Shopping",
        ],
        ["Done", "KEDAI BUKU RIANG", "RM18.00", "Approved", "1 Jun 2025, 9:12 PM", "Category", "Shopping"],
    ])
    func appleWalletFromItsCardLabelOrItsDoneTitle(lines: [String]) {
        let result = Fixture.parse(lines)
        #expect(result.provider == .applePay)
        #expect(result.channel == .applePay)
    }

    @Test func appleWalletCardLabelWithItsNumberBesideIt() {
        let result = Fixture.parse([
            Fixture.boxed("KEDAI BUKU RIANG", x: 0.05, y: 0.05), Fixture.boxed("RM18.00", x: 0.05, y: 0.1),
            Fixture.boxed("Pending", x: 0.05, y: 0.15), Fixture.boxed("Card Number", x: 0.05, y: 0.2),
            Fixture.boxed("•••• 4420", x: 0.75, y: 0.2), Fixture.boxed("Category", x: 0.05, y: 0.25),
            Fixture.boxed("Shopping", x: 0.75, y: 0.25),
        ])
        #expect(result.provider == .applePay)
    }

    @Test(arguments: [
        ["Boost", "Payment Successful!", "RM 8.00", "Paid to", "KEDAI MAKAN SEDAP", "Cashback earned", "RM 0.20"],
        [
            "ShopeePay", "Payment Successful", "RM7.00", "Merchant", "KEDAI MAKAN SEDAP", "Order Amount", "RM8.00",
            "Shopee Voucher", "-RM1.00", "Total Paid", "RM7.00",
        ],
    ])
    func walletPaymentToAMerchantWithoutChannelWordingLeavesTheChannelOpen(lines: [String]) {
        // The screen does not say QR: the person picks, SpenDrop does not guess.
        #expect(Fixture.parse(lines).channel == nil)
    }

    @Test func cardNamedWithItsMaskedNumberInAnAlertIsCard() {
        let result = Fixture.parse([
            "MYBANK: Trx at KEDAI MINYAK SETIA for RM40.00 using card xx1234. Call us if not you."
        ])
        #expect(result.channel == .card)
    }

    @Test func bankPaymentWithoutChannelWordingLeavesTheChannelOpen() {
        let result = Fixture.parse([
            "GO by Bank Islam", "Bayaran Berjaya", "Penerima: LEMBAGA ZAKAT PERAK", "Jumlah: RM 50.00",
        ])
        #expect(result.channel == nil)
        let merchant = Fixture.parse(["MAE", "Payment successful", "RM 23.40", "Merchant name", "KOPITIAM HENG HENG"])
        #expect(merchant.channel == nil)
    }

    @Test func moneyInFromANamedSenderBankIsABankTransfer() {
        let result = Fixture.parse([
            "Wang Diterima", "+RM 80.00", "Daripada", "TAN AH KOW", "Bank Pengirim", "Affin Bank",
        ])
        #expect(result.channel == .bankTransfer)
    }

    @Test func deliveryAppOrderPaidByCardIsNotACardSlip() {
        let result = Fixture.parse([
            "makanlah", "Order from Kedai Mee Sedap", "Subtotal RM 20.00", "Delivery fee RM 3.00", "Total RM 23.00",
            "Paid with Visa •••• 1234",
        ])
        #expect(result.provider == nil)
        #expect(result.channel == .card)
    }

    /// A phone's screenshot of an app the catalogue has no provider for: the card is how the app was paid.
    @Test func aCardNamedOnAnAppsScreenshotIsHowItWasPaidNotTheApp() {
        let result = Fixture.parse([
            Fixture.boxed("9:12", x: 0.05, y: 0.012, width: 0.09),
            Fixture.boxed("ull 5G", x: 0.83, y: 0.012, width: 0.11),
            Fixture.boxed("Kereta Kita", x: 0.06, y: 0.048),
            Fixture.boxed("Booking confirmed", x: 0.06, y: 0.084, width: 0.3),
            Fixture.boxed("Total paid", x: 0.06, y: 0.12),
            Fixture.boxed("RM 120.00", x: 0.77, y: 0.12, width: 0.17),
            Fixture.boxed("Paid with", x: 0.06, y: 0.156),
            Fixture.boxed("Visa •••• 4471", x: 0.6, y: 0.156, width: 0.3),
        ])
        #expect(result.provider == nil)
        #expect(result.channel == .card)
    }

    /// On a merchant's FPX page the bank after `FPX` is the route the payer's money took, not the app.
    @Test func theBankOfAnFPXRouteIsNotTheApp() {
        let result = Fixture.parse([
            Fixture.boxed("9:12", x: 0.05, y: 0.012, width: 0.09),
            Fixture.boxed("ull 5G", x: 0.83, y: 0.012, width: 0.11),
            Fixture.boxed("Tiket Kita", x: 0.06, y: 0.048),
            Fixture.boxed("Payment Successful", x: 0.06, y: 0.084, width: 0.3),
            Fixture.boxed("Total", x: 0.06, y: 0.12),
            Fixture.boxed("RM 92.00", x: 0.77, y: 0.12, width: 0.17),
            Fixture.boxed("Payment Method", x: 0.06, y: 0.156),
            Fixture.boxed("FPX - Maybank2u", x: 0.6, y: 0.156, width: 0.3),
        ])
        #expect(result.provider == nil)
        #expect(result.channel == .onlineBanking)
    }

    @Test(arguments: [
        ["JABATAN PENGANGKUTAN JALAN MALAYSIA", "CUKAI JALAN 90.00", "JUMLAH 90.00", "CARA BAYARAN KAD DEBIT"],
        ["RESTORAN ANSARI", "NAAN 4.00", "TOTAL 47.17", "Paid : CARD"],
        ["KLINIK PERGIGIAN SENYUM", "SCALING 160.00", "TOTAL 160.00", "Paid (Master)"],
    ])
    func aReceiptsTenderNamedAsACardInMalayOrAloneIsCard(lines: [String]) {
        #expect(Fixture.parse(lines).provider == .card)
    }

    @Test func aTerminalSlipUnderItsAcquirersNameIsACardPayment() {
        let result = Fixture.parse([
            "RHB", "AH KOW MOTOR", "NO 7 JALAN PASAR, 34000 TAIPING", "SALE", "VISA DEBIT", "**** **** **** 0926",
            "DATE: 03 APR 2025", "INV: 000092", "BATCH: 000019", "TOTAL", "MYR 560.00", "APP C0DE", "190234",
        ])
        #expect(result.provider == .card)
        #expect(result.amount == Fixture.money("560.00"))
        #expect(result.merchant != "App Code")
    }

    @Test func aRefundSlipWithAFullyMaskedCardIsACardPayment() {
        let result = Fixture.parse([
            "MAYBANK", "FOOTWEAR PALACE", "LOT 2.31 SUNWAY CARNIVAL MALL", "REFUND", "MASTERCARD ************3306",
            "DATE 09/09/2024", "AMOUNT", "RM 59.90", "REF NO 000318", "CUSTOMER COPY",
        ])
        #expect(result.provider == .card)
    }

    @Test func aBanksAlertOfAnApplePayPurchaseIsTheBanks() {
        let result = Fixture.parse([
            "MAYBANK2U", "3m ago", "Apple Pay Transaction", "RM18.60 charged via Apple Pay at",
            "STARBUCKS SUNWAY PYRAMID using card", "ending 4417 on 20 Jun 09:02. Approved.",
        ])
        #expect(result.provider == .maybank)
        #expect(result.channel == .applePay)
    }

    @Test func anAppWithoutAProviderNamingItselfAtTheTopNamesNone() {
        // The recipient's bank on a digital bank's transfer is the other side.
        let transfer = Fixture.parse([
            Fixture.boxed("Ryt Bank", x: 0.05, y: 0.05), Fixture.boxed("Money sent!", x: 0.4, y: 0.09),
            Fixture.boxed("RM 120.00", x: 0.3, y: 0.13), Fixture.boxed("to Lim Mei Ling", x: 0.3, y: 0.18),
            Fixture.boxed("Bank", x: 0.05, y: 0.22), Fixture.boxed("Maybank", x: 0.8, y: 0.22),
            Fixture.boxed("Type", x: 0.05, y: 0.26), Fixture.boxed("DuitNow Transfer", x: 0.6, y: 0.26),
        ])
        #expect(transfer.provider == nil)
        // A wallet's name before "Bank" names a bank of that name, not the wallet.
        let bank = Fixture.parse([
            "Boost Bank", "Transaction details", "+ RM 1,200.00", "Received", "From", "CONTOH DIGITAL SDN BHD",
            "Transfer type", "DuitNow / IBG", "Transaction ID", "BB0106250001234",
        ])
        #expect(bank.provider == nil)
    }

    @Test func aDeclinedTerminalSlipIsACardPaymentNotWallets() {
        let result = Fixture.parse([
            "KEDAI ALAT CONTOH", "TID: 55018833", "SALE", "MASTERCARD DEBIT", "CARD NO: 5199 XXXX XXXX 2210",
            "DATE: 08/05/2025  TIME: 14:51:02", "AMOUNT", "RM 128.00", "*** DECLINED ***", "PLEASE USE ANOTHER CARD",
        ])
        #expect(result.provider == .card)
        #expect(result.channel == .card)
    }

    @Test func aCardNumberedByItsLastFourDigitsIsCardWording() {
        let result = Fixture.parse([
            "< CIMB", "Today", "RM0 CIMB: Card 4471 used for", "MYR52.00 at KEDAI BUKU CONTOH on", "25-Dec-24.",
        ])
        #expect(result.channel == .card)
    }
}

/// Round 21: like a card, cash is a provider only on paper: on an app's screenshot, `Cash` names a product of the
/// app (a driver's `Cash Wallet`, a `Cash Out`), not notes handed over.
@Suite struct CashOnPaperTests {
    @Test func anAppsCashOutIsNoCashPayment() {
        let result = Fixture.parse([
            Fixture.boxed("8:15", x: 0.05, y: 0.012, width: 0.1), Fixture.boxed("ull 4G 66", x: 0.78, y: 0.012),
            Fixture.boxed("Cash Out", x: 0.05, y: 0.05, width: 0.18),
            Fixture.boxed("Cash out successful", x: 0.05, y: 0.09, width: 0.36),
            OCRLine("RM 120.00", box: NormalizedBox(x: 0.35, y: 0.13, width: 0.3, height: 0.045)),
            Fixture.boxed("Cash Wallet balance", x: 0.05, y: 0.2, width: 0.36),
            Fixture.boxed("RM 8.20", x: 0.8, y: 0.2, width: 0.15),
            Fixture.boxed("Date", x: 0.05, y: 0.24, width: 0.08),
            Fixture.boxed("14 Jun 2025, 8:10 PM", x: 0.6, y: 0.24, width: 0.35),
        ])
        #expect(result.provider == nil)
    }

    @Test func aPaperBillPaidInCashIsCash() {
        let result = Fixture.parse([
            "KEDAI BASIKAL AH CHONG", "No. 3, Jalan Pasar, 93000 Kuching", "BIL NO: 0412", "Tiub tayar 12.00",
            "Servis 18.00", "JUMLAH 30.00", "BAYARAN: CASH",
        ])
        #expect(result.provider == .cash)
    }
}

/// Round 21: a bank's QR is DuitNow's, unless the QR is the bank's own brand, named with it (`AmBank QRPay`).
@Suite struct BanksOwnQRTests {
    private static func page(_ type: String) -> [OCRLine] {
        [
            Fixture.boxed("10:06", x: 0.05, y: 0.012, width: 0.1), Fixture.boxed("ull 4G 88", x: 0.78, y: 0.012),
            Fixture.boxed("AmOnline", x: 0.05, y: 0.05, width: 0.16),
            Fixture.boxed("Payment successful", x: 0.05, y: 0.088, width: 0.34),
            OCRLine("RM 7.50", box: NormalizedBox(x: 0.38, y: 0.126, width: 0.24, height: 0.045)),
            Fixture.boxed("Paid to", x: 0.05, y: 0.191, width: 0.13),
            Fixture.boxed("KEDAI KOPI SRI AMAN", x: 0.57, y: 0.191, width: 0.38),
            Fixture.boxed("Payment type", x: 0.05, y: 0.229, width: 0.23),
            Fixture.boxed(type, x: 0.7, y: 0.229, width: 0.25),
        ]
    }

    @Test func theBanksOwnQRBrandIsItsQR() {
        #expect(Fixture.parse(Self.page("AmBank QRPay")).channel == .qr)
    }

    @Test func aBanksQRPaymentNamedWithoutItIsDuitNow() {
        #expect(Fixture.parse(Self.page("QR Payment")).channel == .duitnowQR)
    }
}

/// A text message signed by its bank up front was sent by that bank, whatever the sentence says of the other side.
@Suite struct SignedMessageTests {
    @Test(arguments: [
        (
            [
                "< 62100", "Mesej Teks",
                "RM0.00 AmBank: Pembayaran DuitNow QR RM 15.00 kepada KEDAI KOPI MAJU telah "
                    + "berjaya pada 11/06/2025 08:48. Rujukan: AMQ1106084811",
            ], Provider.ambank
        ),
        (
            [
                "< Bank", "Text Message",
                "Bank Rakyat: Your account 1201****4455 has been credited RM 80.00 from ALI "
                    + "BIN ABU via DuitNow on 10/06/2025 21:11.",
            ], Provider.bankRakyat
        ),
    ])
    func theBankThatSignsTheMessageSentIt(lines: [String], bank: Provider) {
        #expect(Fixture.parse(lines).provider == bank)
    }

    /// A sentence that opens by naming a bank before a colon is no signature: the DuitNow receipt stays DuitNow's.
    @Test func aSentenceNamingABankBeforeAColonIsNoSignature() {
        let result = Fixture.parse([
            "DuitNow", "Paid to Maybank: RM 50.00 via DuitNow QR", "Reference 220011",
        ])
        #expect(result.provider != .maybank)
    }
}

/// Round 23: a buy-now-pay-later plan as the payment method is credit, not a rail: no channel; a QR scanned with it
/// still names the rail.
@Suite struct PayLaterChannelTests {
    @Test func aPayLaterPlanIsNoRail() {
        let lines =
            [OCRLine("ShopeePay"), OCRLine("Order Completed"), OCRLine("KEDAI BEG SEKOLAH")]
            + Fixture.keyValueRow("Order Total", "RM 89.00", y: 0.3, valueX: 0.7)
            + Fixture.keyValueRow("Payment Method", "SPayLater", y: 0.34, valueX: 0.7)
        #expect(Fixture.parse(lines).channel == nil)
    }

    @Test func aQRScannedWithAPayLaterPlanIsStillAQR() {
        let lines =
            [OCRLine("Payment Successful"), OCRLine("RM 27.80"), OCRLine("Paid to Kedai Kopi Cikgu")]
            + Fixture.keyValueRow("Payment type", "GrabPay QR", y: 0.3, valueX: 0.7)
            + Fixture.keyValueRow("Paid with", "PayLater Postpaid", y: 0.34, valueX: 0.7)
        #expect(Fixture.parse(lines).channel == .qr)
    }
}

/// Round 23: on DuitNow's own page for paying a merchant from a bank (`DuitNow` / `Online Banking/Wallets`), the bank
/// named alone as `Paid from` is the route, as FPX's is; a bank's own app naming its account stays the bank's.
@Suite struct DuitNowOnlineBankingTests {
    @Test func thePayersBankOnDuitNowsPageIsTheRoute() {
        let lines =
            [
                OCRLine("DuitNow", box: NormalizedBox(x: 0.05, y: 0.05, width: 0.2, height: 0.021)),
                OCRLine("Online Banking/Wallets", box: NormalizedBox(x: 0.05, y: 0.09, width: 0.4, height: 0.021)),
                OCRLine("Payment Successful", box: NormalizedBox(x: 0.05, y: 0.13, width: 0.4, height: 0.021)),
                OCRLine("RM 92.00", box: NormalizedBox(x: 0.4, y: 0.17, width: 0.2, height: 0.045)),
            ] + Fixture.keyValueRow("Merchant", "KEDAI BUKU ILMU", y: 0.25)
            + Fixture.keyValueRow("Paid from", "Maybank", y: 0.29)
        #expect(Fixture.parse(lines).provider == .duitnow)
    }

    @Test func aBanksOwnPaymentFromItsAccountStaysTheBanks() {
        let lines =
            [
                OCRLine("Maybank2u", box: NormalizedBox(x: 0.05, y: 0.05, width: 0.2, height: 0.021)),
                OCRLine("Payment Successful", box: NormalizedBox(x: 0.05, y: 0.13, width: 0.4, height: 0.021)),
                OCRLine("RM 92.00", box: NormalizedBox(x: 0.4, y: 0.17, width: 0.2, height: 0.045)),
            ] + Fixture.keyValueRow("Merchant", "KEDAI BUKU ILMU", y: 0.25)
            + Fixture.keyValueRow("Paid from", "Maybank", y: 0.29)
        #expect(Fixture.parse(lines).provider == .maybank)
    }
}

/// Round 24: DuitNow's end-to-end id (the date, the sending bank's BIC, a sequence, a three-letter type such as `OQR`
/// or `OCT`) names the route, not the app, under whatever label it is printed; a bank's own reference still names it.
@Suite struct DuitNowEndToEndReferenceTests {
    @Test func aDuitNowIdUnderAReferenceLabelNamesNoBank() {
        let result = Fixture.parse([
            "DuitNow", "Transfer Successful", "RM 80.00", "To", "ALI BIN ABU", "Reference No.",
            "20261103MBBEMYKL030OCT00551234", "03 Nov 2026 10:58",
        ])
        #expect(result.provider == .duitnow)
    }

    /// Not fired: a bank's own reference on a page that names no app is that bank's.
    @Test func aBanksOwnReferenceStillNamesIt() {
        let result = Fixture.parse([
            "Transfer Successful", "RM 80.00", "To", "ALI BIN ABU", "Reference No.", "MBB2611030055123",
            "03 Nov 2026 10:58",
        ])
        #expect(result.provider == .maybank)
    }
}

/// Round 28: Affin Bank's app by its name (`AffinMax`).
@Suite struct AffinAppTests {
    @Test func affinsAppNamesItsBank() {
        let result = Fixture.parse([
            "AffinMax", "Transfer Successful", "RM 150.00", "Recipient", "NOR AINI BINTI SALLEH",
        ])
        #expect(result.provider == .affin)
    }
}
