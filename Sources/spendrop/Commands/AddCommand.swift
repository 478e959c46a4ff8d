import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop add`: Add an entry by hand.
enum AddCommand: Command {
    static let name = "add"
    static let summary = "Add an entry by hand."
    static let usage =
        "spendrop add --amount A --merchant M [--kind K] [--date YYYY-MM-DD] [--time HH:mm] [--account NAME] [--category C] [--reference R] [--note N] [--json]"
    static let discussion = """
        The entry is saved with source type 'manual' and is never checked for duplicates. Without --date it is
        dated now in --tz. The saved entry is printed only once it is durable in the ledger.
        """
    static let options: [OptionSpec] = [
        .value("--amount", "A", "Amount, more than zero with at most two decimals (12.50)."),
        .value("--merchant", "M", "Who was paid, or who paid for money in."),
        .value("--kind", "K", "expense (default), money-in or money-out."),
        .value("--date", "YYYY-MM-DD", "The payment's date (default today)."),
        .value("--time", "HH:mm", "The payment's time."),
        .value("--account", "NAME", "Funding account; created when new."),
        .value("--category", "C", "One of: " + SpendCategory.allCases.map(\.rawValue).joined(separator: ", ") + "."),
        .value("--reference", "R", "The transaction reference."),
        .value("--note", "N", "A note (the CSV memo)."),
        .flag("--json", "Print the saved entry as a JSON object."),
    ]

    static let kinds: [String: EntryKind] = ["expense": .expense, "money-in": .moneyIn, "money-out": .moneyOut]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let entry = try entry(from: arguments, context: context)
        let store = try LedgerStore(container: try context.preparedContainer(), role: .app)
        try store.save(entry)
        if arguments.has("--json") {
            try context.output.json(LedgerEntryJSON(entry))
        } else {
            context.output.line("saved \(entry.id.uuidString.lowercased()): " + ListCommand.summaryLine(entry))
        }
        return ExitStatus.ok
    }

    private static func entry(from arguments: Arguments, context: Context) throws(CLIError) -> LedgerEntry {
        guard let amountText = arguments.value("--amount") else { throw CLIError.usage("'add' needs --amount") }
        guard let amount = Money(decimalString: amountText), amount.minorUnits > 0, !amountText.hasPrefix("+") else {
            throw CLIError.usage("--amount must be a number more than zero with at most two decimals, such as 12.50")
        }
        let merchant = arguments.value("--merchant")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !merchant.isEmpty else { throw CLIError.usage("'add' needs --merchant with a name") }
        let kind = try arguments.choice("--kind", from: ["expense", "money-in", "money-out"]).flatMap { kinds[$0] }
        let category = try arguments.choice("--category", from: SpendCategory.allCases.map(\.rawValue))
            .flatMap(SpendCategory.init(rawValue:))
        var date = arguments.value("--date")
        var time = arguments.value("--time")
        if let date, !LocalDateTime.isValidDate(date) {
            throw CLIError.usage("--date must be a real calendar date written YYYY-MM-DD")
        }
        if let time, !LocalDateTime.isValidTime(time) {
            throw CLIError.usage("--time must be written HH:mm (24-hour clock)")
        }
        let now = Date()
        if date == nil {
            date = LocalDateTime.dateString(of: now, in: context.timeZone)
            if time == nil { time = clock(of: now, in: context.timeZone) }
        }
        return LedgerEntry(
            kind: kind ?? .expense, amount: amount, merchant: merchant, account: nonEmpty(arguments.value("--account")),
            category: category ?? .other, date: date, time: time, timeZone: context.timeZone,
            reference: nonEmpty(arguments.value("--reference")), note: nonEmpty(arguments.value("--note")),
            source: .manual, createdAt: now)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    private static func clock(of instant: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
