import SpenDropModel
import SpenDropParser
import Testing

/// Round 38: retired couples, gig workers, a flat being furnished, Singapore and Hong Kong. A paper receipt that
/// writes every figure after a dollar sign of its own (`S$`, `HK$`) keys them as `RM` keys a ringgit receipt.
@Suite struct Round38Tests {
    @Test(arguments: [("S$", "SGD"), ("HK$", "HKD")])
    func aReceiptsSignedTotalIsThePayment(sign: String, code: String) {
        let result = Fixture.parse([
            "AH SENG FISHBALL NOODLE", "Receipt No: 0417", "12/01/2030 12:05", "Fishball Noodle", "2", "9.00",
            "Iced Lemon Tea", "2", "3.60", "Total", "\(sign)12.60", "Cash", "\(sign)20.00", "Change", "\(sign)7.40",
        ])
        #expect(result.amount == Fixture.money("12.60"))
        #expect(result.currency == code)
        #expect(result.provider == .cash)
    }

    @Test func aMeterReceiptsTotalAfterItsFareAndTolls() {
        let result = Fixture.parse([
            "CITY CAB RECEIPT", "Date", "12/01/2030", "Fare", "HK$ 200.50", "Tolls", "HK$ 25.00", "Total",
            "HK$ 225.50", "Paid", "CASH",
        ])
        #expect(result.amount == Fixture.money("225.50"))
        #expect(result.currency == "HKD")
    }

    @Test func aFigureKeyedAsRinggitIsWhatTheCardPaid() {
        let result = Fixture.parse(
            [Fixture.boxed("Card Transaction Details", x: 0.05, y: 0.05, width: 0.5)]
                + Fixture.keyValueRow("Description", "HARBOUR VIEW INN", y: 0.10)
                + Fixture.keyValueRow("Transaction Amount", "HKD 1,000.00", y: 0.14)
                + Fixture.keyValueRow("Amount (MYR)", "572.20", y: 0.18)
                + Fixture.keyValueRow("Transaction Date", "11 Jan 2030", y: 0.22))
        #expect(result.amount == Fixture.money("572.20"))
        #expect(result.currency == "MYR")
    }

    @Test func aStallsUnitUnderItsNameIsItsAddress() {
        let result = Fixture.parse([
            "AH MOI FRIED KWAY TEOW", "#02-07 Seaside Food Centre", "Receipt No: 0093", "12/01/2030 12:40",
            "Fried Kway Teow", "1", "6.00", "Total", "RM 6.00", "Cash", "RM 10.00", "Change", "RM 4.00",
        ])
        #expect(result.merchant == "Ah Moi Fried Kway Teow")
    }

    @Test func aUnitNumberEndsNoName() {
        #expect(Fixture.paidTo("HUAT KEE BAK CHOR MEE #01-15").merchant == "Huat Kee Bak Chor Mee")
    }

    @Test(arguments: [("Check:", "40912"), ("Booking code", "B-7QX2M4")])
    func aChecksAndABookingsNumberIsTheReference(key: String, number: String) {
        let result = Fixture.parse([
            "GOLDEN LOTUS RESTAURANT", key, number, "12/01/2030", "13:08", "Total", "RM 96.00", "VISA ****3016",
        ])
        #expect(result.reference == number)
    }

    @Test func aMeteredTripIsPaidAtItsEnd() {
        let result = Fixture.parse([
            "CITY CAB RECEIPT", "Date", "12/01/2030", "Start", "07:42", "End", "08:16", "Total", "HK$ 225.50",
        ])
        #expect(result.time == "08:16")
    }

    @Test func aCashOutsFeeIsAFeeNotCashHandedOver() {
        let result = Fixture.parse(
            [Fixture.boxed("Grab Driver", x: 0.05, y: 0.05), Fixture.boxed("Cash Out Successful", x: 0.05, y: 0.09)]
                + [OCRLine("RM 200.00", box: NormalizedBox(x: 0.35, y: 0.13, width: 0.3, height: 0.045))]
                + Fixture.keyValueRow("To", "Maybank ****1470", y: 0.20)
                + Fixture.keyValueRow("Instant cash out fee", "RM 1.00", y: 0.24)
                + Fixture.keyValueRow("Total deducted", "RM 201.00", y: 0.28)
                + Fixture.keyValueRow("Date", "12 Jan 2030, 10:38 PM", y: 0.32))
        #expect(result.amount == Fixture.money("200.00"))
        #expect(result.fee == Fixture.money("1.00"))
    }

    @Test func aMalayAlertNamesWhereTheMoneyWasSpent() {
        let result = Fixture.parse([
            "GO BY BANK ISLAM", "Transaksi Kad Debit",
            "RM 120.00 telah dibelanjakan di KEDAI CERMIN MATA SINAR menggunakan kad ****5526.",
        ])
        #expect(result.merchant == "Kedai Cermin Mata Sinar")
    }

    @Test func anAgencysNameHeadingItsReceiptIsWhole() {
        let result = Fixture.parse([
            "AGENSI PELANCONGAN MURNI", "12, Jalan Sultan Idris, 30000 Ipoh", "Tel: 05-241 0000", "JUMLAH",
            "RM 77.50", "TUNAI", "RM 100.00", "BAKI", "RM 22.50",
        ])
        #expect(result.merchant == "Agensi Pelancongan Murni")
    }

    @Test func aDepositPaidOnAnOrderIsThePaymentAndOneTakenOffABillIsNot() {
        let order = Fixture.parse([
            "KEDAI PERABOT MAJU", "No. 5, Jalan Padi 2, 81200 Johor Bahru", "Tel: 07-231 0000", "No. Resit:",
            "KP-0112", "Almari 3 pintu", "1 set", "1,200.00", "Pemasangan",
            "80.00", "Jumlah Keseluruhan", "1,280.00", "Deposit Dibayar (Tunai)", "400.00", "Baki Perlu Dibayar",
            "880.00",
        ])
        #expect(order.amount == Fixture.money("400.00"))
        #expect(order.merchant == "Kedai Perabot Maju")
        let bill = Fixture.parse([
            "PUSAT PERUBATAN CONTOH", "Total Hospital Charges", "2,400.00", "Less: Deposit Paid", "(1,000.00)",
            "Amount Payable", "1,400.00", "Payment: VISA ****9921", "1,400.00",
        ])
        #expect(bill.amount == Fixture.money("1400.00"))
    }

    @Test(arguments: [
        ("KEDAI TAYAR SOON HENG", SpendCategory.transport), ("PERABOT SETIA MAJU", .shopping),
        ("TOKIO MARINE INSURANS", .bills), ("SLEEPWELL MATTRESS HOUSE", .shopping),
    ])
    func aTradesWordGivesItsCategory(name: String, category: SpendCategory) {
        #expect(Fixture.paidTo(name).category == category)
    }

    @Test(arguments: [
        ("KOWLOON HARBOUR HOTEL HONG KONG", "Kowloon Harbour Hotel"), ("MANNINGS MONG KOK", "Mannings"),
        ("MTR CORPORATION HONG KONG", "MTR"), ("COMFORTDELGRO CORP", "ComfortDelGro"),
        ("ROJAK AH LIAN LAU PA SAT", "Rojak Ah Lian"), ("KUIL SRI MURUGAN BUNTONG", "Kuil Sri Murugan"),
    ])
    func aPlaceAfterANameIsTheOutlets(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test func aReceiptOfASingaporeCompanyWithoutSignsIsInItsDollars() {
        let result = Fixture.parse([
            "KOPI CORNER", "Kopi Corner Holdings Pte Ltd", "GST Reg No: M90-0000000-K", "Receipt No:", "KC-0412",
            "12/01/2030", "08:47", "Kaya Toast Set", "2", "11.80", "Total (incl. GST)", "11.80", "Visa Contactless",
            "11.80",
        ])
        #expect(result.amount == Fixture.money("11.80"))
        #expect(result.currency == "SGD")
    }

    @Test(arguments: [
        ("KREDIT PENCEN JABATAN PERKHIDMATAN AWAM", "+RM 3,000.00", "Jabatan Perkhidmatan Awam"),
        ("DEBIT CARD KEDAI RUNCIT MAJU", "-RM 21.40", "Kedai Runcit Maju"),
    ])
    func aHistoryRowsTypeIsNoPartOfTheName(description: String, amount: String, name: String) {
        let result = Fixture.parse([
            "iRakyat", "Sejarah Transaksi", "DUITNOW TRF KE NUR AINA", "-RM 100.00", "11 Jan 2030", description, amount,
            "09 Jan 2030", "JOMPAY SYARIKAT AIR DARUL AMAN", "-RM 29.75", "03 Jan 2030",
        ])
        #expect(result.items.count == 3)
        #expect(result.items.dropFirst().first?.merchant == name)
    }
}
