import Foundation
import SpenDropModel

/// The ledger as RFC 4180 CSV for budgeting apps: one header row, CRLF line ends, one signed amount column.
///
/// Columns: date, amount, currency, payee, category, account, memo, reference. Expenses and money out are
/// negative, money in positive, so Actual, YNAB and Firefly III can map the file with a single amount column.
public enum CSVExporter {
    /// The header row's fields, in order.
    public static let columns = ["date", "amount", "currency", "payee", "category", "account", "memo", "reference"]

    /// The whole file for `entries`, in the order given.
    public static func csv(for entries: [LedgerEntry]) -> String {
        var text = row(columns)
        for entry in entries { text += row(fields(of: entry)) }
        return text
    }

    /// One entry's fields, in `columns` order.
    public static func fields(of entry: LedgerEntry) -> [String] {
        let date = entry.date ?? LocalDateTime.dateString(of: entry.createdAt, in: entry.timeZone)
        // A transfer leaves its first account; the payee is where it went.
        let payee = entry.kind == .transfer ? (entry.transferAccount ?? entry.merchant ?? "") : (entry.merchant ?? "")
        return [
            date, signedAmount(of: entry).decimalString, entry.amount.currency, payee, entry.category.rawValue,
            entry.account ?? "", entry.note ?? "", entry.reference ?? "",
        ]
    }

    /// The amount as the account sees it: money leaving is negative.
    public static func signedAmount(of entry: LedgerEntry) -> Money {
        switch entry.kind {
        case .moneyIn: entry.amount
        case .expense, .moneyOut, .transfer:
            Money(minorUnits: -entry.amount.minorUnits, currency: entry.amount.currency)
        }
    }

    /// Quotes a field when it holds a comma, a quote or a line break, doubling inner quotes (RFC 4180 §2.6–2.7).
    public static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func row(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",") + "\r\n"
    }
}
