import SpenDropModel
import SpenDropParser
import Testing

/// Layout as evidence: key-value rows, the title by the hero, a receipt's opening block, reference shapes.
@Suite struct LayoutEvidenceTests {
    private static func row(_ key: String, _ value: String, y: Double) -> [OCRLine] {
        [
            OCRLine(key, box: NormalizedBox(x: 0.06, y: y, width: 0.3, height: 0.02)),
            OCRLine(value, box: NormalizedBox(x: 0.55, y: y, width: 0.4, height: 0.02)),
        ]
    }

    @Test func theTitleByTheHeroIsWhoWasPaidNotAKeyOfARow() {
        var lines = [
            OCRLine("Transaction Details", box: NormalizedBox(x: 0.2, y: 0.06, width: 0.6, height: 0.03)),
            OCRLine("NASI KUKUS MAK TEH", box: NormalizedBox(x: 0.3, y: 0.18, width: 0.4, height: 0.02)),
            OCRLine("-RM11.50", box: NormalizedBox(x: 0.27, y: 0.25, width: 0.45, height: 0.06)),
            OCRLine("Successful", box: NormalizedBox(x: 0.39, y: 0.38, width: 0.22, height: 0.02)),
        ]
        lines += Self.row("Date/Time", "12 Jun 2025 12:41:07", y: 0.48)
        lines += Self.row("Message", "makan tengah hari", y: 0.53)
        let result = Fixture.parse(lines)
        #expect(result.merchant == "Nasi Kukus Mak Teh")
    }

    @Test func aKeyBelowAPayeeLabelIsNotItsValue() {
        var lines: [OCRLine] = [
            OCRLine("Your transaction is successful.", box: NormalizedBox(x: 0.06, y: 0.06, width: 0.7, height: 0.02))
        ]
        lines += Self.row("To", "HONG LEONG BANK 2310*****09", y: 0.3)
        lines += Self.row("Beneficiary Name", "WONG SIEW LAN", y: 0.35)
        lines += Self.row("Amount", "MYR 2,000.00", y: 0.4)
        #expect(Fixture.parse(lines).merchant == "Wong Siew Lan")
    }

    @Test func aReceiptWithItsRegistrationNumberIsReadFromItsHeader() {
        let result = Fixture.parse([
            "MR. D.I.Y. (M) SDN BHD", "(860671-D)", "Date: 16-08-24 17:14", "EXTENSION SOCKET 16.90",
            "LED BULB 9.80", "Total Qty 2", "Total 26.70", "Debit Card 26.70", "Card No : XXXXXXXXXXXX8844",
        ])
        #expect(result.merchant == "Mr DIY")
        #expect(result.amount == Fixture.money("26.70"))
    }

    @Test func anSSMNumberMarksAReceiptsHeader() {
        func at(_ text: String, _ x: Double, _ y: Double) -> OCRLine {
            OCRLine(text, box: NormalizedBox(x: x, y: y, width: x < 0.5 ? 0.4 : 0.09, height: 0.016))
        }
        let result = Fixture.parse([
            at("PUSAT TUISYEN MINDA GEMILANG", 0.27, 0.10), at("(SSM 002987654-W)", 0.34, 0.124),
            at("12-1 Jalan Kenari 5, Puchong Jaya", 0.22, 0.148), at("RECEIPT", 0.42, 0.189),
            at("Receipt No: PTMG-31610", 0.18, 0.214), at("08/01/2025 17:12:00", 0.18, 0.237),
            at("Registration fee", 0.18, 0.30), at("50.00", 0.69, 0.30), at("TOTAL", 0.18, 0.41),
            at("50.00", 0.68, 0.41), at("Paid by: Online transfer", 0.18, 0.436), at("50.00", 0.68, 0.436),
            at("Balance due", 0.18, 0.46), at("0.00", 0.71, 0.46),
        ])
        #expect(result.merchant == "Pusat Tuisyen Minda Gemilang")
    }

    @Test func aMallUnderTheShopsNameIsWhereItIs() {
        let result = Fixture.parse([
            "ACE HARDWARE", "1 Utama Shopping Centre", "Tel: 03-8485 4711", "Receipt No: R7106047222",
            "23/10/25 12:44:48 PM", "BOSCH DRILL BIT SET 59.00", "Subtotal RM59.00", "NET TOTAL RM59.00", "Visa 59.00",
        ])
        #expect(result.merchant == "Ace Hardware")
    }

    @Test func aLogoReadAsFragmentsIsNoNameAndATradingNameStandsOverItsCompany() {
        // The logo above the name came out as `(ay`; the trading name heads its company's legal name.
        let result = Fixture.parse([
            "(ay", "ELECTRO HUB", "ELECTRO HUB SDN BHD (1289933-K)", "SST ID: B16-4934-79491797",
            "Date : 14/04/2025", "USB-C CHARGER 30W 69.00", "Total Excl. Tax 108.80", "Sales Tax 10% 10.88",
            "TOTAL PAYABLE RM 119.68",
        ])
        #expect(result.merchant == "Electro Hub")
        // A card slip: the logo's fragments over the shop's name.
        let slip = Fixture.parse([
            "ES", "KEDAI EMAS WAH CHAN", "MID: 306348805740900", "TID: 70420604", "DATE: 11/06/2025", "SALE", "AMEX",
            "XXXXXXXXXXXX1380", "APPR CODE: 486518", "TOTAL RM 3,850.00",
        ])
        #expect(slip.merchant == "Kedai Emas Wah Chan")
        // A receipt: no word under the logo's fragments, so its name is the block's first line.
        let receipt = Fixture.parse([
            "7K Bi SS %", "SIN HOCK HIN HARDWARE", "TIN: C3053404845", "No: 061198 11/08/2025", "WALL PLUG 2.00",
            "Sub-Total 32.00", "TOTAL RM 32.00",
        ])
        #expect(receipt.merchant == "Sin Hock Hin Hardware")
    }

    @Test(
        arguments: [
            (["INV NO:SI01-0048213"], "SI01-0048213"), (["TAX INVOICE", "DATE:09/02/2016"], nil),
            (["Bill NO:WF/18/0209/04"], "WF/18/0209/04"),
            (["Inv: 16-11-2207 05/11/16 16:21", "Zyrtec 10mg 10s"], "16-11-2207"),
        ] as [([String], String?)])
    func aLabelGluedToItsValueAndADateAreNotTheReference(lines: [String], expected: String?) {
        #expect(Fixture.parse(["KEDAI ABC"] + lines + ["TOTAL 12.50"]).reference == expected)
    }

    @Test func aBareNumberWithNothingForItIsNoPayment() {
        let result = Fixture.parse(["ShopeePay", "10.10 Mega Sale", "RM5 OFF", "min. spend RM25", "Use Now"])
        #expect(result.amount == nil)
    }

    @Test func touchNGosDateLedTransactionNumberNamesIt() {
        let result = Fixture.parse([
            "Transaction Details", "KEK LAPIS DAYANG SARI", "-RM38.00", "Successful", "Transaction No.",
            "20250610110218660100338800214477",
        ])
        #expect(result.provider == .touchNGo)
    }

    @Test(arguments: [
        ("No: CS-37718", "CS-37718"), ("NO BIL: B0012345", "B0012345"), ("Trans: 0045221", "0045221"),
        ("Tiket No: 0011872361", "0011872361"), ("No:L-3321", "L-3321"),
    ])
    func aReceiptsBareNumberLabelNamesItsReference(line: String, expected: String) {
        #expect(
            Fixture.parse(["KEDAI MAJU", "No. 12, Jalan Besar", line, "JUMLAH 12.50", "TUNAI 20.00"]).reference
                == expected)
    }
}
