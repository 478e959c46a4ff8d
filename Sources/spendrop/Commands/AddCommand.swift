import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop add`: Add an entry by hand.
enum AddCommand: Command {
    static let name = "add"
    static let summary = "Add an entry by hand."
    static let usage =
        "spendrop add --amount A --merchant M [--kind K] [--date DATE] [--time TIME] [--account NAME] [--category C] [--provider ID] [--reference R] [--note N] [--json]"
    static let discussion = """
        The entry is saved with source type 'manual' and is never checked for duplicates. Without --date it is
        dated now in --tz. What is printed is read back from the ledger once the entry is durable.
        """
    static let options: [OptionSpec] = EntryFlags.options

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let now = Date()
        let values = try EntryFlags.values(arguments, timeZone: context.timeZone, now: now)
        guard let amount = values.amount else { throw CLIError.usage("'add' needs --amount") }
        guard let merchant = values.merchant ?? nil else { throw CLIError.usage("'add' needs --merchant with a name") }
        var entry = LedgerEntry(
            amount: amount, merchant: merchant, timeZone: context.timeZone, source: .manual, createdAt: now)
        values.apply(to: &entry)
        if values.date == nil {
            entry.date = LocalDateTime.dateString(of: now, in: context.timeZone)
            if values.time == nil { entry.time = clock(of: now, in: context.timeZone) }
        }
        let store = try context.openLedger()
        if let account = entry.account { try AccountsCommand.guardAgainstTypo(account, store: store) }
        let saved = try store.save(entry)
        if arguments.has("--json") {
            try context.output.json(LedgerEntryJSON(saved))
        } else {
            context.output.line("saved \(saved.id.uuidString.lowercased()): " + EntryText.summary(saved))
        }
        return ExitStatus.ok
    }

    private static func clock(of instant: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
