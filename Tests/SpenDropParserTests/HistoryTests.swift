import SpenDropModel
import SpenDropParser
import Testing

@Suite struct HistoryTests {
    @Test func listsOneItemPerRowWithKindFromSign() throws {
        let result = Fixture.parse([
            "Transaction History", "Today", "FamilyMart", "10:42 AM", "-RM 8.90", "12 Jun", "Received from ALI",
            "+RM 50.00", "Reload", "-RM 30.00",
        ])
        #expect(result.amount == nil)
        try #require(result.items.count == 3)
        #expect(
            result.items[0]
                == ParsedItem(
                    date: "2025-06-15", time: "10:42", merchant: "FamilyMart", amount: Fixture.money("8.90"),
                    kind: .expense))
        #expect(result.items[1].kind == .moneyIn)
        #expect(result.items[1].date == "2025-06-12")
        #expect(result.items[2].kind == .moneyOut)
        #expect(result.items[2].date == "2025-06-12")
    }

    @Test func theHistoryTabOfABottomBarListsNothing() throws {
        // No list title; the app's tab bar names "History" below every row, and the first row is money received.
        let result = Fixture.parse([
            "MAE", "Today", "Received from AMIRAH", "+RM7.65", "10:16 PM", "12 Jun 2025", "Transfer to HARIS",
            "-RM75.80", "10:17 AM", "11 Jun 2025", "Tealive", "-RM32.20", "3:55 PM", "Home", "History", "Scan", "Me",
        ])
        #expect(result.amount == nil)
        #expect(result.items.count == 3)
    }

    @Test func yearlessHistoryDatesAreNeverInTheFuture() throws {
        let result = Fixture.parse([
            "Recent transactions", "28 Dec", "Shell", "-RM 60.00", "03 Jan", "Tealive", "-RM 9.50",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].date == "2024-12-28")
        #expect(result.items[1].date == "2025-01-03")
    }

    /// A transaction's detail screen may list earlier payments below it (Apple Wallet does): the labelled payment
    /// above that section makes it one confirmation, not a history.
    @Test func aDetailScreenWithEarlierPaymentsBelowIsOneConfirmation() {
        let result = Fixture.parse([
            "Done", "Kopi Senja Cafe", "Bangsar, Kuala Lumpur", "rm27.40", "5 May 2025 at 8:03 PM", "Status Approved",
            "Card Number Mastercard **** 4410", "Amount RM27.40", "EARLIER AT THIS MERCHANT", "Kopi Senja Cafe RM12.60",
            "28 Apr 2025", "Kopi Senja Cafe RM8.00", "11 Apr 2025", "Kopi Senja Cafe RM140.00", "2 Apr 2025",
        ])
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("27.40"))
    }

    private static func boxed(_ text: String, x: Double, y: Double, width: Double = 0.3) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: width, height: 0.02))
    }

    @Test func aRowsSecondLineWithItsTimeBesideItBelongsToThatRow() throws {
        let result = Fixture.parse([
            Self.boxed("Recent transactions", x: 0.06, y: 0.04), Self.boxed("Today", x: 0.06, y: 0.07),
            Self.boxed("AMIRUL HAKIM", x: 0.06, y: 0.10), Self.boxed("- RM 35.00", x: 0.75, y: 0.10, width: 0.15),
            Self.boxed("DuitNow Transfer", x: 0.06, y: 0.13), Self.boxed("10:05 AM", x: 0.8, y: 0.13, width: 0.12),
            Self.boxed("KEDAI RUNCIT SEROJA", x: 0.06, y: 0.16), Self.boxed("- RM 4.20", x: 0.78, y: 0.16, width: 0.12),
            Self.boxed("Card", x: 0.06, y: 0.19, width: 0.08), Self.boxed("8:15 AM", x: 0.8, y: 0.19, width: 0.12),
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].time == "10:05")
        #expect(result.items[0].kind == .moneyOut)
        #expect(result.items[1].time == "08:15")
        #expect(result.items[1].kind == .expense)
    }

    @Test func aNameWithItsTimeBesideItStartsTheNextRow() throws {
        let result = Fixture.parse([
            Self.boxed("Transaction History", x: 0.06, y: 0.04),
            Self.boxed("KEDAI ALAT TULIS CERIA", x: 0.06, y: 0.10), Self.boxed("9:10 AM", x: 0.8, y: 0.10, width: 0.12),
            Self.boxed("-RM 12.00", x: 0.75, y: 0.13, width: 0.15),
            Self.boxed("GERAI PISANG GORENG", x: 0.06, y: 0.16), Self.boxed("8:40 AM", x: 0.8, y: 0.16, width: 0.12),
            Self.boxed("-RM 3.00", x: 0.75, y: 0.19, width: 0.15),
        ])
        try #require(result.items.count == 2)
        #expect(result.items[1].merchant == "Gerai Pisang Goreng")
        #expect(result.items[1].time == "08:40")
    }

    @Test func monthSectionHeaderIsNotARowsMerchant() throws {
        let result = Fixture.parse([
            "Transactions", "June 2025", "KEDAI GUNTING RAMBUT", "-RM15.00", "10 Jun 2025, 4:10 PM",
            "GERAI AIS KACANG", "-RM6.00", "9 Jun 2025, 3:00 PM",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == "Kedai Gunting Rambut")
    }

    @Test(arguments: [
        ("Pindahan daripada NUR AINA BINTI ISA", "Nur Aina Binti Isa"),
        ("Pindahan kepada LOW KAH MENG", "Low Kah Meng"),
        ("CR ADVICE SENI JAYA TRADING", "Seni Jaya Trading"),
        ("Bayaran bil Air Kelantan", "Air Kelantan"),
        ("IBG CR TEKUN MAJU SDN BHD GAJI", "Tekun Maju"),
        ("GrabFood · Warung Pak Mat", "Warung Pak Mat"),
    ])
    func rowWordingAroundTheNameIsDropped(description: String, expected: String) throws {
        let result = Fixture.parse([
            "Transaction History", "12 Jun 2025", description, "RM 21.00", "11 Jun 2025", "KEDAI BESI ANGKASA",
            "-RM 3.00",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == expected)
    }

    @Test func ownAccountRowHasNoMerchant() throws {
        let result = Fixture.parse([
            "Transaction History", "12 Jun 2025", "TRANSFER TO OWN A/C 1234xxxx5678", "-RM 200.00", "11 Jun 2025",
            "KEDAI BESI ANGKASA", "-RM 3.00",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == nil)
        #expect(result.items[0].kind == .moneyOut)
    }

    @Test func malayColumnWordsGiveTheSign() throws {
        let result = Fixture.parse([
            "Sejarah Akaun", "10 Jun 2025", "Wang masuk daripada ZAINAL ABIDIN", "RM 300.00 Kredit", "9 Jun 2025",
            "Kedai Kain Sutera", "RM 45.00 Debit",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].kind == .moneyIn)
        #expect(result.items[1].kind == .expense)
    }

    @Test func aBrandWithItsOutletAddressIsTheBrand() throws {
        let result = Fixture.parse([
            "History", "PETRONAS JALAN TEMPUA 3", "RM 50.00", "Fuel", "8 Jun 2025, 7:30 AM", "TEALIVE SS15",
            "RM 8.00", "7 Jun 2025, 1:00 PM",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == "Petronas")
    }

    @Test func singleConfirmationIsNotAHistory() {
        let result = Fixture.parse(["Payment Successful", "RM 12.00", "Amount RM 12.00", "12 Mar 2025"])
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("12.00"))
    }
}

@Suite struct StatementColumnTests {
    private func line(_ text: String, _ x: Double, _ y: Double, _ width: Double = 0.2) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: width, height: 0.02))
    }

    @Test func unsignedAmountsTakeTheirColumnsSign() throws {
        let result = Fixture.parse([
            line("Account Details", 0.05, 0.05), line("Date", 0.05, 0.10), line("Description", 0.25, 0.10),
            line("Debit (RM)", 0.55, 0.10), line("Credit (RM)", 0.75, 0.10),
            line("27/02/2025", 0.05, 0.15), line("IBG TRANSFER TO", 0.25, 0.15), line("1,500.00", 0.57, 0.15, 0.15),
            line("WONG KAH MUN", 0.25, 0.18),
            line("26/02/2025", 0.05, 0.22), line("DUITNOW CREDIT", 0.25, 0.22), line("2,800.00", 0.78, 0.22, 0.15),
            line("SYARIKAT MAJU JAYA ENTERPRISE", 0.25, 0.25),
        ])
        #expect(result.amount == nil)
        try #require(result.items.count == 2)
        #expect(result.items[0].kind == .moneyOut)
        #expect(result.items[0].merchant == "Wong Kah Mun")
        #expect(result.items[1].kind == .moneyIn)
        #expect(result.items[1].merchant == "Syarikat Maju Jaya")
    }

    /// "now" is Sunday 15 June 2025: Friday is the 13th, Khamis (Thursday) the 12th.
    @Test func weekdayUnderARowDatesIt() throws {
        let result = Fixture.parse([
            "Latest Transactions", "TGV", "RM30.00", "Yesterday", "PETRONAS", "RM50.00", "Friday", "ZUS COFFEE",
            "RM12.90", "Khamis",
        ])
        try #require(result.items.count == 3)
        #expect(result.items.map(\.date) == ["2025-06-14", "2025-06-13", "2025-06-12"])
        #expect(result.items[2].merchant == "ZUS Coffee")
    }

    @Test func filterButtonIsNotTheFirstRowsName() throws {
        let result = Fixture.parse([
            "Transactions", "Filter", "Today", "KEDAI BUKU ALAM", "-RM5.60", "15 Jun 2025, 10:02 AM",
            "Received from LIM AH BENG", "+RM30.00", "15 Jun 2025, 8:15 AM",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == "Kedai Buku Alam")
    }

    @Test func statementSaleDebitPrefixGoes() throws {
        let result = Fixture.parse([
            "Mini Statement", "Savings Account ••1123", "Date", "Description", "Amount", "01/06/2025",
            "SALE DEBIT KEDAI ROTI MURNI",
            "12.40 DR", "02/06/2025", "POS DEBIT FAMILYMART SS15", "8.00 DR",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == "Kedai Roti Murni")
        #expect(result.items[1].merchant == "FamilyMart")
    }

    @Test func rideRowNamesTheRideBrandNotTheDropOff() throws {
        let result = Fixture.parse([
            "Activity", "Ride to Pavilion Bukit Bintang", "-RM 14.00", "12 Jun 2025", "Refund from Grab", "+RM 4.00",
            "11 Jun 2025",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == "Grab")
    }

    @Test func cardHistoryWithBareAmountsUnderItsTitleListsEveryRow() throws {
        let result = Fixture.parse([
            "MyBank", "Visa ••4411", "Recent Transactions", "14 Jun", "KEDAI BUKU RIANG", "25.00 CR", "12 Jun",
            "KEDAI ROTI MURNI", "18.40", "10 Jun", "PASAR MINI JAYA", "7.10",
        ])
        #expect(result.amount == nil)
        try #require(result.items.count == 3)
        #expect(result.items[0].kind == .moneyIn)
        #expect(
            result.items[1]
                == ParsedItem(
                    date: "2025-06-12", time: nil, merchant: "Kedai Roti Murni", amount: Fixture.money("18.40"),
                    kind: .expense))
    }

    @Test func aRowsDuitNowIsItsRailNotTheApp() {
        let result = Fixture.parse([
            "Transactions", "May 2025", "DuitNow QR - KEDAI MAKAN CONTOH", "-RM12.40", "15 May 2025, 13:16",
            "DuitNow Transfer - SITI AMINAH", "-RM50.00", "14 May 2025, 20:14", "Received from LIM WEI JIE", "+RM35.00",
            "12 May 2025, 22:06",
        ])
        #expect(result.items.count == 3)
        #expect(result.provider == nil)
    }
}

/// A purchase split into instalments lists its schedule below the hero: one payment, not a history.
@Suite struct InstalmentScheduleTests {
    private static func line(_ text: String, x: Double, y: Double, height: Double = 0.021) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: 0.3, height: height))
    }

    @Test func aHeroUnderItsOutcomeIsOnePaymentWhateverIsListedBelowIt() {
        let result = Fixture.parse([
            Self.line("Payment successful", x: 0.3, y: 0.09), Self.line("KEDAI KASUT MAJU", x: 0.3, y: 0.13),
            Self.line("RM 150.00", x: 0.3, y: 0.16, height: 0.045),
            Self.line("1st payment · Paid", x: 0.05, y: 0.26), Self.line("RM 50.00", x: 0.7, y: 0.26),
            Self.line("2nd payment · 02 Jul 2025", x: 0.05, y: 0.30), Self.line("RM 50.00", x: 0.7, y: 0.30),
            Self.line("3rd payment · 02 Aug 2025", x: 0.05, y: 0.34), Self.line("RM 50.00", x: 0.7, y: 0.34),
            Self.line("Paid on", x: 0.05, y: 0.38), Self.line("02 Jun 2025, 3:14 PM", x: 0.6, y: 0.38),
        ])
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("150.00"))
        #expect(result.status == .completed)
    }
}

/// Round 23: a statement row's debit or credit mark after its type (`DUITNOW TRF CR`, `DUITNOW QR DR`) is the row's
/// sign, not the first word of the name; a name that only starts like one after no type keeps it.
@Suite struct RowMarkTests {
    @Test func aRowsMarkAfterItsTypeIsNoPartOfTheName() throws {
        let result = Fixture.parse([
            "Sejarah Transaksi", "DUITNOW TRF CR SITI AMINAH", "+RM 300.00", "12 Jun 2025",
            "DUITNOW QR DR KEDAI BUKU ILMU",
            "-RM 86.50", "11 Jun 2025",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].merchant == "Siti Aminah")
        #expect(result.items[0].kind == .moneyIn)
        #expect(result.items[1].merchant == "Kedai Buku Ilmu")
    }

    @Test func aDoctorsTitleWithNoTypeBeforeItStays() {
        let result = Fixture.parse(["Payment Successful", "RM 45.00", "Paid to", "DR AHMAD FAMILY CLINIC"])
        #expect(result.merchant == "Dr Ahmad Family Clinic")
    }
}
