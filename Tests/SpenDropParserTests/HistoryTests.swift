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

    @Test func singleConfirmationIsNotAHistory() {
        let result = Fixture.parse(["Payment Successful", "RM 12.00", "Amount RM 12.00", "12 Mar 2025"])
        #expect(result.items.isEmpty)
        #expect(result.amount == Fixture.money("12.00"))
    }
}
