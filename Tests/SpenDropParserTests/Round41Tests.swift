import SpenDropModel
import SpenDropParser
import Testing

/// Round 41: George Town's hawkers, a Gelugor student, a Kulim factory worker, Langkawi and a student in Melbourne.
/// Names run over two rows or lines join; an entry's date under its key starts a stay; Australia's company marks
/// say its dollars; a first name in a row's sentence is the title's whole name.
@Suite struct Round41Tests {
    @Test func aParkingTicketsEntryUnderItsKeyIsNotWhenItWasPaid() {
        let result = Fixture.parse([
            "TEMPAT LETAK KERETA CONTOH", "RESIT", "Masuk:", "10/06/2025 07:40", "Keluar:", "13/06/2025 16:38",
            "JUMLAH", "RM 40.00", "TUNAI", "RM 50.00", "BAKI", "RM 10.00",
        ])
        #expect(result.date == "2025-06-13")
        #expect(result.time == "16:38")
    }

    @Test func aDutyFreeShopsNameIsAName() {
        #expect(Fixture.paidTo("BERKAT LAUT BEBAS CUKAI").merchant == "Berkat Laut Bebas Cukai")
    }

    @Test func aFileInABookshopsItemsFailsNothing() {
        let result = Fixture.parse([
            "KEDAI BUKU CONTOH", "NO. 5, JALAN SUNGAI DUA", "11700 GELUGOR, PULAU PINANG", "RESIT", "No:", "CB-2287",
            "FAIL & ALAT TULIS", "1", "12.50", "JUMLAH", "12.50", "BAYARAN", "TNG eWallet",
        ])
        #expect(result.status == .completed)
    }

    @Test(arguments: [
        ("CAFE LAMINGTON CARLTON", "Cafe Lamington"), ("NASI KANDAR ORKID PANTAI CENANG", "Nasi Kandar Orkid"),
        ("MELROSE PROPERTY GROUP PTY LTD", "Melrose Property Group"), ("KMART MELBOURNE CENTRAL", "Kmart"),
    ])
    func aPlaceOrAnAustralianLegalTailEndsNoName(raw: String, name: String) {
        #expect(Fixture.paidTo(raw).merchant == name)
    }

    @Test func aTownBeforeAClosingLegalTailIsTheRegisteredNames() {
        #expect(Fixture.paidTo("KONSORTIUM BAS LANGKAWI SDN BHD").merchant == "Konsortium Bas Langkawi")
    }

    @Test(arguments: [
        ("SEWA KERETA PAK ABU", SpendCategory.transport), ("KAFETERIA SERI MAJU", .food),
        ("PELANCONGAN BOT MAJU", .travel), ("RUMAH STEAMBOAT ORKID", .food), ("WOOLWORTHS METRO", .groceries),
    ])
    func aTradeOrAChainGivesItsCategory(name: String, category: SpendCategory) {
        #expect(Fixture.paidTo(name).category == category)
    }

    @Test func aReceiptWithAnAustralianBusinessNumberIsInItsDollars() {
        let result = Fixture.parse([
            "Coles Supermarkets Australia Pty Ltd", "ABN 45 004 189 708", "Carlton VIC", "Milk 2L", "$3.10",
            "Bread", "$4.50", "TOTAL", "$7.60", "EFTPOS", "$7.60",
        ])
        #expect(result.amount == Fixture.money("7.60"))
        #expect(result.currency == "AUD")
    }

    @Test func aWiseTransfersFirstNameRowIsTheTitlesWholeName() {
        let result = Fixture.parse(
            [
                Fixture.boxed("Wise", x: 0.05, y: 0.05), Fixture.boxed("Daniel O'Brien", x: 0.05, y: 0.09, width: 0.4),
                Fixture.boxed("Completed", x: 0.05, y: 0.13),
            ]
                + [OCRLine("780.00 AUD", box: NormalizedBox(x: 0.05, y: 0.17, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("You sent", "780.00 AUD", y: 0.24)
                + Fixture.keyValueRow("Daniel gets", "780.00 AUD", y: 0.28)
                + Fixture.keyValueRow("Paid from", "AUD balance", y: 0.32))
        #expect(result.merchant == "Daniel O'Brien")
    }

    @Test func aBalanceInACurrencyIsNoName() {
        let result = Fixture.parse(
            [Fixture.boxed("Wise", x: 0.05, y: 0.05), Fixture.boxed("Card payment", x: 0.05, y: 0.09)]
                + [OCRLine("32.15 AUD", box: NormalizedBox(x: 0.05, y: 0.13, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Card", "Wise card ••3307", y: 0.20)
                + Fixture.keyValueRow("Paid from", "AUD balance", y: 0.24))
        #expect(result.merchant != "AUD balance")
    }

    @Test func yourOwnAccountUnderTheNameIsNoPayee() {
        let result = Fixture.parse([
            "Wise", "Transfer details", "Lee Xin Yi", "Your account · Commonwealth Bank ••4471", "Completed",
            "You sent",
            "2,000.00 MYR", "Wise fee", "14.86 MYR", "You get", "673.16 AUD",
        ])
        #expect(result.merchant == nil)
    }

    @Test func aValuesSecondRowJoinsWhenItsLegalTailOrItsTradeWordsNeedIt() {
        func transfer(_ first: String, _ second: String) -> ParseResult {
            Fixture.parse(
                [Fixture.boxed("GO by Bank Islam", x: 0.05, y: 0.05), Fixture.boxed("Successful", x: 0.05, y: 0.09)]
                    + [OCRLine("RM 42.35", box: NormalizedBox(x: 0.35, y: 0.13, width: 0.3, height: 0.045))]
                    + Fixture.keyValueRow("Biller", first, y: 0.19)
                    + [OCRLine(second, box: NormalizedBox(x: 0.6, y: 0.229, width: 0.35, height: 0.021))]
                    + Fixture.keyValueRow("Biller code", "4028", y: 0.267))
        }
        #expect(
            transfer("PERBADANAN BEKALAN AIR", "PULAU PINANG SDN BHD").merchant
                == "Perbadanan Bekalan Air Pulau Pinang")
    }

    @Test func aCardWithOneMaskLetterIsACard() {
        let result = Fixture.parse([
            "< 72777", "Text Message",
            "SC: Txn of AUD 23.50 on card x8812 at LITTLE DUMPLING HOUSE on 13/06/25. Call 1300 if not you.",
        ])
        #expect(result.channel == .card)
    }

    @Test func aDirectDebitsPurposeInBracketsIsNoPartOfItsPayee() {
        let result = Fixture.parse([
            "< 63030", "Text Message",
            "iRakyat: Debit Terus RM150.00 (SYER & SIMPANAN) kepada KOPERASI PEKERJA CONTOH BHD dari akaun 1203****5591.",
        ])
        #expect(result.merchant == "Koperasi Pekerja Contoh")
    }

    @Test func aReceiptsNameRunOverTwoLinesIsOneName() {
        let result = Fixture.parse([
            "GALERI KOMPUTER", "CAHAYA ELEKTRONIK SDN BHD", "(1187720-D)",
            "NO. 8, JALAN MASJID NEGERI, 11600 PULAU PINANG",
            "RESIT", "No: GK-0311", "13/06/2025", "Laptop", "1", "2,899.00", "JUMLAH", "2,899.00", "VISA ****4410",
            "2,899.00",
        ])
        #expect(result.merchant == "Galeri Komputer Cahaya Elektronik")
    }
}
