import SpenDropModel
import SpenDropParser
import Testing

/// Receipts close arithmetically; the relations decide where labels were lost to OCR.
@Suite struct ReceiptArithmeticTests {
    @Test func bakiAfterTunaiIsTheChangeSoCashLessItIsThePrice() {
        let result = Fixture.parse([
            "KEDAI RUNCIT BANGUN MAJU", "GULA 1KG 2.85", "MILO 1KG 19.90", "SUSU CAIR 2 X 3.20 6.40", "J UMLAH 29.15",
            "TUNAI 50.00", "BAKI 20.85",
        ])
        #expect(result.amount == Fixture.money("29.15"))
    }

    @Test func aZeroBetweenLettersIsTheLetterO() {
        let result = Fixture.parse(["PASARAYA UNITED", "TEL0R AYAM 14.20", "T0TAL 14.20", "TUNAI 20.00"])
        #expect(result.candidates.contains { $0.role == .total || $0.role == .payment })
        #expect(result.amount == Fixture.money("14.20"))
    }

    @Test(arguments: [
        [
            "KATERING SERI", "Pakej Kenduri RM 9,500.00", "Bayaran Deposit RM 2,000.00",
            "Baki Perlu Dibayar RM 7,500.00",
        ],
        ["JAHITAN PUTERI", "Harga Penuh: RM 680.00", "Wang Pendahuluan: RM 300.00", "Baki: RM 380.00"],
    ])
    func aPriceLessWhatIsStillOwedIsWhatWasPaidNow(lines: [String]) {
        let amounts = Set(["2000.00", "300.00"].map(Fixture.money))
        #expect(Fixture.parse(lines).amount.map(amounts.contains) == true)
    }

    @Test func anUnsignedRoundingRunsDownThePage() {
        let result = Fixture.parse([
            "MYDIN", "BERAS 10KG 38.90", "MINYAK 5KG 28.50", "JUMLAH 67.40", "PELARASAN PEMBUNDARAN 0.01",
            "JUMLAH BERSIH 67.40", "TUNAI 100.00",
        ])
        #expect(result.amount == Fixture.money("67.40"))
        let rounded = Fixture.parse([
            "MYDIN", "BERAS 10KG 38.90", "JUMLAH 243.09", "PELARASAN PEMBUNDARAN 0.01", "JUMLAH BERSIH 243.10",
        ])
        #expect(rounded.amount == Fixture.money("243.10"))
    }

    @Test func aReceiptsDatesAwayFromItsRowsDoNotMakeItAHistory() {
        let result = Fixture.parse([
            "KATERING SERI", "Tarikh: 21/12/2024", "-----", "Pakej RM 9,500.00", "Deposit RM 2,000.00",
            "Baki RM 7,500.00", "-----", "Tarikh majlis: 14/02/2025",
        ])
        #expect(result.items.isEmpty)
    }

    @Test func aChargeInsideAFareIsPartOfTheTotalPaid() {
        let result = Fixture.parse([
            "EKSPRES SUTERA", "Tambang Dewasa RM 48.50", "Caj Terminal RM 1.50", "Jumlah RM 50.00", "Tunai",
        ])
        #expect(result.amount == Fixture.money("50.00"))
    }
}
