import Foundation
import SpenDropModel

/// Where the money went over a range of days: the figures `spendrop report` prints in every format.
///
/// Every amount is exact. The breakdowns (by category, account, provider, day and merchant) cover spending, the
/// entries of kind expense, so each of them adds up to `totals.expense`; money in, money out and fees are in the
/// totals and the months. Entries in other currencies than `currency` are counted in `otherCurrencies` only.
public struct LedgerReport: Sendable, Equatable {
    /// One line of a breakdown: a name (nil for entries without one), its spending and how many entries.
    public struct Share: Sendable, Equatable {
        public var name: String?
        public var amount: Money
        public var count: Int

        public init(name: String?, amount: Money, count: Int) {
            self.name = name
            self.amount = amount
            self.count = count
        }
    }

    /// Spending on one day.
    public struct Day: Sendable, Equatable {
        public var date: CalendarDay
        public var amount: Money
    }

    /// One calendar month's money in and out.
    public struct Month: Sendable, Equatable {
        /// `YYYY-MM`.
        public var month: String
        public var expense: Money
        public var moneyIn: Money
        public var moneyOut: Money
    }

    public var from: CalendarDay
    public var to: CalendarDay
    public var timeZone: TimeZone
    public var currency: String
    public var totals: LedgerTotals
    public var byCategory: [Share]
    public var byAccount: [Share]
    public var byProvider: [Share]
    /// Every day of the range, those without spending included.
    public var byDay: [Day]
    /// The month of `to` and the months before it, oldest first.
    public var months: [Month]
    public var topMerchants: [Share]
    /// Spending whose category is still `other`.
    public var uncategorised: Share
    /// How many entries of the range are in each other currency.
    public var otherCurrencies: [(currency: String, count: Int)]

    /// Whether the range is exactly one calendar month.
    public var isWholeMonth: Bool { from.day == 1 && to == from.lastOfMonth }

    public static func == (lhs: LedgerReport, rhs: LedgerReport) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.currency == rhs.currency && lhs.totals == rhs.totals
            && lhs.byCategory == rhs.byCategory && lhs.byAccount == rhs.byAccount && lhs.byProvider == rhs.byProvider
            && lhs.byDay == rhs.byDay && lhs.months == rhs.months && lhs.topMerchants == rhs.topMerchants
            && lhs.uncategorised == rhs.uncategorised
            && lhs.otherCurrencies.map(\.currency) == rhs.otherCurrencies.map(\.currency)
            && lhs.otherCurrencies.map(\.count) == rhs.otherCurrencies.map(\.count)
    }
}
