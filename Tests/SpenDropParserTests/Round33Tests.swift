import SpenDropModel
import SpenDropParser
import Testing

/// Round 33: an SMS's abbreviated limit (`Avl lmt`) is no payment; a cash bill's series code under its title is part
/// of its number, and Malay's `Ruj` keys a reference without its colon; a milestone, a city's initials, a campus's
/// initials and an area of two words end a name as its outlet, while a cooperative keeps its town; a statement's
/// `SALARY CR` is the row's type; a conversion between one's own balances is money out of the first, to no one; a
/// decline's advice to add money is no top-up; a boutique, a boat transfer, a dive operator and a dive shop say
/// their trades.
@Suite struct Round33Tests {
    @Test func anAbbreviatedLimitInACardSMSIsNoPayment() {
        let result = Fixture.parse([
            "< 63838", "Text Message", "Today 2:10 PM",
            "RM0 Bank: Card 2231 txn RM 89.90 at KEDAI KASUT LIM SIBU on 14/06/25",
            "14:08 approved. Avl lmt RM 7,480.55. Call 03-12345678 if not yours.",
        ])
        #expect(result.amount == Fixture.money("89.90"))
    }

    @Test func aCashBillsSeriesCodeUnderItsTitleIsPartOfItsNumber() {
        let result = Fixture.parse([
            "KEDAI BESI SENG LEE", "CASH BILL", "No: SL 004512", "Tarikh: 12/06/2025", "Paku 2kg 18.00",
            "TOTAL RM 18.00",
        ])
        #expect(result.reference == "SL 004512")
    }

    @Test func malaysRujKeysAReferenceWithoutItsColon() {
        let result = Fixture.parse([
            "< 66300", "Text Message",
            "RM0 Bank: Pemindahan DuitNow RM80.00 kepada SITI AMINAH berjaya pada",
            "12/06/25 09:12. Ruj 25061209120077. Baki RM846.20",
        ])
        #expect(result.reference == "25061209120077")
    }

    @Test(arguments: [
        // A milestone on the road out of a town, a city's initials, a campus's initials, an area of two words.
        ("KEDAI RUNCIT SENG HUAT BATU 7", "Kedai Runcit Seng Huat"),
        ("KEDAI ALAT TULIS MEI LING KK", "Kedai Alat Tulis Mei Ling"),
        ("KANTIN KAK ROS UNIMAS", "Kantin Kak Ros"),
        ("KEDAI GUNTING ABU UPM", "Kedai Gunting Abu"),
        ("KEDAI KOPI TUARAN KAYU MADANG", "Kedai Kopi Tuaran"),
        // Not fired: a cooperative is registered under its members' town; a name of two words keeps its milestone.
        ("KOPERASI PENEROKA BANDAR SIBU BERHAD", "Koperasi Peneroka Bandar Sibu"),
        ("KOPERASI PEKEBUN KECIL MIRI", "Koperasi Pekebun Kecil Miri"),
        ("RESTORAN BATU 3", "Restoran Batu 3"),
    ])
    func placesAfterANameAreTheOutlets(name: String, expected: String) {
        #expect(Fixture.paidTo(name).merchant == expected)
    }

    @Test func aStatementsSalaryCreditMarkIsTheRowsType() {
        let result = Fixture.parse([
            "Maybank2u", "Savings Account 4410", "Transaction History", "30 May 2025",
            "SALARY CR PELAGIC MARINE SERVICES", "+4,210.00", "28 May 2025", "DUITNOW QR KEDAI KOPI AH KAU", "-12.40",
        ])
        #expect(result.items.first?.merchant == "Pelagic Marine Services")
    }

    @Test func aConversionBetweenOnesOwnBalancesIsMoneyOutToNoOne() {
        let result = Fixture.parse(
            [Fixture.boxed("Wise", x: 0.05, y: 0.05), Fixture.boxed("You converted", x: 0.05, y: 0.088, width: 0.4)]
                + [OCRLine("800.00 SGD", box: NormalizedBox(x: 0.05, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Fee", "3.10 SGD", y: 0.229)
                + Fixture.keyValueRow("Amount converted", "796.90 SGD", y: 0.267)
                + Fixture.keyValueRow("Exchange rate", "1 SGD = 3.4810 MYR", y: 0.305)
                + Fixture.keyValueRow("You got", "2,774.01 MYR", y: 0.343))
        #expect(result.amount == Fixture.money("796.90"))
        #expect(result.currency == "SGD")
        #expect(result.kind == .moneyOut)
        #expect(result.merchant == nil)
    }

    @Test func aDeclinesAdviceToAddMoneyIsNoTopUp() {
        let result = Fixture.parse(
            [
                Fixture.boxed("Wise", x: 0.05, y: 0.05), Fixture.boxed("Card payment", x: 0.05, y: 0.088, width: 0.4),
                OCRLine("142.00 MYR", box: NormalizedBox(x: 0.05, y: 0.126, width: 0.4, height: 0.045)),
                Fixture.boxed("Declined", x: 0.05, y: 0.191),
                Fixture.boxed(
                    "Not enough money in your MYR balance. Add money or switch balance.", x: 0.05, y: 0.229, width: 0.9),
            ]
                + Fixture.keyValueRow("To", "KEDAI KASUT LIM SIBU", y: 0.267))
        #expect(result.status == .failed)
        #expect(result.kind == .expense)
    }

    @Test(arguments: [
        ("BUTIK PENGANTIN SERI AYU", SpendCategory.shopping),
        ("ALI BOAT TRANSFER", .travel),
        ("MIRI REEF DIVERS", .travel),
        ("LOKE DIVE SUPPLY", .shopping),
    ])
    func tradesNameTheirCategories(name: String, expected: SpendCategory) {
        #expect(Fixture.walletPayment(to: name).category == expected)
    }
}

/// A hero whose every digit OCR read as a letter (`RM lO.OO`): after the ringgit's sign, with its two decimals, the
/// letters are the digits; without the sign they are a word.
@Suite struct LetterOnlyFigureTests {
    @Test func aRinggitFigureOfLettersOnlyIsRead() {
        let result = Fixture.parse(["Payment Successful", "RM lO.OO", "Paid to", "KEDAI MAJU"])
        #expect(result.amount == Fixture.money("10.00"))
    }

    @Test func lettersWithoutTheSignAreNoFigure() {
        let result = Fixture.parse(["Payment Successful", "Paid to", "KEDAI lO.OO", "Total RM 8.00"])
        #expect(result.amount == Fixture.money("8.00"))
    }
}
