import Foundation
import SpenDropModel

/// Which entries `list`, `export` and `report` look at: a date range in one time zone and field conditions.
///
/// The date range is read in `timeZone`: an entry belongs to a day when its own date and time (or, without a
/// date, the moment it was saved) falls inside that day there. Every condition is applied in SQL.
public struct EntryFilter: Sendable, Equatable {
    /// The first day included, `YYYY-MM-DD`.
    public var from: String?
    /// The last day included, `YYYY-MM-DD`.
    public var to: String?
    /// The zone the days are read in.
    public var timeZone: TimeZone
    public var kind: EntryKind?
    public var category: SpendCategory?
    /// A funding account's name, compared ignoring case; a transfer matches on either of its accounts.
    public var account: String?
    public var provider: Provider?
    /// Text found in the merchant, the note or the reference, ignoring the case of ASCII letters.
    public var search: String?
    /// Entries in the bin instead of the live ones.
    public var deleted: Bool
    /// One funding account's entries (both sides of its transfers), or those without an account by provider.
    var funding: Funding?

    /// Where an export's statement says the money was.
    enum Funding: Equatable {
        case account(String)
        case provider(Provider)
        /// Neither an account nor a provider.
        case unassigned
    }

    public init(
        from: String? = nil, to: String? = nil, timeZone: TimeZone = TimeZone(identifier: "Asia/Kuala_Lumpur")!,
        kind: EntryKind? = nil, category: SpendCategory? = nil, account: String? = nil, provider: Provider? = nil,
        search: String? = nil, deleted: Bool = false
    ) {
        self.from = from
        self.to = to
        self.timeZone = timeZone
        self.kind = kind
        self.category = category
        self.account = account
        self.provider = provider
        self.search = search
        self.deleted = deleted
        funding = nil
    }

    /// The first and last day of `month` (`YYYY-MM`), or nil when it is not a real month.
    public static func days(ofMonth month: String) -> (first: String, last: String)? {
        guard LocalDateTime.isValidDate(month + "-01") else { return nil }
        let parts = month.split(separator: "-")
        guard parts.count == 2, let year = Int(parts[0]), let number = Int(parts[1]) else { return nil }
        let length = CalendarDay.length(ofMonth: number, year: year)
        return (month + "-01", month + String(format: "-%02d", length))
    }

    /// Checks the range; a malformed day or a range that ends before it starts is `LedgerError.invalid`.
    func validated() throws(LedgerError) -> EntryFilter {
        for day in [from, to].compactMap({ $0 }) where !LocalDateTime.isValidDate(day) {
            throw LedgerError(.invalid, "a date must be a real calendar date written YYYY-MM-DD")
        }
        if let from, let to, from > to { throw LedgerError(.invalid, "the range ends before it starts") }
        return self
    }

    /// The range as instants: the first moment of `from` and the first moment after `to`, in `timeZone`.
    var instantBounds: (lower: Int64?, upper: Int64?) {
        let lower = from.flatMap { CalendarDay(string: $0) }.map { $0.startMilliseconds(in: timeZone) }
        let upper = to.flatMap { CalendarDay(string: $0) }.map { $0.adding(days: 1).startMilliseconds(in: timeZone) }
        return (lower, upper)
    }

    /// The SQL conditions over `entries e` (and `accounts a` joined on `e.account_id`), with their values.
    ///
    /// Values are numbered from `firstParameter`, so callers can bind their own before or after.
    func sqlConditions(firstParameter: Int = 1) -> (sql: String, values: [SQLiteValue]) {
        var clauses: [String] = []
        var values: [SQLiteValue] = []
        func parameter(_ value: SQLiteValue) -> String {
            values.append(value)
            return "?\(firstParameter + values.count - 1)"
        }
        let bounds = instantBounds
        if let lower = bounds.lower { clauses.append("e.occurred_at >= " + parameter(.integer(lower))) }
        if let upper = bounds.upper { clauses.append("e.occurred_at < " + parameter(.integer(upper))) }
        if let kind { clauses.append("e.kind = " + parameter(.text(kind.rawValue))) }
        if let category { clauses.append("e.category = " + parameter(.text(category.rawValue))) }
        if let provider { clauses.append("e.provider = " + parameter(.text(provider.rawValue))) }
        if let account {
            let name = parameter(.text(account))
            clauses.append(
                "(e.account_id IN (SELECT id FROM accounts WHERE name = \(name)) "
                    + "OR e.to_account_id IN (SELECT id FROM accounts WHERE name = \(name)))")
        }
        switch funding {
        case .account(let account):
            let name = parameter(.text(account))
            clauses.append(
                "(e.account_id IN (SELECT id FROM accounts WHERE name = \(name)) "
                    + "OR e.to_account_id IN (SELECT id FROM accounts WHERE name = \(name)))")
        case .provider(let provider):
            clauses.append("e.account_id IS NULL AND e.provider = " + parameter(.text(provider.rawValue)))
        case .unassigned:
            clauses.append("e.account_id IS NULL AND e.provider IS NULL")
        case nil: break
        }
        if let search, !search.isEmpty {
            let pattern = parameter(.text("%" + Self.escapedForLike(search) + "%"))
            clauses.append(
                "(e.merchant LIKE \(pattern) ESCAPE '\\' OR e.note LIKE \(pattern) ESCAPE '\\' "
                    + "OR e.reference LIKE \(pattern) ESCAPE '\\')")
        }
        if let bin = Self.binCondition(deleted: deleted) { clauses.append(bin) }
        return (clauses.isEmpty ? "1" : clauses.joined(separator: " AND "), values)
    }

    /// LIKE treats `%` and `_` as wildcards: searched text means itself.
    static func escapedForLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The ledger or, with `deleted`, the bin.
    static func binCondition(deleted: Bool) -> String? {
        deleted ? "e.deleted_at IS NOT NULL" : "e.deleted_at IS NULL"
    }
}
