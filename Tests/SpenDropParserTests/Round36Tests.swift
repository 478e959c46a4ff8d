import SpenDropModel
import SpenDropParser
import Testing

/// Round 36: Klang, Shah Alam, Petaling Jaya and Indonesia. A screen that writes whole units with points between the
/// thousands (`70.400`, `Rp 285.000`) reads them so, in rupiah where its receipt's marks say Indonesia; a code in a
/// row's key (`Amount (IDR)`) marks its figure; an outcome said as a sentence of its own fails the payment; a deposit
/// placed or a fund topped up is one's own money moved; a wallet home's spending summary is no payment.
@Suite struct Round36Tests {
    @Test func aRupiahReceiptReadsItsDotThousands() {
        let result = Fixture.parse([
            "WARUNG MAKAN SARI", "Jl. Raya Ubud No. 12, Ubud", "27/05/2025 19:05", "Nasi Campur", "2 x 35.000",
            "70.000", "Es Teh", "2 x 10.000", "20.000", "Total", "90.000", "Tunai", "100.000", "Kembali", "10.000",
        ])
        #expect(result.amount == Fixture.money("90000.00"))
        #expect(result.currency == "IDR")
        #expect(result.provider == .cash)
        #expect(result.merchant == "Warung Makan Sari")
    }

    @Test func aRupiahFigureAfterItsSignIsRead() {
        let result = Fixture.parse(
            [Fixture.boxed("Grab", x: 0.05, y: 0.05), Fixture.boxed("Your Grab E-Receipt", x: 0.05, y: 0.088)]
                + Fixture.keyValueRow("Total Paid", "Rp 185.000", y: 0.164)
                + Fixture.keyValueRow("Fare", "Rp 180.000", y: 0.202)
                + Fixture.keyValueRow("Platform fee", "Rp 5.000", y: 0.24))
        #expect(result.amount == Fixture.money("185000.00"))
        #expect(result.currency == "IDR")
    }

    @Test func ringgitFiguresWithCentsAreNeverDotThousands() {
        let result = Fixture.parse(["KEDAI RUNCIT AH SENG", "Beras 1.500 kg", "TOTAL RM 12.50", "Tunai 20.00"])
        #expect(result.amount == Fixture.money("12.50"))
        #expect(result.currency == "MYR")
    }

    @Test func aCodeInTheRowsKeyMarksItsFigure() {
        let result = Fixture.parse(
            [
                Fixture.boxed("Touch 'n Go eWallet", x: 0.05, y: 0.05),
                OCRLine("-RM 62.00", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045)),
            ]
                + Fixture.keyValueRow("Merchant", "SURF SCHOOL KUTA", y: 0.229)
                + Fixture.keyValueRow("Amount (IDR)", "218,000.00", y: 0.267)
                + Fixture.keyValueRow("Transaction Type", "Overseas QR Payment (QRIS)", y: 0.305))
        #expect(result.amount == Fixture.money("62.00"))
        #expect(result.currency == "MYR")
        #expect(result.channel == .qr)
    }

    @Test func anOutcomeSaidAsItsOwnSentenceFails() {
        let result = Fixture.parse([
            "< 63388", "Text Message",
            "RM0 BSN: Transaksi kad debit-i ****5521 sebanyak RM 49.90 di LAZADA pada 08/06/25 22:41",
            "TIDAK BERJAYA. Sebab: baki tidak mencukupi. Baki: RM 21.20.",
        ])
        #expect(result.status == .failed)
    }

    @Test func aDepositPlacedIsOnesOwnMoneyMoved() {
        let result = Fixture.parse(
            [
                Fixture.boxed("AffinAlways", x: 0.05, y: 0.05),
                Fixture.boxed("Fixed Deposit Placement", x: 0.05, y: 0.088),
            ]
                + [OCRLine("RM 5,000.00", box: NormalizedBox(x: 0.3, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Product", "Fixed Deposit-i", y: 0.229)
                + Fixture.keyValueRow("Tenure", "6 months", y: 0.267))
        #expect(result.kind == .moneyOut)
        #expect(result.merchant == nil)
    }

    @Test func aWalletHomesSpendingSummaryIsNoPayment() {
        let result = Fixture.parse(
            [Fixture.boxed("BigPay", x: 0.05, y: 0.05), Fixture.boxed("Balance", x: 0.05, y: 0.088)]
                + [OCRLine("RM 212.37", box: NormalizedBox(x: 0.05, y: 0.126, width: 0.4, height: 0.045))]
                + Fixture.keyValueRow("Spent this month", "RM 98.40", y: 0.191))
        #expect(result.amount == nil)
        #expect(result.status == .balanceOnly)
    }

    @Test(arguments: [
        ("KOPITIAM AH KOW SECTION 17", "Kopitiam Ah Kow"),
        ("SURAU AL-IKHLAS SEKSYEN 7 SHAH ALAM", "Surau Al-Ikhlas"),
        ("RESTORAN SENG HUAT BAK KUT TEH PANDAMARAN", "Restoran Seng Huat Bak Kut Teh"),
        ("THE DESK HOUSE SS2 PJ", "The Desk House"),
        ("MAJLIS BANDARAYA SHAH ALAM (MBSA)", "Majlis Bandaraya Shah Alam"),
        ("ADOBE INC.", "Adobe"),
    ])
    func placesAndTailsAfterANameGo(name: String, expected: String) {
        #expect(Fixture.paidTo(name).merchant == expected)
    }
}
