import SpenDropModel
import SpenDropParser
import Testing

/// Round 47: a retired couple in Taiping, a contractor in Kedah, a trip to Taiwan and Hong Kong. Malay alerts write
/// `drp` for `daripada` and open a credit on `Kredit`; a transit card's `Add Value` is a top-up; a bilingual payee
/// label's `/ Name` is the label's own other language.
@Suite struct Round47Tests {
    @Test func aMalayCreditAlertOpeningOnKreditIsMoneyInFromItsSender() {
        let result = Fixture.parse([
            "< 63688", "Mesej Teks", "Hari ini 2:23 PTG",
            "RM0 Bank Contoh: Kredit DuitNow RM6,000.00 drpd NORAZLINA BINTI CONTOH ke akaun",
            "****3318 pada 03/03/2025 14:22. Rujukan: bayaran kemajuan 2",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Norazlina Binti Contoh")
    }

    @Test func drpIsAnAlertsShortDaripada() {
        let texts = [
            "< AGROBANK", "Mesej Teks", "Hari ini 9:17 PG",
            "RM0 AGROBANK: Akaun anda ****0081 dikreditkan RM3,200.00 (DuitNow) drp HAJI OSMAN BIN",
            "CONTOH pada 11/03/2025 09:15. Baki semasa RM9,884.20.",
        ]
        let result = Fixture.parse(
            texts.enumerated().map { index, text in
                Fixture.boxed(text, x: 0.06, y: 0.05 + 0.035 * Double(index), width: 0.85)
            })
        #expect(result.merchant == "Haji Osman Bin Contoh")
    }

    @Test func addValueToATransitCardIsATopUp() {
        let result = Fixture.parse([
            "CONTOH METRO", "Add Value", "Card No. 1234 5678", "Amount", "TWD 500", "Date 09/03/2025 10:12",
        ])
        #expect(result.kind == .moneyOut)
    }

    @Test func aBilingualPayeeLabelsOtherLanguageIsNoName() {
        let result = Fixture.parse([
            "AGRONet", "Transaksi Berjaya / Transaction Successful", "RM 560.00", "Nama Penerima / Name",
            "MD RAHIM CONTOH", "No. Rujukan / Ref No.", "AGR3202141809557120",
        ])
        #expect(result.merchant == "Md Rahim Contoh")
    }

    @Test func anAddresssRowUnderANameIsWhereNotMoreName() {
        let result = Fixture.payeeOverTwoRows(
            app: "myBSN", outcome: "Bayaran Berjaya", hero: "RM 17.80",
            payee: ("Penerima", "CENDOL & ROJAK PAK CONTOH"), second: "TAMAN TASIK TAIPING",
            next: ("Jenis", "DuitNow QR"))
        #expect(result.merchant == "Cendol & Rojak Pak Contoh")
    }

    @Test(arguments: [
        ("ZOO CONTOH & NIGHT SAFARI", SpendCategory.entertainment), ("CONTOH OPTOMETRY", .health),
        ("CONTOH CAMERA & WATCHES", .shopping), ("CONTOH INN", .travel), ("A-CONTOH GRILLED SAUSAGE", .food),
    ])
    func theTradeInTheNameIsTheCategory(raw: String, category: SpendCategory) {
        #expect(Fixture.paidTo(raw).category == category)
    }
}
