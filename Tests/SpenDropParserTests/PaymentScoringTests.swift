import SpenDropModel
import SpenDropParser
import Testing

/// The payment is chosen by one score over evidence: label, prominence, repetition and arithmetic.
@Suite struct PaymentScoringTests {
    private static func line(_ text: String, y: Double, height: Double = 0.02, x: Double = 0.1) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: 0.5, height: height))
    }

    @Test func heroWithAWalletBalanceRowIsKeptWhenTheScreenShowsATransaction() {
        // The "Payment Successful" badge was not read; a reference and a date and time remain.
        let result = Fixture.parse([
            Self.line("Payment Details", y: 0.08), Self.line("RM 12.90", y: 0.15, height: 0.07),
            Self.line("Transaction No. 8800231457", y: 0.3), Self.line("12 Jun 2025 14:22", y: 0.34),
            Self.line("Wallet Balance RM 85.10", y: 0.4),
        ])
        #expect(result.amount == Fixture.money("12.90"))
        #expect(result.status != .balanceOnly)
        let hero = try? #require(result.candidates.first { $0.amount == Fixture.money("12.90") })
        #expect(hero?.evidence.contains("hero") == true)
    }

    /// A bill's total less a deposit paid before it is the balance a confirmation's hero settles now; an amount due
    /// of another value beside the hero is the bill's figure.
    @Test func theHeroIsTheBalanceLeftAfterWhatWasPaidBefore() {
        let settled = Fixture.parse([
            Self.line("Payment Successful", y: 0.08), Self.line("RM 420.00", y: 0.13, height: 0.05),
            Self.line("Merchant KLINIK GIGI CERIA", y: 0.22), Self.line("Total bill RM 620.00", y: 0.26),
            Self.line("Deposit paid RM 200.00", y: 0.3), Self.line("Reference No. AB77120", y: 0.34),
        ])
        #expect(settled.amount == Fixture.money("420.00"))
        let overpaid = Fixture.parse([
            Self.line("JomPAY", y: 0.06), Self.line("Payment Successful", y: 0.1),
            Self.line("Amount due RM 88.10", y: 0.14), Self.line("RM 100.00", y: 0.18, height: 0.05),
            Self.line("Biller AIR BERSIH SDN BHD", y: 0.26), Self.line("Reference no. XJ220011", y: 0.3),
        ])
        #expect(overpaid.amount == Fixture.money("100.00"))
    }

    /// Without a hero the labelled figures decide: the amount due is what was paid, and a deposit paid that no total
    /// and hero make a part is the payment.
    @Test func withoutAHeroTheAmountDueAndTheDepositPaidStand() {
        let due = Fixture.parse([
            "JomPAY", "Payment Successful", "Amount due RM 88.10", "Biller AIR BERSIH SDN BHD",
            "Reference no. XJ220011",
        ])
        #expect(due.amount == Fixture.money("88.10"))
        let deposit = Fixture.parse([
            Self.line("Payment Successful", y: 0.08), Self.line("Merchant HOMESTAY SERI", y: 0.14),
            Self.line("Total RM 620.00", y: 0.18), Self.line("Deposit paid RM 200.00", y: 0.22),
            Self.line("Balance RM 420.00", y: 0.26),
        ])
        #expect(deposit.amount == Fixture.money("200.00"))
    }

    @Test func walletOverviewWithoutATransactionIsBalanceOnly() {
        let result = Fixture.parse([
            Self.line("eWallet", y: 0.05), Self.line("RM 85.10", y: 0.12, height: 0.07),
            Self.line("Available Balance", y: 0.2), Self.line("Reload", y: 0.3), Self.line("Transfer", y: 0.34),
        ])
        #expect(result.amount == nil)
        #expect(result.status == .balanceOnly)
    }

    @Test func receiptTotalIsTheSumThatClosesNotTheTax() {
        // Label and value are separate OCR lines on one row; a GST summary repeats figures below the total.
        let rows: [(String, String, Double)] = [
            ("SUBTOTAL", "84.90", 0.50), ("GST 6%", "5.09", 0.53), ("ROUNDING", "0.01", 0.56),
            ("TOTAL", "90.00", 0.59), ("CASH", "100.00", 0.62), ("CHANGE", "10.00", 0.65),
            ("TOTAL GST", "5.09", 0.75),
        ]
        var lines = [Self.line("KEDAI ELEKTRIK SINAR JAYA", y: 0.05)]
        for (label, value, y) in rows {
            lines.append(Self.line(label, y: y, x: 0.05))
            lines.append(OCRLine(value, box: NormalizedBox(x: 0.75, y: y, width: 0.15, height: 0.02)))
        }
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money("90.00"))
        let total = result.candidates.first { $0.amount == Fixture.money("90.00") }
        #expect(total?.evidence.contains("sum:cash-change") == true)
        #expect(total?.evidence.contains { $0.hasPrefix("sum:subtotal+tax") } == true)
    }

    @Test func cashAndChangeAreToldByTheirArithmeticWhenOCRGarblesTheirWords() {
        // The tender and change words are unreadable; 50.00 handed over and 16.00 back under a 34.00 total is cash.
        let rows: [(String, String, Double)] = [
            ("SUBTOTAL", "34.00", 0.50), ("TOTAL", "34.00", 0.53), ("CASI-I", "50.00", 0.56), ("CHANGF", "16.00", 0.59),
        ]
        var lines = [Self.line("KEDAI BUKU CAHAYA", y: 0.05), Self.line("Nota Tulis A5   2 @ 17.00   34.00", y: 0.4)]
        for (label, value, y) in rows {
            lines.append(Self.line(label, y: y, x: 0.05))
            lines.append(OCRLine(value, box: NormalizedBox(x: 0.75, y: y, width: 0.15, height: 0.02)))
        }
        let result = Fixture.parse(lines)
        #expect(result.amount == Fixture.money("34.00"))
        #expect(result.provider == .cash)
        #expect(result.channel == .cash)
        // Not when the two amounts after the total do not leave it (a balance before and after, say).
        var other = lines
        other[other.count - 1] = OCRLine("15.00", box: NormalizedBox(x: 0.75, y: 0.59, width: 0.15, height: 0.02))
        #expect(Fixture.parse(other).provider == nil)
    }

    @Test func savingRinggitIsAnOfferButASavingsAccountIsNot() {
        let promotion = Fixture.parse(["Promotions", "11.11 Big Sale", "Save RM5 with ShopeePay", "Claim Now"])
        #expect(promotion.amount == nil)
        let bill = Fixture.parse([
            "Pay Bill", "Transaction Successful", "RM 88.00", "Payee", "YTL COMMUNICATIONS SDN BHD", "Debited From",
            "HLB Pay&Save ****2031",
        ])
        #expect(bill.amount == Fixture.money("88.00"))
        #expect(bill.funding?.last4 == "2031")
    }

    @Test func aTipAddedOnTheCardSlipMakesTheTotalCharged() {
        let rows: [(String, String, Double)] = [
            ("Subtotal", "169.00", 0.36), ("SST 6%", "11.15", 0.39), ("TOTAL", "180.15", 0.42),
            ("AMOUNT", "RM 180.15", 0.60), ("TIP", "RM 10.00", 0.63), ("TOTAL", "RM 190.15", 0.66),
        ]
        var lines = [Self.line("THE BARN BISTRO", y: 0.05), Self.line("Ribeye 300g 169.00", y: 0.3)]
        for (label, value, y) in rows {
            lines.append(Self.line(label, y: y, x: 0.05))
            lines.append(OCRLine(value, box: NormalizedBox(x: 0.75, y: y, width: 0.15, height: 0.02)))
        }
        #expect(Fixture.parse(lines).amount == Fixture.money("190.15"))
    }

    @Test func anOriginalTotalIsNotWhatMovedNow() {
        let result = Fixture.parse([
            "Return/Refund Details", "Refund Completed", "Refund amount RM12.90", "Refund to ShopeePay",
            "Original order total RM45.60", "Reason Missing item",
        ])
        #expect(result.amount == Fixture.money("12.90"))
    }

    @Test func aOneTimeCodesMessagePaysNothing() {
        // Two text messages: the code for a transfer, then the card's charge.
        let result = Fixture.parse([
            "Wed, 19 Nov 9:12 PM", "RM0 CIMB: Your TAC for DuitNow", "Transfer of RM300.00 is 482913. Do not",
            "share your TAC with anyone.", "Today 7:41 AM", "RM0 CIMB: Your Debit Card ending 5521",
            "was used for RM85.00 at SHELL-TMN", "PELANGI on 21-Nov-25 07:41. Call",
        ])
        #expect(result.amount == Fixture.money("85.00"))
        #expect(result.kind == .expense)
    }

    @Test func aRateForAQuantityIsNoPayment() {
        // A fuel receipt: the hero is what was paid; the price per litre is a rate, on its row or beside its label.
        let hero = [
            Self.line("Fuel", y: 0.1), Self.line("RM 30.00", y: 0.16, height: 0.05), Self.line("Volume 9.43 L", y: 0.3),
        ]
        let oneLine = Fixture.parse(hero + [Self.line("Price per litre RM 3.18", y: 0.33)])
        #expect(oneLine.amount == Fixture.money("30.00"))
        let twoLines = Fixture.parse(
            hero + [
                Self.line("Price per litre", y: 0.33, x: 0.05),
                OCRLine("RM 3.18", box: NormalizedBox(x: 0.8, y: 0.33, width: 0.12, height: 0.02)),
            ])
        #expect(twoLines.amount == Fixture.money("30.00"))
    }

    @Test func everyCandidateCarriesAScoreAndTheWinnerScoresHighest() throws {
        let result = Fixture.parse(["GrabPay", "Payment successful", "RM 12.00", "Wallet balance RM 240.55"])
        let winner = try #require(result.candidates.first { $0.role == .payment })
        #expect(result.candidates.allSatisfy { $0.score <= winner.score })
        #expect(result.candidates.contains { $0.evidence.contains("row:balance") && $0.score < 0 })
    }

    @Test func priceProvedByCashAndChangeOutweighsItsFeeLabel() {
        let result = Fixture.parse(["PARKING", "FEE DUE RM 4.00", "PAID RM 10.00", "CHANGE RM 6.00"])
        #expect(result.amount == Fixture.money("4.00"))
        #expect(result.fee == nil)
    }

    @Test(arguments: [
        ("Card payment declined: online payments are switched off RM 3.00", false), ("RM5 OFF", true),
        ("Get RM5 cashback", true), ("Get receipt RM 9.00", false), ("Service fee Free RM 0.00", false),
        ("Spend RM 50 to unlock RM 5", true),
    ])
    func weakOfferWordsDecideOnlyBesideANumberOrAnother(line: String, isOffer: Bool) {
        // "off", "get", "free", "more", "min" alone are ordinary words; a line is an offer only with more.
        let result = Fixture.parse(["Payment", "RM 9.00", line])
        let onTheLine = result.candidates.filter { $0.line == 2 }
        #expect(!onTheLine.isEmpty)
        #expect(onTheLine.allSatisfy { $0.role == .promotion } == isOffer)
        #expect(result.amount == Fixture.money("9.00"))
    }

    @Test func anUnsignedRoundingRunsTowardsTheLabelledTotal() {
        // OCR misread "Subtotal": the pre-rounding sum is unlabelled, the rounding printed without its minus.
        let result = Fixture.parse([
            "PASARAYA MURNI MART", "Beras 5kg 21.90", "Subtotat 360,02", "Rounding 0.02", "TOTAL 360.00",
            "DuitNow QR 360.00",
        ])
        #expect(result.amount == Fixture.money("360.00"))
    }

    // Round 22: an account's name holding `Cash` (`Versa Cash`) is no cash handed over: a home screen of balances
    // and this month's returns is still only balances.
    @Test func anAccountNamedCashOnAHomeScreenIsABalance() {
        let result = Fixture.parse([
            "Versa", "Good evening, Farah", "Total balance", "RM 8,412.06", "Versa Cash", "RM 6,200.00",
            "Versa Savings", "RM 2,212.06", "Returns this month", "+RM 24.81", "Deposit      Withdraw",
        ])
        #expect(result.status == .balanceOnly)
        #expect(result.amount == nil)
    }

    /// Must not fire: a slip paid in cash, stamped with a date and time, keeps its payment beside a balance.
    @Test func aCashSlipWithADateAndTimeIsStillAPayment() {
        let result = Fixture.parse([
            "PARKING MAJLIS PERBANDARAN", "Cash", "RM 3.00", "Date 12/10/2026 14:22", "Balance RM 0.00",
        ])
        #expect(result.amount == Fixture.money("3.00"))
        #expect(result.status != .balanceOnly)
    }
}
