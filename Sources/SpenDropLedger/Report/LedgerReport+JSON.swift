import SpenDropModel

extension LedgerReport {
    /// The report as `report --format json` prints it (CONTRACTS.md); amounts as decimal strings.
    public var json: ReportJSON { ReportJSON(self) }
}

/// The contract's shape of a report: `{"from", "to", "currency", "totals", "by_category", "by_account",
/// "by_provider", "by_day", "months", "top_merchants"}`, plus `uncategorised` and `other_currencies`.
public struct ReportJSON: Encodable, Sendable {
    struct Totals: Encodable {
        let expense: String
        let moneyIn: String
        let moneyOut: String
        let fees: String
        let net: String
        let count: Int

        enum CodingKeys: String, CodingKey {
            case expense, fees, net, count
            case moneyIn = "money_in"
            case moneyOut = "money_out"
        }
    }

    struct Share: Encodable {
        let key: String
        let name: String?
        let amount: String
        let count: Int

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: Key(stringValue: key))
            try container.encode(amount, forKey: Key(stringValue: "amount"))
            try container.encode(count, forKey: Key(stringValue: "count"))
        }
    }

    struct Day: Encodable {
        let date: String
        let amount: String
    }

    struct Month: Encodable {
        let month: String
        let expense: String
        let moneyIn: String
        let moneyOut: String

        enum CodingKeys: String, CodingKey {
            case month, expense
            case moneyIn = "money_in"
            case moneyOut = "money_out"
        }
    }

    struct Uncategorised: Encodable {
        let amount: String
        let count: Int
    }

    struct OtherCurrency: Encodable {
        let currency: String
        let count: Int
    }

    let from: String
    let to: String
    let currency: String
    let totals: Totals
    let byCategory: [Share]
    let byAccount: [Share]
    let byProvider: [Share]
    let byDay: [Day]
    let months: [Month]
    let topMerchants: [Share]
    let uncategorised: Uncategorised
    let otherCurrencies: [OtherCurrency]

    enum CodingKeys: String, CodingKey {
        case from, to, currency, totals, months, uncategorised
        case byCategory = "by_category"
        case byAccount = "by_account"
        case byProvider = "by_provider"
        case byDay = "by_day"
        case topMerchants = "top_merchants"
        case otherCurrencies = "other_currencies"
    }

    init(_ report: LedgerReport) {
        func shares(_ list: [LedgerReport.Share], _ key: String) -> [Share] {
            list.map { Share(key: key, name: $0.name, amount: $0.amount.decimalString, count: $0.count) }
        }
        from = report.from.description
        to = report.to.description
        currency = report.currency
        let t = report.totals
        totals = Totals(
            expense: t.expense.decimalString, moneyIn: t.moneyIn.decimalString, moneyOut: t.moneyOut.decimalString,
            fees: t.fees.decimalString, net: t.net.decimalString, count: t.count)
        byCategory = shares(report.byCategory, "category")
        byAccount = shares(report.byAccount, "account")
        byProvider = shares(report.byProvider, "provider")
        byDay = report.byDay.map { Day(date: $0.date.description, amount: $0.amount.decimalString) }
        months = report.months.map {
            Month(
                month: $0.month, expense: $0.expense.decimalString, moneyIn: $0.moneyIn.decimalString,
                moneyOut: $0.moneyOut.decimalString)
        }
        topMerchants = shares(report.topMerchants, "merchant")
        uncategorised = Uncategorised(
            amount: report.uncategorised.amount.decimalString, count: report.uncategorised.count)
        otherCurrencies = report.otherCurrencies.map { OtherCurrency(currency: $0.currency, count: $0.count) }
    }
}
