import SpenDropModel
import SpenDropParser
import Testing

/// Rules added so the parser reads screens unlike the ones it was tuned on: service labels, card-alert
/// prepositions, more reference labels, swapped columns, Malay night times and split hero amounts.
@Suite struct GeneralisationTests {
    private static func boxed(_ text: String, x: Double, y: Double, width: Double = 0.2) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: width, height: 0.02))
    }

    @Test(arguments: [
        (["Toll Plaza", "JALAN PINTAS SERI MELOR - PLAZA UTARA"], "Jalan Pintas Seri Melor"),
        (["Lokasi", "LEBUH SUNGAI BIRU"], "Lebuh Sungai Biru"),
        (["Pembekal", "SYARIKAT GAS TIMUR SDN BHD"], "Syarikat Gas Timur"),
        (["Nama Biller: AKADEMI MUZIK SERUNAI"], "Akademi Muzik Serunai"),
        (["Telco", "AWAN MOBILE"], "Awan Mobile"),
        (["Council", "Majlis Daerah Bukit Cempedak"], "Majlis Daerah Bukit Cempedak"),
    ])
    func serviceLabelNamesThePayeeAndIsNeverOne(lines: [String], expected: String) {
        let result = Fixture.parse(["Payment Successful", "RM 7.40"] + lines)
        #expect(result.merchant == expected)
    }

    @Test(arguments: ["Parking", "Fare", "Session ended", "Toll Plaza", "Platform & partner fee", "Card ending 5521"])
    func serviceWordsUnderTheHeaderAreNotTheMerchant(word: String) {
        let result = Fixture.parse(["Successful", word, "RM 9.00"])
        #expect(result.merchant != word)
        #expect(result.merchant?.lowercased().contains("ending") != true)
    }

    @Test func cardAlertDropsTheAtBeforeTheName() {
        let result = Fixture.parse([
            "Card Transaction Alert", "Your card ending 8812 was charged", "RM 64.00", "at GERAI JAM MUTIARA S/B",
            "on 02-04-2025 11:10",
        ])
        #expect(result.merchant == "Gerai Jam Mutiara")
    }

    @Test func refundNamesTheMerchantThatPaidItBack() {
        let result = Fixture.parse([
            "Refund", "+RM22.50", "Refund from KEDAI LAMPU TERANG", "Original Transaction No.", "2025060112345678",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Kedai Lampu Terang")
    }

    @Test func mailedReceiptNamesTheSellerAfterFrom() {
        let result = Fixture.parse(["Your receipt from Pixel Lane Studio", "Amount paid RM 30.00"])
        #expect(result.merchant == "Pixel Lane Studio")
    }

    @Test func elisionKeepsTheCapitalAfterTheApostrophe() {
        let result = Fixture.parse(["Paid to", "WARUNG D'KAMPUNG", "RM 12.00", "Successful"])
        #expect(result.merchant == "Warung D'Kampung")
    }

    @Test(arguments: [
        (["RESIT: 004512"], "004512"),
        (["RCPT: 7781-02-00044"], "7781-02-00044"),
        (["INV# KX-55012"], "KX-55012"),
        (["FPX ID", "2506011230009911"], "2506011230009911"),
        (["Transaction ID", "0b7e1d22-3c4a-4f9e-8a61-2d5c7e9f1a03"], "0b7e1d22-3c4a-4f9e-8a61-2d5c7e9f1a03"),
    ])
    func readsMoreReferenceLabels(lines: [String], expected: String) {
        let result = Fixture.parse(["Payment Successful", "Total RM 15.00"] + lines)
        #expect(result.reference == expected)
    }

    @Test func valueLeftOfARightSetLabelIsItsValue() {
        let result = Fixture.parse([
            Self.boxed("Payment Successful", x: 0.06, y: 0.05, width: 0.3),
            Self.boxed("RM 41.00", x: 0.06, y: 0.10),
            Self.boxed("Amount", x: 0.75, y: 0.10),
            Self.boxed("QZ5512098", x: 0.06, y: 0.15),
            Self.boxed("Reference No.", x: 0.72, y: 0.15),
        ])
        #expect(result.reference == "QZ5512098")
    }

    @Test(arguments: [
        ("Semalam, 11:20 MLM", "23:20"), ("12:30 MLM", "00:30"), ("1:15 TGH", "13:15"), ("5 Jun 2025, l0:05 AM", "10:05"),
    ])
    func readsMalayNightTimesAndAnLForOne(line: String, expected: String) {
        let result = Fixture.parse(["Pembayaran Berjaya", "RM 8.00", line])
        #expect(result.time == expected)
    }

    @Test func splitHeroJoinsItsCentsBox() throws {
        let result = Fixture.parse([
            Self.boxed("Payment Successful", x: 0.06, y: 0.05, width: 0.3),
            Self.boxed("RM", x: 0.30, y: 0.10, width: 0.08),
            Self.boxed("47", x: 0.40, y: 0.10, width: 0.08),
            Self.boxed(".35", x: 0.50, y: 0.10, width: 0.1),
            Self.boxed("Paid to KEDAI BUNGA MELATI", x: 0.06, y: 0.15, width: 0.4),
        ])
        #expect(try #require(result.amount) == Fixture.money("47.35"))
    }

    @Test func capitalIForOneBeforeAThousandsComma() throws {
        let result = Fixture.parse(["Transfer successful", "Transfer amount", "RM I,45O.OO", "To", "LIM AH KOW"])
        #expect(try #require(result.amount) == Fixture.money("1450.00"))
    }

    @Test func bankCardRowWithDotsIsNotAppleWallet() {
        let result = Fixture.parse(["CIMB OCTO", "Refund received", "+ RM 19.90", "from KEDAI X", "Card •• 4410"])
        #expect(result.provider == .cimb)
    }

    @Test func malayWalletTitleIsAppleWallet() {
        let result = Fixture.parse([
            "Dompet", "Restoran Bunga Raya", "RM22.10", "3 Jun 2025, 1:05 PTG", "Nombor Kad •••• 9901",
        ])
        #expect(result.provider == .applePay)
        #expect(result.merchant == "Restoran Bunga Raya")
    }
}
