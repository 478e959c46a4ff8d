import SpenDropModel
import SpenDropParser
import Testing

@Suite struct PaymentChoiceTests {
    /// A parking ticket's fee is the price of the parking, and its card's balance after is no payment.
    @Test func aParkingFeeIsThePriceAndTheBalanceAfterIsNot() {
        let result = Fixture.parse([
            "PARKIR PINTAR SDN BHD", "MENARA KIARA", "Entry: 02/06/2025 09:12:40", "Exit : 02/06/2025 11:30:05",
            "Parking Fee RM 6.00", "Paid by: Touch 'n Go Card", "Bal After: RM 41.25", "Trans No: 07-1-0022913",
        ])
        #expect(result.amount == Fixture.money("6.00"))
        #expect(result.fee == nil)
        #expect(result.candidates.first { $0.amount == Fixture.money("41.25") }?.role == .balance)
    }

    /// A purchase abroad shows what the shop asked in its currency, drawn large, and the ringgit charged below it.
    @Test func theRinggitBesideAForeignHeroIsWhatWasPaid() {
        let result = Fixture.parse([
            Fixture.boxed("BigPay", x: 0.4, y: 0.045), Fixture.boxed("LAWSON OSAKA JP", x: 0.3, y: 0.09, width: 0.4),
            OCRLine("-JPY 1,280.00", box: NormalizedBox(x: 0.27, y: 0.15, width: 0.46, height: 0.04)),
            Fixture.boxed("MYR 38.44", x: 0.4, y: 0.22), Fixture.boxed("Status", x: 0.05, y: 0.26),
            Fixture.boxed("Completed", x: 0.78, y: 0.26),
        ])
        #expect(result.amount == Fixture.money("38.44"))
        #expect(result.candidates.first { $0.amount == Fixture.money("1280.00") }?.evidence.contains("foreign") == true)
    }

    @Test func promotionBiggerThanThePaymentIsNotThePayment() {
        let result = Fixture.parse([
            "Touch 'n Go eWallet", "Payment Successful", "RM 8.50", "Paid to FamilyMart",
            "Spend RM 50 more to unlock RM 5 cashback", "Top up RM 100 & get RM 2",
        ])
        #expect(result.amount == Fixture.money("8.50"))
        #expect(result.candidates.contains { $0.role == .promotion && $0.amount == Fixture.money("100.00") })
    }

    @Test func balanceBiggerThanThePaymentIsNotThePayment() {
        let result = Fixture.parse([
            "GrabPay", "Payment successful", "RM 12.00", "Wallet balance RM 240.55",
        ])
        #expect(result.amount == Fixture.money("12.00"))
        #expect(result.candidates.contains { $0.role == .balance })
    }

    @Test func transferWithFeeReportsTheTransferredAmountAndTheFee() {
        let result = Fixture.parse([
            "Maybank2u", "Transfer Successful", "Amount RM 500.00", "Service Fee RM 0.50", "Total RM 500.50",
        ])
        #expect(result.amount == Fixture.money("500.00"))
        #expect(result.fee == Fixture.money("0.50"))
    }

    @Test func unlabelledHeroWithFeeAndTotalReportsTheTransferredAmount() {
        let result = Fixture.parse(["CIMB OCTO", "RM 1,000.00", "Transaction fee RM 1.00", "Total RM 1,001.00"])
        #expect(result.amount == Fixture.money("1000.00"))
        #expect(result.fee == Fixture.money("1.00"))
    }

    @Test func paperReceiptPaysTheTotalNotCashOrChange() {
        let result = Fixture.parse([
            "KEDAI RUNCIT AH HOCK", "Milo 2 x 4.50 9.00", "Bread 3.80", "Subtotal 12.80", "SST 6% 0.77",
            "Rounding -0.02", "Total 13.55", "Cash 50.00", "Change 36.45",
        ])
        #expect(result.amount == Fixture.money("13.55"))
        #expect(result.candidates.contains { $0.role == .change })
        #expect(result.candidates.contains { $0.role == .cashTendered })
        #expect(result.candidates.contains { $0.role == .subtotal })
        #expect(result.candidates.contains { $0.role == .tax })
    }

    @Test func discountedTotalIsWhatWasPaid() {
        let result = Fixture.parse(["ShopeePay", "Amount RM 30.00", "Voucher -RM 5.00", "Total RM 25.00"])
        #expect(result.amount == Fixture.money("25.00"))
    }

    @Test func labelOnTheNextRowByBoxes() {
        let lines = [
            OCRLine("Wallet Balance", box: NormalizedBox(x: 0.05, y: 0.30, width: 0.3, height: 0.03)),
            OCRLine("RM 300.00", box: NormalizedBox(x: 0.70, y: 0.305, width: 0.2, height: 0.03)),
            OCRLine("Amount", box: NormalizedBox(x: 0.05, y: 0.40, width: 0.2, height: 0.03)),
            OCRLine("RM 45.00", box: NormalizedBox(x: 0.70, y: 0.40, width: 0.2, height: 0.03)),
        ]
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money("45.00"))
    }

    @Test func balanceOnlyScreenHasNoAmount() {
        let result = Fixture.parse(["Touch 'n Go eWallet", "eWallet Balance", "RM 152.30", "Reload", "Transfer"])
        #expect(result.amount == nil)
        #expect(result.status == .balanceOnly)
    }

    @Test func creditLimitScreenIsBalanceOnly() {
        let result = Fixture.parse(["Maybank Visa Platinum", "Available credit limit", "RM 8,500.00"])
        #expect(result.amount == nil)
        #expect(result.status == .balanceOnly)
    }

    @Test func failedPaymentKeepsItsAmount() {
        let result = Fixture.parse(["Boost", "Payment Failed", "RM 23.40", "Merchant: Kedai Kopi Ali"])
        #expect(result.status == .failed)
        #expect(result.amount == Fixture.money("23.40"))
    }

    // Round 16: a screen that shows no ringgit at all pays in the currency written beside its payment; beside
    // ringgit, the ringgit is what was paid.
    @Test func aPaymentInAnotherCurrencyKeepsItsCode() {
        let texts = [
            "Wise", "Daniel Koh sent you", "300.00 SGD", "Received", "From", "Daniel Koh", "Date", "10 Nov 2026",
        ]
        let sgd = Fixture.parse(
            texts.enumerated().map { index, text in
                OCRLine(
                    text,
                    box: NormalizedBox(
                        x: 0.06, y: 0.05 + 0.05 * Double(index), width: 0.3, height: index == 2 ? 0.045 : 0.02))
            })
        #expect(sgd.amount == Fixture.money("300.00"))
        #expect(sgd.currency == "SGD")
        let converted = Fixture.parse(["Sukiya", "3,200 JPY", "Converted", "97.63 MYR", "Total", "98.04 MYR"])
        #expect(converted.currency == "MYR")
    }

    // Round 20: on a screen with no ringgit, another currency's code marks its money as `RM` does: a card message's
    // only figure is its payment, and the shop follows `at` after the date.
    @Test func aForeignCodeMarksMoneyWhereNoRinggitIsShown() {
        let result = Fixture.parse([
            "UOB", "Today 9:18 AM",
            "UOB: A transaction of SGD 26.50 was made with your UOB Card ending 4410",
            "on 12/06/25 at MARINA BAY SANDS. If unauthorised, call 03-26128121.",
        ])
        #expect(result.amount == Fixture.money("26.50"))
        #expect(result.currency == "SGD")
        #expect(result.merchant == "Marina Bay Sands")
        #expect(result.status == .completed)
    }

    /// Beside ringgit the foreign figure still weighs against, and `at` before a time names no shop.
    @Test func aForeignCodeBesideRinggitIsWhatTheShopAsked() {
        let result = Fixture.parse([
            "UOB", "UOB: A transaction of SGD 26.50 (MYR 88.52) was made with your UOB Card ending 4410",
            "on 12/06/25 at 09:17. If unauthorised, call 03-26128121.",
        ])
        #expect(result.amount == Fixture.money("88.52"))
        #expect(result.currency == "MYR")
        #expect(result.merchant == nil)
    }

    // Round 20: a payment drawn without a code (`S$ 23.40`) is in the currency its figure is shown in again.
    @Test func aPaymentShownAgainWithItsCodeIsInThatCurrency() {
        let texts = ["Wise", "FAIRPRICE WOODLANDS", "S$ 23.40", "You paid", "23.40 SGD", "Status", "Completed"]
        let rows: [(x: Double, row: Int)] = [
            (0.05, 0), (0.05, 1), (0.36, 2), (0.05, 3), (0.78, 3), (0.05, 4), (0.78, 4),
        ]
        let result = Fixture.parse(
            zip(texts, rows).map { text, place in
                OCRLine(
                    text,
                    box: NormalizedBox(
                        x: place.x, y: 0.05 + 0.05 * Double(place.row), width: 0.2,
                        height: place.row == 2 ? 0.045 : 0.02))
            })
        #expect(result.amount == Fixture.money("23.40"))
        #expect(result.currency == "SGD")
        #expect(result.merchant == "FairPrice")
    }

    /// A payment marked as ringgit is ringgit, whatever figure in another currency repeats it.
    @Test func aRinggitPaymentStaysRinggit() {
        let result = Fixture.parse(["BigPay", "-RM 23.40", "Amount", "23.40 SGD", "Status", "Completed"])
        #expect(result.amount == Fixture.money("23.40"))
        #expect(result.currency == "MYR")
    }

    // Round 20: what the bill asked (`Bill Amount Due`) is a reference beside what was paid against it.
    @Test func theAmountPaidBeatsTheBillAmountDue() {
        let result = Fixture.parse([
            "Maybank2u", "JomPAY", "Successful", "RM 150.00", "Biller", "AIR PERAK", "Bill Amount Due", "RM 87.20",
            "Reference number M2U2506092001440183",
        ])
        #expect(result.amount == Fixture.money("150.00"))
    }

    /// Alone, the bill's amount due is what was paid; a receipt's `Amount Due` is its total.
    @Test func aBillAmountDueAloneOrAReceiptsAmountDueIsPaid() {
        let alone = Fixture.parse([
            "JomPAY", "Successful", "Biller", "AIR PERAK", "Bill Amount Due RM 87.20", "Reference M2U2506092001",
        ])
        #expect(alone.amount == Fixture.money("87.20"))
        let receipt = Fixture.parse([
            "KEDAI RUNCIT MAJU", "Milo 1kg 18.50", "Gula 2kg 6.50", "Subtotal 25.00", "Amount Due RM 25.00",
            "Cash 30.00", "Change 5.00",
        ])
        #expect(receipt.amount == Fixture.money("25.00"))
    }

    // Round 16: a charge named after the work it pays for ("Processing fee") is a line of the bill, not a state.
    @Test func aProcessingFeeIsACharge() {
        let result = Fixture.parse([
            "Booking confirmed", "Flights", "MYR 512.00", "Processing fee", "MYR 12.00", "Total paid", "MYR 524.00",
        ])
        #expect(result.status == .completed)
        #expect(Fixture.parse(["Transfer", "RM 50.00", "Processing"]).status == .pending)
    }

    @Test(arguments: ["Transaksi Gagal", "Declined", "Unsuccessful", "Transaction Unsuccessful"])
    func failureWordsFailThePayment(word: String) {
        let result = Fixture.parse(["RM 10.00", word])
        #expect(result.status == .failed)
    }

    @Test func cancelledInsideTermsDoesNotFailThePayment() {
        let result = Fixture.parse([
            "Payment Successful", "RM 15.00", "Paid to Tealive",
            "Terms and conditions: orders cancelled after payment may be refunded within 7 days.",
        ])
        #expect(result.status == .completed)
    }

    @Test func pendingTransfer() {
        let result = Fixture.parse(["Transfer pending", "RM 200.00", "To: Siti Aminah"])
        #expect(result.status == .pending)
    }
}

@Suite struct StatusMessageTests {
    @Test func insufficientBalanceIsAReasonNotABalance() {
        let result = Fixture.parse([
            "Boost", "Payment Failed", "Insufficient balance", "RM 35.00", "Paid to: Kedai Ali",
        ])
        #expect(result.amount == Fixture.money("35.00"))
        #expect(result.status == .failed)
    }

    @Test func offerRunningOnToALowerCaseLineGivesNoAmount() {
        let result = Fixture.parse([
            "Kedai Wallet", "Isi semula RM50", "dan menangi sehingga RM2,000!", "Tamat 30 Jun 2025", "Sertai",
        ])
        #expect(result.amount == nil)
        #expect(result.status != .completed)
    }

    @Test func convertedAmountIsTheTransferWhenTheSentAmountIsItPlusTheFee() {
        let result = Fixture.parse([
            "Your money is on its way", "You send 500.00 MYR", "Our fee 4.10 MYR", "We'll convert 495.90 MYR",
            "Recipient gets 105.20 USD", "To Maria Lopez",
        ])
        #expect(result.amount == Fixture.money("495.90"))
        #expect(result.fee == Fixture.money("4.10"))
    }

    @Test func abbreviationStopDoesNotCutTheTotalFromItsLabel() {
        let result = Fixture.parse([
            "Order #ab12-3344", "Subtotal RM 30.00", "Delivery fee RM 4.00", "Voucher -RM 6.00",
            "Total (incl. SST) RM 28.00",
        ])
        #expect(result.amount == Fixture.money("28.00"))
    }

    @Test func malayTransferTotalWithASmallChargeReportsTheFee() {
        let result = Fixture.parse([
            "MyBank", "Pemindahan Antara Bank", "Jumlah: RM 300.00", "Caj: RM 0.10", "Penerima: LEE AH HOCK",
        ])
        #expect(result.amount == Fixture.money("300.00"))
        #expect(result.fee == Fixture.money("0.10"))
    }

    @Test func receiptFeeLinesAddingUpToTheTotalAreItemsNotAFee() {
        let result = Fixture.parse([
            "PUSAT MUZIK HARMONI", "Yuran Piano Jun 150.00", "Yuran Buku 30.00", "Jumlah: RM 180.00",
        ])
        #expect(result.amount == Fixture.money("180.00"))
        #expect(result.fee == nil)
    }

    @Test func alertSentenceHoldsTheAmountAndItsCharge() {
        let result = Fixture.parse(["MYBANK: Bayaran bil AIR KITA RM42.10 berjaya. Caj RM0.50. Ruj: MB2506011234."])
        #expect(result.amount == Fixture.money("42.10"))
        #expect(result.fee == Fixture.money("0.50"))
        #expect(result.merchant == "Air Kita")
        #expect(result.reference == "MB2506011234")
    }

    @Test func amountAddedToAWalletBalanceIsThePayment() {
        let result = Fixture.parse([
            "Top Up Successful", "RM30.00 has been added to your ShopeePay balance via Online Banking.",
        ])
        #expect(result.amount == Fixture.money("30.00"))
        #expect(result.status == .completed)
    }

    @Test func malayCreditAlertIsAPaymentNotABalance() {
        let result = Fixture.parse([
            "MYBANK: Akaun ***9912 anda telah dikreditkan RM250.00 daripada PERSATUAN BELIA MAJU pada 01 Jun 2025.",
            "Baki semasa RM1,010.00.",
        ])
        #expect(result.amount == Fixture.money("250.00"))
        #expect(result.merchant == "Persatuan Belia Maju")
    }

    @Test func offersAfterAnAbbreviatedMinimumAndASaleTitleAreNoPayment() {
        // "min." is an abbreviation, not the end of the offer's sentence; "11.11 BIG SALE" is a campaign's title.
        let promo = Fixture.parse([
            "Boost", "Raya Cashback Bonanza!", "Get up to RM50 cashback",
            "when you spend min. RM100 at participating merchants.", "Valid 25 Mar - 30 Apr 2025. T&C apply.",
        ])
        #expect(promo.amount == nil)
        let sale = Fixture.parse(["11.11 BIG SALE", "RM11 OFF with ShopeePay", "Min. spend RM50 | Cap RM11"])
        #expect(sale.amount == nil)
    }

    @Test func anAmountOnHoldIsABalance() {
        let result = Fixture.parse([
            "Maybank2u", "Accounts", "Savings Account-i", "Available balance", "RM 2,341.55", "Current balance",
            "RM 2,391.55", "Hold amount", "RM 50.00",
        ])
        #expect(result.amount == nil)
        #expect(result.status == .balanceOnly)
    }

    @Test func aListOfAccountsIsBalancesWhateverAnAccountIsCalled() {
        // A pocket named for a bill is an account, not a bill paid.
        let pockets = Fixture.parse([
            "Hi, Farid", "Total balance", "RM 3,100.00", "Main account RM 1,100.00", "Pocket: Bayar Bil RM 1,500.00",
            "Pocket: Travel RM 500.00", "Transfer", "Pay",
        ])
        #expect(pockets.amount == nil)
        #expect(pockets.status == .balanceOnly)
        // The big figure under an account's name is that account's balance.
        let account = Fixture.parse([
            "Main Account", "RM 2,040.10", "Interest earned this month RM 5.10", "Saving Pockets", "Holiday RM 300.00",
        ])
        #expect(account.amount == nil)
        #expect(account.status == .balanceOnly)
    }

    @Test func aSignedHeroAboveTheBalanceIsMoneyThatMoved() {
        let result = Fixture.parse([
            Fixture.boxed("Butiran Transaksi", x: 0.05, y: 0.08),
            OCRLine("+RM 820.00", box: NormalizedBox(x: 0.3, y: 0.12, width: 0.4, height: 0.045)),
            Fixture.boxed("Daripada", x: 0.05, y: 0.2), Fixture.boxed("LEMBAGA CONTOH", x: 0.5, y: 0.2, width: 0.4),
            Fixture.boxed("Tarikh", x: 0.05, y: 0.24), Fixture.boxed("02 Jun 2025", x: 0.7, y: 0.24),
            Fixture.boxed("Baki", x: 0.05, y: 0.28), Fixture.boxed("RM 4,100.00", x: 0.7, y: 0.28),
        ])
        #expect(result.amount == Fixture.money("820.00"))
        #expect(result.kind == .moneyIn)
    }

    @Test func aCardAlertSayingTheTransactionWasDeclinedIsAFailure() {
        let result = Fixture.parse([
            "Today 03:06",
            "Your Visa Debit card ending 4410 transaction of RM 42.00 at CONTOH STREAM on 12-May-25 03:06 was DECLINED due to insufficient funds.",
        ])
        #expect(result.status == .failed)
    }

    @Test func aLoneFigureLabelledAsAFeeIsThePricePaid() {
        let result = Fixture.parse([
            "TADIKA CONTOH CERIA", "RESIT RASMI", "NO. RESIT: 000912", "TARIKH: 13/01/2025",
            "DITERIMA DARIPADA: IBU/BAPA AMIRA", "BUTIRAN: YURAN PENDAFTARAN 2025", "RM 120.00", "CARA BAYARAN: TUNAI",
        ])
        #expect(result.amount == Fixture.money("120.00"))
        #expect(result.status == .completed)
    }
}

/// Round 21: Brunei's dollar is a currency, and ringgit shown only as a conversion of what the card was charged
/// (`≈ RM …`, `Converted from` | `… MYR`) is not what was paid.
@Suite struct ConversionTests {
    private static func card(_ hero: String, _ ringgit: [OCRLine]) -> [OCRLine] {
        [
            Fixture.boxed("2:40", x: 0.05, y: 0.012, width: 0.1), Fixture.boxed("ull 4G 70", x: 0.78, y: 0.012),
            Fixture.boxed("< Card transaction", x: 0.05, y: 0.088, width: 0.3),
            Fixture.boxed("KEDAI BUKU SERI BEGAWAN", x: 0.05, y: 0.126, width: 0.4),
            OCRLine(hero, box: NormalizedBox(x: 0.35, y: 0.164, width: 0.3, height: 0.045)),
        ] + ringgit + [
            Fixture.boxed("Status", x: 0.05, y: 0.3, width: 0.12), Fixture.boxed("Completed", x: 0.78, y: 0.3),
            Fixture.boxed("Date", x: 0.05, y: 0.34, width: 0.08),
            Fixture.boxed("14 Jun 2025, 2:31 PM", x: 0.6, y: 0.34, width: 0.35),
        ]
    }

    @Test func aBruneiAmountIsRead() {
        let result = Fixture.parse([
            Fixture.boxed("HSBC: A purchase of BND 18.00 was", x: 0.05, y: 0.16, width: 0.7),
            Fixture.boxed("made on your HSBC credit card ending", x: 0.05, y: 0.2, width: 0.7),
            Fixture.boxed("1234 at KEDAI BUKU ILMU", x: 0.05, y: 0.24, width: 0.7),
            Fixture.boxed("MURNI on 14/06/2025 14:30. Call us if", x: 0.05, y: 0.28, width: 0.7),
            Fixture.boxed("this was not you.", x: 0.05, y: 0.32, width: 0.3),
        ])
        #expect(result.amount == Fixture.money("18.00"))
        #expect(result.currency == "BND")
        // The sentence runs over four lines: the shop's name is read whole from its third break.
        #expect(result.merchant == "Kedai Buku Ilmu Murni")
    }

    @Test func anApproximatedRinggitIsTheHerosConversion() {
        let result = Fixture.parse(
            Self.card("BND 18.00", [Fixture.boxed("≈ RM 59.14", x: 0.05, y: 0.23, width: 0.2)]))
        #expect(result.amount == Fixture.money("18.00"))
        #expect(result.currency == "BND")
    }

    /// The currency convention: `Converted from` | `59.14 MYR` states the ringgit the account gave, no estimate.
    @Test func ringgitConvertedFromIsWhatTheAccountGave() {
        let result = Fixture.parse(
            Self.card(
                "18.00 BND",
                [
                    Fixture.boxed("Converted from", x: 0.05, y: 0.23, width: 0.26),
                    Fixture.boxed("59.14 MYR", x: 0.78, y: 0.23, width: 0.17),
                ]))
        #expect(result.amount == Fixture.money("59.14"))
        #expect(result.currency == "MYR")
    }

    /// A ringgit debit under the foreign hero, with no sign of being an estimate, is what left the account.
    @Test func aSignedRinggitDebitStaysThePayment() {
        let result = Fixture.parse(
            Self.card("-SGD 18.00", [Fixture.boxed("-RM 61.20", x: 0.05, y: 0.23, width: 0.2)]))
        #expect(result.amount == Fixture.money("61.20"))
        #expect(result.currency == "MYR")
    }

    // Round 22: an exchange-rate line's figures (`1 MYR = 7.6683 THB`) are the rate's arithmetic: its `1 MYR` is no
    // ringgit shown, so the baht hero over an approximate ringgit is what was paid.
    @Test func anExchangeRateLineHoldsNoMoney() {
        let result = Fixture.parse([
            "Touch 'n Go eWallet", "-THB 320.00", "≈ -RM 41.73", "Successful", "Merchant", "KHAO MAN GAI PA SRI",
            "Exchange Rate", "1 MYR = 7.6683 THB",
        ])
        #expect(result.amount == Fixture.money("320.00"))
        #expect(result.currency == "THB")
    }

    /// Must not fire: a transfer reckoned in ringgit keeps its ringgit, and a line that is no rate keeps its money.
    @Test func aTransferBesideItsRateIsStillReckonedInRinggit() {
        let sent = Fixture.parse([
            "Wise", "You send", "RM 500.00", "Recipient gets", "146.25 SGD", "Exchange rate", "1 MYR = 0.2925 SGD",
        ])
        #expect(sent.amount == Fixture.money("500.00"))
        #expect(sent.currency == "MYR")
        let ticket = Fixture.parse(["GSC Mid Valley", "1 Adult = RM 18.00", "Total", "RM 18.00"])
        #expect(ticket.amount == Fixture.money("18.00"))
    }

    // Round 22: a payment drawn with a currency's own symbol (`฿485.00`) is in that currency.
    @Test func aCurrencySymbolNamesThePaymentsCurrency() {
        let result = Fixture.parse([
            "Baan Khanom Siam", "Food & Drink", "฿485.00", "Apple Pay", "18 Oct 2026 at 3:40 PM", "Approved",
        ])
        #expect(result.amount == Fixture.money("485.00"))
        #expect(result.currency == "THB")
    }

    /// Must not fire: a bare dollar sign names no one currency, and a ringgit payment stays ringgit.
    @Test func aBareDollarSignNamesNoCurrency() {
        let dollar = Fixture.parse(["Apple Pay", "Kedai Buku Pelangi", "$12.00", "Approved"])
        #expect(dollar.currency != "USD")
        #expect(dollar.currency != "SGD")
        let ringgit = Fixture.parse(["Apple Pay", "Kedai Buku Pelangi", "RM 12.00", "Approved", "฿ rate shown in app"])
        #expect(ringgit.currency == "MYR")
    }
}

/// Round 24: a value beside its key with a note in brackets after it (`Cashback` | `RM 1.87 (credited within 3 days)`)
/// is named by the key, not by the note's words; a note on a line with no key beside it still reads as before.
@Suite struct BracketNoteBesideAKeyTests {
    @Test func aCashbackWithACreditedNoteIsNoPayment() {
        let result = Fixture.parse([
            Fixture.boxed("Transaction Details", x: 0.05, y: 0.05, width: 0.4),
            OCRLine("-RM 250.00", box: NormalizedBox(x: 0.4, y: 0.12, width: 0.2, height: 0.045)),
            Fixture.boxed("Successful", x: 0.05, y: 0.19),
            Fixture.boxed("Merchant", x: 0.05, y: 0.23), Fixture.boxed("KEDAI RUNCIT MAJU", x: 0.6, y: 0.23),
            Fixture.boxed("Cashback", x: 0.05, y: 0.27),
            Fixture.boxed("RM 2.50 (credited within 3 days)", x: 0.35, y: 0.27, width: 0.6),
        ])
        #expect(result.amount == Fixture.money("250.00"))
        #expect(result.kind == .expense)
    }

    /// Not fired: a figure alone on its line with a note in brackets keeps the note's words.
    @Test func aNoteWithoutAKeyStillLabels() {
        let result = Fixture.parse(["Refund", "RM 12.00 (refunded to your card)", "Ref 55120"])
        #expect(result.amount == Fixture.money("12.00"))
        #expect(result.kind == .moneyIn)
    }
}
