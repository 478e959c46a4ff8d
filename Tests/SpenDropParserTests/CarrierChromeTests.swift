import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: the status bar's carrier (`U Mobile 4G .ıl 42` on the clock's row) is chrome, never the brand that was
/// paid, and a Malay transfer alert's `Pemindahan … kepada X` names X.
@Suite struct CarrierChromeTests {
    private static func message(_ body: [String]) -> [OCRLine] {
        [
            Fixture.boxed("9:10", x: 0.05, y: 0.012, width: 0.08),
            Fixture.boxed("U Mobile 4G .ıl 42", x: 0.61, y: 0.012, width: 0.34),
            Fixture.boxed("< 66300", x: 0.05, y: 0.05, width: 0.15),
            Fixture.boxed("Mesej Teks", x: 0.05, y: 0.088, width: 0.2),
            Fixture.boxed("Hari ini 9:02 PG", x: 0.05, y: 0.126, width: 0.25),
        ]
            + body.enumerated().map { Fixture.boxed($1, x: 0.05, y: 0.164 + 0.03 * Double($0), width: 0.9) }
    }

    @Test func aTransferAlertNamesItsPayeeNotTheCarrier() {
        let result = Fixture.parse(
            Self.message([
                "BIMB: Pemindahan DuitNow RM250.00 kepada ROHANA BINTI ISMAIL dari akaun",
                "1402xxxx5518 berjaya pada 05/02/27 09:01. No Rujukan: BI0502090114",
            ]))
        #expect(result.merchant == "Rohana Binti Ismail")
    }

    /// Must not fire: the carrier named in the message's own words is content, and chrome alone names no one.
    @Test func aCarrierInTheMessageIsContent() {
        let bill = Fixture.parse(
            Self.message(["BIMB: Bayaran bil RM45.00 kepada U MOBILE berjaya pada 05/02/27 09:01."]))
        #expect(bill.merchant == "U Mobile")
        let bare = Fixture.parse(Self.message(["BIMB: Akaun anda didebit RM45.00 pada 05/02/27 09:01."]))
        #expect(bare.merchant != "U Mobile")
    }
}
