import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

/// Filtered, paged reads: `list`, `export` and `report` see exactly the entries a filter names, in order.
@Suite struct QueryTests {
    static let kualaLumpur = LedgerFixture.kualaLumpur

    private func ids(_ store: LedgerStore, _ filter: EntryFilter, order: EntryOrder = .newestFirst) throws -> [String] {
        try store.entries(matching: filter, order: order).map { $0.merchant ?? "" }
    }

    @Test func aMonthIsReadInTheGivenZoneAtItsEdges() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        // 23:59 on the last day and 00:00 on the first: in the month; a minute either side: not.
        try store.save(LedgerFixture.entry(merchant: "before", date: "2025-02-28", time: "23:59"))
        try store.save(LedgerFixture.entry(merchant: "first", date: "2025-03-01", time: "00:00"))
        try store.save(LedgerFixture.entry(merchant: "last", date: "2025-03-31", time: "23:59"))
        try store.save(LedgerFixture.entry(merchant: "after", date: "2025-04-01", time: "00:00"))
        let march = try #require(EntryFilter.days(ofMonth: "2025-03"))
        let filter = EntryFilter(from: march.first, to: march.last, timeZone: Self.kualaLumpur)
        #expect(try ids(store, filter) == ["last", "first"])
        // Read in UTC, 00:00 in Kuala Lumpur is still February.
        let utc = EntryFilter(from: march.first, to: march.last, timeZone: TimeZone(identifier: "UTC")!)
        #expect(try ids(store, utc) == ["after", "last"])
    }

    @Test func monthsAreRealMonths() {
        #expect(EntryFilter.days(ofMonth: "2024-02")! == ("2024-02-01", "2024-02-29"))
        #expect(EntryFilter.days(ofMonth: "2025-02")! == ("2025-02-01", "2025-02-28"))
        #expect(EntryFilter.days(ofMonth: "2025-13") == nil)
        #expect(EntryFilter.days(ofMonth: "March") == nil)
    }

    @Test func fieldFiltersCombine() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        var food = LedgerFixture.entry(merchant: "Kedai Kopi Ali", provider: .touchNGo, account: "TNG")
        food.category = .food
        try store.save(food)
        try store.save(LedgerFixture.entry(merchant: "Grab ride", provider: .grabpay, account: "GrabPay"))
        try store.save(LedgerFixture.entry(merchant: "Salary", account: "Maybank", kind: .moneyIn))
        var transfer = LedgerFixture.entry(merchant: "Top-up", account: "Maybank", source: .manual, kind: .transfer)
        transfer.transferAccount = "TNG"
        try store.save(transfer)
        #expect(try ids(store, EntryFilter(kind: .moneyIn)) == ["Salary"])
        #expect(try ids(store, EntryFilter(category: .food)) == ["Kedai Kopi Ali"])
        #expect(try ids(store, EntryFilter(provider: .grabpay)) == ["Grab ride"])
        // An account matches its own entries and both sides of its transfers, ignoring case.
        #expect(Set(try ids(store, EntryFilter(account: "tng"))) == ["Kedai Kopi Ali", "Top-up"])
        #expect(try ids(store, EntryFilter(kind: .expense, account: "tng")) == ["Kedai Kopi Ali"])
    }

    @Test func searchFindsTextInMerchantNoteOrReferenceAndTakesWildcardsLiterally() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.save(LedgerFixture.entry(merchant: "Kedai KOPI Ali"))
        try store.save(LedgerFixture.entry(merchant: "Bookshop", note: "kopi beans"))
        try store.save(LedgerFixture.entry(merchant: "Petrol", reference: "TX-KOPI-1"))
        try store.save(LedgerFixture.entry(merchant: "100% juice"))
        try store.save(LedgerFixture.entry(merchant: "1000 juice"))
        #expect(Set(try ids(store, EntryFilter(search: "kopi"))) == ["Kedai KOPI Ali", "Bookshop", "Petrol"])
        #expect(try ids(store, EntryFilter(search: "100%")) == ["100% juice"])
        #expect(try ids(store, EntryFilter(search: "10_0")).isEmpty)
    }

    @Test func theBinIsListedOnlyWhenAskedFor() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let kept = LedgerFixture.entry(merchant: "kept")
        let binned = LedgerFixture.entry(merchant: "binned")
        try store.save(kept)
        try store.save(binned)
        try store.moveToBin([binned.id])
        #expect(try ids(store, EntryFilter()) == ["kept"])
        #expect(try ids(store, EntryFilter(deleted: true)) == ["binned"])
        #expect(try store.count(matching: EntryFilter()) == 1)
    }

    /// More entries than a page, many sharing one instant and one creation time: each read exactly once, in order.
    @Test(arguments: [EntryOrder.newestFirst, .oldestFirst])
    func pagesNeitherRepeatNorSkipEntriesWithEqualKeys(order: EntryOrder) throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        let count = LedgerStore.pageSize * 2 + 37
        let created = Date(timeIntervalSince1970: 1_741_926_600)
        let entries = (0..<count).map { index in
            LedgerFixture.entry(
                amount: Int64(index + 1), merchant: "m\(index)", date: "2025-03-\(index % 3 + 10)", time: "12:00",
                createdAt: created)
        }
        try store.save(contentsOf: entries)
        var seen: [Int64] = []
        var last: Date?
        let handed = try store.forEachEntry(order: order) { entry in
            seen.append(entry.amount.minorUnits)
            let instant = LocalDateTime.instant(date: entry.date, time: entry.time, in: entry.timeZone)!
            if let last { #expect(order == .newestFirst ? instant <= last : instant >= last) }
            last = instant
        }
        #expect(handed == count)
        #expect(Set(seen).count == count)
        // Equal keys keep the save order (newest first: the last saved first).
        let day10 = seen.filter { ($0 - 1) % 3 == 0 }
        #expect(day10 == (order == .oldestFirst ? day10.sorted() : day10.sorted(by: >)))
        #expect(try store.entries(matching: EntryFilter(), limit: 5).count == 5)
        #expect(try store.forEachEntry(limit: 0) { _ in } == 0)
    }

    @Test func aBadRangeIsRefused() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        #expect(throws: LedgerError.self) { try store.entries(matching: EntryFilter(from: "2025-02-30")) }
        #expect(throws: LedgerError.self) {
            try store.entries(matching: EntryFilter(from: "2025-03-02", to: "2025-03-01"))
        }
    }

    @Test func calendarDaysCountLikeTheCalendar() {
        for number in stride(from: -800_000, through: 800_000, by: 997) {
            let day = CalendarDay(daysSinceEpoch: number)
            #expect(day.daysSinceEpoch == number)
        }
        #expect(CalendarDay(string: "1970-01-01")!.daysSinceEpoch == 0)
        #expect(CalendarDay(string: "2024-03-01")!.adding(days: -1).description == "2024-02-29")
        #expect(CalendarDay(string: "2025-01-31")!.firstOfMonth(adding: -1).description == "2024-12-01")
        #expect(CalendarDay(string: "2025-03-15")!.lastOfMonth.description == "2025-03-31")
    }
}
