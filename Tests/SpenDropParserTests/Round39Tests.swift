import SpenDropModel
import SpenDropParser
import Testing

/// Round 39: Kuching and Kota Kinabalu, a school term in Shah Alam, southern Thailand. A name broken after `BIN`
/// goes on on the next row; the Buddhist era dates Thai receipts; an app's own `Category` row, stays' bills and
/// Thai dishes give categories; foreign QR schemes are no DuitNow.
@Suite struct Round39Tests {
    @Test func aNameBrokenAfterBinGoesOnOnTheNextRow() {
        let result = Fixture.parse(
            [Fixture.boxed("allianceonline", x: 0.05, y: 0.05), Fixture.boxed("Transfer Successful", x: 0.05, y: 0.09)]
                + [OCRLine("RM 1,750.00", box: NormalizedBox(x: 0.35, y: 0.13, width: 0.3, height: 0.045))]
                + Fixture.keyValueRow("To", "AMIRUL HAKIM BIN", y: 0.19)
                + [OCRLine("MOHD SAIFUL", box: NormalizedBox(x: 0.74, y: 0.229, width: 0.21, height: 0.021))]
                + Fixture.keyValueRow("Bank", "Maybank", y: 0.267)
                + Fixture.keyValueRow("Transfer Type", "DuitNow Transfer", y: 0.305))
        #expect(result.merchant == "Amirul Hakim Bin Mohd Saiful")
    }

    @Test func nationalTypeSchoolsKeepTheirCapitals() {
        #expect(Fixture.paidTo("KANTIN SJKC YUK CHAI").merchant == "Kantin SJKC Yuk Chai")
        #expect(Fixture.paidTo("PIBG SJK(T) LADANG BUKIT").merchant == "PIBG SJK(T) Ladang Bukit")
    }

    @Test(arguments: ["16/03/68", "16/03/2568"])
    func aThaiReceiptsBuddhistYearIsThisYears(date: String) {
        let result = Fixture.parse([
            "7-ELEVEN", "ใบเสร็จรับเงิน", date, "08:12", "Water", "1", "14.00", "Total", "14.00", "Cash", "20.00",
            "Change", "6.00",
        ])
        #expect(result.date == "2025-03-16")
    }

    @Test func aStaysArrivalOnItsKeysLineDatesNoBill() {
        let result = Fixture.parse([
            "RIVERSIDE SUITES CO., LTD.", "Folio No.:", "30-04417", "Arrival: 10/06/2025", "Departure: 13/06/2025",
            "Room Charge 3 nights", "3 x 1850.00", "5,550.00", "Laundry", "1", "180.00", "Total (THB)", "5,730.00",
            "VISA ****7740", "5,730.00", "Printed:", "13/06/2025 11:42",
        ])
        #expect(result.date == "2025-06-13")
        #expect(result.category == .travel)
    }

    @Test(arguments: [
        ("KEDAI BARANG KERING SOON LEE", SpendCategory.groceries), ("JABATAN AIR NEGERI SABAH", .bills),
        ("PAD THAI PA NOI", .food), ("RAAN KHAO MAN KAI NONG", .food),
    ])
    func whatAShopOrBodySellsGivesItsCategory(name: String, category: SpendCategory) {
        #expect(Fixture.paidTo(name).category == category)
    }

    @Test func anAppsOwnCategoryRowGivesTheCategory() {
        let result = Fixture.parse(
            [Fixture.boxed("Kai Tod Corner", x: 0.05, y: 0.05), Fixture.boxed("Card payment", x: 0.05, y: 0.088)]
                + [OCRLine("185.00 THB", box: NormalizedBox(x: 0.05, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Category", "Eating out", y: 0.191)
                + Fixture.keyValueRow("Paid with", "THB balance", y: 0.229))
        #expect(result.category == .food)
    }

    @Test(arguments: [
        ("SIANG FOOD MART TABUAN JAYA", "Siang Food Mart"), ("MANGO TANGO SILOM", "Mango Tango"),
        ("BOOTS CENTRALWORLD", "Boots"),
    ])
    func aPlaceAfterANameIsTheOutlets(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test func aDescriptorsCityOfTwoWordsGoesWhole() {
        let result = Fixture.parse([
            "< 62666", "Text Message",
            "Maybank: Your card ending 3016 was charged MYR 245.10 (THB 1,900.00) at ORCHID BOUTIQUE HOTEL HAT YAI TH"
                + " on 12/06/2025 14:05.",
        ])
        #expect(result.merchant == "Orchid Boutique Hotel")
    }

    @Test func aNotificationsAgeIsNoWordOfItsAppsName() {
        let result = Fixture.parse([
            "Saturday, 14 June", "19:05", "Wise 14m ago", "You spent 640.00 THB at Baan Khanom.",
            "Your THB balance is now 7,772.50 THB.",
        ])
        #expect(result.provider == .wise)
    }

    @Test func aMalayCreditIntoTheAccountFromAPayerIsMoneyIn() {
        let result = Fixture.parse([
            "< 66885", "Text Message", "Today 9:37 AM",
            "BIMB: Kredit RM 4,218.60 ke akaun 1203****5591 daripada MAJLIS DAERAH SERIAN pada 13/06/2025.",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Majlis Daerah Serian")
    }

    @Test func anotherCountrysQRIsNoDuitNowQR() {
        let result = Fixture.parse(["MAE", "Thai QR Payment", "Successful", "RM 12.40", "Paid to", "KHAO MAN KAI NONG"])
        #expect(result.channel == .qr)
    }

    @Test func aWalletTransferIsInTheWallet() {
        let result = Fixture.parse([
            "< Transaction Details", "SPay Global", "+RM 50.00", "Received", "Transaction Type", "Wallet Transfer",
            "From", "ABANG ZULKIFLI", "Date/Time", "13 Jun 2025, 7:02 PM",
        ])
        #expect(result.channel == .ewallet)
    }

    @Test func historyRowsTypedAsCardPaymentsAreAllRows() {
        // Each row: its name with its figure at the right, and its type under the name.
        func row(_ name: String, _ figure: String, y: Double) -> [OCRLine] {
            [
                Fixture.boxed(name, x: 0.05, y: y, width: 0.4), Fixture.boxed(figure, x: 0.76, y: y, width: 0.19),
                Fixture.boxed("Card payment", x: 0.05, y: y + 0.038, width: 0.23),
            ]
        }
        let result = Fixture.parse(
            [
                Fixture.boxed("Wise", x: 0.05, y: 0.05), Fixture.boxed("THB balance", x: 0.05, y: 0.088),
                OCRLine("7,772.50 THB", box: NormalizedBox(x: 0.34, y: 0.126, width: 0.31, height: 0.045)),
                Fixture.boxed("Transactions", x: 0.05, y: 0.191), Fixture.boxed("Today", x: 0.05, y: 0.229),
            ]
                + row("Baan Khanom", "640.00 THB", y: 0.267) + row("Kim Yong Dried Food", "620.00 THB", y: 0.343)
                + row("Sangchai Noodle House", "140.00 THB", y: 0.419) + [Fixture.boxed("Yesterday", x: 0.05, y: 0.495)]
                + row("Kai Tod Corner", "185.00 THB", y: 0.533))
        #expect(result.items.count == 4)
    }

    @Test func aCardSentencesNameKeepsItsAbbreviationsStops() {
        let result = Fixture.parse([
            "< 66500", "Text Message",
            "OCBC: Your card ending 0047 was charged RM 88.70 at MR. D.I.Y. (M) SDN BHD on 13/06/2025 16:34.",
        ])
        #expect(result.merchant == "Mr DIY")
    }
}
