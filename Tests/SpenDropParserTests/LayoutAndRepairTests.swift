import SpenDropModel
import SpenDropParser
import Testing

/// Rules learned from layouts: split currency marks, misread marks, arithmetic between amounts, top-ups.
@Suite struct LayoutAndRepairTests {
    @Test(arguments: [
        // A small RM drawn beside a big number is layout, not damage: no repair.
        (["Payment Successful", "RM", "25.90", "Kedai Kopi Ali"], "25.90", false),
        (["Successful", "-RM", "25,90", "Merchant", "Kedai Kopi Ali"], "25.90", true),
        (["Transfer successful", "RN l 250.00", "Recipient name", "ALI BIN ABU"], "1250.00", true),
        (["Payment successful", "AmountRM23.00", "Merchant name KEDAI ABC"], "23.00", true),
        (["KEDAI ABC", "SUBTOTAL 1 128,40", "TOTAL 1 128,40", "VISA 1 128.40"], "1128.40", true),
        (["KEDAI ABC", "T O T A L 32 . 40", "CASH 50.00", "CHANGE 17.60"], "32.40", true),
    ])
    func repairsSplitAndMisreadAmounts(lines: [String], expected: String, repaired: Bool) throws {
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money(expected))
        let payment = try #require(result.candidates.first { $0.role == .payment })
        #expect(payment.evidence.contains("repaired") == repaired)
        // What OCR had to repair is never read with high confidence.
        if repaired { #expect(result.confidence != .high) }
    }

    @Test func misreadMarkerWithoutDecimalsIsNoAmount() {
        let result = Fixture.parse(["RU 12 items in cart"])
        #expect(result.amount == nil)
    }

    @Test func tenderedMinusChangeIsThePrice() {
        let result = Fixture.parse(["CAR PARK", "FEE DUE RM 4.00", "PAID RM 10.00", "CHANGE RM 6.00"])
        #expect(result.amount == Fixture.money("4.00"))
    }

    @Test func billWithCounterChargeReportsTheBillAndTheFee() {
        let result = Fixture.parse([
            "RESIT BAYARAN BIL", "Penerima: TNB", "Bil: RM 143.20", "Caj Perkhidmatan: RM 0.50",
            "Jumlah Dibayar: RM 143.70", "Tunai: RM 150.00", "Baki: RM 6.30",
        ])
        #expect(result.amount == Fixture.money("143.20"))
        #expect(result.fee == Fixture.money("0.50"))
    }

    @Test func restaurantServiceChargeInsideTheTotalIsNotAFee() {
        let result = Fixture.parse([
            "KOPITIAM ABC", "Subtotal 39.00", "Service Charge 10% 3.90", "Total 42.90", "Cash 50.00", "Change 7.10",
        ])
        #expect(result.amount == Fixture.money("42.90"))
        #expect(result.fee == nil)
    }

    @Test func topUpNamesTheWalletAsMerchantAndIsMoneyOut() {
        let result = Fixture.parse([
            "Reload successful", "RM 30.00", "eWallet", "Touch 'n Go eWallet", "Top up RM 100 & get RM 2 with MAE!",
        ])
        #expect(result.kind == .moneyOut)
        #expect(result.merchant == "Touch 'n Go eWallet")
        #expect(result.provider == .maybank)
    }

    @Test func plusHeroAmountIsMoneyIn() {
        let result = Fixture.parse(["Transaction Details", "+RM3.00", "Cashback", "Successful", "12/06/2025 09:12"])
        #expect(result.kind == .moneyIn)
        #expect(result.amount == Fixture.money("3.00"))
    }

    @Test func todayAndYesterdayResolveAgainstNow() {
        #expect(Fixture.parse(["RM 5.00", "Yesterday, 9:41 PM"]).date == "2025-06-14")
        #expect(Fixture.parse(["RM 5.00", "Today 10:02"]).date == "2025-06-15")
    }

    @Test func confidenceIsHighOnlyForAClearRoleAndAKnownSide() {
        let clear = Fixture.parse(["Touch 'n Go eWallet", "Payment Successful", "RM 12.00", "Merchant: Tealive"])
        #expect(clear.confidence == .high)
        let vague = Fixture.parse(["12.00"])
        #expect(vague.confidence == .low)
    }

    @Test(arguments: [
        [String](), [""], ["   "], ["9:41", "5G", "100%"], [String(repeating: "RM 1", count: 2_000)],
        ["RM 99999999999999999999.99"], ["😀 RM 😀 12.00 😀"], ["RM", "RM", "RM"], ["-", "+", "."],
    ])
    func oddInputNeverCrashes(lines: [String]) {
        let result = Fixture.parse(lines)
        #expect(result.items.count <= lines.count)
    }

    @Test func lettersOCRReadForDigitsAndCapitals() {
        // A fee's zero read as the letter O right after RM; a receipt's TUNAl and VlSA; Tota1 for Total.
        let transfer = Fixture.parse([
            "Transfer successful", "RM 1,200.00", "To TAN AH KOW", "Service charge RMO.10", "Total amount RM 1,200.10",
        ])
        #expect(transfer.amount == Fixture.money("1200.00"))
        #expect(transfer.fee == Fixture.money("0.10"))
        #expect(Fixture.parse(["KEDAI ABC", "TOTAL 84.70", "TUNAl", "100.00", "BAKI", "15.30"]).provider == .cash)
        #expect(Fixture.parse(["KEDAI ABC", "ITEM A 10.00", "GRAND TOTAL 170.87", "VlSA 170.87"]).provider == .card)
        let ikea = Fixture.parse([
            "IKEA", "SHELF 199.00", "LACK TABLE", "49.00", "Tota1 incl. SST 362.80", "VISA 362.80",
        ])
        #expect(ikea.amount == Fixture.money("362.80"))
        // "RMOBIL" is a word, not the ringgit.
        #expect(Fixture.parse(["RMOBIL SERVIS"]).candidates.isEmpty)
    }

    @Test func aPriceWrittenAsADeductionIsADiscountAndTheTenderNamesTheWallet() {
        let result = Fixture.parse([
            "WATSONS", "COTTON PADS 3.90", "GEL 200ML 89.90", "VIP PRICE -9.00", "PANADOL 11.20", "TOTAL 96.00",
            "BOOST 96.00", "Total Saving 9.00",
        ])
        #expect(result.amount == Fixture.money("96.00"))
        #expect(result.provider == .boost)
    }

    @Test func cashLessChangeMeansCashOnAFadedReceipt() {
        // Every line under the confidence words need; the arithmetic still says cash was paid.
        let lines = ["RESTORAN THAI HOUSE", "TOTAL RM 45.90", "CASH RM 50.00", "CHANGE RM 4.10"].map {
            OCRLine($0, confidence: 0.45)
        }
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money("45.90"))
        #expect(result.provider == .cash)
    }

    @Test func anSOrBAmongDigitsIsADigitOnlyWithDecimals() {
        let transfer = Fixture.parse([
            "MyBSN", "Transaction Successful", "RM 5S.00", "Transfer to", "KAMALA A/P MUNIANDY",
        ])
        #expect(transfer.amount == Fixture.money("55.00"))
        #expect(Fixture.parse(["RM5B"]).candidates.isEmpty)
    }
}
