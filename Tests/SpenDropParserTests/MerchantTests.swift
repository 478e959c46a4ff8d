import SpenDropModel
import SpenDropParser
import Testing

@Suite struct MerchantTests {
    /// A receipt's tender labels are never a name, however the shop's own header scores.
    /// A card SMS in a centred bubble wraps between its currency and its figure: the figure starting the next line
    /// is the ringgit the line ends on, and the sentence runs on to name the shop.
    @Test func aCardAlertWrappedAfterItsCurrencyKeepsItsAmountAndShop() {
        let result = Fixture.parse([
            Fixture.boxed("< UOB", x: 0.45, y: 0.05, width: 0.1),
            Fixture.boxed("Today 11:03", x: 0.39, y: 0.126, width: 0.21),
            Fixture.boxed("UOB: Your card ending 3391 was used for MYR", x: 0.09, y: 0.164, width: 0.82),
            Fixture.boxed("42.60 at BUTTER & BEAN BAKEHOUSE on", x: 0.17, y: 0.202, width: 0.66),
            Fixture.boxed("21/03/26 11:02. Not you? Call 03-2612 8121.", x: 0.09, y: 0.24, width: 0.82),
        ])
        #expect(result.amount == Fixture.money("42.60"))
        #expect(result.merchant == "Butter & Bean Bakehouse")
        #expect(result.status == .completed)
    }

    /// The figure must start the next line and carry cents: a quantity below a line ending in `RM` is no amount,
    /// and a line ending on a preposition far above the next one does not run on to it.
    @Test func aLineEndingOnACurrencyDoesNotClaimAQuantityOrAFarLine() {
        let quantity = Fixture.parse([
            Fixture.boxed("KEDAI RUNCIT AH SENG", x: 0.3, y: 0.05, width: 0.4),
            Fixture.boxed("All prices shown in RM", x: 0.1, y: 0.1, width: 0.5),
            Fixture.boxed("2 x Milo Tin 1.5kg", x: 0.1, y: 0.13, width: 0.5),
            Fixture.boxed("TOTAL 36.00", x: 0.1, y: 0.16, width: 0.5),
            Fixture.boxed("CASH 50.00", x: 0.1, y: 0.19, width: 0.5),
            Fixture.boxed("CHANGE 14.00", x: 0.1, y: 0.22, width: 0.5),
        ])
        #expect(quantity.amount == Fixture.money("36.00"))
        let far = Fixture.parse([
            Fixture.boxed("Boost", x: 0.45, y: 0.05, width: 0.1),
            Fixture.boxed("You paid", x: 0.42, y: 0.088, width: 0.15),
            Fixture.boxed("RM8.00", x: 0.39, y: 0.126, width: 0.21),
            Fixture.boxed("to Char Kuey Teow Pak Mat", x: 0.26, y: 0.191, width: 0.47),
            Fixture.boxed("Payment Successful", x: 0.33, y: 0.229, width: 0.34),
            Fixture.boxed("Rate this merchant and tell us what you liked about", x: 0.1, y: 0.4, width: 0.8),
            Fixture.boxed("Free delivery today", x: 0.1, y: 0.6, width: 0.8),
        ])
        #expect(far.merchant == "Char Kuey Teow Pak Mat")
    }

    /// An item's row (words with their price beside them) never names the shop: not under a `RECEIPT NO` key, and
    /// not at the top of a screenshot that starts mid-receipt.
    @Test func anItemRowIsNeverTheShop() {
        let receipt = Fixture.parse([
            Fixture.boxed("ROTI SEDAP BAKERY", x: 0.36, y: 0.04, width: 0.27),
            Fixture.boxed("NO 5, JALAN PERDANA 2, 43000 KAJANG", x: 0.22, y: 0.07, width: 0.56),
            Fixture.boxed("31/03/2026", x: 0.12, y: 0.1, width: 0.16),
            Fixture.boxed("07:52", x: 0.8, y: 0.1, width: 0.08),
            Fixture.boxed("RECEIPT NO", x: 0.12, y: 0.13, width: 0.16),
            Fixture.boxed("RSB0331-0045", x: 0.69, y: 0.13, width: 0.19),
            Fixture.boxed("CHICKEN FLOSS BUN", x: 0.12, y: 0.16, width: 0.24),
            Fixture.boxed("3", x: 0.37, y: 0.16, width: 0.03), Fixture.boxed("10.50", x: 0.8, y: 0.16, width: 0.08),
            Fixture.boxed("TOTAL", x: 0.12, y: 0.19, width: 0.08), Fixture.boxed("10.50", x: 0.8, y: 0.19, width: 0.08),
            Fixture.boxed("SHOPEEPAY", x: 0.12, y: 0.22, width: 0.14),
            Fixture.boxed("10.50", x: 0.8, y: 0.22, width: 0.08),
        ])
        #expect(receipt.merchant == "Roti Sedap Bakery")
        let secondPart = Fixture.parse([
            Fixture.boxed("2x Teh O Ais Limau", x: 0.05, y: 0.05, width: 0.34),
            Fixture.boxed("RM 6.00", x: 0.82, y: 0.05, width: 0.13),
            Fixture.boxed("Subtotal", x: 0.05, y: 0.088, width: 0.15),
            Fixture.boxed("RM 35.40", x: 0.8, y: 0.088, width: 0.15),
            Fixture.boxed("Total", x: 0.05, y: 0.126, width: 0.1),
            Fixture.boxed("RM 38.60", x: 0.8, y: 0.126, width: 0.15),
        ])
        #expect(secondPart.merchant == nil)
    }

    /// A card list's one row puts whom the card paid beside the payment itself: that row is no item.
    @Test func aNameBesideThePaymentItselfIsWhomItPaid() {
        let result = Fixture.parse([
            Fixture.boxed("AmOnline", x: 0.05, y: 0.012, width: 0.15),
            Fixture.boxed("Card Transactions", x: 0.05, y: 0.048, width: 0.3),
            Fixture.boxed("TGV IOI MALL PUCHONG", x: 0.05, y: 0.084, width: 0.35),
            Fixture.boxed("-RM 46.00", x: 0.785, y: 0.084, width: 0.165),
            Fixture.boxed("19 Nov 2026 · Apple Pay", x: 0.05, y: 0.12, width: 0.4),
            Fixture.boxed("Posted", x: 0.836, y: 0.12, width: 0.114),
        ])
        #expect(result.merchant == "TGV")
    }

    @Test func aKnownBrandBeforeItsOutletsTownshipIsTheBrand() {
        let result = Fixture.parse([
            "RM0 CIMB: Your Debit Card ending 5521", "was used for RM85.00 at SHELL-TMN", "PELANGI on 21-Nov-25 07:41.",
        ])
        #expect(result.merchant == "Shell")
    }

    @Test(arguments: [
        ["Transfer successful", "RM 555.20", "Recipientname", "LEE JUN HAO", "Recipient bank", "Maybank"],
        ["Pemindahan tidak berjaya", "RM 409.46", "Namapenerima LEE JUN HAO", "Tarikh & masa 30 Jan 2025, 4:15 PM"],
        ["Transfer Successful", "RM 94.11", "T0 LEE JUN HAO", "Bank Maybank"],
        ["FundTransfer Successful", "To Account LEE JUN HAO", "Bank Hong Leong Bank", "Amount RM 1,504.25"],
    ])
    func aPayeeLabelReadWithoutItsSpaceOrWithAZeroStillLabelsTheName(_ lines: [String]) {
        #expect(Fixture.parse(lines).merchant == "Lee Jun Hao")
    }

    // Round 16: an outlet's code of letters and digits (`KLIA2`, `T1`) ends a name as where the shop is, with the
    // place it codes (`KLIA T1`).
    @Test(arguments: [
        (["Touch 'n Go eWallet", "Payment Successful", "RM 18.40", "KOPI CONTOH KLIA2", "DuitNow QR"], "Kopi Contoh"),
        (
            ["Transaction Details", "CONTOH DUTY FREE KLIA T1", "-RM 1,086.00", "Status", "Successful"],
            "Contoh Duty Free"
        ),
    ])
    func anOutletsCodeEndsNoName(lines: [String], expected: String) {
        #expect(Fixture.parse(lines).merchant == expected)
    }

    @Test func aTenderLabelIsNoName() {
        let result = Fixture.parse([
            "KOPI ANGKASA", "Kiosk Menara Utama", "Receipt: K2-100233", "Date: 21/04/2025", "Americano 8.90",
            "GRAND TOTAL", "8.90", "Cash Tendered", "10.00", "CHANGE", "1.10",
        ])
        #expect(result.merchant == "Kopi Angkasa")
    }

    /// A receipt under a short brand's header names the brand, not the franchise company below it.
    @Test func aShortBrandOverItsCompanyIsTheMerchant() {
        let result = Fixture.parse([
            "KFC", "QSR BRANDS (M) HOLDINGS BHD", "KFC SS2 PETALING JAYA", "SST No: W10-1808-31000123",
            "02/06/2025 12:41", "2pc Combo 19.90", "TOTAL 19.90", "TNG EWALLET 19.90",
        ])
        #expect(result.merchant == "KFC")
    }

    /// A brand's full name is the brand ("GOLDEN SCREEN CINEMAS" is GSC), and a mall after it is its outlet.
    @Test func aBrandsFullNameAndItsMallAreTheBrand() {
        #expect(Fixture.parse(["GOLDEN SCREEN CINEMAS SDN BHD", "MID VALLEY", "TOTAL 36.00"]).merchant == "GSC")
        let mall = Fixture.parse(["Touch 'n Go eWallet", "Payment Successful", "RM 9.90", "Tealive MyTown"])
        #expect(mall.merchant == "Tealive")
    }

    /// A notification wraps a sender's name where its line is full: the name ends where the sentence says.
    @Test func aSendersNameRunsOnToTheNextLineOfItsSentence() {
        func boxed(_ text: String, y: Double) -> OCRLine {
            OCRLine(text, box: NormalizedBox(x: 0.12, y: y, width: 0.38, height: 0.015))
        }
        let malay = Fixture.parse([
            boxed("iRakyat", y: 0.27), boxed("Wang Masuk", y: 0.292),
            boxed("Anda telah menerima RM300.00 daripada SITI", y: 0.313),
            boxed("AMINAH BINTI YUSOF melalui DuitNow pada", y: 0.334), boxed("14/06/2025 10:22.", y: 0.355),
        ])
        #expect(malay.merchant == "Siti Aminah Binti Yusof")
        let english = Fixture.parse([
            boxed("CIMB", y: 0.1), boxed("CIMB: You have received MYR 250.00 via", y: 0.127),
            boxed("DuitNow from TAN MEI LING to acct", y: 0.147), boxed("xxxx9934 on 12/04/2025 19:02.", y: 0.167),
        ])
        #expect(english.merchant == "Tan Mei Ling")
    }

    /// A top-up's merchant is the wallet topped up, as the screen names it: "Setel Wallet" under "Top up to", not
    /// the app's bare name in its header.
    @Test func aTopUpNamesTheWalletAsTheScreenDoes() {
        let named = Fixture.parse([
            "BigPay", "Top up successful", "RM 60.00", "Top up to", "BigPay Wallet", "From", "Visa debit •• 1180",
            "Date 12 May 2025, 9:02 PM",
        ])
        #expect(named.merchant == "BigPay Wallet")
        let bare = Fixture.parse([
            "BigPay", "Top up successful", "RM 60.00", "From", "Visa debit •• 1180", "Date 12 May 2025, 9:02 PM",
        ])
        #expect(bare.merchant == "BigPay")
    }

    /// A bill payment's biller label is a label, never the merchant: its value beside or below it is.
    @Test func aBillersLabelNamesTheBillerBesideOrBelowIt() {
        let beside = Fixture.parse([
            Fixture.boxed("MyBank", x: 0.4, y: 0.05), Fixture.boxed("Bayaran Berjaya", x: 0.3, y: 0.1),
            Fixture.boxed("RM 76.45", x: 0.3, y: 0.15), Fixture.boxed("Pengebil", x: 0.05, y: 0.24),
            Fixture.boxed("INDAH WATER", x: 0.7, y: 0.24), Fixture.boxed("Tarikh 20/01/2025", x: 0.05, y: 0.3),
        ])
        #expect(beside.merchant == "Indah Water")
        let below = Fixture.parse([
            "MyBank", "Pembayaran Berjaya", "RM 88.00", "Bil", "Syarikat Air Darul Aman", "Tarikh 20/05/2025",
        ])
        #expect(below.merchant == "Syarikat Air Darul Aman")
        let scheme = Fixture.parse(["MyBank", "Successful", "RM 134.99", "JomPAY Biller: ASTRO", "Date 06 Feb 2025"])
        #expect(scheme.merchant == "Astro")
    }

    /// A card's record of a purchase abroad ends its descriptor with the city and the country; on a screen with an
    /// amount in another currency they go, and a known brand is the brand. At home a name's last word stays.
    @Test func aPurchaseAbroadLosesItsDescriptorsCityAndCountry() {
        let abroad = Fixture.parse([
            "Maybank2u", "Card Transaction", "UNIQLO SHIBUYA TOKYO JP", "RM 212.40", "JPY 7,150",
            "Transaction date 03 Jun 2025",
        ])
        #expect(abroad.merchant == "Uniqlo")
        let named = Fixture.parse([
            "CIMB Clicks", "Card Transaction", "KOPI KENANGAN SINGAPORE", "RM 15.42", "SGD 4.60",
            "Transaction date 03 Jun 2025",
        ])
        #expect(named.merchant == "Kopi Kenangan")
        let home = Fixture.parse([
            "CIMB Clicks", "Card Transaction", "KOPI KENANGAN SINGAPORE", "RM 15.42", "Transaction date 03 Jun 2025",
        ])
        #expect(home.merchant == "Kopi Kenangan Singapore")
        // A web address's country suffix goes like ".com" does.
        let web = Fixture.parse(["HSBC", "Card Transaction", "EBAY.CO.UK", "RM 88.10", "Transaction date 03 Jun 2025"])
        #expect(web.merchant == "Ebay")
    }

    @Test(arguments: [
        (["Paid to", "PELITA NASI KANDAR SDN BHD"], "Pelita Nasi Kandar"),
        (["Pay to: Kedai Kopi Ali"], "Kedai Kopi Ali"),
        (["Merchant", "RESTORAN SRI MURNI (M) SDN. BHD."], "Restoran Sri Murni"),
        (["Recipient", "SITI AMINAH BINTI ABU"], "Siti Aminah Binti Abu"),
        (["Beneficiary Name: AHMAD ENTERPRISE"], "Ahmad"),
        (["Penerima", "Warung Mak Jah"], "Warung Mak Jah"),
        (["Kepada: GERAI BURGER ZAMAN PLT"], "Gerai Burger Zaman"),
        (["Diterima oleh", "Klinik Mediviron"], "Klinik Mediviron"),
        (["To: Nasi Lemak Antarabangsa"], "Nasi Lemak Antarabangsa"),
    ])
    func readsLabelledMerchant(lines: [String], expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 12.00"] + lines)
        #expect(result.merchant == expected)
    }

    @Test func readsTheSentence() {
        let result = Fixture.parse(["Payment of RM 12.00 to Kopi Saigon was successful"])
        #expect(result.merchant == "Kopi Saigon")
    }

    @Test func readsTheProminentLineUnderTheSuccessHeader() {
        let result = Fixture.parse([
            "9:41", "5G", "Payment Successful", "RM 18.90", "MAMAK CORNER - BANGSAR", "12 Mar 2025",
        ])
        #expect(result.merchant == "Mamak Corner")
    }

    @Test func skipsRecipientBankAndMaskedAccountInTheLabelBlock() {
        let result = Fixture.parse([
            "Maybank2u", "Transfer Successful", "RM 50.00", "Recipient Bank", "CIMB Bank", "Recipient", "ALI BIN ABU",
            "Account No. ****1234",
        ])
        #expect(result.merchant == "Ali Bin Abu")
    }

    @Test(arguments: [
        ("STARBUCKS KLCC KUALA LUMPUR MY", "Starbucks"), ("MCDONALDS SS2", "McDonald's"),
        ("7-ELEVEN MALAYSIA SDN BHD", "7-Eleven"), ("LOTUS'S STORES (MALAYSIA) SDN BHD", "Lotus's"),
        ("FAMILY MART", "FamilyMart"), ("ZUS COFFEE - APPLE PAY", "ZUS Coffee"), ("MR D.I.Y.", "Mr DIY"),
        ("99 SPEED MART", "99 Speedmart"), ("Kedai Buku Ilmu - DuitNow QR", "Kedai Buku Ilmu"),
        ("PETRONAS SG BESI", "Petronas"),
    ])
    func cleansTagsSuffixesTailsAndKnownBrands(raw: String, expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 9.00", "Merchant: " + raw])
        #expect(result.merchant == expected)
    }

    @Test(arguments: [
        "Successful", "Maybank", "CIMB Bank Berhad", "12 Mar 2025", "**** 1234", "9:41", "5G LTE",
        "No. 12, Jalan SS2/24, 47300 Petaling Jaya",
    ])
    func neverTakesStatusBankDateMaskedOrJunkAsMerchant(junk: String) {
        let result = Fixture.parse(["Paid to", junk, "RM 5.00"])
        #expect(result.merchant == nil)
    }

    /// A note after the sender ("for 'Toll share'") is what the sender typed, not the name; whoever paid the
    /// reader's split bill is the sender.
    @Test(arguments: [
        (["DuitNow Received", "You've received RM35.00 from TAN WEI MING", "for 'Parking share'."], "Tan Wei Ming"),
        (["Split Bill", "Aina Zahari paid RM40.00 for your split bill", "'Dinner'."], "Aina Zahari"),
    ])
    func moneyInSentencesNameTheSenderWithoutTheirNote(lines: [String], expected: String) {
        let result = Fixture.parse(lines)
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == expected)
    }

    @Test func aSplitBillsShareIsThePaymentNotTheWholeBill() {
        let result = Fixture.parse([
            "Split Bill", "Total bill", "RM 90.00", "Split between", "3 people", "Your share", "RM 30.00", "Paid to",
            "Wong Mei Ling",
        ])
        #expect(result.amount == Fixture.money("30.00"))
    }

    @Test func moneyInNamesTheSender() {
        let result = Fixture.parse(["Money Received", "RM 80.00", "From: TAN WEI MING", "To: My Savings"])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Tan Wei Ming")
    }

    @Test func appleWalletTitleLine() {
        let result = Fixture.parse([
            "9:41", "Tealive Sunway Pyramid", "Subang Jaya", "RM 13.80", "12 March 2025, 3:05 PM", "Approved",
            "Card Number •••• 4821", "Report an Issue",
        ])
        #expect(result.provider == .applePay)
        #expect(result.channel == .applePay)
        #expect(result.merchant == "Tealive")
    }
}

@Suite struct DamagedLabelTests {
    @Test(arguments: ["rchant", "Merch nt", "Recipiet"])
    func halfReadLabelIsStillALabel(label: String) {
        let result = Fixture.parse(["Successful", "RM 9.00", label, "RESTORAN MEE UDANG BANJIR"])
        #expect(result.merchant == "Restoran Mee Udang Banjir")
    }
}

/// Service labels, card-alert prepositions and sentence forms that screens outside the tuning corpus use.
@Suite struct MerchantLabelWordTests {
    @Test(arguments: [
        (["Toll Plaza", "JALAN PINTAS SERI MELOR - PLAZA UTARA"], "Jalan Pintas Seri Melor"),
        (["Lokasi", "LEBUH SUNGAI BIRU"], "Lebuh Sungai Biru"),
        (["Pembekal", "SYARIKAT GAS TIMUR SDN BHD"], "Syarikat Gas Timur"),
        (["Nama Biller: AKADEMI MUZIK SERUNAI"], "Akademi Muzik Serunai"),
        (["Telco", "AWAN MOBILE"], "Awan Mobile"),
        (["Council", "Majlis Daerah Bukit Cempedak"], "Majlis Daerah Bukit Cempedak"),
    ])
    func serviceLabelNamesThePayeeAndIsNeverOne(lines: [String], expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 7.40"] + lines)
        #expect(result.merchant == expected)
    }

    @Test(arguments: ["Parking", "Fare", "Session ended", "Toll Plaza", "Platform & partner fee", "Card ending 5521"])
    func serviceWordsUnderTheHeaderAreNotTheMerchant(word: String) {
        let result = Fixture.parse(["Successful", word, "RM 9.00"])
        #expect(result.merchant != word)
        #expect(result.merchant?.lowercased().contains("ending") != true)
    }

    @Test func payeeLabelWinsOverALocationAboveIt() {
        let result = Fixture.parse([
            "Payment Successful", "RM 15.00", "Location", "Bangsar", "Merchant", "KEDAI CERMIN MATA JELITA",
        ])
        #expect(result.merchant == "Kedai Cermin Mata Jelita")
    }

    @Test func stationWordStartingANameIsNotALabel() {
        let result = Fixture.parse(["Stesen Kampung Hulu", "RM 2.10", "Successful"])
        #expect(result.merchant == "Stesen Kampung Hulu")
    }

    @Test func cardAlertDropsTheAtBeforeTheName() {
        let result = Fixture.parse([
            "Card Transaction Alert", "Your card ending 8812 was charged", "RM 64.00", "at GERAI JAM MUTIARA S/B",
            "on 02-04-2025 11:10",
        ])
        #expect(result.merchant == "Gerai Jam Mutiara")
    }

    @Test func chargeSentenceWrappedOntoTheAtLineNamesThePlace() {
        let result = Fixture.parse([
            "Card Alert", "RM 55.00 was charged on your card ending 1122", "at BENGKEL KERETA SETIA",
            "on 04/06/2025 14:22",
        ])
        #expect(result.merchant == "Bengkel Kereta Setia")
    }

    @Test func refundNamesTheMerchantThatPaidItBack() {
        let result = Fixture.parse([
            "Refund", "+RM22.50", "Refund from KEDAI LAMPU TERANG", "Original Transaction No.", "2025060112345678",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Kedai Lampu Terang")
    }

    @Test func mailedReceiptNamesTheSellerAfterFrom() {
        let result = Fixture.parse(["Your receipt from Pixel Lane Studio", "Amount paid RM 30.00"])
        #expect(result.merchant == "Pixel Lane Studio")
    }

    @Test func sentenceWrappedOntoTheNextLineStillNamesTheSeller() {
        let result = Fixture.parse([
            "Your order has been delivered", "from GERAI SOTO PAK ALANG", "Total RM 14.00", "Paid with Visa •••• 1111",
        ])
        #expect(result.merchant == "Gerai Soto Pak Alang")
    }

    @Test func receiptHeaderOverAShoppingMallNameIsTheStore() {
        let result = Fixture.parse([
            "KEDAI PERKAKAS JAYA", "IKEA MALL ALAM", "INVOICE: 5512-0091", "GRAND TOTAL 20.00", "CASH 20.00",
        ])
        #expect(result.merchant == "Kedai Perkakas Jaya")
    }

    @Test func elisionKeepsTheCapitalAfterTheApostrophe() {
        let result = Fixture.parse(["Paid to", "WARUNG D'KAMPUNG", "RM 12.00", "Successful"])
        #expect(result.merchant == "Warung D'Kampung")
    }

    @Test(arguments: [
        (["TOTAL", "RM 88.00", "NO SIGNATURE REQUIRED"], "Kedai Jam Mutiara"),
        (["Total", "RM 88.00", "Thank you, get well soon"], "Kedai Jam Mutiara"),
    ])
    func skipsSlipBoilerplateBesideTheTotal(tail: [String], expected: String) {
        let result = Fixture.parse(["KEDAI JAM MUTIARA", "Receipt No: R-5512", "Date: 02/05/2025"] + tail)
        #expect(result.merchant == expected)
    }

    @Test func anotherFieldsKeyAndValueIsNotAName() {
        let result = Fixture.parse([
            "MyBank", "Pembayaran Gagal", "Jumlah: RM 40.00", "Kepada: GEMILANG JAYA HARDWARE", "Sebab: Had dicapai",
        ])
        #expect(result.merchant == "Gemilang Jaya Hardware")
    }

    @Test func statusWordLeadingACompanyNameStillNamesIt() {
        let result = Fixture.parse(["Payment Failed", "Amount: RM 40.00", "Kepada: BERJAYA SINAR TRADING"])
        #expect(result.merchant == "Berjaya Sinar Trading")
    }

    @Test(arguments: ["BonusClub points earned 52", "Loyalty points 18"])
    func rewardLineIsNotAName(reward: String) {
        let result = Fixture.parse(["Fuel purchase", "RM 40.00", "KEDAI MINYAK SETIA", "Paid with MyWallet", reward])
        #expect(result.merchant == "Kedai Minyak Setia")
    }

    @Test func malayTransactionIdLineIsNotAName() {
        let result = Fixture.parse([
            "Bayaran FPX Berjaya", "RM 80.00 kepada LEMBAGA BUKU NEGARA", "ID Transaksi FPX 2501234567890",
        ])
        #expect(result.merchant == "Lembaga Buku Negara")
    }

    @Test func valueUnderACategoryLabelIsNotAName() {
        let result = Fixture.parse([
            "Done", "KEDAI SAYUR SEGAR", "RM20.00", "Approved", "12 Jun 2025, 6:31 PM", "Category", "Groceries",
        ])
        #expect(result.merchant == "Kedai Sayur Segar")
    }

    @Test(arguments: [
        ("Kopi Tiam Lama SS2", "Kopi Tiam Lama"),
        ("Dapur Cajun Rasa Bangsar", "Dapur Cajun Rasa"),
        ("MBPJ · SS2 Zone B", "MBPJ"),
        ("Lazada Malaysia", "Lazada"),
        ("Ahmad Bin Ali.", "Ahmad Bin Ali"),
        ("Majlis Perbandaran Kajang", "Majlis Perbandaran Kajang"),
        ("Majlis Bandaraya Petaling Jaya", "Majlis Bandaraya Petaling Jaya"),
    ])
    func dropsTheOutletButKeepsACouncilsTown(name: String, expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 12.00", "Paid to", name])
        #expect(result.merchant == expected)
    }

    @Test(arguments: [
        (
            ["MYBANK: RM900.00 credited to acct ***4455 from SYARIKAT TEKUN JAYA on 30-May-25. Ref GAJI MEI."],
            "Syarikat Tekun Jaya"
        ),
        (
            [
                "From: MyBank <alerts@mybank.example>",
                "You have received a DuitNow Transfer of MYR 80.00 into your account",
                "from SITI NUR BINTI ALI on 1 Jun 2025 at 10:00.",
            ], "Siti Nur Binti Ali"
        ),
        (
            ["MyWallet", "You've received RM15.00", "Kamal Hakim sent you RM15.00 via MyWallet. Note: makan"],
            "Kamal Hakim"
        ),
    ])
    func readsTheSenderOfAMoneyInAlert(lines: [String], expected: String) {
        let result = Fixture.parse(lines)
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == expected)
    }

    @Test func ownAccountTransferHasNoMerchant() {
        let result = Fixture.parse([
            "MyBank", "Own Account Transfer", "Successful", "RM 500.00", "From Savings ••0031", "To Current ••8870",
        ])
        #expect(result.merchant == nil)
    }

    @Test func captionUnderItsValueLabelsTheLineAbove() {
        let result = Fixture.parse([
            "MyBank", "Transfer completed", "MYR 60.00", "Amount", "TAN MEI LING", "Recipient", "Affin Bank ••3301",
            "Recipient bank", "MB2506019876", "Transaction reference",
        ])
        #expect(result.merchant == "Tan Mei Ling")
        #expect(result.reference == "MB2506019876")
    }

    @Test func meansOfPaymentBesideItsLabelIsNotAName() {
        let result = Fixture.parse([
            Fixture.boxed("TAMAN PARKIR CERIA", x: 0.05, y: 0.02), Fixture.boxed("Amount Paid", x: 0.05, y: 0.3),
            Fixture.boxed("RM 6.00", x: 0.05, y: 0.34), Fixture.boxed("Paid by", x: 0.05, y: 0.4),
            Fixture.boxed("Contactless Card", x: 0.7, y: 0.4),
        ])
        #expect(result.merchant != "Contactless Card")
    }

    @Test func aNotificationsSentenceBrokenOverAlignedLinesNamesWhoWasPaid() {
        // The phone's own title ("Notification Centre") is no merchant; the alert's sentence, broken over three
        // lines that start at one margin, is read whole.
        let result = Fixture.parse([
            Fixture.boxed("Notification Centre", x: 0.06, y: 0.11, width: 0.5),
            Fixture.boxed("HSBC Malaysia", x: 0.14, y: 0.17),
            Fixture.boxed("A transaction of MYR 88.00 was made with your", x: 0.14, y: 0.195, width: 0.68),
            Fixture.boxed("HSBC Visa card ending 3321 at GSC MID VALLEY", x: 0.14, y: 0.218, width: 0.66),
            Fixture.boxed("on 21 Oct 2024 20:11.", x: 0.14, y: 0.241, width: 0.32),
        ])
        #expect(result.amount == Fixture.money("88.00"))
        #expect(result.merchant == "GSC")
    }

    @Test func aTenderLabelIsNoNameAndOCRsZeroInANameIsO() {
        let stall = Fixture.parse([
            "BURGER BAKAR ABANG JO", "PASAR MALAM TMN KOSAS (JUMAAT)", "14/03/25 21:18", "1 BURGER AYAM SPECIAL",
            "7.00", "JUMLAH", "27.00", "TUNAI", "30.00", "BAKI", "3.00",
        ])
        #expect(stall.merchant == "Burger Bakar Abang Jo")
        let kopitiam = Fixture.parse(["KEDAI K0PI L0K KEE", "JALAN PASAR, 30000 IPOH", "KOPI O 2.20", "JUMLAH 2.20"])
        #expect(kopitiam.merchant == "Kedai Kopi Lok Kee")
    }

    @Test func whatTheRecipientGetsIsNoRecipient() {
        let result = Fixture.parse([
            "Wise", "Your money's on its way", "You send 2,000.00 MYR", "Fee 11.85 MYR", "Recipient gets",
            "653.70 AUD", "To", "DAVID NGUYEN",
        ])
        #expect(result.merchant == "David Nguyen")
    }

    @Test func aLockScreenPushWithLooseLineSpacingIsOneSentence() {
        // A line and a half apart, at one margin: the sender is in the sentence, the app's title is no sender.
        let result = Fixture.parse([
            OCRLine("PB engage MY", box: NormalizedBox(x: 0.064, y: 0.2055, width: 0.17, height: 0.0128)),
            OCRLine("Money In", box: NormalizedBox(x: 0.091, y: 0.2333, width: 0.12, height: 0.0142)),
            OCRLine(
                "PBB: You have received RM 120.00 via",
                box: NormalizedBox(x: 0.091, y: 0.2588, width: 0.52, height: 0.0142)),
            OCRLine(
                "DuitNow from MOHD FAIZAL BIN ISA on",
                box: NormalizedBox(x: 0.0904, y: 0.2874, width: 0.55, height: 0.0136)),
            OCRLine("09/07/25 10:12.", box: NormalizedBox(x: 0.092, y: 0.3136, width: 0.24, height: 0.0137)),
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Mohd Faizal Bin Isa")
    }

    @Test func anEInvoiceNamesItsSupplierNotItsTitle() {
        let result = Fixture.parse([
            "E-INVOICE", "Supplier: SUSHI MENTAI SDN BHD (1290334-K)", "Supplier TIN: C23812345010",
            "SST Reg: W10-2301-32000118", "Invoice No: SMSC-INV-0048812", "Buyer: General Public",
            "Salmon Mentai Roll 2 25.60", "Total Excluding Tax 25.60", "Tax Amount (SST 6%) 1.54",
            "Total Payable Amount RM 27.14",
        ])
        #expect(result.merchant == "Sushi Mentai")
    }

    @Test func aCompanysAcronymStandsForItsNameOnlyWhereTheScreenPrintsIt() {
        // The full name alone on screen: the name as printed, without its legal tail.
        let full = Fixture.parse([
            "Payment Successful", "RM 120.50", "Pay to", "Tenaga Nasional Berhad", "Account No. 220011112222",
            "Reference No. BP77120033",
        ])
        #expect(full.merchant == "Tenaga Nasional")
        // The acronym printed as the biller's title: the acronym, as the conventions keep it.
        let titled = Fixture.parse([
            "Bill Payment", "TNB", "RM 120.50", "Payment Successful", "Biller", "Tenaga Nasional Berhad",
            "Reference No. BP77120033",
        ])
        #expect(titled.merchant == "TNB")
    }

    @Test func theRowAboveAnAmountBesideItsKeyHoldsAnotherKeysValue() {
        let result = Fixture.parse([
            Fixture.boxed("Lembaga Contoh Negeri", x: 0.05, y: 0.10, width: 0.5),
            Fixture.boxed("Nama Pembayar", x: 0.05, y: 0.15),
            Fixture.boxed("SITI AMINAH BINTI ALI", x: 0.5, y: 0.15, width: 0.45),
            Fixture.boxed("Jumlah", x: 0.05, y: 0.20), Fixture.boxed("RM 80.00", x: 0.75, y: 0.20),
            Fixture.boxed("Tarikh", x: 0.05, y: 0.25), Fixture.boxed("02/06/2025 10:00", x: 0.6, y: 0.25, width: 0.3),
        ])
        #expect(result.merchant == "Lembaga Contoh Negeri")
    }

    @Test func theNameUnderAPagesReceiptTitleIssuedItNotTheAppAboveIt() {
        let app = Fixture.parse([
            "CondoPay", "Payment Receipt", "Seri Angsana Residence", "Maintenance Fee (June) RM 180.00",
            "Total Paid RM 180.00", "Receipt No. SAR-0612", "Payment Successful",
        ])
        #expect(app.merchant == "Seri Angsana Residence")
        let site = Fixture.parse([
            "epay.contoh.gov.my", "Resit Pembayaran / Payment Receipt", "Majlis Perbandaran Contoh", "Amaun RM 95.00",
            "No. Resit: MPC/R/0091", "Status BERJAYA",
        ])
        #expect(site.merchant == "Majlis Perbandaran Contoh")
    }

    @Test func theSentenceThatNamesThePaymentNamesWhoWasPaid() {
        // A notification list: the newest message holds the payment; the older card alert below names its own shop.
        let list = Fixture.parse([
            "Notifications", "Direct Debit Successful",
            "A direct debit of RM 55.00 to CONTOH INSURANS BHD has been debited from your account.",
            "Card Transaction Alert", "Your debit card was used for RM 12.00 at KEDAI RUNCIT AMAN on 24 May 2025.",
        ])
        #expect(list.amount == Fixture.money("55.00"))
        #expect(list.merchant == "Contoh Insurans")
        let instruction = Fixture.parse([
            "Standing Instruction Successful",
            "Your standing instruction of RM 500.00 to Farah binti Osman was processed on 10/05/2025.",
        ])
        #expect(instruction.merchant == "Farah binti Osman")
    }

    @Test func aCardChargedByANamesWhoWasPaid() {
        let result = Fixture.parse([
            "Card transaction",
            "Your Visa card ending 4410 was charged MYR 75.00 by CONTOH BROADBAND SDN BHD on 15 May 2025 at 05:42.",
        ])
        #expect(result.merchant == "Contoh Broadband")
    }

    @Test func aSyarikatKeepsTheStateItIsNamedFor() {
        let result = Fixture.parse([
            "Payment Successful", "Pay Bills", "RM 62.10", "Biller", "SYARIKAT AIR NEGERI SEMBILAN SDN BHD",
            "Reference No. AF88120033",
        ])
        #expect(result.merchant == "Syarikat Air Negeri Sembilan")
    }

    @Test func aCounterReceiptsAgencyRowNamesTheBillerNotTheCounter() {
        let result = Fixture.parse([
            "POS CONTOH BERHAD", "PEJABAT POS BANDAR CONTOH", "RESIT BAYARAN BIL", "TARIKH: 11/05/2025  MASA: 10:42",
            "AGENSI     : AIR KITA", "NO. AKAUN  : 5511002233", "JUMLAH", "RM 31.20", "TUNAI", "RM 50.00", "BAKI",
            "RM 18.80",
        ])
        #expect(result.merchant == "Air Kita")
    }

    @Test(arguments: [("MBKS", "MBKS"), ("PDRM", "PDRM"), ("MAJU", "Maju"), ("BATA", "Bata")])
    func aLoneWordThatCannotBeSaidIsAnAcronym(name: String, expected: String) {
        let result = Fixture.parse(["Payment successful", "RM 30.00", "Biller", name, "Reference ID 88120991"])
        #expect(result.merchant == expected)
    }

    @Test func aDeliveryOrderNamesTheShopUnderTheAppsBrand() {
        let result = Fixture.parse([
            "foodpanda", "Order #ab12-3344-cd56", "Restoran Selera Kampung", "Delivered on 6 May 2025, 8:22 PM",
            "2x Mee Goreng Mamak RM 14.00", "Subtotal RM 14.00", "Delivery fee RM 3.99", "Total RM 17.99",
        ])
        #expect(result.merchant == "Restoran Selera Kampung")
        let grab = Fixture.parse([
            "< Order Details", "GrabFood", "Warung Pak Din - Taman Sentosa", "Delivered", "1x Nasi Goreng Kampung",
            "RM 9.90", "Subtotal RM 9.90", "Delivery fee RM 3.00", "Total RM 12.90",
        ])
        #expect(grab.merchant == "Warung Pak Din")
    }

    @Test func aNameCutShortInItsFieldIsTheWholeNamePrintedElsewhere() {
        let result = Fixture.parse([
            "Transaction Details", "KEDAI KASUT SERI CAHAYA ENTERPRISE", "-RM 89.00", "Successful",
            "Transaction Type  DuitNow QR", "Merchant  KEDAI KASUT SERI CAHAYA ENTER", "Date/Time  23/03/2025 19:41:41",
        ])
        #expect(result.merchant == "Kedai Kasut Seri Cahaya")
    }
}

/// Apple Wallet's transaction screen: the card's name is the back button above the merchant, and Apple's own
/// category line under the amount says what kind of spending it was.
@Suite struct AppleWalletScreenTests {
    private static let lines = [
        "< Maybank Visa Debit", "Kedai Mainan Ria", "IOI City Mall, Putrajaya", "RM159.90", "Shopping",
        "Today at 4:58 PM", "Status:", "Approved", "Card Number", "•••• 3051", "Transaction via Apple Pay",
    ]

    @Test func theBackButtonNamesTheCardNotTheMerchant() {
        let result = Fixture.parse(Self.lines)
        #expect(result.provider == .applePay)
        #expect(result.merchant == "Kedai Mainan Ria")
    }

    @Test(arguments: [
        ("Shopping", SpendCategory.shopping), ("Health & Beauty", .health), ("Food & Drinks", .food),
        ("Transportation", .transport),
    ])
    func applesCategoryLineGivesTheCategory(line: String, expected: SpendCategory) {
        var lines = Self.lines
        lines[4] = line
        let result = Fixture.parse(lines)
        #expect(result.category == expected)
        #expect(result.categoryConfident)
    }
}

/// A row's key (`Remitter` | the sender, `Settlement` | `Next business day`) names a field, never who paid; a
/// status row's value is not a header over a name.
@Suite struct RowKeyTests {
    @Test func aKeyBesideItsValueIsNotTheName() {
        let result = Fixture.parse([
            Fixture.boxed("Incoming transfer", x: 0.35, y: 0.126, width: 0.3),
            OCRLine("MYR 1,072.15", box: NormalizedBox(x: 0.3, y: 0.164, width: 0.4, height: 0.045)),
            Fixture.boxed("Remitter", x: 0.05, y: 0.226, width: 0.14),
            Fixture.boxed("HALCYON LOGISTICS (M) SDN BHD", x: 0.44, y: 0.226, width: 0.5),
            Fixture.boxed("Value date", x: 0.05, y: 0.302, width: 0.17),
            Fixture.boxed("30 May 2025", x: 0.75, y: 0.302, width: 0.19),
        ])
        #expect(result.merchant == "Halcyon Logistics")
    }

    @Test func aStatusRowsValueHeadsNoName() {
        let result = Fixture.parse([
            Fixture.boxed("Payment Received", x: 0.36, y: 0.126, width: 0.28),
            OCRLine("+RM 9.50", box: NormalizedBox(x: 0.37, y: 0.164, width: 0.27, height: 0.045)),
            Fixture.boxed("Customer", x: 0.05, y: 0.264, width: 0.14),
            Fixture.boxed("N**L A***H", x: 0.77, y: 0.264, width: 0.17),
            Fixture.boxed("Status", x: 0.05, y: 0.416, width: 0.1),
            Fixture.boxed("Successful", x: 0.77, y: 0.416, width: 0.17),
            Fixture.boxed("Settlement", x: 0.05, y: 0.454, width: 0.17),
            Fixture.boxed("Next business day", x: 0.65, y: 0.454, width: 0.3),
        ])
        #expect(result.merchant != "Settlement")
    }

    @Test func aSenderBesideItsDateOrANameBesideItsLabelStaysTheName() {
        // An e-mail's sender line with the mail's date on its row.
        let mail = Fixture.parse([
            Fixture.boxed("AwanHost Billing", x: 0.05, y: 0.126, width: 0.28),
            Fixture.boxed("Jun 5", x: 0.86, y: 0.126, width: 0.09),
            Fixture.boxed("to me", x: 0.05, y: 0.164, width: 0.12),
            Fixture.boxed("Invoice No.", x: 0.05, y: 0.24, width: 0.19),
            Fixture.boxed("AH-2026-00871", x: 0.72, y: 0.24, width: 0.23),
            Fixture.boxed("Total", x: 0.05, y: 0.43, width: 0.09),
            Fixture.boxed("RM 95.40", x: 0.81, y: 0.43, width: 0.14),
        ])
        #expect(mail.merchant == "AwanHost Billing")
        // A screen that prints values at the left and their labels at the right.
        let swapped = Fixture.parse([
            Fixture.boxed("Payment Successful", x: 0.06, y: 0.072, width: 0.3),
            Fixture.boxed("RM 73.40", x: 0.06, y: 0.102, width: 0.13),
            Fixture.boxed("Payment Amount", x: 0.71, y: 0.102, width: 0.23),
            Fixture.boxed("KEDAI TAYAR JAYA MAJU", x: 0.06, y: 0.132, width: 0.35),
            Fixture.boxed("Pay to", x: 0.84, y: 0.132, width: 0.1),
        ])
        #expect(swapped.merchant == "Kedai Tayar Jaya Maju")
    }

    /// A name with a link beside it (a chevron, `View`) is a tappable row, not a key and its value.
    @Test(arguments: [">", "›", "View"])
    func aNameBesideItsLinkStaysTheName(link: String) {
        let result = Fixture.parse([
            Fixture.boxed("9:41", x: 0.05, y: 0.01, width: 0.1),
            Fixture.boxed("Payment Successful", x: 0.3, y: 0.1, width: 0.4),
            OCRLine("RM 42.00", box: NormalizedBox(x: 0.35, y: 0.15, width: 0.3, height: 0.05)),
            Fixture.boxed("Kedai Buku Cahaya", x: 0.06, y: 0.25, width: 0.4),
            Fixture.boxed(link, x: 0.9, y: 0.25, width: 0.05),
            Fixture.boxed("Date", x: 0.06, y: 0.3, width: 0.1),
            Fixture.boxed("12 Mar 2026, 3:47 PM", x: 0.55, y: 0.3, width: 0.4),
        ])
        #expect(result.merchant == "Kedai Buku Cahaya")
    }

    @Test func aCreditsTypeOverItsAmountIsNotTheSender() {
        let result = Fixture.parse([
            Fixture.boxed("< Transaction", x: 0.05, y: 0.088, width: 0.22),
            Fixture.boxed("CASHBACK CREDIT", x: 0.37, y: 0.126, width: 0.26),
            OCRLine("RM 25.00 CR", box: NormalizedBox(x: 0.32, y: 0.164, width: 0.37, height: 0.045)),
            Fixture.boxed("Status", x: 0.05, y: 0.378, width: 0.1),
            Fixture.boxed("Posted", x: 0.84, y: 0.378, width: 0.1),
        ])
        #expect(result.merchant != "Cashback Credit")
        // A company whose name ends in Credit is still a name.
        let company = Fixture.parse(["Payment successful", "RM 350.00", "Paid to", "KENARI AUTO CREDIT"])
        #expect(company.merchant == "Kenari Auto Credit")
    }
}

/// Foreign legal tails go as `SDN BHD` does; a firm's `& Co` without its full stop is its name.
@Suite struct ForeignLegalTailTests {
    @Test(arguments: [
        ("NORTHGATE STUDIO LLC", "Northgate Studio"), ("Yiwu Hongda Trading Co., Ltd.", "Yiwu Hongda Trading"),
        ("Guangzhou Liwan Fabric Co.", "Guangzhou Liwan Fabric"), ("ACME PTE LTD", "Acme"),
        ("NINJA VAN MALAYSIA", "Ninja Van"), ("J&T EXPRESS", "J&T Express"),
    ])
    func theTailGoes(name: String, expected: String) {
        let result = Fixture.parse(["Transfer successful", "RM 1,200.00", "Recipient", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }

    @Test(arguments: [
        ("TETUAN RAHIM & CO", "Tetuan Rahim & Co"), ("PRUDENTIAL ASSURANCE MALAYSIA", "Prudential Assurance Malaysia"),
        ("Coco Co", "Coco Co"),
        // Initials that spell a courier's without its name are another business.
        ("J T TRADING", "J T Trading"),
    ])
    func aNameThatOnlyLooksLikeATailStays(name: String, expected: String) {
        let result = Fixture.parse(["Transfer successful", "RM 1,200.00", "Recipient", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }
}

/// A platform's app for its sellers, drivers and riders names the platform.
@Suite struct PlatformAppTitleTests {
    @Test(arguments: [
        ("TIKTOK SHOP SELLER CENTER", "TikTok Shop"), ("GRABDRIVER", "Grab"), ("LALAMOVE DRIVER", "Lalamove"),
        ("FOODPANDA RIDER", "foodpanda"),
    ])
    func theRoleWordGoes(name: String, expected: String) {
        let result = Fixture.parse(["Payout received", "RM 487.20", "From", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }

    @Test(arguments: [("LALAMOVE DRIVER ACADEMY", "Lalamove Driver Academy"), ("AHMAD DRIVER", "Ahmad Driver")])
    func aNameOfItsOwnStays(name: String, expected: String) {
        let result = Fixture.parse(["Payout received", "RM 487.20", "From", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }
}

/// A name printed in two scripts is typed in the Latin one.
@Suite struct RomanisedNameTests {
    private static func hero(_ text: String, y: Double) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: 0.36, y: y, width: 0.27, height: 0.045))
    }

    @Test(arguments: [
        ("KEDAI MAKAN SENG KEE 成记", "Kedai Makan Seng Kee"), ("Tong Sui Ah Mei 糖水亚美", "Tong Sui Ah Mei"),
        ("ஸ்ரீ லட்சுமி SRI LAKSHMI STORES", "Sri Lakshmi Stores"),
    ])
    func theOtherScriptGoes(name: String, expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 12.40", "Paid to", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }

    /// Letters with accents are Latin, and a name with no Latin letters has nothing else to be typed as.
    @Test(arguments: [("Café Noël Bistro", "Café Noël Bistro"), ("成记茶室", "成记茶室")])
    func aNameInOneScriptStays(name: String, expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 12.40", "Paid to", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }

    @Test func aNameInAnotherScriptOverItsRomanisedFormIsTheRomanisedOne() {
        let result = Fixture.parse([
            Fixture.boxed("Payment Successful", x: 0.05, y: 0.088, width: 0.34),
            Self.hero("RM 36.00", y: 0.126),
            Fixture.boxed("福记面家", x: 0.05, y: 0.191, width: 0.1),
            Fixture.boxed("RESTORAN MEE FOOK KEE", x: 0.05, y: 0.229, width: 0.5),
            Fixture.boxed("Reference No.", x: 0.05, y: 0.267, width: 0.25),
            Fixture.boxed("QRP2605121309558820", x: 0.59, y: 0.267, width: 0.36),
        ])
        #expect(result.merchant == "Restoran Mee Fook Kee")
    }

    /// Under the name in another script a row's key is no romanised name: the name stays as printed.
    @Test func aRowKeyUnderANameInAnotherScriptIsNoRomanisedName() {
        let result = Fixture.parse([
            Fixture.boxed("Payment Successful", x: 0.05, y: 0.088, width: 0.34),
            Self.hero("RM 36.00", y: 0.126),
            Fixture.boxed("福记面家", x: 0.05, y: 0.191, width: 0.1),
            Fixture.boxed("Payment Method", x: 0.05, y: 0.229, width: 0.27),
            Fixture.boxed("DuitNow QR", x: 0.76, y: 0.229, width: 0.19),
            Fixture.boxed("Reference No.", x: 0.05, y: 0.267, width: 0.25),
            Fixture.boxed("QRP2605121309558820", x: 0.59, y: 0.267, width: 0.36),
        ])
        #expect(result.merchant == "福记面家")
    }
}

/// Round 20: a success word with a figure beside it on its row (`You paid` | `23.40 SGD`) is that row's key, not a
/// header over the name: the next row's key is no name.
@Suite struct HeaderBesideAFigureTests {
    @Test func aKeyWithItsFigureHeadsNoName() {
        let result = Fixture.parse([
            Fixture.boxed("Wise", x: 0.05, y: 0.05),
            Fixture.boxed("Card payment", x: 0.05, y: 0.1),
            Fixture.boxed("You paid", x: 0.05, y: 0.15, width: 0.15),
            Fixture.boxed("23.40 SGD", x: 0.78, y: 0.15, width: 0.17),
            Fixture.boxed("Converted from", x: 0.05, y: 0.2, width: 0.27),
            Fixture.boxed("78.12 MYR", x: 0.78, y: 0.2, width: 0.17),
        ])
        #expect(result.merchant != "Converted from")
    }

    @Test func aHeaderAloneOnItsRowHeadsTheName() {
        let result = Fixture.parse([
            Fixture.boxed("You paid", x: 0.4, y: 0.05, width: 0.15),
            Fixture.boxed("KEDAI ROTI MAJU", x: 0.3, y: 0.1, width: 0.35),
            Fixture.boxed("Amount", x: 0.05, y: 0.15, width: 0.15),
            Fixture.boxed("RM 12.00", x: 0.78, y: 0.15, width: 0.17),
        ])
        #expect(result.merchant == "Kedai Roti Maju")
    }
}

/// Round 20: a company named by one short word of capitals before its legal tail is known by its initials.
@Suite struct CompanyInitialsTests {
    @Test(arguments: [("AIA BHD", "AIA"), ("KTB SDN BHD", "KTB")])
    func theInitialsKeepTheirCapitals(name: String, expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 356.40", "Biller", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }

    /// A word of four letters is a name; a short word without a legal tail, or among other words, is title-cased.
    @Test(arguments: [("ASIA BHD", "Asia"), ("ONG", "Ong"), ("KEDAI ONG SDN BHD", "Kedai Ong")])
    func aNameIsTitleCased(name: String, expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 356.40", "Biller", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }
}

/// Round 20: a trading name in brackets after a company's legal name is the name it trades under.
@Suite struct TradingNameTests {
    @Test(arguments: [
        ("TM TECHNOLOGY SERVICES SDN BHD (UNIFI)", "Unifi"),
        ("SRI MAJU FOODS SDN BHD (NASI KANDAR MAJU)", "Nasi Kandar Maju"),
    ])
    func theTradingNameWins(name: String, expected: String) {
        let result = Fixture.parse(["Transaction Successful", "RM 139.00", "Merchant", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }

    /// A place in brackets is the outlet, and a note in other letters than the company's is no name.
    @Test(arguments: [
        ("PELITA NASI KANDAR SDN BHD (SUNWAY PYRAMID)", "Pelita Nasi Kandar"),
        ("MAXIS BROADBAND SDN BHD (Auto-billing)", "Maxis Broadband"),
    ])
    func anOutletOrANoteIsNoTradingName(name: String, expected: String) {
        let result = Fixture.parse(["Transaction Successful", "RM 139.00", "Merchant", name, "Reference 88120991"])
        #expect(result.merchant == expected)
    }
}

/// Round 20: a registration number in a row's value is the company's on that row, not a receipt's header.
@Suite struct RegistrationInARowTests {
    @Test func aPayerWithItsRegistrationNumberLeavesMoneyIn() {
        let result = Fixture.parse([
            Fixture.boxed("Transaction Details", x: 0.05, y: 0.05, width: 0.36),
            OCRLine("+RM 4,250.00", box: NormalizedBox(x: 0.3, y: 0.1, width: 0.4, height: 0.045)),
            Fixture.boxed("Description", x: 0.05, y: 0.17, width: 0.2),
            Fixture.boxed("SALARY JUN 2025", x: 0.66, y: 0.17, width: 0.29),
            Fixture.boxed("From", x: 0.05, y: 0.21, width: 0.08),
            Fixture.boxed("SINAR TEKNIK SDN BHD (1290334-K)", x: 0.25, y: 0.21, width: 0.7),
            Fixture.boxed("Reference", x: 0.05, y: 0.25, width: 0.17),
            Fixture.boxed("ALB1506IBG7721803", x: 0.63, y: 0.25, width: 0.32),
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Sinar Teknik")
    }

    /// Heading the page on its own, the company's registration number still opens a receipt it printed.
    @Test func aRegistrationNumberHeadingThePageOpensAReceipt() {
        let result = Fixture.parse([
            Fixture.boxed("SINAR TEKNIK SDN BHD (1290334-K)", x: 0.15, y: 0.05, width: 0.7),
            Fixture.boxed("No. 12, Jalan Maju 3, 41000 Klang", x: 0.15, y: 0.09, width: 0.7),
            Fixture.boxed("Received from", x: 0.05, y: 0.15, width: 0.25),
            Fixture.boxed("AHMAD BIN ALI", x: 0.6, y: 0.15, width: 0.35),
            Fixture.boxed("Amount", x: 0.05, y: 0.19, width: 0.15),
            Fixture.boxed("RM 120.00", x: 0.78, y: 0.19, width: 0.17),
        ])
        #expect(result.kind == .expense)
    }
}

/// Round 21: a message's stamp starts no sentence, so a sender's name broken over lines is read whole from the body.
@Suite struct MessageStampTests {
    @Test func aThreadStampDoesNotRunIntoTheMessageUnderIt() {
        let lines = [
            "RM0 BANK MAJU: Akaun ****4478", "dikreditkan RM250.00 daripada SITI",
            "AMINAH BINTI ISMAIL melalui DuitNow",
            "pada 09/06/25 19:02. Baki: RM1,020.40",
        ]
        let result = Fixture.parse(
            [
                Fixture.boxed("< MAJU", x: 0.05, y: 0.05, width: 0.13), Fixture.boxed("Mesej teks", x: 0.05, y: 0.088),
                Fixture.boxed("Isn, 9 Jun, 19:03", x: 0.05, y: 0.126, width: 0.32),
            ] + lines.enumerated().map { Fixture.boxed($1, x: 0.05, y: 0.164 + 0.038 * Double($0), width: 0.65) })
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Siti Aminah Binti Ismail")
    }

    /// A line of a date and time that ends on a preposition is the sentence's middle, not a stamp.
    @Test func aDateLineEndingOnAPrepositionStillRunsOn() {
        let lines = ["Your card 2291 was charged RM22.00 on", "09/06/25 14:03 at", "KEDAI ROTI SERI INDAH."]
        let result = Fixture.parse(
            lines.enumerated().map { Fixture.boxed($1, x: 0.05, y: 0.164 + 0.038 * Double($0), width: 0.65) })
        #expect(result.merchant == "Kedai Roti Seri Indah")
    }
}

/// Round 21: a Malay alert's sentence names the payee between `kepada` and where its clause goes on in lower case
/// (`dari akaun`, `berjaya pada`), with the rail between the verb and the amount, across its line breaks.
@Suite struct MalayAlertSentenceTests {
    private static func sms(_ body: [String]) -> [OCRLine] {
        [
            Fixture.boxed("< 66300", x: 0.05, y: 0.05, width: 0.13), Fixture.boxed("Mesej Teks", x: 0.05, y: 0.088),
            Fixture.boxed("Isn, 9 Jun, 10:16", x: 0.05, y: 0.126, width: 0.32),
        ] + body.enumerated().map { Fixture.boxed($1, x: 0.05, y: 0.164 + 0.038 * Double($0), width: 0.65) }
    }

    @Test func theRailBetweenTheVerbAndTheAmountAndALowerCaseClauseAfterTheName() {
        let result = Fixture.parse(
            Self.sms([
                "RM0 BANK MAJU: Pembayaran DuitNow", "QR RM12.00 kepada KEDAI KOPI SERI",
                "MAJU berjaya pada 09/06/2025", "10:15:02. No. Ruj: BMJ0906101502",
            ]))
        #expect(result.merchant == "Kedai Kopi Seri Maju")
    }

    @Test func aNameBrokenOverLinesEndsWhereTheAccountClauseBegins() {
        let result = Fixture.parse(
            Self.sms([
                "RM0 BANK MAJU: Pembayaran DuitNow QR", "RM85.00 kepada BENGKEL MOTOR AH",
                "KAU dari akaun ****0456 berjaya",
                "pada 09/06/25 10:14. Baki: RM300.10",
            ]))
        #expect(result.merchant == "Bengkel Motor Ah Kau")
    }

    /// A name in capitals keeps a word that ends a clause only in lower case.
    @Test func aCapitalisedNameKeepsItsOwnDari() {
        let result = Fixture.parse(
            Self.sms(["RM0 BANK MAJU: Pembayaran RM20.00 kepada", "KEDAI KEK DARI HATI pada 09/06/2025 10:14."]))
        #expect(result.merchant == "Kedai Kek Dari Hati")
    }
}

/// Round 21: on a bank's card-transaction page, the app's name (however the catalogue lists it) and the card's row
/// over the shop are no names.
@Suite struct CardPageHeaderTests {
    @Test func theShopUnderTheAppAndTheCardRowIsTheMerchant() {
        let result = Fixture.parse([
            Fixture.boxed("9:00", x: 0.05, y: 0.012, width: 0.08), Fixture.boxed("ull 4G 88", x: 0.78, y: 0.012),
            Fixture.boxed("HLB Connect", x: 0.05, y: 0.05, width: 0.21),
            Fixture.boxed("Card Transactions", x: 0.05, y: 0.088, width: 0.32),
            Fixture.boxed("Hong Leong Visa Gold ••••5521", x: 0.05, y: 0.126, width: 0.5),
            Fixture.boxed("KEDAI KASUT MAJU - MIRI", x: 0.05, y: 0.164, width: 0.5),
            Fixture.boxed("Apple Pay", x: 0.05, y: 0.202, width: 0.17),
            OCRLine("-RM 89.90", box: NormalizedBox(x: 0.33, y: 0.24, width: 0.34, height: 0.045)),
            Fixture.boxed("Transaction Date", x: 0.05, y: 0.305, width: 0.3),
            Fixture.boxed("12 Jun 2025", x: 0.74, y: 0.305, width: 0.21),
        ])
        #expect(result.merchant == "Kedai Kasut Maju")
    }

    /// A person's name with the masked account beside it names no card: it is still the name.
    @Test func aNameWithAMaskedAccountIsStillTheName() {
        let result = Fixture.parse([
            Fixture.boxed("9:00", x: 0.05, y: 0.012, width: 0.08), Fixture.boxed("ull 4G 88", x: 0.78, y: 0.012),
            Fixture.boxed("SITI AMINAH BINTI ISMAIL ****4412", x: 0.05, y: 0.05, width: 0.6),
            OCRLine("-RM 50.00", box: NormalizedBox(x: 0.33, y: 0.1, width: 0.34, height: 0.045)),
            Fixture.boxed("12 Jun 2025, 9:41 AM", x: 0.05, y: 0.17, width: 0.4),
        ])
        #expect(result.merchant == "Siti Aminah Binti Ismail")
    }
}

/// Round 21: a hero in another currency stands alone on its line with its code, so the title by it names the shop.
@Suite struct CodedHeroTitleTests {
    private static func page(_ title: String, hero: String) -> [OCRLine] {
        [
            Fixture.boxed("10:20", x: 0.05, y: 0.012, width: 0.1), Fixture.boxed("ull 5G 78", x: 0.78, y: 0.012),
            Fixture.boxed("Wise", x: 0.05, y: 0.05, width: 0.08),
            Fixture.boxed("< Card payment", x: 0.05, y: 0.088, width: 0.27),
            Fixture.boxed(title, x: 0.05, y: 0.126, width: 0.4),
            OCRLine(hero, box: NormalizedBox(x: 0.35, y: 0.164, width: 0.3, height: 0.045)),
            Fixture.boxed("Amount", x: 0.05, y: 0.267, width: 0.11), Fixture.boxed("12.40 SGD", x: 0.78, y: 0.267),
            Fixture.boxed("Converted from", x: 0.05, y: 0.305, width: 0.27),
            Fixture.boxed("40.50 MYR", x: 0.78, y: 0.305),
        ]
    }

    @Test func theTitleOverAHeroInAnotherCurrencyIsTheShop() {
        let result = Fixture.parse(Self.page("KEDAI ROTI SIN HOE PTE LTD", hero: "12.40 SGD"))
        #expect(result.merchant == "Kedai Roti Sin Hoe")
    }

    /// A hero with words beside its figure is a sentence's figure, not a title's hero.
    @Test func aHeroWithWordsBesideItIsNotAlone() {
        let result = Fixture.parse(Self.page("Spending this week", hero: "You spent 12.40 SGD"))
        #expect(result.merchant != "Spending this week")
    }
}

/// Round 21: "X has transferred RM… to your account" names X as the sender.
@Suite struct TransferredToYourAccountTests {
    @Test func theSenderBeforeHasTransferredIsTheName() {
        let result = Fixture.parse([
            "MAE", "You've received RM80.00", "NURUL AIN BINTI HASSAN has transferred RM80.00",
            "to your account via DuitNow.",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Nurul Ain Binti Hassan")
    }

    /// Money the reader moved to their own account names no sender in "You have transferred".
    @Test func youTransferringToYourOwnAccountNamesNoOne() {
        let result = Fixture.parse([
            "Transfer Successful", "RM 50.00", "You have transferred RM50.00 to your Tabung savings account.",
        ])
        #expect(result.merchant != "You")
        #expect(result.merchant != "You have")
    }
}

/// Round 21: a school's parent-teacher association keeps its acronym, as SK and SMK do; a name not in capitals keeps
/// the casing it is printed in.
@Suite struct SchoolAcronymTests {
    @Test func thePIBGKeepsItsCapitals() {
        let result = Fixture.parse(["Transfer Successful", "RM 60.00", "Recipient", "PIBG SMK SERI INDAH", "Ref 55120"])
        #expect(result.merchant == "PIBG SMK Seri Indah")
    }

    @Test func aNamePrintedInMixedCaseKeepsItsCasing() {
        let result = Fixture.parse([
            "Transfer Successful", "RM 60.00", "Recipient", "Pibg Sekolah Seri Indah", "Ref 5512",
        ])
        #expect(result.merchant == "Pibg Sekolah Seri Indah")
    }

    // Round 22: a name in capitals inside an alert's sentence ends where the sentence goes on in lower case, and a
    // Malay transfer (`Pindahan … ke`, `dikreditkan … dari`) names whom it went to or came from.
    @Test func aNameInCapitalsEndsWhereTheSentenceGoesOnInLowerCase() {
        let credited = Fixture.parse([
            "HLB Connect", "Wang Masuk", "RM120.00 daripada SITI HAJAR BINTI KAMAL telah dikreditkan melalui DuitNow.",
        ])
        #expect(credited.merchant == "Siti Hajar Binti Kamal")
        let sent = Fixture.parse([
            "Muamalat",
            "Bank Muamalat: Pindahan DuitNow RM250.00 ke ROHANA BINTI ISA berjaya pada 19/10/2026 08:30:12.",
        ])
        #expect(sent.merchant == "Rohana Binti Isa")
        let deposit = Fixture.parse([
            "AGROBANK",
            "AGROBANK: Akaun ****4410 dikreditkan RM1,250.00 dari SYARIKAT LATIHAN MINDA CERGAS pada "
                + "22/10/2026 10:14.",
        ])
        #expect(deposit.merchant == "Syarikat Latihan Minda Cergas")
    }

    /// Must not fire: a lower-case particle inside a name in capitals keeps the name whole.
    @Test func aLowerCaseParticleInsideANameInCapitalsKeepsItWhole() {
        let result = Fixture.parse([
            "PBB", "PBB: DuitNow Transfer of RM40.00 to MOHD ALI bin ABU BAKAR on 27/10/2026 20:11:05.",
        ])
        #expect(result.merchant?.lowercased() == "mohd ali bin abu bakar")
    }
}

/// Round 23: a fuel station is named by its brand and its site, whatever the site is called.
@Suite struct StationSiteTests {
    @Test(arguments: ["PETRON BUKIT KAYU HITAM", "CALTEX GUAR CHEMPEDAK", "PETRONAS TUMPAT"])
    func aStationsSiteIsNoPartOfItsName(name: String) {
        let result = Fixture.parse(["Payment Successful", "RM 60.00", "Paid to", name])
        #expect(["Petron", "Caltex", "Petronas"].contains(result.merchant ?? ""))
        #expect(result.category == .transport)
    }

    /// A brand that is no station keeps the word after its name (a product), and a station brand inside a longer
    /// name of its own is that name.
    @Test func aBrandThatNamesNoSitesKeepsWhatFollows() {
        let product = Fixture.parse(["Payment Successful", "RM 89.00", "Paid to", "UNIFI MOBILE"])
        #expect(product.merchant == "Unifi Mobile")
        let longer = Fixture.parse(["Payment Successful", "RM 89.00", "Paid to", "SHELL KERANG BAKAR DAN IKAN BAKAR"])
        #expect(longer.merchant != "Shell")
    }
}

/// Round 23: a town named for its river's mouth or its river ends a shop's name as its outlet's town, known to the
/// place list or not; so does an airport by its code. A shorter name keeps it, and so do hills and islands.
@Suite struct RiverTownTailTests {
    @Test(arguments: [
        ("NASI KERABU MAK LIMAH KUALA KRAI", "Nasi Kerabu Mak Limah"),
        ("ROTI CANAI ABANG LAN SUNGAI BESAR", "Roti Canai Abang Lan"),
        ("KEDAI CENDERAHATI KBR AIRPORT", "Kedai Cenderahati"),
        // Not fired: a plaza named for its town, an island that names a restaurant.
        ("PLAZA TOL KUALA KANGSAR", "Plaza Tol Kuala Kangsar"),
        ("RESTORAN TERAPUNG PULAU MABUL", "Restoran Terapung Pulau Mabul"),
    ])
    func aRiverTownEndingAShopsNameIsItsOutlet(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }
}

/// Round 23: a booking platform paying out under its company's name is named by its brand; a name that goes on past
/// the company's own words is a name of its own.
@Suite struct PlatformCompanyTests {
    @Test(arguments: [
        ("AGODA COMPANY PTE LTD", "Agoda"), ("AIRBNB PAYMENTS UK LTD", "Airbnb"),
        // Not fired: words after the brand that are no company's.
        ("AIRBNB HOST SERVICES NETWORK", "Airbnb Host Services Network"),
    ])
    func aPlatformsCompanyIsItsBrand(sender: String, expected: String) {
        let result = Fixture.parse(["Maybank2u", "Money Received", "+RM 500.00", "From", sender, "Ref 88231"])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == expected)
    }
}

/// Round 23: a lock screen's notification stamped with its age names no one by its stamp, and a card alert saying
/// what happened for the amount (`declined for RM … at X`) names X.
@Suite struct DeclinedAlertTests {
    @Test func aDeclinedCardAlertNamesTheShopNotItsAgeStamp() {
        let result = Fixture.parse([
            "Sunday 15 June", "15:12", "OCBC", "2m ago", "Transaction declined",
            "Your card ending 7720 was declined for RM 480.00 at KEDAI EMAS SERI MURNI. Reason: exceeded limit.",
        ])
        #expect(result.merchant == "Kedai Emas Seri Murni")
        #expect(result.status == .failed)
    }

    /// A name that holds the letters of an age is a name (`Santiago`), and a stamp's words inside one are too.
    @Test func aNameWithAgesLettersIsAName() {
        let result = Fixture.parse(["Payment Successful", "RM 25.00", "Paid to", "SANTIAGO CAFE 2"])
        #expect(result.merchant == "Santiago Cafe 2")
    }
}

/// Round 23: the outlet after a dash goes in cleaning, so a long one does not make the name too long to be a name;
/// nine words without a dash are still a sentence's, not a name's.
@Suite struct DashOutletLengthTests {
    @Test func aLongOutletAfterADashLeavesTheName() {
        let result = Fixture.parse([
            "Payment Successful", "RM 8.50", "Merchant", "GERAI AYAM PERCIK MAK TEH - PASAR MALAM PADANG GARONG",
        ])
        #expect(result.merchant == "Gerai Ayam Percik Mak Teh")
    }

    @Test func nineWordsWithoutADashAreNoName() {
        let result = Fixture.parse([
            "Payment Successful", "RM 8.50", "Merchant", "GERAI AYAM PERCIK MAK TEH PASAR MALAM PADANG GARONG",
        ])
        #expect(result.merchant != "Gerai Ayam Percik Mak Teh Pasar Malam Padang Garong")
    }
}

/// Round 23: a bare `Shop` key names the shop beside it or below it, as a bare `Seller` does (a refund from it too);
/// a row that only starts with the word (`Shop Voucher`) is no such key.
@Suite struct ShopKeyTests {
    @Test func aBareShopKeyNamesTheShop() {
        let result = Fixture.parse([
            "Refund Details", "Refund Completed", "RM 65.90", "Refund to", "ShopeePay", "Shop", "Kedai Baju Murah KB",
            "Refund ID", "RF2506141322918",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Kedai Baju Murah KB")
    }

    @Test func aShopVoucherRowIsNoShopKey() {
        let result = Fixture.parse([
            "Order Completed", "Paid to", "KEDAI BAJU MURAH", "Shop Voucher", "-RM 5.00", "Order Total", "RM 60.90",
        ])
        #expect(result.merchant == "Kedai Baju Murah")
    }
}

/// Round 23: a web address's own country ending a one-word name goes, as `.com` does; a name of several words
/// keeps a `.my` it prints.
@Suite struct WebCountrySuffixTests {
    @Test func aOneWordWebNameLosesItsCountry() {
        let result = Fixture.parse(["Payment Successful", "RM 49.00", "Merchant", "KEDAIBUKUONLINE.MY"])
        #expect(result.merchant == "Kedaibukuonline")
    }

    @Test func aNameOfSeveralWordsKeepsIt() {
        let result = Fixture.parse(["Payment Successful", "RM 49.00", "Merchant", "Cuti Cuti Malaysia Travel.my"])
        #expect(result.merchant == "Cuti Cuti Malaysia Travel.my")
    }
}
