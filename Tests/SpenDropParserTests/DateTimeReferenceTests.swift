import Foundation
import SpenDropModel
import SpenDropParser
import Testing

@Suite struct DateTimeReferenceTests {
    @Test func aStatusBarReadAsOneLineAndAnEmailsStampAreNotWhenItWasPaid() {
        func at(_ text: String, _ x: Double, _ y: Double) -> OCRLine {
            OCRLine(text, box: NormalizedBox(x: x, y: y, width: 0.2, height: 0.02))
        }
        // The clock and the signal and battery marks as one line; the e-mail's stamp on the row of "To: me".
        let result = Fixture.parse([
            at("6:00 all = @)", 0.09, 0.016), at("< Inbox", 0.03, 0.064), at("Spotify", 0.05, 0.098),
            at("To: me", 0.05, 0.122), at("4:20 PM", 0.84, 0.122), at("Your Spotify Premium receipt", 0.05, 0.15),
            at("Date", 0.05, 0.267), at("15/05/2025", 0.79, 0.267), at("Total", 0.05, 0.341),
            at("RM 17.90", 0.82, 0.341),
        ])
        #expect(result.date == "2025-05-15")
        #expect(result.time == nil)
    }

    @Test func aReferenceLabelWithAZeroForItsOStillLabelsTheNumberBelow() {
        let result = Fixture.parse([
            "Transaction Details", "-RM 4.00", "Successful", "Transacti0n No.", "20250306110900491954608250",
        ])
        #expect(result.reference == "20250306110900491954608250")
    }

    @Test(arguments: [
        ("12/03/2025 14:37:05", "2025-03-12", "14:37:05"), ("12 Mar 2025, 8:15 PM", "2025-03-12", "20:15"),
        ("12 Mac 2025, 10:24 PG", "2025-03-12", "10:24"), ("12-03-2025 14:55", "2025-03-12", "14:55"),
        ("2025-03-12 09:12", "2025-03-12", "09:12"), ("16/09/24 12:15 am", "2024-09-16", "00:15"),
        ("Wed, 12 Mar 2025 12:15 pm", "2025-03-12", "12:15"), ("5 Ogos 2024 3:10 PTG", "2024-08-05", "15:10"),
        ("Mar 12, 2025 at 9:05 AM", "2025-03-12", "09:05"), ("12 Disember 2024", "2024-12-12", nil),
    ])
    func readsEveryDateAndTimeForm(line: String, date: String, time: String?) {
        let result = Fixture.parse(["RM 5.00", line])
        #expect(result.date == date)
        #expect(result.time == time)
    }

    @Test func invalidDateIsRejected() {
        let result = Fixture.parse(["RM 5.00", "31/02/2025"])
        #expect(result.date == nil)
    }

    @Test func noDateMeansNullNeverNow() {
        let result = Fixture.parse(["RM 5.00", "Paid to Ali"])
        #expect(result.date == nil)
        #expect(result.time == nil)
    }

    @Test func statusBarClockIsNotTheTransactionTime() {
        let result = Fixture.parse(["9:41", "Payment Successful", "RM 5.00", "12 Mar 2025"])
        #expect(result.time == nil)
    }

    /// A lock screen's date and big clock are when the screenshot was taken; an alert's sentence says when the card
    /// was used, and a message's stamp when it arrived, a minute or two after.
    @Test func anAlertsSentenceSaysWhenAndTheLockScreenDoesNot() {
        func boxed(_ text: String, y: Double, height: Double = 0.015) -> OCRLine {
            OCRLine(text, box: NormalizedBox(x: 0.05, y: y, width: 0.8, height: height))
        }
        let lockScreen = [boxed("Friday, 6 June", y: 0.06, height: 0.02), boxed("21:47", y: 0.09, height: 0.09)]
        let paid = boxed("Payment of RM 64.00 to KEDAI RUNCIT SRI MAWAR was successful.", y: 0.31)
        let sentence = [
            boxed("Messages · 3m ago", y: 0.28), boxed("Bank Rakyat", y: 0.30),
            boxed("Your card ending 5012 was charged RM 64.00 at", y: 0.33),
            boxed("KEDAI RUNCIT SRI MAWAR on 06/06/25 21:43.", y: 0.36),
        ]
        let alert = Fixture.parse(lockScreen + sentence)
        #expect(alert.date == "2025-06-06")
        #expect(alert.time == "21:43")
        // A message stamped with its time of day belongs to the lock screen's day; the big clock is not its time.
        let stamped = Fixture.parse(lockScreen + [boxed("Bank Rakyat · 9:44 PM", y: 0.28), paid])
        #expect(stamped.date == "2025-06-06")
        #expect(stamped.time == "21:44")
        // Stamped "now": no date or time of its own.
        let now = Fixture.parse(lockScreen + [boxed("Bank Rakyat now", y: 0.28), paid])
        #expect(now.date == nil && now.time == nil)
        // Stamped with its age: that day's, at no time of its own. The carrier beside the battery is no merchant.
        let statusBar = [
            OCRLine("U Mobile", box: NormalizedBox(x: 0.05, y: 0.02, width: 0.1, height: 0.013)),
            OCRLine("▮ 71%", box: NormalizedBox(x: 0.88, y: 0.02, width: 0.06, height: 0.013)),
        ]
        let aged = Fixture.parse(statusBar + lockScreen + [boxed("Bank Rakyat 10m ago", y: 0.28), paid])
        #expect(aged.date == "2025-06-06" && aged.time == nil)
        #expect(aged.merchant == "Kedai Runcit Sri Mawar")
    }

    /// A parking ticket prints when the stay began and when it was paid: the payment is the transaction.
    @Test func aParkingTicketIsDatedWhenPaidNotAtEntry() {
        let result = Fixture.parse([
            "MENARA KIARA CAR PARK", "Entry : 01/06/2025 22:40", "Exit  : 02/06/2025 07:15", "Parking Fee RM 12.00",
            "Paid by: Touch 'n Go Card",
        ])
        #expect(result.date == "2025-06-02")
        #expect(result.time == "07:15")
    }

    @Test func yearlessDateTakesTheYearThatIsNotInTheFuture() {
        // "Now" is 15 June 2025: 20 Dec must be last year's, 2 Jun this year's.
        #expect(Fixture.parse(["RM 5.00", "20 Dec, 9:00 PM"]).date == "2024-12-20")
        #expect(Fixture.parse(["RM 5.00", "2 Jun, 9:00 PM"]).date == "2025-06-02")
    }

    @Test func labelledDateWinsOverAPromotionsExpiry() {
        let result = Fixture.parse([
            "RM 5.00", "Voucher valid until 30/06/2025", "Date: 14/06/2025", "Time: 18:20",
        ])
        #expect(result.date == "2025-06-14")
        #expect(result.time == "18:20")
    }

    @Test(arguments: [
        (["Reference No. 2503121234567"], "2503121234567"), (["Reference ID", "MB20250312ABC88"], "MB20250312ABC88"),
        (["Transaction No.: T0098712"], "T0098712"), (["No. Rujukan: 88812345"], "88812345"),
        (["Rujukan 77712345"], "77712345"), (["Ref: 0012345"], "0012345"), (["Approval code 845120"], "845120"),
        (["Invoice No: INV-2025-0042"], "INV-2025-0042"), (["Transaction ID", "2025031210001234"], "2025031210001234"),
        (["Transaction ID 260609SPX881 2740355"], "260609SPX8812740355"), (["Receipt No: RS -0418223"], "RS-0418223"),
    ])
    func readsTheReferenceOnTheSameOrNextLine(lines: [String], expected: String) {
        let result = Fixture.parse(["RM 5.00"] + lines)
        #expect(result.reference == expected)
    }

    @Test(arguments: [["Reference No."], ["Ref No.", "Successful"], ["Recipient Reference: Lunch 2"]])
    func labelAloneOrFreeTextYieldsNoReference(lines: [String]) {
        let result = Fixture.parse(["RM 5.00"] + lines)
        #expect(result.reference == nil)
    }
}

/// Reference labels, layouts and time forms that screens outside the tuning corpus use.
@Suite struct ReferenceAndTimeFormTests {
    @Test(arguments: [
        (["RESIT: 004512"], "004512"),
        (["RCPT: 7781-02-00044"], "7781-02-00044"),
        (["INV# KX-55012"], "KX-55012"),
        (["FPX ID", "2506011230009911"], "2506011230009911"),
        (["Refund ID RF-20250601-0042"], "RF-20250601-0042"),
        (["Transaction ID", "0b7e1d22-3c4a-4f9e-8a61-2d5c7e9f1a03"], "0b7e1d22-3c4a-4f9e-8a61-2d5c7e9f1a03"),
    ])
    func readsMoreReferenceLabels(lines: [String], expected: String) {
        let result = Fixture.parse(["Payment Successful", "Total RM 15.00"] + lines)
        #expect(result.reference == expected)
    }

    @Test func valueLeftOfARightSetLabelIsItsValue() {
        let result = Fixture.parse([
            Fixture.boxed("Payment Successful", x: 0.06, y: 0.05, width: 0.3),
            Fixture.boxed("RM 41.00", x: 0.06, y: 0.10),
            Fixture.boxed("Amount", x: 0.75, y: 0.10),
            Fixture.boxed("QZ5512098", x: 0.06, y: 0.15),
            Fixture.boxed("Reference No.", x: 0.72, y: 0.15),
        ])
        #expect(result.reference == "QZ5512098")
    }

    @Test(arguments: [
        ("Semalam, 11:20 MLM", "23:20"), ("12:30 MLM", "00:30"), ("1:15 TGH", "13:15"),
        ("5 Jun 2025, l0:05 AM", "10:05"), ("O5 Jun 2025 1O:25", "10:25"),
    ])
    func readsMalayNightTimesAndLettersForDigits(line: String, expected: String) {
        let result = Fixture.parse(["Pembayaran Berjaya", "RM 8.00", line])
        #expect(result.time == expected)
    }

    @Test func zeroReadAsOStillGivesTheDate() {
        let result = Fixture.parse(["Payment Successful", "RM 8.00", "Date/Time", "O3 Jun 2025 09:1O"])
        #expect(result.date == "2025-06-03")
        #expect(result.time == "09:10")
    }

    @Test func transactionDateWinsOverThePostingDate() {
        let result = Fixture.parse([
            "Card details", "KEDAI JAM ANTIK", "-MYR 80.00", "Posted on 06-Jun-2025", "Transaction date 04-Jun-2025",
        ])
        #expect(result.date == "2025-06-04")
    }

    /// "now" is Sunday 15 June 2025: "Wednesday, 7:01 PM" is the 11th.
    @Test func weekdayWithATimeIsTheLatestSuchDay() {
        let result = Fixture.parse(["KEDAI ROTI MURNI", "RM8.00", "Approved", "Wednesday, 7:01 PM"])
        #expect(result.date == "2025-06-11")
        #expect(result.time == "19:01")
    }

    @Test(arguments: [
        (["Transaction #TX-11223344"], "TX-11223344"), (["Ticket No:", "5512034"], "5512034"),
        (["Small order fee RM 0.00", "Promo KEDAI10 -RM 5.00", "Order ID: GF-2506-1234"], "GF-2506-1234"),
    ])
    func readsTransactionHashTicketAndOrderLabels(tail: [String], expected: String) {
        let result = Fixture.parse(["Total RM 20.00"] + tail)
        #expect(result.reference == expected)
    }

    @Test func alertDayAndMonthBeforeATimeTakeTheLatestYear() {
        let result = Fixture.parse(["MYBANK: Trx at KEDAI ABC on 28/05 10:03 for RM55.00 using card xx8826."])
        #expect(result.date == "2025-05-28")
        #expect(result.time == "10:03")
    }

    @Test(arguments: [
        (["ORDER 52", "TOTAL 12.00"], "52"), (["Rcpt No: 904", "TOTAL 12.00"], "904"),
        (["Order No: 77", "Invoice: KB-0012345", "TOTAL 12.00"], "KB-0012345"),
    ])
    func shortReceiptNumberOnlyWhenNothingLongerIsLabelled(lines: [String], expected: String) {
        #expect(Fixture.parse(["KEDAI BUKU RIANG"] + lines).reference == expected)
    }
}

/// Receipts' dates: two-digit years, dates glued to their label, and never a date after the screenshot.
@Suite struct ReceiptDateTests {
    @Test(arguments: [
        ("22 MAR 18", "2018-03-22"), ("21-03-18", "2018-03-21"), ("20/08/17", "2017-08-20"),
        ("10-01-16", "2016-01-10"), ("DATE:09/02/2018", "2018-02-09"), ("DATE:07/02/17 16:18", "2017-02-07"),
        ("Date :05/02/2018", "2018-02-05"), ("TARIKH:12/05/17", "2017-05-12"),
    ])
    func readsTwoDigitYearsAndGluedDates(line: String, date: String) {
        let result = Fixture.parse(["KEDAI ABC", line, "TOTAL 12.50"])
        #expect(result.date == date)
    }

    @Test func aDateAfterTheScreenshotIsNotTheTransactionDate() {
        // Fixture.now is 15 June 2025: a 2027 date on the receipt is an expiry or a misread.
        let result = Fixture.parse(["KEDAI ABC", "12/03/2027", "TOTAL 12.50", "03/06/2025 10:15"])
        #expect(result.date == "2025-06-03")
    }

    @Test func aTimeGluedAfterTheDateStillReads() {
        let result = Fixture.parse(["KEDAI ABC", "DATE:07/02/17 16:18", "TOTAL 12.50"])
        #expect(result.time == "16:18")
    }

    @Test(arguments: [
        (["KEDAI KOPI NEW HAI HONG", "Bil: 00428", "JUMLAH 16.20"], "00428"),
        (["KEDAI RUNCIT MAJU", "Bil No: OO1772", "JUMLAH 15.95"], "001772"),
        (["KEDAI BESI MAJU JAYA", "BIL TUNAI        No: 3398", "JUMLAH 156.80"], "3398"),
        (["McDonald's", "ORD #245  REG #02", "Total 24.60"], "245"),
        (["STARBUCKS COFFEE", "Trans #: 118244    Reg: 2", "Total 26.40"], "118244"),
        (["AEON", "STORE 0142  POS 07  TRANS# 2219", "TOTAL 87.80"], "2219"),
        (["RESTORAN HOT POT KING", "lnv No: HPK-06291", "GRAND TOTAL 170.87"], "HPK-06291"),
        (
            ["Transfer Successful", "RM 150.00", "Reference N0.", "20240830TNGOMYNB010ORM12345678"],
            "20240830TNGOMYNB010ORM12345678"
        ),
    ])
    func receiptAndScreenReferenceLabelsAsOCRWritesThem(lines: [String], expected: String) {
        #expect(Fixture.parse(lines).reference == expected)
    }

    @Test func aReferenceWordInsideASentenceLabelsNothingBelowIt() {
        let result = Fixture.parse([
            "eWallet Balance", "RM 47.80", "Your bill is due", "AIR KITA - 330012876543", "RM 42.30", "Pay now",
        ])
        #expect(result.reference == nil)
    }

    @Test func anItemLineUnderAnInvoiceTitleIsNoReference() {
        let result = Fixture.parse([
            "KEDAI RUNCIT CONTOH SDN BHD", "TAX INVOICE", "BERAS WANGI 10KG", "36.80", "TOTAL", "36.80",
            "RECEIPT NO: 7712003",
        ])
        #expect(result.reference == "7712003")
    }

    @Test func aBillNumberMayStartWithTheLettersRM() {
        let result = Fixture.parse(["KEDAI ROTI CONTOH", "Bill No: RM-004512", "Roti Kaya 3.50", "TOTAL RM 3.50"])
        #expect(result.reference == "RM-004512")
    }

    @Test func trxNoIsATransactionNumber() {
        let result = Fixture.parse(["CONTOH CAR PARK", "PARKING FEE RM 4.00", "TRX NO : PK-55120-0611"])
        #expect(result.reference == "PK-55120-0611")
    }

    // Round 16: the number of what was bought (a trip, a charging session, a taxi coupon, a booking) labels the
    // transaction when nothing else does; OCR's 8 for a capital B does not hide a label.
    @Test(arguments: [
        (["Ride receipt", "Total MYR 27.60", "Trip ID ARD-26090984371"], "ARD-26090984371"),
        (["Charging complete", "Total", "RM 38.88", "Session ID", "CJ-EV-2609-118274"], "CJ-EV-2609-118274"),
        (["CONTOH LIMO TEKSI SDN BHD", "COUPON NO: 0884127", "TOTAL RM 96.00"], "0884127"),
        (["Your trip", "Total", "RM 94.40", "8ooking ID", "A-3PQZN7W8KDXY"], "A-3PQZN7W8KDXY"),
        (["Booking confirmed", "Booking number", "K7QXRM", "Total paid", "MYR 768.60"], "K7QXRM"),
    ])
    func theNumberOfWhatWasBoughtIsTheReference(lines: [String], expected: String) {
        #expect(Fixture.parse(lines).reference == expected)
    }
}

/// A payout's, withdrawal's, money request's or statement's own id is the transaction's reference.
@Suite struct ScreenOwnIdTests {
    @Test(arguments: [
        ("Withdrawal ID", "WD2606219081163"), ("Payout ID", "PY-MY-8842071"), ("Request No.", "WDR31052688017"),
        ("Statement No.", "MY2026W23-558120"),
    ])
    func theOnlyIdIsTheReference(label: String, value: String) {
        let result = Fixture.parse(["Withdrawal Successful", "RM 762.90", "Status Completed", "\(label)  \(value)"])
        #expect(result.reference == value)
    }

    @Test func aReferenceNumberStillWins() {
        let result = Fixture.parse([
            "Payment successful", "RM 50.00", "Request ID  RQ88120991", "Reference No.  MBB7712004431",
        ])
        #expect(result.reference == "MBB7712004431")
    }

    @Test func aStatementsDatesAndBalanceAreNoReference() {
        let result = Fixture.parse([
            "Card payment", "RM 1,200.00", "Statement Date  15/05/2025", "Statement Balance  RM 3,400.00",
            "Request Status  Pending",
        ])
        #expect(result.reference == nil)
    }
}

/// Round 21: a text message's sentence broken over lines says when it was made, also where the break falls before
/// its date or between the date and its time; the thread's stamps say when it arrived.
@Suite struct SentenceAcrossLinesDateTests {
    private static func sms(_ body: [String]) -> [OCRLine] {
        let head = [
            Fixture.boxed("9:12", x: 0.05, y: 0.012, width: 0.1), Fixture.boxed("ull 4G 80", x: 0.78, y: 0.012),
            Fixture.boxed("< 66888", x: 0.05, y: 0.05, width: 0.13), Fixture.boxed("Text message", x: 0.05, y: 0.088),
            Fixture.boxed("Mon, 9 Jun, 14:05", x: 0.05, y: 0.126, width: 0.32),
        ]
        return head + body.enumerated().map { Fixture.boxed($1, x: 0.05, y: 0.164 + 0.038 * Double($0), width: 0.6) }
    }

    @Test func aDateThatOpensTheSentencesNextLineIsWhenItWasMade() {
        let result = Fixture.parse(
            Self.sms([
                "RM0 BANK MAJU: Debit card ending 7711", "charged RM22.00 at KEDAI ROTI", "SERI INDAH JLN PADUNGAN on",
                "09/06/25 14:03. Not you? Call", "us at 1300 88 1234.",
            ]))
        #expect(result.date == "2025-06-09")
        #expect(result.time == "14:03")
    }

    @Test func aTimeThatOpensTheSentencesNextLineIsWhenItWasMade() {
        let result = Fixture.parse(
            Self.sms([
                "MAJU BANK: RM450.00 was charged to", "your card at KEDAI ELEKTRIK SERI on 09/06/25",
                "14:01. Reply STOP to opt out.",
            ]))
        #expect(result.date == "2025-06-09")
        #expect(result.time == "14:01")
    }

    /// The next message's stamp after a message closed by its stop is no part of that message.
    @Test func aStampAfterAClosedMessageIsNoSentencesDate() {
        let result = Fixture.parse([
            Fixture.boxed("< 66888", x: 0.05, y: 0.05, width: 0.13), Fixture.boxed("Text message", x: 0.05, y: 0.088),
            Fixture.boxed("Sun, 8 Jun, 09:00", x: 0.05, y: 0.126, width: 0.32),
            Fixture.boxed("RM0 BANK MAJU: RM15.00 was paid to KEDAI", x: 0.05, y: 0.164, width: 0.6),
            Fixture.boxed("ROTI SERI INDAH from your account.", x: 0.05, y: 0.202, width: 0.6),
            Fixture.boxed("09/06/25 14:05", x: 0.05, y: 0.24, width: 0.3),
            Fixture.boxed("RM0 BANK MAJU: Your statement is ready", x: 0.05, y: 0.278, width: 0.6),
        ])
        #expect(result.date == "2025-06-08")
        #expect(result.time == "09:00")
    }

    /// A ticket's `Showtime:` row under a row of seats is a key's value, not a sentence running on.
    @Test func aKeyedRowUnderAnotherRowIsNoSentence() {
        let result = Fixture.parse([
            Fixture.boxed("PAWAGAM SERI INDAH", x: 0.3, y: 0.04, width: 0.4),
            Fixture.boxed("Booking ID: QX72KD", x: 0.3, y: 0.08, width: 0.3),
            Fixture.boxed("08/06/2025 18:10", x: 0.3, y: 0.1, width: 0.3),
            Fixture.boxed("HALL 3 SEAT D4, D5", x: 0.3, y: 0.12, width: 0.3),
            Fixture.boxed("Showtime: 08/06/2025 20:30", x: 0.3, y: 0.14, width: 0.3),
            Fixture.boxed("TOTAL 32.00", x: 0.3, y: 0.2, width: 0.3),
            Fixture.boxed("VISA 32.00", x: 0.3, y: 0.22, width: 0.3),
        ])
        #expect(result.time == "18:10")
    }
}

/// Round 23: a lock screen opened by its day's date and a bare clock under it, with no status bar, is the phone's,
/// however small OCR boxed the clock: a notification stamped `now` under it stays undated.
@Suite struct SmallLockScreenClockTests {
    private static func line(_ text: String, y: Double, x: Double = 0.05) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: 0.4, height: 0.021))
    }

    @Test func aNotificationStampedNowUnderASmallClockIsUndated() {
        let result = Fixture.parse([
            Self.line("Wednesday 11 June", y: 0.012, x: 0.3), Self.line("19:02", y: 0.05, x: 0.45),
            Self.line("MAE", y: 0.09), Self.line("now", y: 0.13), Self.line("Money In", y: 0.16),
            Self.line("You've received RM 80.00 from ALI BIN ABU via DuitNow.", y: 0.2),
        ])
        #expect(result.amount == Fixture.money("80.00"))
        #expect(result.date == nil)
    }

    /// A receipt that prints its date and time under the shop's name is dated by them.
    @Test func aReceiptsDateUnderItsNameStays() {
        let result = Fixture.parse([
            Self.line("KEDAI RUNCIT MAJU", y: 0.012), Self.line("Rabu 11 Jun", y: 0.05), Self.line("10:02", y: 0.09),
            Self.line("TOTAL RM 5.00", y: 0.13),
        ])
        #expect(result.date == "2025-06-11")
    }
}

/// Round 23: what the payer typed as a payment reference (`INV DB-2231`) gives way to the bank's own reference, and
/// stands only where no other label gives one; DuitNow's end-to-end id is the transaction's id, ahead of the
/// merchant's order id, and the sending bank its BIC names is no app.
@Suite struct PayersReferenceTests {
    @Test func thePayersTypedReferenceGivesWayToTheBanks() {
        let lines =
            [OCRLine("Transfer Successful"), OCRLine("RM 200.00")]
            + Fixture.keyValueRow("Payment reference", "INV KB-7781", y: 0.3, valueX: 0.6)
            + Fixture.keyValueRow("Reference no.", "XYZ2906114922310", y: 0.34, valueX: 0.6)
        #expect(Fixture.parse(lines).reference == "XYZ2906114922310")
        // Alone, the payer's number is the reference.
        let alone =
            [OCRLine("Payment received"), OCRLine("RM 200.00")]
            + Fixture.keyValueRow("Payment Reference", "GE-PAY-1120", y: 0.3, valueX: 0.6)
        #expect(Fixture.parse(alone).reference == "GE-PAY-1120")
    }

    @Test func duitNowsEndToEndIdIsTheReferenceAndNamesNoApp() {
        let lines =
            [OCRLine("DuitNow"), OCRLine("Online Banking/Wallets"), OCRLine("Payment Successful"), OCRLine("RM 49.00")]
            + Fixture.keyValueRow("Merchant", "KEDAI BUKU ILMU", y: 0.26, valueX: 0.6)
            + Fixture.keyValueRow("Merchant Order ID", "KBI-2606-0093", y: 0.3, valueX: 0.6)
            + Fixture.keyValueRow("End-to-End ID", "20250614BIMBMYKL010ORB00451902", y: 0.34, valueX: 0.6)
        let result = Fixture.parse(lines)
        #expect(result.reference == "20250614BIMBMYKL010ORB00451902")
        #expect(result.provider == .duitnow)
    }
}

/// Round 23: a marketplace order's `Payment Time` beside its `Order Time` is when it was paid, also with the value
/// in a box beside its key; a bare order time stands alone.
@Suite struct PaymentTimeTests {
    @Test func thePaymentTimeBeatsTheOrderTime() {
        let lines =
            [OCRLine("Order Completed"), OCRLine("KEDAI BEG SEKOLAH")]
            + Fixture.keyValueRow("Order Total", "RM 89.00", y: 0.3)
            + Fixture.keyValueRow("Order Time", "14-06-2025 21:58", y: 0.34)
            + Fixture.keyValueRow("Payment Time", "14-06-2025 22:00", y: 0.38)
        #expect(Fixture.parse(lines).time == "22:00")
    }

    @Test func anOrderTimeAloneStands() {
        let lines =
            [OCRLine("Order Completed"), OCRLine("KEDAI BEG SEKOLAH")]
            + Fixture.keyValueRow("Order Total", "RM 89.00", y: 0.3)
            + Fixture.keyValueRow("Order Time", "14-06-2025 21:58", y: 0.34)
        #expect(Fixture.parse(lines).time == "21:58")
    }
}

/// Round 23: a range of days in a note (`stay 26-28 Dec`) is a period, not when the money moved; a date written with
/// dashes (`12-Jun-2025`) is still a date.
@Suite struct DayRangeTests {
    @Test func aRangeOfDaysInANoteIsNoDate() {
        let result = Fixture.parse([
            "Wise", "You received 180.00 SGD", "from Tan Wei Ming", "Reference", "Cameron stay 26-28 Dec", "Received",
            "13 June 2025, 10:42",
        ])
        #expect(result.date == "2025-06-13")
    }

    @Test func aDateWrittenWithDashesIsADate() {
        let result = Fixture.parse(["Payment Successful", "RM 12.00", "Paid to KEDAI MAJU", "12-Jun-2025 10:42"])
        #expect(result.date == "2025-06-12")
    }
}

/// Round 23: a receipt's series code before its short number (`No. Resit: TBK 20831`) is part of the reference as
/// printed; a label's word before a long id (`ID Transaksi FPX 2611251130448120`) is not.
@Suite struct SeriesCodeTests {
    @Test func aSeriesCodeBeforeAShortNumberIsKept() {
        let result = Fixture.parse([
            "KEDAI BATIK SERI", "No. Resit: KBS 40213", "Kain Batik 120.00", "JUMLAH RM 120.00",
        ])
        #expect(result.reference == "KBS 40213")
    }

    @Test func aLabelsWordBeforeALongIdIsNot() {
        let result = Fixture.parse([
            "AGRONet", "Bayaran FPX Berjaya", "RM 120.00 kepada PERPUSTAKAAN AWAM", "ID Transaksi FPX 2506141130448120",
        ])
        #expect(result.reference == "2506141130448120")
    }
}
