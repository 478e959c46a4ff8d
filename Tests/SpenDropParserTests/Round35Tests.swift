import SpenDropModel
import SpenDropParser
import Testing

/// Round 35: a Japan trip and Selangor's southern towns. Yen and won are written without cents, after their code or
/// sign (`JPY 2,450`, `¥2,360`); a Japanese receipt keys its total, tax, cash and change in its own script and dates
/// itself with 年, 月 and 日; card sentences name a shop after a foreign figure, after Malay's `Transaksi … di` and
/// before `with your`; a handphone's prefix inside a bill number is no phone; a town square goes with its town.
@Suite struct Round35Tests {
    @Test func yenAfterItsCodeIsMoney() {
        let result = Fixture.parse(
            [Fixture.boxed("CIMB OCTO", x: 0.05, y: 0.05), Fixture.boxed("Pending transaction", x: 0.05, y: 0.088)]
                + [OCRLine("JPY 3,180", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045))]
                + [Fixture.boxed("≈ RM 94.77", x: 0.3, y: 0.191, width: 0.3)]
                + Fixture.keyValueRow("Merchant", "KAITEN SUSHI HANA", y: 0.229, valueX: 0.45))
        #expect(result.amount == Fixture.money("3180.00"))
        #expect(result.currency == "JPY")
    }

    @Test func yenAfterItsSignIsMoney() {
        let result = Fixture.parse(
            [
                Fixture.boxed("< UOB Visa", x: 0.05, y: 0.05), Fixture.boxed("Izakaya Tori", x: 0.05, y: 0.088),
                Fixture.boxed("Susukino, Sapporo", x: 0.05, y: 0.126),
                OCRLine("¥4,820", box: NormalizedBox(x: 0.05, y: 0.164, width: 0.3, height: 0.045)),
                Fixture.boxed("Yesterday, 8:12 PM", x: 0.05, y: 0.229), Fixture.boxed("Approved", x: 0.05, y: 0.267),
            ])
        #expect(result.amount == Fixture.money("4820.00"))
        #expect(result.currency == "JPY")
        #expect(result.merchant == "Izakaya Tori")
    }

    @Test func yuanWithCentsAfterTheSameSignIsYuan() {
        let result = Fixture.parse(["Payment Successful", "¥128.50", "Paid to", "SHANGHAI TEA HOUSE"])
        #expect(result.amount == Fixture.money("128.50"))
        #expect(result.currency == "CNY")
    }

    @Test func aJapaneseReceiptsLabelsAndDateAreRead() {
        let result = Fixture.parse([
            "HANA MART", "2025年01月05日(日) 19:02", "おにぎり", "¥160", "お茶", "¥140", "小計", "¥300", "合計", "¥300",
            "(内消費税等", "¥22)", "現金", "¥1,000", "お釣り", "¥700",
        ])
        #expect(result.amount == Fixture.money("300.00"))
        #expect(result.currency == "JPY")
        #expect(result.date == "2025-01-05")
        #expect(result.time == "19:02")
        #expect(result.provider == .cash)
    }

    @Test func aDeclineInAForeignFigureNamesItsShop() {
        let result = Fixture.parse([
            "HLB Connect", "3m ago", "Transaction declined",
            "Your HLB Visa card ending 3340 was declined for KRW 185,000 at LOTTE DUTY FREE. Reason: limit exceeded.",
        ])
        #expect(result.amount == Fixture.money("185000.00"))
        #expect(result.currency == "KRW")
        #expect(result.merchant == "Lotte Duty Free")
    }

    @Test func aMalayTransactionSentenceNamesItsShop() {
        let result = Fixture.parse([
            "< 66885", "Text Message",
            "RM0 Bank: Transaksi RM24.90 di KEDAI CERMIN MATA LIM menggunakan kad debit ****2207 pada 14/06/25.",
        ])
        #expect(result.merchant == "Kedai Cermin Mata Lim")
    }

    @Test func withYourEndsTheShopsName() {
        let result = Fixture.parse([
            "PB engage", "12m ago", "Card transaction",
            "RM18.00 spent at KEDAI BUKU SERI with your PB Visa Debit ending 4471.",
        ])
        #expect(result.merchant == "Kedai Buku Seri")
    }

    @Test func aHandphonesPrefixInABillNumberIsNoPhone() {
        let result = Fixture.parse([
            "RESTORAN HOCK LEE", "Bill No", "HP-0614-022", "Nasi 2 x 3.00 6.00", "TOTAL RM 6.00", "Tunai 10.00",
            "Baki 4.00",
        ])
        #expect(result.reference == "HP-0614-022")
    }

    @Test func aTownSquareGoesWithItsTown() {
        #expect(Fixture.paidTo("KUEH TEOW GORENG AH CHAI DATARAN KAJANG").merchant == "Kueh Teow Goreng Ah Chai")
    }

    @Test func aCardRecordsDescriptionNamesTheShop() {
        let result = Fixture.parse(
            [Fixture.boxed("CIMB OCTO", x: 0.05, y: 0.05), Fixture.boxed("Transaction details", x: 0.05, y: 0.088)]
                + [OCRLine("-RM 212.00", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Description", "HOCK AUTO SERVICE S/B", y: 0.229, valueX: 0.45)
                + Fixture.keyValueRow("Card", "CIMB Visa Debit ••3392", y: 0.267, valueX: 0.45))
        #expect(result.merchant == "Hock Auto Service")
        #expect(result.category == .transport)
    }

    @Test func aReceiptsSignatoryIsNoShop() {
        let result = Fixture.parse([
            "TADIKA SERI MURNI", "No. 8, Jalan 2/3, Bandar Baru Bangi", "RESIT RASMI", "No. Resit", "TSM/R/0112",
            "Yuran bulanan 280.00", "Yuran makan 90.00", "JUMLAH", "RM 370.00", "Cara bayaran", "Tunai",
            "Diterima oleh: Cikgu Aminah",
        ])
        #expect(result.merchant == "Tadika Seri Murni")
        #expect(result.category == .education)
    }

    @Test func aSectionsCodeBeforeTheTownGoesWithIt() {
        let result = Fixture.parse(["Bayaran Berjaya", "RM 20.00", "Penerima", "SURAU AN-NUR SEKSYEN 7 BANGI"])
        #expect(result.merchant == "Surau An-Nur")
    }

    @Test func anAngpaoToAPersonIsMoneyOut() {
        let result = Fixture.parse(
            [Fixture.boxed("Touch 'n Go eWallet", x: 0.05, y: 0.05), Fixture.boxed("Successful", x: 0.05, y: 0.088)]
                + [OCRLine("-RM 38.00", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Transaction Type", "Angpao", y: 0.191)
                + Fixture.keyValueRow("To", "TAN MEI LING", y: 0.229))
        #expect(result.kind == .moneyOut)
        #expect(result.channel == .ewallet)
    }

    @Test func aPayersOrderNoteIsNoPurchaseWording() {
        let result = Fixture.parse(
            [Fixture.boxed("allianceonline", x: 0.05, y: 0.05)]
                + [OCRLine("+RM 84.00", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Transaction type", "DuitNow Transfer", y: 0.191)
                + Fixture.keyValueRow("From", "SITI HAJAR BINTI ALI", y: 0.229)
                + Fixture.keyValueRow("Recipient reference", "Order KB-118 kek x2", y: 0.267))
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Siti Hajar Binti Ali")
    }

    @Test func aHistoryRowsForeignFigureUnderItIsTheSameRow() {
        let result = Fixture.parse([
            "BigPay", "Transactions", "KAITEN SUSHI HANA", "-RM 41.10", "12 Jun, 12:40 PM · JPY 1,380",
            "KEDAI KOPI AH KAU", "-RM 12.40", "11 Jun, 9:15 AM",
        ])
        #expect(result.items.first?.date == "2025-06-12")
        #expect(result.items.first?.time == "12:40")
    }

    @Test func aSellersRegisteredNameAtTheFootIsThePayee() {
        let result = Fixture.parse([
            "KTMB Mobile", "Payment Successful", "Booking No.", "KTM250601A1B2C", "ETS Platinum · EP9101",
            "Total", "RM 58.00", "Paid on", "01 Jun 2025, 10:02", "Keretapi Tanah Melayu Berhad",
        ])
        #expect(result.merchant == "Keretapi Tanah Melayu")
    }
}
