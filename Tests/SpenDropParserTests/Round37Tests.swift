import SpenDropModel
import SpenDropParser
import Testing

/// Round 37: Kuala Lumpur's older suburbs, Vietnam and Taiwan. The dong is read after or before its sign and, on a
/// receipt printed in Vietnamese, without one; Vietnamese and Chinese receipts key their totals, cash and change in
/// their own words; a stay's arrival dates no bill; a Wise balance named by its code names the app.
@Suite struct Round37Tests {
    @Test func aVietnameseReceiptIsInDong() {
        let result = Fixture.parse([
            "PHỞ GIA TRUYỀN", "49 Bát Đàn, Hoàn Kiếm, Hà Nội", "Ngày: 09/06/2025 08:10", "Phở bò x 2", "130.000",
            "Trà đá x 2", "10.000", "Tổng cộng", "140.000", "Tiền khách đưa", "200.000", "Tiền thừa", "60.000",
        ])
        #expect(result.amount == Fixture.money("140000.00"))
        #expect(result.currency == "VND")
        #expect(result.provider == .cash)
    }

    @Test(arguments: [("₫86,000", "86000.00"), ("86.000₫", "86000.00")])
    func dongBesideItsSignIsDong(figure: String, expected: String) {
        let result = Fixture.parse(
            [Fixture.boxed("Grab", x: 0.05, y: 0.05), Fixture.boxed("Trip Receipt", x: 0.05, y: 0.088)]
                + Fixture.keyValueRow("Total Paid", figure, y: 0.164)
                + Fixture.keyValueRow("Paid by", "Cash", y: 0.202))
        #expect(result.amount == Fixture.money(expected))
        #expect(result.currency == "VND")
    }

    @Test func aStaysArrivalDatesNoBill() {
        let result = Fixture.parse([
            "HOTEL CONTOH", "Folio No:", "HC-250611-0042", "Arrival:", "08/06/2025", "Departure:", "11/06/2025",
            "Room 3 x 250.00 750.00", "TOTAL RM 750.00", "Printed:", "11/06/2025 12:20",
        ])
        #expect(result.date == "2025-06-11")
        #expect(result.reference == "HC-250611-0042")
    }

    @Test func aBalanceNamedByItsCodeNamesWise() {
        let result = Fixture.parse(
            [Fixture.boxed("PHO HANH", x: 0.05, y: 0.05), Fixture.boxed("Card payment", x: 0.05, y: 0.088)]
                + [OCRLine("180,000 VND", box: NormalizedBox(x: 0.05, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Paid from", "VND balance", y: 0.191))
        #expect(result.provider == .wise)
    }

    @Test func aQRCreditIsMoneyInFromItsSender() {
        let result = Fixture.parse([
            "< 62772", "Text Message",
            "RM0 RHB: DuitNow QR Credit RM45.00 fr AHMAD BIN ALI to A/C ****2207 on 14/06/25 10:41.",
        ])
        #expect(result.kind == .moneyIn)
        #expect(result.merchant == "Ahmad Bin Ali")
    }
}
