import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop show ID`: one entry and its change history.
enum ShowCommand: Command {
    static let name = "show"
    static let summary = "Show one entry and its change history."
    static let usage = "spendrop show ID [--json]"
    static let discussion = """
        ID is the full id, the 8 characters 'list' shows, or any unique prefix of 6 or more. An entry in the bin
        is shown too, marked so. A read-only ledger can be shown.
        """
    static let options: [OptionSpec] = [.flag("--json", "Print the entry object with its \"history\".")]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            throw CLIError.usage("'show' takes one entry ID (see 'spendrop list')")
        }
        guard let store = try context.existingLedger() else {
            throw CLIError.rejected("no entry with id \(text.lowercased()): the ledger is empty")
        }
        let id = try store.resolveEntryID(text)
        guard let entry = try store.entry(id: id) else { throw LedgerStore.missingEntry(id) }
        let history = try store.history(of: id)
        if arguments.has("--json") {
            try context.output.json(EntryWithHistoryJSON(entry: entry, history: history))
            return ExitStatus.ok
        }
        for line in EntryText.detail(entry) { context.output.line(line) }
        context.output.line("History")
        if history.isEmpty {
            context.output.line("  (none recorded: saved before this version kept a history)")
        }
        for line in EntryText.history(history, timeZone: entry.timeZone) { context.output.line(line) }
        return ExitStatus.ok
    }
}

extension LedgerStore {
    static func missingEntry(_ id: UUID) -> CLIError {
        CLIError.rejected("no entry with id \(EntryText.shortID(id)) in the ledger")
    }
}
