import SpenDropModel
import SpenDropParser
import Testing

/// Round 25: a receipt headed by its name in Chinese over the romanised company line (`海洋明珠海鲜楼` over `OCEAN PEARL
/// SEAFOOD RESTAURANT SDN BHD (1188204-W)`) is named in the Latin script; a card named as the tender's value on its
/// row (`Paid by` | `Card`) paid.
@Suite struct ReceiptHeaderScriptTests {
    private static func receipt(_ header: [String], tender: (String, String)) -> [OCRLine] {
        header.enumerated().map { Fixture.boxed($1, x: 0.1, y: 0.012 + 0.038 * Double($0), width: 0.8) } + [
            Fixture.boxed("Lot 12, Jalan Tun Fuad Stephens, 88000 Kota Kinabalu", x: 0.05, y: 0.13, width: 0.9),
            Fixture.boxed("Date", x: 0.05, y: 0.17, width: 0.1), Fixture.boxed("05/02/2027 21:52", x: 0.65, y: 0.17),
            Fixture.boxed("Lobster Noodle", x: 0.14, y: 0.2), Fixture.boxed("248.00", x: 0.83, y: 0.2, width: 0.1),
            Fixture.boxed("TOTAL", x: 0.05, y: 0.23, width: 0.1), Fixture.boxed("248.00", x: 0.83, y: 0.23, width: 0.1),
            Fixture.boxed(tender.0, x: 0.05, y: 0.26, width: 0.15),
            Fixture.boxed(tender.1, x: 0.83, y: 0.26, width: 0.1),
        ]
    }

    @Test func aRomanisedNameUnderAChineseHeaderIsTheName() {
        let result = Fixture.parse(
            Self.receipt(["海洋明珠海鲜楼", "OCEAN PEARL SEAFOOD RESTAURANT SDN BHD (1188204-W)"], tender: ("CASH", "250.00")))
        #expect(result.merchant == "Ocean Pearl Seafood Restaurant")
    }

    /// Must not fire: a Chinese line under the romanised name changes nothing.
    @Test func aChineseLineUnderTheNameChangesNothing() {
        let result = Fixture.parse(Self.receipt(["KEDAI RUNCIT HUP SENG", "合成杂货"], tender: ("CASH", "250.00")))
        #expect(result.merchant == "Kedai Runcit Hup Seng")
    }

    @Test func aCardAsTheTendersValueIsACardPayment() {
        let result = Fixture.parse(Self.receipt(["KEDAI EMAS SOON HUAT"], tender: ("Paid by", "Card")))
        #expect(result.provider == .card)
        #expect(result.channel == .card)
    }

    /// Must not fire: cash as the tender's value is no card.
    @Test func cashAsTheTendersValueIsNoCard() {
        let result = Fixture.parse(Self.receipt(["KEDAI EMAS SOON HUAT"], tender: ("Paid by", "Cash")))
        #expect(result.provider != .card)
    }
}
