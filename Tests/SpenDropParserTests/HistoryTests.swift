import SpenDropModel
import SpenDropParser
import Testing

@Suite struct HistoryTests {
    @Test func listsOneItemPerRowWithKindFromSign() throws {
        let result = Fixture.parse([
            "Transaction History", "Today", "FamilyMart", "10:42 AM", "-RM 8.90", "12 Jun", "Received from ALI",
            "+RM 50.00", "Reload", "-RM 30.00",
        ])
        #expect(result.amount == nil)
        try #require(result.items.count == 3)
        #expect(
            result.items[0]
                == ParsedItem(
                    date: "2025-06-15", time: "10:42", merchant: "FamilyMart", amount: Fixture.money("8.90"),
                    kind: .expense))
        #expect(result.items[1].kind == .moneyIn)
        #expect(result.items[1].date == "2025-06-12")
        #expect(result.items[2].kind == .moneyOut)
        #expect(result.items[2].date == "2025-06-12")
    }

    @Test func yearlessHistoryDatesAreNeverInTheFuture() throws {
        let result = Fixture.parse([
            "Recent transactions", "28 Dec", "Shell", "-RM 60.00", "03 Jan", "Tealive", "-RM 9.50",
        ])
        try #require(result.items.count == 2)
        #expect(result.items[0].date == "2024-12-28")
        #expect(result.items[1].date == "2025-01-03")
    }

    /// A transaction's detail screen may list earlier payments below it (Apple Wallet does): the labelled payment
    /// above that section makes it one confirmation, not a history.
    @Test func aDetailScreenWithEarlierPaymentsBelowIsOneConfirmation() {
        let result = Fixture.parse([
            "Done", "Kopi Senja Cafe", "Bangsar, Kuala Lumpur", "rm27.40", "5 May 2025 at 8:03 PM", "Status Approved",
            "Card Number Mastercard **** 4410", "Amount RM27.40", "EARLIER AT THIS MERCHANT", "Kopi Senja Cafe RM12.60",
            "28 Apr 2025", "Kopi Senja Cafe RM8.00", "11 Apr 2025", "Kopi Senja Cafe RM140.00", "2 Apr 2025",
        ])
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("27.40"))
    }

    @Test func singleConfirmationIsNotAHistory() {
        let result = Fixture.parse(["Payment Successful", "RM 12.00", "Amount RM 12.00", "12 Mar 2025"])
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("12.00"))
    }
}

@Suite struct StatementColumnTests {
    private func line(_ text: String, _ x: Double, _ y: Double, _ width: Double = 0.2) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: width, height: 0.02))
    }

    @Test func unsignedAmountsTakeTheirColumnsSign() throws {
        let result = Fixture.parse([
            line("Account Details", 0.05, 0.05), line("Date", 0.05, 0.10), line("Description", 0.25, 0.10),
            line("Debit (RM)", 0.55, 0.10), line("Credit (RM)", 0.75, 0.10),
            line("27/02/2025", 0.05, 0.15), line("IBG TRANSFER TO", 0.25, 0.15), line("1,500.00", 0.57, 0.15, 0.15),
            line("WONG KAH MUN", 0.25, 0.18),
            line("26/02/2025", 0.05, 0.22), line("DUITNOW CREDIT", 0.25, 0.22), line("2,800.00", 0.78, 0.22, 0.15),
            line("SYARIKAT MAJU JAYA ENTERPRISE", 0.25, 0.25),
        ])
        #expect(result.amount == nil)
        try #require(result.items.count == 2)
        #expect(result.items[0].kind == .moneyOut)
        #expect(result.items[0].merchant == "Wong Kah Mun")
        #expect(result.items[1].kind == .moneyIn)
        #expect(result.items[1].merchant == "Syarikat Maju Jaya")
    }
}
