import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop edit ID [add's flags]`: changes fields of a saved entry.
enum EditCommand: Command {
    static let name = "edit"
    static let summary = "Change fields of a saved entry."
    static let usage =
        "spendrop edit ID [--amount A] [--merchant M] [--kind K] [--date DATE] [--time TIME] [--account NAME] "
        + "[--category C] [--provider ID] [--reference R] [--note N] [--json]"
    static let discussion = """
        Only the fields given change; an empty value clears a field (--note ""). The change and its history row
        are saved in one transaction, and the entry printed is the one the ledger now holds. 'spendrop undo'
        reverts it.
        """
    static let options: [OptionSpec] = EntryFlags.options

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            throw CLIError.usage("'edit' takes one entry ID and the fields to change (see 'spendrop edit --help')")
        }
        let values = try EntryFlags.values(arguments, timeZone: context.timeZone)
        guard !values.isEmpty else {
            throw CLIError.usage("'edit' needs at least one field to change, such as --amount 12.50")
        }
        if let merchant = values.merchant, merchant == nil {
            throw CLIError.usage("--merchant cannot be empty")
        }
        guard let store = try context.existingLedger() else {
            throw CLIError.rejected("no entry with id \(text.lowercased()): the ledger is empty")
        }
        let id = try store.resolveEntryID(text)
        if let account = values.account, let name = account {
            try AccountsCommand.guardAgainstTypo(name, store: store)
        }
        let saved = try store.edit(id: id) { values.apply(to: &$0) }
        if arguments.has("--json") {
            try context.output.json(LedgerEntryJSON(saved))
        } else {
            context.output.line("saved \(EntryText.shortID(saved.id)): " + EntryText.summary(saved))
        }
        return ExitStatus.ok
    }
}
