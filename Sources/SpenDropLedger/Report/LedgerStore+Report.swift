import Foundation
import SpenDropModel

/// The report's figures, each one an aggregate query over the `occurred_at` index: no entry row reaches Swift.
extension LedgerStore {
    /// The report for the days `filter` covers (it must give both `from` and `to`), with its other conditions.
    ///
    /// - Parameters:
    ///   - months: how many calendar months, ending with the month of `to`, the month comparison shows.
    ///   - topMerchants: how many merchants the biggest-merchants list keeps.
    public func report(
        matching filter: EntryFilter, months: Int = 6, topMerchants: Int = 10
    ) throws(LedgerError) -> LedgerReport {
        let filter = try filter.validated()
        guard let fromText = filter.from, let toText = filter.to, let from = CalendarDay(string: fromText),
            let to = CalendarDay(string: toText)
        else { throw LedgerError(.invalid, "a report needs the first and the last day of its range") }
        return try database.read("build the report") { db in
            let conditions = filter.sqlConditions()
            // Totals by currency and kind, to choose the report's currency.
            var byCurrency: [String: LedgerTotals] = [:]
            try db.query(
                "SELECT e.currency, e.kind, count(*), sum(e.amount_minor), coalesce(sum(e.fee_minor), 0) "
                    + "FROM entries e WHERE \(conditions.sql) GROUP BY e.currency, e.kind",
                conditions.values, operation: "build the report"
            ) { row in
                guard let currency = row.text(0), let kind = row.text(1).flatMap(EntryKind.init(rawValue:)) else {
                    return
                }
                byCurrency[currency, default: LedgerTotals(currency: currency)].add(
                    kind: kind, amountMinor: row.int64(3) ?? 0, feeMinor: row.int64(4) ?? 0,
                    count: Int(row.int64(2) ?? 0))
            }
            let currency =
                byCurrency.values.max {
                    ($0.count, $0.currency == "MYR" ? 1 : 0) < ($1.count, $1.currency == "MYR" ? 1 : 0)
                }?
                .currency ?? "MYR"
            let query = ReportQuery(db: db, conditions: conditions, currency: currency)
            let byCategory = try query.shares(name: "e.category", from: "")
            let uncategorised =
                byCategory.first { $0.name == SpendCategory.other.rawValue }
                ?? LedgerReport.Share(name: SpendCategory.other.rawValue, amount: query.money(0), count: 0)
            return LedgerReport(
                from: from, to: to, timeZone: filter.timeZone, currency: currency,
                totals: byCurrency[currency] ?? LedgerTotals(currency: currency), byCategory: byCategory,
                byAccount: try query.shares(
                    name: "a.name", from: " LEFT JOIN accounts a ON a.id = e.account_id", groupBy: "e.account_id"),
                byProvider: try query.shares(name: "e.provider", from: ""),
                byDay: try query.days(from: from, to: to, filter: filter),
                months: try Self.months(ending: to, count: months, filter: filter, currency: currency, db),
                topMerchants: try query.shares(
                    name: "min(e.merchant)", from: "", groupBy: "e.merchant_key",
                    extraCondition: "e.merchant_key IS NOT NULL", limit: topMerchants),
                uncategorised: uncategorised,
                otherCurrencies: byCurrency.values.filter { $0.currency != currency }
                    .sorted { ($0.count, $1.currency) > ($1.count, $0.currency) }
                    .map { ($0.currency, $0.count) })
        }
    }

    /// Money in and out per calendar month for `count` months ending with the month of `last`, in one query:
    /// each row falls in the month whose bounds (instants in the filter's zone) hold it.
    private static func months(
        ending last: CalendarDay, count: Int, filter: EntryFilter, currency: String, _ db: SQLiteConnection
    ) throws -> [LedgerReport.Month] {
        guard count > 0 else { return [] }
        let firsts = (0...count).map { last.firstOfMonth(adding: $0 - count + 1) }
        let bounds = firsts.map { $0.startMilliseconds(in: filter.timeZone) }
        var monthFilter = filter
        monthFilter.from = nil
        monthFilter.to = nil
        let conditions = monthFilter.sqlConditions()
        var values = conditions.values
        func parameter(_ value: SQLiteValue) -> String {
            values.append(value)
            return "?\(values.count)"
        }
        var bucket = "CASE"
        for index in 1..<count {
            bucket += " WHEN e.occurred_at < \(parameter(.integer(bounds[index]))) THEN \(index - 1)"
        }
        bucket += " ELSE \(count - 1) END"
        let sql =
            "SELECT \(bucket) AS month, e.kind, sum(e.amount_minor) FROM entries e WHERE \(conditions.sql)"
            + " AND e.occurred_at >= \(parameter(.integer(bounds[0])))"
            + " AND e.occurred_at < \(parameter(.integer(bounds[count])))"
            + " AND e.currency = \(parameter(.text(currency))) GROUP BY month, e.kind"
        let zero = Money(minorUnits: 0, currency: currency)
        var result = firsts.prefix(count).map {
            LedgerReport.Month(month: $0.monthString, expense: zero, moneyIn: zero, moneyOut: zero)
        }
        try db.query(sql, values, operation: "build the report") { row in
            guard let index = row.int64(0).map(Int.init), result.indices.contains(index),
                let kind = row.text(1).flatMap(EntryKind.init(rawValue:)), let sum = row.int64(2)
            else { return }
            switch kind {
            case .expense: result[index].expense.minorUnits += sum
            case .moneyIn: result[index].moneyIn.minorUnits += sum
            case .moneyOut: result[index].moneyOut.minorUnits += sum
            case .transfer: break
            }
        }
        return result
    }
}

/// The spending queries of one report: the filter's conditions, expenses only, one currency.
private struct ReportQuery {
    let db: SQLiteConnection
    let conditions: (sql: String, values: [SQLiteValue])
    let currency: String

    func money(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: currency) }

    /// Spending grouped by `name` (or by `groupBy` when the name is an aggregate), biggest first.
    func shares(
        name: String, from join: String, groupBy: String? = nil, extraCondition: String? = nil, limit: Int? = nil
    ) throws -> [LedgerReport.Share] {
        var values = conditions.values
        values.append(.text(currency))
        let currencyParameter = "?\(values.count)"
        var sql =
            "SELECT \(name), sum(e.amount_minor) AS spent, count(*) AS entries FROM entries e\(join) "
            + "WHERE \(conditions.sql) AND e.kind = 'expense' AND e.currency = \(currencyParameter)"
        if let extraCondition { sql += " AND " + extraCondition }
        sql += " GROUP BY \(groupBy ?? name) ORDER BY spent DESC, entries DESC, 1"
        if let limit {
            values.append(.integer(Int64(limit)))
            sql += " LIMIT ?\(values.count)"
        }
        var result: [LedgerReport.Share] = []
        try db.query(sql, values, operation: "build the report") { row in
            result.append(
                LedgerReport.Share(name: row.text(0), amount: money(row.int64(1) ?? 0), count: Int(row.int64(2) ?? 0)))
        }
        return result
    }

    /// Spending per local day, every day of the range present.
    ///
    /// A day is a span of the zone's clock, so rows are bucketed by `(occurred_at + offset) / day` over each
    /// stretch of the range in which the zone's offset stays the same (one stretch unless a clock change falls in
    /// the range).
    func days(from: CalendarDay, to: CalendarDay, filter: EntryFilter) throws -> [LedgerReport.Day] {
        let dayMilliseconds: Int64 = 86_400_000
        // Keeps the dividend positive for any date the ledger accepts (from 1900), so division floors.
        let shift: Int64 = 200 * 366 * dayMilliseconds
        let start = from.startMilliseconds(in: filter.timeZone)
        let end = to.adding(days: 1).startMilliseconds(in: filter.timeZone)
        var sums: [Int: Int64] = [:]
        for stretch in Self.stretches(from: start, to: end, in: filter.timeZone) {
            var values = conditions.values
            func parameter(_ value: SQLiteValue) -> String {
                values.append(value)
                return "?\(values.count)"
            }
            let offset = parameter(.integer(stretch.offset + shift))
            let sql =
                "SELECT (e.occurred_at + \(offset)) / \(dayMilliseconds) AS day, sum(e.amount_minor) FROM entries e "
                + "WHERE \(conditions.sql) AND e.kind = 'expense' AND e.currency = \(parameter(.text(currency))) "
                + "AND e.occurred_at >= \(parameter(.integer(stretch.start))) "
                + "AND e.occurred_at < \(parameter(.integer(stretch.end))) GROUP BY day"
            try db.query(sql, values, operation: "build the report") { row in
                guard let day = row.int64(0), let sum = row.int64(1) else { return }
                sums[Int(day - shift / dayMilliseconds), default: 0] += sum
            }
        }
        return (from.daysSinceEpoch...to.daysSinceEpoch).map { number in
            LedgerReport.Day(date: CalendarDay(daysSinceEpoch: number), amount: money(sums[number] ?? 0))
        }
    }

    /// The stretches of `[start, end)` over which `zone`'s offset from UTC stays the same.
    static func stretches(from start: Int64, to end: Int64, in zone: TimeZone) -> [(
        start: Int64, end: Int64, offset: Int64
    )] {
        var result: [(Int64, Int64, Int64)] = []
        var cursor = start
        while cursor < end {
            let instant = Date(timeIntervalSince1970: Double(cursor) / 1000)
            let offset = Int64(zone.secondsFromGMT(for: instant)) * 1000
            var next = end
            if let change = zone.nextDaylightSavingTimeTransition(after: instant) {
                next = min(end, Int64((change.timeIntervalSince1970 * 1000).rounded()))
            }
            if next <= cursor { next = end }
            result.append((cursor, next, offset))
            cursor = next
        }
        return result
    }
}
