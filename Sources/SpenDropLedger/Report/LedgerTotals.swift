import SpenDropModel

/// What a set of entries in one currency adds up to, to the sen.
///
/// Expenses, money in and money out are the entries' amounts by kind; fees are counted on their own, whatever
/// the entry's kind, so a transfer's fee is never lost. Transfers move money between the person's own accounts
/// and change nothing here but the count.
public struct LedgerTotals: Sendable, Equatable {
    public var currency: String
    public var expense: Money
    public var moneyIn: Money
    public var moneyOut: Money
    public var fees: Money
    /// Every entry counted, transfers included.
    public var count: Int

    public init(currency: String = "MYR") {
        self.currency = currency
        expense = Money(minorUnits: 0, currency: currency)
        moneyIn = expense
        moneyOut = expense
        fees = expense
        count = 0
    }

    /// What came in less what went out: money in, less expenses, money out and fees.
    public var net: Money {
        Money(
            minorUnits: moneyIn.minorUnits - expense.minorUnits - moneyOut.minorUnits - fees.minorUnits,
            currency: currency)
    }

    /// Adds one entry, which must be in `currency`.
    public mutating func add(_ entry: LedgerEntry) {
        add(kind: entry.kind, amountMinor: entry.amount.minorUnits, feeMinor: entry.fee?.minorUnits ?? 0, count: 1)
    }

    /// Adds `count` entries of one kind whose amounts and fees sum to the given minor units.
    mutating func add(kind: EntryKind, amountMinor: Int64, feeMinor: Int64, count: Int) {
        switch kind {
        case .expense: expense.minorUnits += amountMinor
        case .moneyIn: moneyIn.minorUnits += amountMinor
        case .moneyOut: moneyOut.minorUnits += amountMinor
        case .transfer: break
        }
        fees.minorUnits += feeMinor
        self.count += count
    }
}

/// Totals kept apart by currency, since ringgit and dollars do not add up.
public struct CurrencyTotals: Sendable, Equatable {
    /// One total per currency, the most used first (ringgit first on a tie).
    public private(set) var totals: [LedgerTotals] = []

    public init() {}

    public mutating func add(_ entry: LedgerEntry) {
        let currency = entry.amount.currency
        if let index = totals.firstIndex(where: { $0.currency == currency }) {
            totals[index].add(entry)
        } else {
            var fresh = LedgerTotals(currency: currency)
            fresh.add(entry)
            totals.append(fresh)
        }
        totals.sort { ($0.count, $0.currency == "MYR" ? 1 : 0) > ($1.count, $1.currency == "MYR" ? 1 : 0) }
    }

    /// Every entry added, in all currencies.
    public var count: Int { totals.reduce(0) { $0 + $1.count } }
}
