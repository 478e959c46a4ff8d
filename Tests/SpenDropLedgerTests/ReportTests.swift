import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

/// The report's figures come from SQL aggregates; these check them against the entries themselves, to the sen.
@Suite struct ReportTests {
    /// A deterministic mix of kinds, categories, accounts, providers, fees and days, in and around March 2025.
    static func sampleEntries(count: Int, seed: UInt64 = 7) -> [LedgerEntry] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let accounts = ["Maybank", "TNG", "CIMB", nil]
        return (0..<count).map { _ in
            let kinds: [EntryKind] = [.expense, .expense, .expense, .moneyIn, .moneyOut]
            let month = [1, 2, 3, 3, 3, 4][next(6)]
            let day = min(next(31) + 1, CalendarDay.length(ofMonth: month, year: 2025))
            var entry = LedgerEntry(
                kind: kinds[next(kinds.count)], amount: Money(minorUnits: Int64(1 + next(99_999))),
                merchant: ["Kedai Kopi Ali", "kedai kopi  ali", "Grab", "Tesco", nil][next(5)],
                provider: [Provider.touchNGo, .maybank, .grabpay, nil][next(4)], account: accounts[next(4)],
                category: SpendCategory.allCases[next(SpendCategory.allCases.count)],
                date: String(format: "2025-%02d-%02d", month, day),
                time: String(format: "%02d:%02d", next(24), next(60)), source: .manual)
            if next(4) == 0 { entry.fee = Money(minorUnits: Int64(next(200))) }
            return entry
        }
    }

    private func seeded(_ entries: [LedgerEntry]) throws -> (LedgerFixture, LedgerStore) {
        let fixture = try LedgerFixture()
        let store = try fixture.store()
        try store.save(contentsOf: entries)
        return (fixture, store)
    }

    @Test func totalsEqualTheSumOfTheListedEntriesToTheSen() throws {
        let (fixture, store) = try seeded(Self.sampleEntries(count: 900))
        defer { fixture.cleanUp() }
        let filter = EntryFilter(from: "2025-03-01", to: "2025-03-31")
        let report = try store.report(matching: filter)
        var expected = LedgerTotals()
        var spentByCategory: [String: Int64] = [:]
        var spentByDay: [String: Int64] = [:]
        for entry in try store.entries(matching: filter) {
            expected.add(entry)
            if entry.kind == .expense {
                spentByCategory[entry.category.rawValue, default: 0] += entry.amount.minorUnits
                spentByDay[entry.date!, default: 0] += entry.amount.minorUnits
            }
        }
        #expect(expected.count > 300)
        #expect(report.totals == expected)
        #expect(
            report.totals.net.minorUnits == expected.moneyIn.minorUnits - expected.expense.minorUnits
                - expected.moneyOut.minorUnits - expected.fees.minorUnits)
        #expect(
            Dictionary(uniqueKeysWithValues: report.byCategory.map { ($0.name!, $0.amount.minorUnits) })
                == spentByCategory)
        for breakdown in [report.byCategory, report.byAccount, report.byProvider] {
            #expect(breakdown.reduce(0) { $0 + $1.amount.minorUnits } == expected.expense.minorUnits)
        }
        #expect(report.byDay.count == 31)
        #expect(report.byDay.reduce(0) { $0 + $1.amount.minorUnits } == expected.expense.minorUnits)
        for day in report.byDay { #expect(day.amount.minorUnits == spentByDay[day.date.description] ?? 0) }
        #expect(report.months.last?.expense == expected.expense)
        #expect(report.months.map(\.month) == ["2024-10", "2024-11", "2024-12", "2025-01", "2025-02", "2025-03"])
    }

    @Test func monthsCountEachMonthsOwnEntries() throws {
        let entries = Self.sampleEntries(count: 400)
        let (fixture, store) = try seeded(entries)
        defer { fixture.cleanUp() }
        let report = try store.report(matching: EntryFilter(from: "2025-04-01", to: "2025-04-30"), months: 4)
        #expect(report.months.map(\.month) == ["2025-01", "2025-02", "2025-03", "2025-04"])
        for month in report.months {
            let inMonth = entries.filter { $0.date!.hasPrefix(month.month) }
            func sum(_ kind: EntryKind) -> Int64 {
                inMonth.filter { $0.kind == kind }.reduce(0) { $0 + $1.amount.minorUnits }
            }
            #expect(month.expense.minorUnits == sum(.expense))
            #expect(month.moneyIn.minorUnits == sum(.moneyIn))
            #expect(month.moneyOut.minorUnits == sum(.moneyOut))
        }
    }

    @Test func merchantsAreGroupedIgnoringCaseAndSpacesBiggestFirst() throws {
        let (fixture, store) = try seeded([
            LedgerFixture.entry(amount: 1_000, merchant: "Kedai Kopi Ali"),
            LedgerFixture.entry(amount: 2_000, merchant: "kedai  kopi ali"),
            LedgerFixture.entry(amount: 2_500, merchant: "Tesco"),
            LedgerFixture.entry(amount: 9_000, merchant: nil),
        ])
        defer { fixture.cleanUp() }
        let report = try store.report(matching: EntryFilter(from: "2025-03-01", to: "2025-03-31"))
        #expect(report.topMerchants.map(\.amount.minorUnits) == [3_000, 2_500])
        #expect(report.topMerchants.map(\.count) == [2, 1])
        #expect(report.uncategorised.count == 4)
        #expect(report.uncategorised.amount.minorUnits == 14_500)
    }

    /// London's clocks go forward on 2025-03-30: the day is 23 hours long and nothing moves to a neighbour.
    @Test func daysFollowTheZonesClockChanges() throws {
        let london = TimeZone(identifier: "Europe/London")!
        let times = [
            ("2025-03-29", "23:30"), ("2025-03-30", "00:30"), ("2025-03-30", "23:30"), ("2025-03-31", "00:30"),
        ]
        let entries = times.enumerated().map { index, moment in
            LedgerEntry(
                amount: Money(minorUnits: Int64(100 << index)), date: moment.0, time: moment.1, timeZone: london,
                source: .manual)
        }
        let (fixture, store) = try seeded(entries)
        defer { fixture.cleanUp() }
        let report = try store.report(matching: EntryFilter(from: "2025-03-29", to: "2025-03-31", timeZone: london))
        #expect(report.byDay.map(\.amount.minorUnits) == [100, 200 + 400, 800])
    }

    @Test func otherCurrenciesAreCountedApart() throws {
        var dollars = LedgerFixture.entry(amount: 500)
        dollars.amount = Money(minorUnits: 500, currency: "USD")
        let (fixture, store) = try seeded([
            LedgerFixture.entry(amount: 1_000), LedgerFixture.entry(amount: 2_000), dollars,
        ])
        defer { fixture.cleanUp() }
        let report = try store.report(matching: EntryFilter(from: "2025-03-01", to: "2025-03-31"))
        #expect(report.currency == "MYR")
        #expect(report.totals.expense.minorUnits == 3_000)
        #expect(report.otherCurrencies.map(\.currency) == ["USD"])
    }

    @Test func jsonHasTheContractShapeWithDecimalStrings() throws {
        let (fixture, store) = try seeded(Self.sampleEntries(count: 50))
        defer { fixture.cleanUp() }
        let report = try store.report(matching: EntryFilter(from: "2025-03-01", to: "2025-03-31"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let object = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(report.json)) as? [String: Any])
        for key in [
            "from", "to", "currency", "totals", "by_category", "by_account", "by_provider", "by_day", "months",
            "top_merchants",
        ] {
            #expect(object[key] != nil, "\(key)")
        }
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(Set(totals.keys).isSuperset(of: ["expense", "money_in", "money_out", "net", "count"]))
        #expect(totals["expense"] as? String == report.totals.expense.decimalString)
        let category = try #require((object["by_category"] as? [[String: Any]])?.first)
        #expect(Set(category.keys) == ["category", "amount", "count"])
        let day = try #require((object["by_day"] as? [[String: Any]])?.first)
        #expect(Set(day.keys) == ["date", "amount"])
        let month = try #require((object["months"] as? [[String: Any]])?.first)
        #expect(Set(month.keys) == ["month", "expense", "money_in", "money_out"])
    }

    @Test func textAndPagesShowTheFigures() throws {
        let (fixture, store) = try seeded(Self.sampleEntries(count: 200))
        defer { fixture.cleanUp() }
        let report = try store.report(matching: EntryFilter(from: "2025-03-01", to: "2025-03-31"))
        let text = ReportTextRenderer().render(report)
        #expect(text.contains("March 2025"))
        #expect(text.contains(report.totals.expense.displayString))
        #expect(text.contains("█"))
        let html = ReportHTMLRenderer().html(report)
        #expect(html.contains("prefers-color-scheme: dark"))
        #expect(html.contains("width=device-width"))
        #expect(!html.contains("<script"))
        // Nothing is fetched: the only address is the SVG namespace's name.
        #expect(!html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"))
        for id in ["chart-category", "chart-day", "chart-months", "chart-account", "chart-provider", "chart-merchants"]
        {
            #expect(html.contains("id=\"\(id)\""))
        }
        let svg = ReportHTMLRenderer().svg(report)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<svg").count == svg.components(separatedBy: "</svg>").count)
    }

    @Test(arguments: [(0, 10, "0%"), (1, 1_000, "<1%"), (5, 1_000, "1%"), (1, 3, "33%"), (2, 3, "67%"), (3, 3, "100%")])
    func percentagesRoundFromIntegers(part: Int64, whole: Int64, expected: String) {
        #expect(ReportText.percent(part, of: whole) == expected)
    }

    @Test func barsAreDrawnToAnEighthOfACell() {
        #expect(ReportText.bar(100, of: 100, width: 4) == "████")
        #expect(ReportText.bar(50, of: 100, width: 4) == "██")
        #expect(ReportText.bar(1, of: 100, width: 4) == "▏")
        #expect(ReportText.bar(0, of: 100, width: 4) == "")
    }
}
