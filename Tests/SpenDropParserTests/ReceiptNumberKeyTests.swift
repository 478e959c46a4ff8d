import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a receipt's bare `No.` key with its value beside it is the receipt's number, and a short series code
/// before the number beside a receipt's key is part of it (`Resit` | `HS 60931`).
@Suite struct ReceiptNumberKeyTests {
    private static func receipt(_ key: String, _ value: String) -> [OCRLine] {
        [
            Fixture.boxed("KEDAI TAYAR SENG FOOK", x: 0.2, y: 0.012, width: 0.6),
            Fixture.boxed("CASH BILL", x: 0.41, y: 0.05), Fixture.boxed(key, x: 0.05, y: 0.088, width: 0.1),
            Fixture.boxed(value, x: 0.8, y: 0.088, width: 0.15), Fixture.boxed("Date", x: 0.05, y: 0.12, width: 0.1),
            Fixture.boxed("12/02/2027", x: 0.76, y: 0.12), Fixture.boxed("Wheel Alignment", x: 0.14, y: 0.15),
            Fixture.boxed("45.00", x: 0.84, y: 0.15, width: 0.1), Fixture.boxed("TOTAL RM", x: 0.05, y: 0.18),
            Fixture.boxed("45.00", x: 0.85, y: 0.18, width: 0.1), Fixture.boxed("CASH", x: 0.05, y: 0.21),
            Fixture.boxed("50.00", x: 0.84, y: 0.21, width: 0.1), Fixture.boxed("CHANGE", x: 0.05, y: 0.24),
            Fixture.boxed("5.00", x: 0.87, y: 0.24, width: 0.1),
        ]
    }

    @Test func aBareNumberKeyGivesTheReceiptsNumber() {
        #expect(Fixture.parse(Self.receipt("No.", "SF 14482")).reference == "SF 14482")
        #expect(Fixture.parse(Self.receipt("No.", "MZ-22871")).reference == "MZ-22871")
        #expect(Fixture.parse(Self.receipt("Resit", "HS 60931")).reference == "HS 60931")
    }

    /// Must not fire: a label's own word before the number is no series code, and a car's number is no receipt's.
    @Test func aLabelsWordIsNoSeriesCode() {
        #expect(Fixture.parse(Self.receipt("Resit", "NO 000781")).reference == "000781")
        #expect(Fixture.parse(Self.receipt("Car No.", "VGK 8124")).reference == nil)
    }
}

/// Round 25: a date written with its month's name after a label's word (`APPLE.COM/BILL on 14-Feb-27`) is no
/// reference.
@Suite struct NamedMonthDateTests {
    @Test func aDateWithItsMonthsNameIsNoReference() {
        let result = Fixture.parse([
            "Text Message", "HLB: Card ending 3301 charged RM4.90 at APPLE.COM/BILL on 14-Feb-27 22:46. Not you?",
        ])
        #expect(result.reference == nil)
    }

    /// Must not fire: a bill's number with letters and digits stays its reference.
    @Test func aBillNumberStaysTheReference() {
        let result = Fixture.parse(["Kedai Emas Soon Huat", "Bill No: SH-0129-044", "TOTAL RM 4,243.00"])
        #expect(result.reference == "SH-0129-044")
    }
}

/// Round 28: a receipt's title over its number's key (`RESIT RASMI` / `No. Resit` / `KDA/27/05/0388`) is no key of its
/// own, a postcode's line or a phone's is no number, and a kopitiam's `Chit` key gives its chit's number.
@Suite struct ReceiptTitleOverKeyTests {
    @Test func aTitleOverTheNumbersKeyLeavesTheKeysValue() {
        let result = Fixture.parse([
            "KLINIK DR RAHMAN", "No. 5, Jalan Besar", "24000 Kemaman, Terengganu", "RESIT RASMI", "No. Resit",
            "KDR/27/06/0112", "Tarikh", "11/06/2027 10:02", "Konsultasi", "1 x 35.00", "35.00", "JUMLAH", "35.00",
            "TUNAI", "50.00", "BAKI", "15.00",
        ])
        #expect(result.reference == "KDR/27/06/0112")
    }

    @Test func aBareNumberKeyUnderATitleGivesItsValueNotThePhone() {
        let result = Fixture.parse([
            "DAPUR KEK MAK PAH", "Tel: 019-882 1104", "RESIT", "No", "KMP-0211", "Tarikh", "02/04/2027", "Kek Lapis",
            "1 x 45.00", "45.00", "JUMLAH", "45.00", "TUNAI", "50.00", "BAKI", "5.00",
        ])
        #expect(result.reference == "KMP-0211")
    }

    @Test func aChitsKeyGivesItsNumber() {
        let result = Fixture.parse([
            "KOPITIAM HOCK LEE", "Jalan Besar, Chukai", "15/05/27 08:11", "Chit", "B0217", "Kopi O", "2 x 2.20",
            "4.40", "JUMLAH", "4.40", "TUNAI", "10.00", "BAKI", "5.60",
        ])
        #expect(result.reference == "B0217")
    }
}
