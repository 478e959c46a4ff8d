import Foundation
import SpenDropModel

/// The ledger as RFC 4180 CSV for budgeting apps: one header row, CRLF line ends, one signed amount column.
///
/// The first eight columns (date, amount, currency, payee, category, account, memo, reference) are a contract
/// scripts rely on; time, kind, fee, provider, channel, status and entry_id follow. Expenses and money out are
/// negative, money in positive, so Actual, YNAB and Firefly III can map the file with a single amount column; the
/// fee is its own column, signed the same way.
public enum CSVExporter {
    /// The contract's first eight columns, in order.
    public static let columns = ["date", "amount", "currency", "payee", "category", "account", "memo", "reference"]
    /// Every column of the file, in order.
    public static let allColumns = columns + ["time", "kind", "fee", "provider", "channel", "status", "entry_id"]
    /// Columns holding numbers SpenDrop writes itself (`-12.50`), which the formula guard leaves alone.
    private static let numericColumns: Set<Int> = [1, 10]

    /// The UTF-8 byte order mark Excel needs to read the file as UTF-8.
    public static let byteOrderMark = "\u{FEFF}"

    /// The whole file for `entries`, in the order given; exports stream rows through `row(for:)` instead.
    public static func csv(for entries: [LedgerEntry]) -> String {
        var text = header
        for entry in entries { text += row(for: entry) }
        return text
    }

    /// The header row.
    public static var header: String { line(allColumns, guarding: false) }

    /// One entry's row, guarded and quoted, with its line end.
    public static func row(for entry: LedgerEntry) -> String { line(fields(of: entry), guarding: true) }

    /// One entry's raw fields, in `allColumns` order.
    public static func fields(of entry: LedgerEntry) -> [String] {
        let date = entry.date ?? LocalDateTime.dateString(of: entry.createdAt, in: entry.timeZone)
        // A transfer leaves its first account; the payee is where it went.
        let payee = entry.kind == .transfer ? (entry.transferAccount ?? entry.merchant ?? "") : (entry.merchant ?? "")
        let fee = entry.fee.map { Money(minorUnits: -$0.minorUnits, currency: $0.currency).decimalString } ?? ""
        return [
            date, signedAmount(of: entry).decimalString, entry.amount.currency, payee, entry.category.rawValue,
            entry.account ?? "", entry.note ?? "", entry.reference ?? "", entry.time ?? "", entry.kind.rawValue, fee,
            entry.provider?.rawValue ?? "", entry.channel?.rawValue ?? "", entry.status.rawValue,
            entry.id.uuidString.lowercased(),
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

    /// A field a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) gets a leading `'`.
    public static func guarded(_ field: String) -> String {
        guard let first = field.utf8.first, "=+-@\t\r".utf8.contains(first) else { return field }
        return "'" + field
    }

    /// Quotes a field when it holds a comma, a quote or a line break, doubling inner quotes (RFC 4180 §2.6–2.7).
    public static func quoted(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func line(_ fields: [String], guarding: Bool) -> String {
        var text = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { text += "," }
            text += quoted(guarding && !numericColumns.contains(index) ? guarded(field) : field)
        }
        return text + "\r\n"
    }
}
