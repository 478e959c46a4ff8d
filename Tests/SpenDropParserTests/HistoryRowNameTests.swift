import SpenDropModel
import SpenDropParser
import Testing

/// Round 26: a history row's name on the amount's own row is the row's, whatever sits above it (a filter tab, a
/// month's heading); a statement's `TRF FR` before a sender's name is its type.
@Suite struct HistoryRowNameTests {
    private static func row(_ name: String, _ amount: String, _ date: String, at y: Double) -> [OCRLine] {
        [
            Fixture.boxed(name, x: 0.05, y: y, width: 0.45),
            Fixture.boxed(amount, x: 0.79, y: y, width: 0.16),
            Fixture.boxed(date, x: 0.05, y: y + 0.038, width: 0.34),
        ]
    }

    private static func history(filter: String?) -> ParseResult {
        var lines = [
            Fixture.boxed("< Transactions", x: 0.05, y: 0.05, width: 0.27),
            Fixture.boxed("Touch 'n Go eWallet", x: 0.05, y: 0.088, width: 0.36),
        ]
        if let filter {
            lines += [
                Fixture.boxed(filter, x: 0.05, y: 0.126, width: 0.06),
                Fixture.boxed("Nov 2026", x: 0.8, y: 0.126, width: 0.15),
            ]
        }
        lines += row("KEDAI KOPI SIN HOE HUAT", "-RM 8.60", "15 Nov 2026, 08:12", at: 0.164)
        lines += row("PLAZA TOL SUNGAI DUA", "-RM 1.30", "15 Nov 2026, 07:41", at: 0.24)
        lines += row("Transfer to NUR AQILAH BINTI ZAINAL", "-RM 12.50", "14 Nov 2026, 22:15", at: 0.316)
        return Fixture.parse(lines)
    }

    @Test func aNameOnTheAmountsRowIsTheRowsUnderAFilterTab() {
        let items = Self.history(filter: "All").items
        #expect(
            items.map(\.merchant) == ["Kedai Kopi Sin Hoe Huat", "Plaza Tol Sungai Dua", "Nur Aqilah Binti Zainal"])
    }

    /// Must not fire: without a tab the rows read as before, and a date beside a statement's amount is no name.
    @Test func theRowsReadAsBeforeWithoutATab() {
        let items = Self.history(filter: nil).items
        #expect(items.first?.merchant == "Kedai Kopi Sin Hoe Huat")
        #expect(items.count == 3)
    }

    /// A statement whose rows put the date beside the amount and the description on the next line, beside the
    /// running balance, reads each row with the description below it. Must not fire where a name leads its row
    /// (`theRowsReadAsBeforeWithoutATab`, `aTransferFromsShortWordIsItsType`).
    @Test func aDescriptionBelowItsDatedAmountIsThatRowsName() {
        func row(_ date: String, _ amount: String, _ description: String, _ balance: String, at y: Double) -> [OCRLine]
        {
            [
                Fixture.boxed(date, x: 0.05, y: y, width: 0.21), Fixture.boxed(amount, x: 0.8, y: y, width: 0.15),
                Fixture.boxed(description, x: 0.05, y: y + 0.038, width: 0.45),
                Fixture.boxed(balance, x: 0.8, y: y + 0.038, width: 0.15),
            ]
        }
        var lines = [
            Fixture.boxed("Maybank2u", x: 0.05, y: 0.05, width: 0.17),
            Fixture.boxed("Savings Account-i ****0917", x: 0.05, y: 0.088, width: 0.49),
            Fixture.boxed("Date / Description", x: 0.05, y: 0.126, width: 0.34),
            Fixture.boxed("Amount / Balance", x: 0.65, y: 0.126, width: 0.3),
        ]
        lines += row("04 Jun 2025", "7.80 CR", "DUITNOW QR CR AHMAD FAUZI BIN OMAR", "3,262.15", at: 0.164)
        lines += row("04 Jun 2025", "88.30 DR", "JOMPAY DR KEDAI GAS MAJU", "3,254.35", at: 0.24)
        lines += row("03 Jun 2025", "96.00 DR", "IBG DR KILANG AIS BATU SRI KEDAH", "3,342.65", at: 0.316)
        lines += row("03 Jun 2025", "23.40 CR", "DUITNOW QR CR LIM KAH WAI", "3,438.65", at: 0.392)
        let items = Fixture.parse(lines).items
        #expect(
            items.map(\.merchant) == [
                "Ahmad Fauzi Bin Omar", "Kedai Gas Maju", "Kilang Ais Batu Sri Kedah", "Lim Kah Wai",
            ])
        #expect(items.map(\.kind) == [.moneyIn, .expense, .moneyOut, .moneyIn])
    }

    @Test func aTransferFromsShortWordIsItsType() {
        let result = Fixture.parse([
            Fixture.boxed("CIMB OCTO", x: 0.05, y: 0.05, width: 0.17),
            Fixture.boxed("Transaction history", x: 0.05, y: 0.126, width: 0.36),
            Fixture.boxed("DUITNOW QR FRESH MART SRI AMAN", x: 0.05, y: 0.164, width: 0.45),
            Fixture.boxed("-RM 9.00", x: 0.8, y: 0.164, width: 0.15),
            Fixture.boxed("10 Dec 2026", x: 0.05, y: 0.202, width: 0.21),
            Fixture.boxed("DUITNOW TRF FR MARY ANAK JUGAH", x: 0.05, y: 0.24, width: 0.45),
            Fixture.boxed("+RM 150.00", x: 0.76, y: 0.24, width: 0.19),
            Fixture.boxed("06 Dec 2026", x: 0.05, y: 0.278, width: 0.21),
        ])
        // Must not fire on the first row: a name that starts with the letters is no preposition.
        #expect(result.items.map(\.merchant) == ["Fresh Mart Sri Aman", "Mary Anak Jugah"])
    }
}

/// Round 27: a card statement's point-of-sale mark before a row's name is the row's type; the post office keeps its
/// own name.
@Suite struct PointOfSaleMarkTests {
    @Test(arguments: [
        ("POS KEK LAPIS DAYANG", "Kek Lapis Dayang"),
        // Not fired: the post office's name, a name of one word after the mark.
        ("POS LAJU", "Pos Laju"), ("POS LAJU CENTRE SIBU", "Pos Laju Centre"), ("POS DIGITAL", "Pos Digital"),
    ])
    func aPointOfSaleMarkIsNoPartOfTheName(name: String, expected: String) {
        let result = Fixture.paidTo(name)
        #expect(result.merchant == expected)
    }
}

/// Round 28: a history row names a company known by its acronym as the row prints it, `Terima daripada` before a
/// sender is the row's type, a `DUITNOW KE` row is money sent, and a phone's prepaid reload is airtime bought.
@Suite struct HistoryRowWordingTests {
    private static func history(_ rows: [(String, String, String)]) -> [ParsedItem] {
        var lines = ["MyBank", "Sejarah Transaksi"]
        for (name, amount, date) in rows { lines += [name, amount, date] }
        return Fixture.parse(lines).items
    }

    @Test func rowsReadByTheirWording() throws {
        let items = Self.history([
            ("JOMPAY DR TENAGA NASIONAL BERHAD", "-RM 212.30", "26 Apr 2025"),
            ("Terima daripada SITI AMINAH BINTI ALI", "+RM 25.00", "25 Apr 2025"),
            ("DUITNOW KE MOHD FAIZ BIN OTHMAN", "-RM 150.00", "24 Apr 2025"),
            ("Prepaid Reload", "-RM 30.00", "23 Apr 2025"),
            ("JOMPAY DR TNB", "-RM 98.10", "22 Apr 2025"),
        ])
        try #require(items.count == 5)
        #expect(items[0].merchant == "Tenaga Nasional")
        #expect(items[1].merchant == "Siti Aminah Binti Ali")
        #expect(items[1].kind == .moneyIn)
        #expect(items[2].kind == .moneyOut)
        #expect(items[3].kind == .expense)
        #expect(items[4].merchant == "TNB")
    }
}
