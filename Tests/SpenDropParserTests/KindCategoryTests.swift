import SpenDropModel
import SpenDropParser
import Testing

@Suite struct KindCategoryTests {
    @Test(arguments: [
        ["Atome", "Instalment 2 of 3", "RM 120.00", "Paid", "Merchant UNIQLO Mid Valley"],
        [
            "PayLater", "Payment successful", "RM186.40", "for your May 2025 statement", "Paid with",
            "Mastercard ···· 5521",
        ],
        ["Payment complete", "MYR 1,234.56", "To", "HSBC Visa Signature **8841", "From", "Everyday Global Account"],
        ["Payment Summary", "Successful", "RM 2,500.00", "Pay to", "Maybank Visa Infinite ···· 6203", "Date & time"],
    ])
    func payingOffADebtIsMoneyOut(_ lines: [String]) {
        #expect(Fixture.parse(lines).kind == .moneyOut)
    }

    @Test func whatASaleLeftAfterThePlatformsFeesIsMoneyIn() {
        let seller = Fixture.parse([
            "Settlement details", "Settled", "RM 88.75", "Gross sales RM 99.00", "Platform commission -RM 5.94",
            "Payment fee -RM 4.31", "Settlement amount RM 88.75",
        ])
        #expect(seller.kind == .moneyIn)
        // A buyer's fees are added to the price: an order, not proceeds.
        let buyer = Fixture.parse([
            "Order details", "Subtotal RM 99.00", "Delivery fee RM 4.31", "Voucher -RM 5.94", "Total RM 97.37",
        ])
        #expect(buyer.kind == .expense)
    }

    @Test func payingACompanyOrAReceiptPaidByTransferIsAPurchase() {
        let bill = Fixture.parse([
            "Pembayaran Berjaya", "RM 96.30", "Penerima Tenaga Nasional Berhad", "No. akaun 220098765432",
            "ID Rujukan 2660170683647742", "Dari MAE Wallet",
        ])
        #expect(bill.kind == .expense)
        let person = Fixture.parse([
            "Pemindahan Berjaya", "RM 96.30", "Penerima Lim Wei Jie", "No. akaun 220098765432", "Dari MAE Wallet",
        ])
        #expect(person.kind == .moneyOut)
        let receipt = Fixture.parse([
            "TADIKA SERI PINTAR", "Receipt No:", "TSP-0252", "03-02-2025", "Monthly fee (Feb) 380.00",
            "TOTAL 380.00", "Paid: Online transfer 380.00",
        ])
        #expect(receipt.kind == .expense)
    }

    @Test func aStreetNamedPendingIsNoPendingPayment() {
        let result = Fixture.parse([
            "KLINIK DR. LAU", "(411188-K)", "JALAN PENDING, KUCHING", "TEL: 089-575545", "NO. RESIT: 17789281",
            "TARIKH: 19/01/2025   MASA: 19:51", "CABUT GIGI 60.00", "JUMLAH RM 60.00", "TUNAI 60.00",
        ])
        #expect(result.status == .completed)
    }

    @Test func aReceiptPrintedByWhoeverWasPaidIsAPurchase() {
        let school = Fixture.parse([
            "PIBG SK JALAN ARANG", "INANAM, KOTA KINABALU", "OFFICIAL RECEIPT", "Receipt No: 33280   Date: 06/02/2025",
            "Received from: EN. AZLAN", "Monthly fee FEB 150.00", "TOTAL RM 150.00", "Payment: ONLINE TRANSFER",
        ])
        #expect(school.kind == .expense)
        // An app's record of money coming in stays money in.
        let app = Fixture.parse([
            "Receipt", "Transfer received", "+RM 150.00", "Received from: EN. AZLAN", "Date 06/02/2025",
        ])
        #expect(app.kind == .moneyIn)
        let water = Fixture.parse([
            "Maybank2u", "Payment Successful", "RM 231.95", "Pay To Syarikat Air Darul Aman",
            "Account No. 536195322053",
        ])
        #expect(water.kind == .expense)
    }

    @Test func aCardBilledForAPurchaseIsNoRepayment() {
        let result = Fixture.parse([
            "Your receipt from Apple.", "BILLED TO", "Visa •••• 1234", "DATE", "16 Apr 2025", "iCloud+ with 200 GB",
            "TOTAL RM 3.90",
        ])
        #expect(result.kind == .expense)
    }

    @Test func aBillWithItemColumnsIsAPurchaseWhateverItSaysItReceived() {
        // A hardware shop's cash bill: no registration, no phone, but its items under column heads.
        let result = Fixture.parse([
            "TS ARR", "KEDAI PERKAKASAN SENG HUAT", "NO 7, JALAN BESAR", "48000 RAWANG", "CASH BILL",
            "No: 062424 16/10/2025", "QTY DESCRIPTION AMOUNT", "2 PVC PIPE 1/2\" 6M 19.00",
            "1 NIPPON PAINT 1L WHITE 38.00", "TOTAL RM 57.00", "Received with thanks - CASH",
        ])
        #expect(result.kind == .expense)
        #expect(result.merchant == "Kedai Perkakasan Seng Huat")
    }

    @Test func aBankEntryMarkedAsACreditIsMoneyIn() {
        // Transfer wording, but the entry is marked a credit: `CR` after its amount, or `Kredit` as its type.
        let marked = Fixture.parse([
            "PBe", "Account Activity", "Transaction DuitNow Transfer - Credit", "From KAVITHA A/P MUNIANDY",
            "Amount RM 1,340.48 CR", "Date 04/06/2025", "Reference No. 89115068",
        ])
        #expect(marked.kind == .moneyIn)
        let typed = Fixture.parse(["MyBSN", "Keterangan", "HIBAH GIRO-i", "Jumlah", "RM 69.73", "Jenis", "Kredit"])
        #expect(typed.kind == .moneyIn)
        // A card named as a credit card says nothing about the entry.
        let card = Fixture.parse(["Payment successful", "Amount RM 45.00", "Payment method", "Kad Kredit"])
        #expect(card.kind == .expense)
    }

    @Test(arguments: [
        (["Duit Masuk", "RM 30.00", "Dari: AMIRAH"], EntryKind.moneyIn),
        (["Wang diterima", "RM 30.00"], .moneyIn), (["You received", "RM 30.00", "From Ali"], .moneyIn),
        (["Refund successful", "RM 30.00"], .moneyIn), (["Credited to your account", "RM 30.00"], .moneyIn),
        (["Transfer to own account", "RM 300.00"], .moneyOut), (["Top Up Successful", "RM 50.00"], .moneyOut),
        (["Reload", "RM 50.00", "Successful"], .moneyOut), (["DuitNow Transfer", "RM 80.00", "To: Ali"], .moneyOut),
    ])
    func clearWordingGivesAConfidentKind(lines: [String], expected: EntryKind) {
        let result = Fixture.parse(lines)
        #expect(result.kind == expected)
        #expect(result.kindConfident)
    }

    @Test func expenseIsTheDefaultAndNotConfidentWithoutWording() {
        let result = Fixture.parse(["KEDAI ABC", "RM 10.00"])
        #expect(result.kind == .expense)
        #expect(!result.kindConfident)
    }

    @Test func promotionWordingIsNotKindEvidence() {
        let result = Fixture.parse(["Payment Successful", "RM 8.00", "Paid to Tealive", "Top up RM 100 & get RM 2"])
        #expect(result.kind == .expense)
    }

    /// Money requests, split bills and festive gifts are between people: paying one is money out, being paid one
    /// is money in.
    @Test(arguments: [
        (["Pay Request", "Payment Successful", "-RM 12.50", "Paid to", "Ahmad Faiz"], EntryKind.moneyOut),
        (["Split Bill", "Total bill RM 90.00", "Your share", "RM 30.00", "Paid to", "Wong Mei"], .moneyOut),
        (["Duit Raya", "Berjaya!", "-RM 50.00", "Kepada", "Nur Aina"], .moneyOut),
        (["Request Money", "Your request has been paid", "RM 27.00", "Paid by", "Tan Wei Ling"], .moneyIn),
        (["Split Bill", "Aina paid RM40.00 for your split bill 'Dinner'."], .moneyIn),
    ])
    func payingPeopleThroughAnAppsFeaturesMovesMoney(lines: [String], expected: EntryKind) {
        #expect(Fixture.parse(lines).kind == expected)
    }

    @Test func aSplitBillButtonUnderAPurchaseIsNoTransfer() {
        let lines = [
            "Transaction", "CHEERS", "-RM 16.10", "Status", "Completed", "Date", "02 Aug 2025, 7:44 PM", "Card",
            "Physical card •••• 0932", "Category", "Groceries", "Split bill",
        ]
        #expect(Fixture.parse(lines).kind == .expense)
    }

    /// A shop's campaign titled after a festival's gift (`Angpau Festival Sale`) names a sale, not the feature.
    @Test func aSaleNamedAfterAFestiveGiftIsAPurchase() {
        let lines = [
            "Angpau Festival Sale", "Payment Successful", "RM 89.90", "Kedai Hadiah Ceria", "Reference No. 99812",
        ]
        #expect(Fixture.parse(lines).kind == .expense)
    }

    @Test func receivedByIsTheMerchantSideNotMoneyIn() {
        let result = Fixture.parse(["Payment Successful", "RM 8.00", "Diterima oleh", "Kedai Runcit Ali"])
        #expect(result.kind == .expense)
    }

    @Test(arguments: [
        ("Starbucks", SpendCategory.food), ("Watsons", .health), ("99 Speedmart", .groceries), ("Petronas", .transport),
        ("Klinik Kesihatan Seri", .health), ("Restoran Nasi Kandar", .food), ("Hotel Seri Malaysia", .travel),
        // Getting around: a taxi in Malay, a rail operator, airlines and a transit card; a duty-free shop is a shop.
        ("Teksi Bintang Timur", .transport), ("Rel Kita Rail", .transport), ("Batik Air", .travel),
        ("Firefly", .travel), ("SimplyGo", .transport), ("Bintang Duty Free", .shopping),
    ])
    func categoryFromKnownMerchantOrCategoryWords(merchant: String, expected: SpendCategory) {
        let result = Fixture.parse(["Payment Successful", "RM 10.00", "Paid to " + merchant])
        #expect(result.category == expected)
        #expect(result.categoryConfident)
    }

    @Test func noEvidenceMeansOtherAndNotConfident() {
        let result = Fixture.parse(["Payment Successful", "RM 10.00", "Paid to Ah Seng"])
        #expect(result.category == .other)
        #expect(!result.categoryConfident)
    }

    @Test func coffeeIsNotAFeeAndTaxiIsNotTax() {
        let result = Fixture.parse(["Kopi coffee RM 6.00", "Taxi RM 12.00"])
        #expect(!result.candidates.contains { $0.role == .fee })
        #expect(!result.candidates.contains { $0.role == .tax })
    }

    @Test func cashbackIsNotCash() {
        let result = Fixture.parse(["Payment Successful", "RM 20.00", "Cashback RM 25.00"])
        #expect(result.amount == Fixture.money("20.00"))
        #expect(result.candidates.contains { $0.role == .cashback })
        #expect(!result.candidates.contains { $0.role == .cashTendered })
        #expect(result.provider != .cash)
    }
}

@Suite struct FreeTextTests {
    @Test func payerTypedReferenceIsNotKindEvidence() {
        let result = Fixture.parse([
            "CIMB OCTO", "Transaction Successful", "RM 75.50", "Pay to", "AHMAD BIN ALI", "Recipient Reference",
            "keep otherwise refund",
        ])
        #expect(result.kind == .moneyOut)
        #expect(result.provider == .cimb)
    }
}

/// Kind wording that screens outside the tuning corpus use.
@Suite struct KindWordingTests {
    @Test func transferInProgressIsNotMoneyIn() {
        let result = Fixture.parse(["CIMB OCTO", "Transfer in progress", "RM 300.00", "to ALI BIN AHMAD"])
        #expect(result.kind == .moneyOut)
    }

    @Test func refundInProgressIsStillMoneyIn() {
        let result = Fixture.parse(["Refund in progress", "RM 19.00", "Merchant", "KEDAI BATIK SUTERA"])
        #expect(result.kind == .moneyIn)
    }

    @Test func creditCardTenderOnAReceiptIsAPurchase() {
        let result = Fixture.parse(["KEDAI KAIN INDAH", "TOTAL 58.00", "CREDIT CARD PAYMENT 58.00"])
        #expect(result.kind == .expense)
    }

    @Test func payeeBankMakesATransfer() {
        let result = Fixture.parse(["Payment submitted", "Amount: MYR 45.00", "Payee: TAN MEI LING", "Payee bank: RHB"])
        #expect(result.kind == .moneyOut)
    }

    @Test func payingOwnCreditCardIsMoneyOut() {
        let result = Fixture.parse([
            "Credit Card Payment", "Successful", "Payment Amount", "RM 900.00", "From Account", "Savings ••••1100",
        ])
        #expect(result.kind == .moneyOut)
    }

    @Test func prepaidReloadIsAPurchase() {
        let result = Fixture.parse([
            "MAE", "Prepaid Reload", "Successful", "Amount", "RM 20.00", "Telco", "AWAN MOBILE",
        ])
        #expect(result.kind == .expense)
        #expect(result.merchant == "Awan Mobile")
    }
}

@Suite struct CategoryWordTests {
    @Test(arguments: [
        ("PUSAT TUISYEN BINTANG", SpendCategory.education), ("Laluan Kereta Api Selatan", .transport),
        ("AYAM PENYET MAK LONG", .food),
        // Health and study in Malay and English: a polyclinic, an optician, a physiotherapy centre, a tahfiz school,
        // a parents' association, a secondary school's co-op, a nursery, a language centre; a school canteen feeds.
        ("POLIKLINIK MESRA KELUARGA", .health), ("OPTIK CAHAYA MATA", .health), ("Pusat Fisioterapi Gerak", .health),
        ("MAAHAD TAHFIZ DARUL FALAH", .education), ("PIBG SK SERI CEMPAKA", .education),
        ("KOPERASI SMK SERI INTAN", .education), ("TASKA CAHAYA KASIH", .education),
        ("PUSAT BAHASA CEMERLANG", .education), ("KANTIN SEKOLAH SK DESA AMAN", .food),
    ])
    func malayWordsInTheNameGiveTheCategory(name: String, expected: SpendCategory) {
        let result = Fixture.parse(["Payment Successful", "RM 30.00", "Paid to", name])
        #expect(result.category == expected)
    }

    /// Round 23: a medical centre in Malay, a duty-free shop in Malay, a batik shop, a keropok lekor stall and a car
    /// rental; a shop named for what it sells to pupils is a shop, where a bookshop and a school stay education.
    @Test(arguments: [
        ("PUSAT PERUBATAN SINAR HARAPAN", SpendCategory.health), ("TANJUNG BEBAS CUKAI", .shopping),
        ("BATIK WARISAN NENEK", .shopping), ("KEROPOK LEKOR PAK SU", .food), ("SRI CEMPAKA CAR RENTAL", .transport),
        ("KEDAI PAKAIAN SEKOLAH CERIA", .shopping), ("BEG SEKOLAH PINTAR STORE", .shopping),
        // Not fired: a bookshop for pupils, a school, an airline whose name starts with Batik.
        ("KEDAI BUKU SEKOLAH CERIA", .education), ("SEKOLAH MENENGAH CERIA", .education), ("BATIK AIR", .travel),
    ])
    func round23WordsInTheNameGiveTheCategory(name: String, expected: SpendCategory) {
        let result = Fixture.parse(["Payment Successful", "RM 30.00", "Paid to", name])
        #expect(result.category == expected)
    }

    @Test func payingAPersonNamedWithDOIsATransfer() {
        let result = Fixture.parse([
            "MyBank", "Payment submitted", "Pay to", "KAVITHA D/O RAMAN", "Bank", "Affin Bank", "Amount", "MYR 90.00",
        ])
        #expect(result.kind == .moneyOut)
    }

    @Test func receiptPaidByTransferIsStillAPurchase() {
        let result = Fixture.parse([
            "PUSAT MUZIK HARMONI", "RESIT RASMI", "Yuran Piano Jun 150.00", "Jumlah: RM 150.00",
            "Kaedah Bayaran: DuitNow Transfer",
        ])
        #expect(result.kind == .expense)
    }

    @Test func aRoundingUpIsNoMoneyIn() {
        let result = Fixture.parse([
            "KEDAI RUNCIT SOON LEE", "14 JALAN RASAH, 70300 SEREMBAN", "TEL 06-762 3311", "MILO 1KG", "18.90",
            "SUBTOTAL", "79.73", "ROUNDING ADJ", "+0.02", "TOTAL", "79.75", "CASH", "100.00", "CHANGE", "20.25",
        ])
        #expect(result.kind == .expense)
        #expect(result.amount == Fixture.money("79.75"))
        #expect(result.merchant == "Kedai Runcit Soon Lee")
    }

    @Test func aShopsOfficialReceiptOfWhatItReceivedIsAPayment() {
        // "Jumlah diterima", "Diterima oleh": the tuition centre received the fees; the parent paid them.
        let result = Fixture.parse([
            "PUSAT TUISYEN CEMERLANG JAYA", "(002871234-D)", "12A JALAN MERAK, TAMAN SRI GOMBAK", "RESIT RASMI",
            "No. Resit 002341", "Yuran Mac 2025 - Matematik 120.00", "Yuran Pendaftaran 50.00",
            "JUMLAH DITERIMA RM 170.00", "Cara Bayaran Tunai", "Diterima oleh: Pn Rosnah",
        ])
        #expect(result.kind == .expense)
        #expect(result.merchant == "Pusat Tuisyen Cemerlang Jaya")
        #expect(result.amount == Fixture.money("170.00"))
    }

    @Test func aCardPaymentBesideTheCardsStatementFiguresIsARepayment() {
        let result = Fixture.parse([
            "MAE", "Payment successful", "RM 1,200.00", "to Maybank Visa Infinite", "Payment type Credit card payment",
            "Card **** **** **** 8890", "Statement balance", "RM 3,455.20", "Minimum payment", "RM 172.76",
        ])
        #expect(result.kind == .moneyOut)
        #expect(result.amount == Fixture.money("1200.00"))
    }

    @Test func moneyComingBackOrInIsMoneyInWhateverTheTransferWording() {
        // Malay "Pindahan Masuk" (transfer in) with a plus sign, and a reversal returned to the wallet.
        let transferIn = Fixture.parse([
            "GO by Bank Islam", "Butiran Transaksi", "Pindahan Masuk", "+ RM 250.00", "Daripada",
            "HAJAH ROKIAH BINTI SALLEH", "Jenis DuitNow",
        ])
        #expect(transferIn.kind == .moneyIn)
        #expect(transferIn.merchant == "Hajah Rokiah Binti Salleh")
        let reversal = Fixture.parse([
            "Transaction Details", "DuitNow Transfer Reversal", "+RM150.00", "Successful",
            "The transfer to NURUL IZZATI could not be completed. The amount has been returned to your eWallet.",
        ])
        #expect(reversal.kind == .moneyIn)
    }

    @Test func aReceiptHeadedByTheCompanyPaidIsABillWhateverAccountItNames() {
        // The account number is the customer's account with the company that printed the receipt.
        let kiosk = Fixture.parse([
            "SYARIKAT AIR CONTOH BERHAD", "PUSAT BAYARAN BANDAR BARU", "RESIT BAYARAN", "NO AKAUN: 5500118822",
            "JUMLAH DIBAYAR: RM 64.20", "WANG DIMASUKKAN: RM 70.00", "BAKI: RM 5.80", "TARIKH: 02/06/2025",
        ])
        #expect(kiosk.kind == .expense)
        // A bank heading its own transfer receipt is no such company.
        let transfer = Fixture.parse([
            "MALAYAN BANKING BERHAD", "Transfer Receipt", "RM 300.00", "Account No. 5500118822",
            "Recipient Lim Wei Jie",
        ])
        #expect(transfer.kind == .moneyOut)
    }

    @Test func aFailedBillWhoseMoneyWentBackIsStillTheBill() {
        let result = Fixture.parse([
            "Transaction Details", "Bills", "RM 80.00", "Failed",
            "The amount has been refunded to your eWallet balance.",
            "Biller", "Air Kita", "Date/Time 13/05/2025 07:51:30",
        ])
        #expect(result.status == .failed)
        #expect(result.kind == .expense)
    }

    @Test func appleWalletsDeviceAccountNumberIsNoRecipientsAccount() {
        let result = Fixture.parse([
            "< Wallet", "Contoh Music", "RM19.90", "Today, 6:41 AM", "Status", "Pending", "Card Number", "•••• 4471",
            "Device Account Number", "•••• 0902", "Apple Pay",
        ])
        #expect(result.provider == .applePay)
        #expect(result.kind == .expense)
    }

    @Test func sendingAGiftToAPersonIsMoneyOut() {
        let result = Fixture.parse([
            "Transaction Details", "Touch 'n Go eWallet", "Send Angpau", "-RM 20.00", "Successful",
            "Transaction Type  Angpau", "To  Abang Hakim", "Message  Selamat Hari Raya",
            "Date/Time  31/03/2025 16:00:00",
        ])
        #expect(result.kind == .moneyOut)
    }
}

/// Money put into one's own savings and investments is moved, not spent.
@Suite struct SavingsKindTests {
    @Test(arguments: [
        [
            "myInvest", "Transaction Successful", "Fund", "Amanah Saham Nasional", "Amount", "RM 300.00", "Units",
            "300.00",
        ],
        ["Buy Gold Successful", "RM 312.26", "Gold bought", "0.6500 g", "From", "Savings Account 1642"],
        ["Pay Bills", "Successful", "Biller", "LEMBAGA TABUNG HAJI", "Amount", "RM 250.00"],
        ["Deposit successful", "RM 2,000.00", "Into", "Simpan Cash", "Est. returns", "3.4% p.a."],
    ])
    func aDepositIntoOwnSavingsIsMoneyOut(lines: [String]) {
        #expect(Fixture.parse(lines).kind == .moneyOut)
    }

    /// A savings scheme named as what was bought or paid into (`Sijil Simpanan …`, a provident fund), or a unit
    /// trust's holder number, is one's own savings.
    @Test(arguments: [
        [
            "Pembelian Berjaya", "RM 200.00", "Produk", "Sijil Simpanan Emas", "Dari Akaun", "Simpanan 0712****4410",
        ],
        ["FPX", "Payment Successful", "RM 150.00", "Merchant", "TABUNG SIMPANAN GURU", "Reference No. 77120"],
        ["Payment Successful", "RM 100.00", "Paid to", "AMANAH XYZ", "Unit holder no.", "0099 1122 3344"],
    ])
    func aSavingsSchemeOrAUnitHoldingIsMoneyOut(lines: [String]) {
        #expect(Fixture.parse(lines).kind == .moneyOut)
    }

    /// Where the money came from is no savings bought: a bill paid from a savings account (`Dari Akaun` |
    /// `Simpanan …`), a bank named for savings, a receipt's `Total Savings`, an employer's contributions for its staff.
    @Test(arguments: [
        ["Bayaran Bil Berjaya", "RM 80.00", "Pengebil", "AIR KELANTAN", "Dari Akaun", "Simpanan 0712****4410"],
        ["KEDAI RUNCIT MAJU", "Gula 1kg 2.80", "TOTAL 12.80", "Total Savings", "1.20", "CASH 20.00", "CHANGE 7.20"],
        [
            "FPX Payment", "Successful", "RM 900.00", "Merchant", "KUMPULAN WANG SIMPANAN PEKERJA", "Employer No.",
            "E 001234567",
        ],
    ])
    func savingsWordsThatBuyNoSavingsAreNoInvestment(lines: [String]) {
        #expect(Fixture.parse(lines).kind == .expense)
    }

    @Test func anOfferToBuyGoldUnderAPurchaseIsNoInvestment() {
        let result = Fixture.parse([
            "Payment Successful", "RM 18.60", "Paid to", "RESTORAN BAGUS", "Buy gold from RM10",
        ])
        #expect(result.kind == .expense)
    }

    /// Units are what a fund sells, and what a shop counts: a count of units alone names no investment; nor does a
    /// banner's sentence about investing.
    @Test(arguments: [
        ["KEDAI SERBAGUNA MAJU", "Cash Sale", "Bateri AA", "Qty: 4 units", "Total RM 12.00", "Cash RM 20.00"],
        ["Payment Successful", "RM 45.00", "Lokal Hardware", "Paid 2 units of paint", "Reference No. 88231"],
        // A banner's sentence under a purchase sells investing; the screen is not one.
        ["Payment Successful", "RM 18.60", "Paid to", "RESTORAN BAGUS", "Grow your money: invest with Versa"],
    ])
    func unitsCountedInAPurchaseAreNoInvestment(lines: [String]) {
        #expect(Fixture.parse(lines).kind == .expense)
    }
}

/// A platform's payout and a fund's income distribution are income; a rail's credit as the entry's type is money in.
@Suite struct PayoutAndCreditTypeTests {
    @Test func aPayoutIsMoneyIn() {
        let result = Fixture.parse([
            "foodpanda rider", "< Payouts", "RM 487.20", "Delivery fees RM 452.00", "Adjustments -RM 32.80",
            "Net payout RM 487.20", "Status Paid", "Payout ID PY-MY-8842071",
        ])
        #expect(result.kind == .moneyIn)
    }

    @Test func anIncomeDistributionIsMoneyInThoughReinvested() {
        let result = Fixture.parse([
            "myASNB", "Agihan Pendapatan", "RM 412.80", "Dana  Amanah Saham Bumiputera", "Jenis  Pelaburan Semula",
        ])
        #expect(result.kind == .moneyIn)
    }

    @Test func aRailsCreditAsTheTypeIsMoneyIn() {
        let result = Fixture.parse([
            Fixture.boxed("STR FASA 2 2026", x: 0.37, y: 0.126),
            Fixture.boxed("RM 500.00", x: 0.35, y: 0.164),
            Fixture.boxed("Jenis", x: 0.05, y: 0.264, width: 0.09),
            Fixture.boxed("IBG Kredit", x: 0.77, y: 0.264, width: 0.17),
            Fixture.boxed("Daripada", x: 0.05, y: 0.3, width: 0.14),
            Fixture.boxed("KEMENTERIAN KEWANGAN", x: 0.6, y: 0.3, width: 0.35),
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Kementerian Kewangan")
    }

    @Test func aCardAsTheTypeIsNoCredit() {
        let result = Fixture.parse([
            Fixture.boxed("KEDAI BUKU ILMU", x: 0.3, y: 0.126),
            Fixture.boxed("RM 42.00", x: 0.35, y: 0.164),
            Fixture.boxed("Jenis", x: 0.05, y: 0.264, width: 0.09),
            Fixture.boxed("Kad Kredit", x: 0.77, y: 0.264, width: 0.17),
        ])
        #expect(result.kind == .expense)
    }

    @Test func aPurchaseWithAPayoutItemIsStillAPurchase() {
        let result = Fixture.parse([
            "KEDAI HADIAH CERIA", "1x Payout Envelope Set   RM 12.00", "Subtotal RM 12.00", "TOTAL RM 12.00",
            "CASH RM 20.00", "CHANGE RM 8.00",
        ])
        #expect(result.kind == .expense)
    }

    /// A banner's sentence offering sellers faster payouts, under a purchase, is not this screen's payout.
    @Test func aBannerAboutPayoutsUnderAPurchaseIsStillAPurchase() {
        let result = Fixture.parse([
            "Payment Successful", "RM 25.00", "Paid to", "Restoran Selera Kampung",
            "Sellers: get your payout in 1 day with Boost Biz",
        ])
        #expect(result.kind == .expense)
    }
}

/// Malay screens name money received as `Terimaan` or `Pembayaran Masuk`; a paid bill's `RESIT TERIMAAN` is the
/// payee's receipt of the person's payment.
@Suite struct MalayIncomingTests {
    @Test func aReceivedQrIsMoneyInFromItsPayer() {
        let result = Fixture.parse([
            Fixture.boxed("iRakyat", x: 0.05, y: 0.05, width: 0.12),
            Fixture.boxed("Terimaan DuitNow QR", x: 0.33, y: 0.088, width: 0.33),
            OCRLine("RM 18.00", box: NormalizedBox(x: 0.37, y: 0.126, width: 0.27, height: 0.045)),
            Fixture.boxed("Daripada", x: 0.05, y: 0.226, width: 0.14),
            Fixture.boxed("MOHD HAFIZI BIN ROSLAN", x: 0.56, y: 0.226, width: 0.38),
            Fixture.boxed("Kepada", x: 0.05, y: 0.264, width: 0.1),
            Fixture.boxed("GERAI BUAH PAK LONG", x: 0.62, y: 0.264, width: 0.33),
            Fixture.boxed("Jenis", x: 0.05, y: 0.378, width: 0.09),
            Fixture.boxed("Pembayaran Masuk", x: 0.67, y: 0.378, width: 0.28),
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Mohd Hafizi Bin Roslan")
    }

    @Test func aCouncilsOfficialReceiptIsAPayment() {
        let result = Fixture.parse([
            "MAJLIS PERBANDARAN KAJANG", "RESIT TERIMAAN", "No. Resit: MPKJ-2025-118830", "Cukai Taksiran",
            "JUMLAH RM 180.00", "Cara Bayaran: Kad Debit",
        ])
        #expect(result.kind == .expense)
    }
}

/// Round 20: money sent to a payee whose own name says what it is pays for that; a transit ride is transport.
@Suite struct TransferCategoryTests {
    @Test func aTransferToAKindergartenIsEducation() {
        let result = Fixture.parse([
            "Transfer successful", "RM 650.00", "To", "TADIKA SERI MAWAR SDN BHD", "Transfer type", "DuitNow Transfer",
            "Reference no. UOB20250604084422917",
        ])
        #expect(result.kind == .moneyOut)
        #expect(result.category == .education)
    }

    /// The screen's other words are the transfer's: a note about fees to a person names no category, and money in
    /// from a clinic is no spending.
    @Test func aTransferToAPersonOrMoneyInHasNoCategoryFromWords() {
        let person = Fixture.parse([
            "Transfer successful", "RM 650.00", "To", "NUR AINA BINTI HASSAN", "Recipient reference",
            "Yuran tadika Jun", "Reference no. UOB20250604084422917",
        ])
        #expect(person.kind == .moneyOut)
        #expect(person.category == .other)
        let refund = Fixture.parse([
            "Money in", "+RM 80.00", "From", "KLINIK DR TAN SDN BHD", "Reference no. UOBIBG150526004417",
        ])
        #expect(refund.kind == .moneyIn)
        #expect(refund.category == .other)
    }

    @Test func aTransitFareIsTransport() {
        let result = Fixture.parse([
            "Transaction Details", "-RM 2.00", "Successful", "Merchant: RAPID KUANTAN", "Transaction Type: Transit",
        ])
        #expect(result.category == .transport)
    }
}

/// Round 20: cash as a payment method's value is the cash channel, whichever wallet app shows the receipt.
@Suite struct CashMethodTests {
    private static func receipt(paidBy: String) -> ParseResult {
        Fixture.parse([
            Fixture.boxed("Your Grab E-Receipt", x: 0.05, y: 0.05, width: 0.36),
            OCRLine("RM 18.00", box: NormalizedBox(x: 0.36, y: 0.1, width: 0.27, height: 0.045)),
            Fixture.boxed("Booking ID", x: 0.05, y: 0.17, width: 0.19),
            Fixture.boxed("A-7QW2KX8MPL3R", x: 0.68, y: 0.17, width: 0.27),
            Fixture.boxed("Fare", x: 0.05, y: 0.21, width: 0.08),
            Fixture.boxed("RM 18.00", x: 0.8, y: 0.21, width: 0.15),
            Fixture.boxed("Paid by", x: 0.05, y: 0.25, width: 0.13),
            Fixture.boxed(paidBy, x: 0.7, y: 0.25, width: 0.25),
        ])
    }

    @Test func cashAsTheMethodIsCash() {
        #expect(Self.receipt(paidBy: "Cash").channel == .cash)
    }

    @Test func aWalletAsTheMethodIsTheWallet() {
        #expect(Self.receipt(paidBy: "GrabPay Wallet").channel == .ewallet)
    }
}

/// Round 21: ferries and their jetties are travel, and airlines and a Brunei card descriptor's brand are known.
@Suite struct FerriesAndAirlinesTests {
    @Test func aFerryOperatorIsTravel() {
        let result = Fixture.parse([
            "FPX", "Payment Successful", "RM 88.00", "Merchant", "SRI LAUT FERRY SERVICES SDN BHD", "Reference No.",
            "PBE2506121003", "12 Jun 2025 10:03 AM",
        ])
        #expect(result.category == .travel)
    }

    /// A seafood restaurant by the jetty is where one eats: the food word comes first.
    @Test func aRestaurantByTheJettyIsFood() {
        let result = Fixture.parse([
            "Payment Successful", "RM 64.00", "Merchant", "RESTORAN SEAFOOD JETI LAMA", "Reference No.", "77120931",
        ])
        #expect(result.category == .food)
    }

    @Test func anAirlineIsAKnownBrand() {
        let result = Fixture.parse([
            "UOB: Txn of RM289.00 on your card ending 1020 at MASWINGS SDN BHD on 12/06/25 10:15."
        ])
        #expect(result.merchant == "MASwings")
        #expect(result.category == .travel)
    }

    /// A name that only starts like an airline's is its own.
    @Test func aNameStartingWithMasIsNotTheAirline() {
        let result = Fixture.parse(["Payment Successful", "RM 450.00", "Merchant", "MAS EMAS JEWELLERY", "Ref 8812"])
        #expect(result.merchant != "MASwings")
    }

    @Test func aBruneiDescriptorEndsWithItsCountry() {
        let result = Fixture.parse([
            "Card payment", "JOLLIBEE GADONG BRUNEI", "BND 12.50", "Status", "Completed", "12 Jun 2025, 7:02 PM",
        ])
        #expect(result.merchant == "Jollibee")
    }
}

/// Round 21: a short line centred at the foot of the screen, below every figure and date, is a button offering an
/// action (`Tambah Nilai` under a failed payment), not a record of one.
@Suite struct FootButtonTests {
    private static func failed(_ foot: [OCRLine]) -> [OCRLine] {
        [
            Fixture.boxed("06:59", x: 0.05, y: 0.012, width: 0.1), Fixture.boxed("ull 4G 59", x: 0.78, y: 0.012),
            Fixture.boxed("Pembayaran Gagal", x: 0.05, y: 0.088, width: 0.3),
            OCRLine("RM 9.50", box: NormalizedBox(x: 0.36, y: 0.126, width: 0.27, height: 0.045)),
            Fixture.boxed("Peniaga", x: 0.05, y: 0.229, width: 0.13),
            Fixture.boxed("KEDAI MAKAN SRI WANGI", x: 0.55, y: 0.229, width: 0.4),
            Fixture.boxed("Tarikh", x: 0.05, y: 0.267, width: 0.11),
            Fixture.boxed("14/06/2025 06:58", x: 0.65, y: 0.267, width: 0.3),
        ] + foot
    }

    @Test func aReloadButtonUnderAFailedPaymentIsNoReload() {
        let result = Fixture.parse(
            Self.failed([
                Fixture.boxed("Tambah Nilai", x: 0.386, y: 0.343, width: 0.228),
                Fixture.boxed("Kembali", x: 0.4335, y: 0.381, width: 0.133),
            ]))
        #expect(result.kind == .expense)
    }

    /// A centred caption with a date under it (Apple Wallet's `Refund` over `Yesterday, 3:30 PM`) is no button.
    @Test func aCentredCaptionAboveADateIsNoButton() {
        let result = Fixture.parse([
            Fixture.boxed("<", x: 0.04, y: 0.06, width: 0.03), Fixture.boxed("Done", x: 0.87, y: 0.06, width: 0.09),
            Fixture.boxed("KEDAI KASUT MAJU", x: 0.35, y: 0.115, width: 0.3),
            OCRLine("RM49.90", box: NormalizedBox(x: 0.34, y: 0.18, width: 0.33, height: 0.05)),
            Fixture.boxed("Refund", x: 0.444, y: 0.245, width: 0.111),
            Fixture.boxed("Yesterday, 3:30 PM", x: 0.34, y: 0.27, width: 0.32),
            Fixture.boxed("Status", x: 0.04, y: 0.31, width: 0.11), Fixture.boxed("Approved", x: 0.04, y: 0.335),
            Fixture.boxed("Card", x: 0.04, y: 0.375, width: 0.08),
            Fixture.boxed("CIMB Mastercard •••• 5509", x: 0.04, y: 0.4, width: 0.5),
        ])
        #expect(result.kind == .moneyIn)
    }
}

/// A wallet's or seller's balance withdrawn or cashed out to the person's own bank account (the title or status says
/// so, the money goes to a bank named with a masked account) is money out with nobody on the other side; the
/// platform paying the person, the bank's record of the money arriving and a cash machine are not.
@Suite struct CashOutTests {
    @Test(arguments: [
        // A seller balance withdrawn, the bank account as a key's value.
        [
            "Seller Centre", "< Withdrawal Details", "Withdrawal Completed", "RM 820.50", "Bank Account",
            "RHB Bank ****3318", "Withdrawal ID", "WD2611020044", "Seller Balance", "RM 12.00",
        ],
        // A driver's cash wallet cashed out, the bank in the sentence that sends it.
        [
            "Cash Out", "Cash out successful", "RM 150.00", "Transferred to AmBank •••• 6021", "Cash Wallet balance",
            "RM 3.10", "Done",
        ],
        // A withdrawal still processing, under `Withdraw to`.
        ["Rider Wallet", "< Withdrawal", "Processing", "RM 96.00", "Withdraw to", "Bank Rakyat ****8804"],
        // An e-mail whose sentence breaks just before the mask.
        [
            "Your withdrawal request has been completed", "Hi kedaiaina,", "Your withdrawal of RM 410.00 to CIMB",
            "****5512 has been completed on 03-11-2026 10:15.", "Withdrawal ID", "WD26110300112",
        ],
    ])
    func aBalanceCashedOutToOnesOwnBankIsMoneyOutToNobody(_ lines: [String]) {
        let result = Fixture.parse(lines)
        #expect(result.kind == .moneyOut)
        #expect(result.merchant == nil)
    }

    /// The platform paying the person is money in from the platform, though it names the person's bank.
    @Test func aPlatformsPayoutToThePersonIsMoneyInFromThePlatform() {
        let result = Fixture.parse([
            "foodpanda", "Your weekly payout of RM 512.40 has been paid to Maybank ****2210", "Payout ID",
            "FP2611020019",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "foodpanda")
    }

    /// A bank's credit line from the platform names the withdrawal it came from and the person's own account, yet
    /// it is the money arriving, from the platform.
    @Test func aBanksCreditLineFromThePlatformIsMoneyInFromIt() {
        let result = Fixture.parse([
            "HLB Connect", "< Transaction Details", "+RM 980.00", "Incoming IBG", "From",
            "SHOPEE MOBILE MALAYSIA SDN BHD", "Description", "SELLER WITHDRAWAL WD2611050031", "Credited to",
            "Hong Leong Savings ****7720", "Reference No.", "HLB2611051003440071",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Shopee")
    }

    /// Cash taken from a machine is named by the machine, as before.
    @Test func aCashMachineWithdrawalIsNoCashOut() {
        let result = Fixture.parse([
            "Transaction Details", "Cash Withdrawal", "Withdrawal successful", "-RM 300.00", "Location",
            "MAYBANK ATM SS2 PETALING JAYA", "Withdrawn from", "Maybank Savings ****1621", "Date", "13 Jun 2025",
        ])
        #expect(result.kind == .moneyOut)
        #expect(result.merchant != nil)
    }

    /// Key and value rows of a detail screen (label left, value right, one row each from `top`).
    private static func rows(_ pairs: [(String, String)], top: Double) -> [OCRLine] {
        pairs.enumerated().flatMap { index, pair in
            [
                Fixture.boxed(pair.0, x: 0.05, y: top + 0.04 * Double(index)),
                Fixture.boxed(pair.1, x: 0.55, y: top + 0.04 * Double(index), width: 0.4),
            ]
        }
    }

    // Round 22: a card named as what was paid to, its masked number the value of the row below, is being paid
    // off: money out, and the card is no one who was paid.
    @Test func aCardNamedAsThePayeeOverItsMaskedNumberIsPaidOff() {
        let result = Fixture.parse(
            [
                Fixture.boxed("allianceonline", x: 0.05, y: 0.05), Fixture.boxed("Pay Credit Card", x: 0.05, y: 0.09),
                Fixture.boxed("Payment successful", x: 0.05, y: 0.13),
                OCRLine("RM 850.00", box: NormalizedBox(x: 0.38, y: 0.17, width: 0.24, height: 0.045)),
            ]
                + Self.rows(
                    [
                        ("Pay to", "Alliance Bank Visa Platinum"), ("Card", "•••• 5529"),
                        ("Pay from", "Savings Account ••••0661"), ("Reference", "ABMB21102613093391"),
                    ], top: 0.23))
        #expect(result.kind == .moneyOut)
        #expect(result.merchant == nil)
        #expect(result.amount == Fixture.money("850.00"))
    }

    // Round 22: a title saying a credit card is being paid, over a masked card number, names no one paid.
    @Test func aCardRepaymentTitleOverAMaskedCardNamesNoPayee() {
        let result = Fixture.parse([
            "RHB", "Credit Card Payment (Other Bank)", "Successful", "RM 1,200.00", "Card Issuer",
            "Standard Chartered Bank", "Card Number", "4••• •••• •••• 8820", "Transfer Mode", "Instant Transfer",
        ])
        #expect(result.merchant == nil)
        #expect(result.kind == .moneyOut)
    }

    /// Must not fire: a purchase paid by a named card keeps its shop, and a transfer to a person named beside a
    /// masked account is no card repayment.
    @Test func aPurchaseByANamedCardKeepsItsShop() {
        let purchase = Fixture.parse(
            [Fixture.boxed("Card Transaction", x: 0.05, y: 0.05), Fixture.boxed("Approved", x: 0.05, y: 0.09)]
                + Self.rows(
                    [
                        ("Merchant", "UNIQLO MID VALLEY"), ("Amount", "RM 89.90"), ("Card", "Maybank Visa Platinum"),
                        ("Card No.", "•••• 4471"),
                    ], top: 0.15))
        #expect(purchase.kind == .expense)
        #expect(purchase.merchant != nil)
        let transfer = Fixture.parse(
            Self.rows(
                [
                    ("Transfer to", "AHMAD FAIZAL BIN ROSLI"), ("Amount", "RM 120.00"), ("Bank", "Maybank"),
                    ("Account", "•••• 5529"),
                ], top: 0.15))
        #expect(transfer.merchant == "Ahmad Faizal Bin Rosli")
    }
}

/// Round 24: a message that states both what happened and the balance after it (`… dikreditkan RM500.00 … Baki:
/// RM900.00`) is evidence of the kind; a line that only shows a balance is not.
@Suite struct MessageWithItsBalanceTests {
    @Test func aCreditMessageEndingInItsBalanceIsMoneyIn() {
        let result = Fixture.parse([
            "Mesej Teks",
            "BSN: Akaun anda 0110xxxx1234 telah dikreditkan RM500.00 (GAJI) pada 01/11/2026 08:01. Baki: RM900.00",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.amount == Fixture.money("500.00"))
    }

    /// Not fired: a balance row's wording (`after top up`) says nothing about the payment above it.
    @Test func aBalanceRowsWordingIsNoEvidence() {
        let result = Fixture.parse([
            "Payment Successful", "RM 20.00", "Paid to", "KEDAI RUNCIT MAJU", "Wallet balance after top up RM 80.00",
        ])
        #expect(result.kind == .expense)
    }
}

/// Round 24: a top-up named as what a merchant was paid for (`Merchant` | `… Ads Top Up`, `paid to … (auto top-up)`)
/// is credit bought from that merchant, a purchase; a wallet's own top-up is still money out.
@Suite struct BoughtCreditTests {
    @Test func aTopUpPaidToAMerchantIsAPurchase() {
        let sentence = Fixture.parse(["Payment successful", "RM 40.00 paid to Iklan Pantas (auto top-up). Thank you."])
        #expect(sentence.kind == .expense)
        let keyed = Fixture.parse([
            Fixture.boxed("Transaction Details", x: 0.05, y: 0.05, width: 0.4),
            OCRLine("-RM 80.00", box: NormalizedBox(x: 0.4, y: 0.12, width: 0.2, height: 0.045)),
            Fixture.boxed("Successful", x: 0.05, y: 0.19),
            Fixture.boxed("Merchant", x: 0.05, y: 0.23), Fixture.boxed("Iklan Pantas Top Up", x: 0.6, y: 0.23),
        ])
        #expect(keyed.kind == .expense)
    }

    /// Not fired: topping up a wallet from a card names no merchant paid.
    @Test func aWalletTopUpIsStillMoneyOut() {
        let result = Fixture.parse(["Top Up Successful", "RM 50.00", "Paid with", "Maybank Debit ****1234"])
        #expect(result.kind == .moneyOut)
    }
}

/// Round 24: the sign before another currency's code signs its amount (`+ SGD 4,850.00`), so a credit drawn large in
/// that currency is money in as a `+RM` hero is; a debit signed so is not.
@Suite struct SignedForeignHeroTests {
    private func screen(hero: String) -> ParseResult {
        Fixture.parse([
            Fixture.boxed("Transaction details", x: 0.05, y: 0.05, width: 0.4),
            OCRLine(hero, box: NormalizedBox(x: 0.35, y: 0.12, width: 0.3, height: 0.045)),
            Fixture.boxed("From", x: 0.05, y: 0.19),
            Fixture.boxed("HARBOUR FREIGHT LINES", x: 0.5, y: 0.19, width: 0.45),
            Fixture.boxed("Transaction date", x: 0.05, y: 0.23), Fixture.boxed("25 Nov 2026", x: 0.7, y: 0.23),
        ])
    }

    @Test func aForeignCreditDrawnLargeIsMoneyIn() {
        let result = screen(hero: "+ SGD 2,400.00")
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Harbour Freight Lines")
    }

    /// Not fired: a debit signed before its code.
    @Test func aForeignDebitDrawnLargeIsNoMoneyIn() {
        #expect(screen(hero: "- SGD 2,400.00").kind != .moneyIn)
    }
}
