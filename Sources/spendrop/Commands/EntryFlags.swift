import Foundation
import SpenDropFlow
import SpenDropLedger
import SpenDropModel

/// The entry fields `add` and `edit` take as flags, read and checked the same way for both.
enum EntryFlags {
    static let options: [OptionSpec] = [
        .value("--amount", "A", "Amount, more than zero with at most two decimals (12.50)."),
        .value("--merchant", "M", "Who was paid, or who paid for money in."),
        .value("--kind", "K", "expense, money-in or money-out."),
        .value("--date", "DATE", "The payment's date: YYYY-MM-DD, DD/MM/YYYY, today or yesterday."),
        .value("--time", "TIME", "The payment's time: 21:12 or 9:12 PM."),
        .value("--account", "NAME", "Funding account (see 'spendrop accounts')."),
        .value("--category", "C", "One of: " + SpendCategory.allCases.map(\.rawValue).joined(separator: ", ") + "."),
        .value("--provider", "ID", "The wallet, app or bank paid with (touch_n_go, maybank, ...)."),
        .value("--reference", "R", "The transaction reference."),
        .value("--note", "N", "A note (the CSV memo)."),
        .flag("--json", "Print the saved entry as a JSON object."),
    ]

    static let kinds: [String: EntryKind] = ["expense": .expense, "money-in": .moneyIn, "money-out": .moneyOut]

    /// The fields given, each checked; `nil` for a flag not given, `.some(nil)` for one given empty (cleared).
    struct Values {
        var amount: Money?
        var merchant: String??
        var kind: EntryKind?
        var date: String??
        var time: String??
        var account: String??
        var category: SpendCategory?
        var provider: Provider??
        var reference: String??
        var note: String??

        var isEmpty: Bool {
            amount == nil && merchant == nil && kind == nil && date == nil && time == nil && account == nil
                && category == nil && provider == nil && reference == nil && note == nil
        }

        /// Sets the given fields on `entry`.
        func apply(to entry: inout LedgerEntry) {
            if let amount { entry.amount = amount }
            if let merchant { entry.merchant = merchant }
            if let kind { entry.kind = kind }
            if let date { entry.date = date }
            if let time { entry.time = time }
            if let account { entry.account = account }
            if let category { entry.category = category }
            if let provider { entry.provider = provider }
            if let reference { entry.reference = reference }
            if let note { entry.note = note }
        }
    }

    static func values(_ arguments: Arguments, timeZone: TimeZone, now: Date = Date()) throws(CLIError) -> Values {
        var values = Values()
        if let text = arguments.value("--amount") {
            guard let amount = Money(decimalString: text), amount.minorUnits > 0, !text.hasPrefix("+") else {
                throw CLIError.usage(
                    "--amount must be a number more than zero with at most two decimals, such as 12.50")
            }
            values.amount = amount
        }
        values.merchant = cleared(arguments.value("--merchant"))
        if let text = arguments.value("--kind") {
            guard let kind = kinds[text] else {
                throw CLIError.usage("option '--kind' takes one of: expense, money-in, money-out")
            }
            values.kind = kind
        }
        if let text = arguments.value("--date") {
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                values.date = .some(nil)
            } else {
                guard let date = FieldInput.date(text, now: now, timeZone: timeZone) else {
                    throw CLIError.usage("--date must be a real date: YYYY-MM-DD, DD/MM/YYYY, today or yesterday")
                }
                values.date = date
            }
        }
        if let text = arguments.value("--time") {
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                values.time = .some(nil)
            } else {
                guard let time = FieldInput.time(text) else {
                    throw CLIError.usage("--time must be a time such as 21:12 or 9:12 PM")
                }
                values.time = time
            }
        }
        values.account = cleared(arguments.value("--account"))
        if let text = arguments.value("--category") {
            guard let category = SpendCategory(rawValue: text.lowercased()) else {
                throw CLIError.usage(
                    "option '--category' takes one of: "
                        + SpendCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
            values.category = category
        }
        if let text = arguments.value("--provider") {
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                values.provider = .some(nil)
            } else {
                guard let provider = Provider(rawValue: text.lowercased()) else {
                    throw CLIError.usage(
                        "unknown provider '\(text)'; one of: "
                            + Provider.allCases.map(\.rawValue).joined(separator: ", "))
                }
                values.provider = provider
            }
        }
        values.reference = cleared(arguments.value("--reference"))
        values.note = cleared(arguments.value("--note"))
        return values
    }

    /// A flag's text trimmed; given empty means "clear it".
    private static func cleared(_ text: String?) -> String?? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return .some(trimmed.isEmpty ? nil : trimmed)
    }
}
