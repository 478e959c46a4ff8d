import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop delete ID…`: moves entries to the bin.
enum DeleteCommand: Command {
    static let name = "delete"
    static let summary = "Move entries to the bin (nothing is destroyed)."
    static let usage = "spendrop delete ID... [--json]"
    static let discussion = """
        The entries leave the list, totals, exports and duplicate checks; 'list --deleted' shows them and
        'spendrop restore ID' or 'spendrop undo' brings them back. All the IDs are moved or none.
        """
    static let options: [OptionSpec] = [.flag("--json", "Print {\"deleted\": [id...]}.")]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        try BinChange.run(arguments, context: context, deleting: true)
    }
}

/// `spendrop restore ID…`: brings entries back from the bin.
enum RestoreCommand: Command {
    static let name = "restore"
    static let summary = "Bring entries back from the bin."
    static let usage = "spendrop restore ID... [--json]"
    static let options: [OptionSpec] = [.flag("--json", "Print {\"restored\": [id...]}.")]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        try BinChange.run(arguments, context: context, deleting: false)
    }
}

private enum BinChange {
    static func run(_ arguments: Arguments, context: Context, deleting: Bool) throws -> Int32 {
        let verb = deleting ? "delete" : "restore"
        guard !arguments.positionals.isEmpty else {
            throw CLIError.usage("'\(verb)' needs at least one entry ID (see 'spendrop list')")
        }
        guard let store = try context.existingLedger() else {
            throw CLIError.rejected("no entry with id \(arguments.positionals[0].lowercased()): the ledger is empty")
        }
        var ids: [UUID] = []
        for text in arguments.positionals { ids.append(try store.resolveEntryID(text)) }
        if deleting { try store.moveToBin(ids) } else { try store.restore(ids) }
        if arguments.has("--json") {
            try context.output.json([deleting ? "deleted" : "restored": ids.map { $0.uuidString.lowercased() }])
            return ExitStatus.ok
        }
        for id in ids {
            guard let entry = try store.entry(id: id) else { continue }
            context.output.line(
                "\(deleting ? "moved to the bin" : "restored") \(EntryText.shortID(id)): " + EntryText.summary(entry))
        }
        if deleting { context.output.line("(bring back with 'spendrop restore ID' or 'spendrop undo')") }
        return ExitStatus.ok
    }
}

/// `spendrop undo`: reverts the most recent save, edit, delete or restore in this home.
enum UndoCommand: Command {
    static let name = "undo"
    static let summary = "Revert the last save, edit, delete or restore."
    static let usage = "spendrop undo [--json]"
    static let discussion = """
        Each undo goes one change further back. An undone save moves the entry to the bin; an undone edit writes
        the old values back. The undo is recorded in the entry's history like any change.
        """
    static let options: [OptionSpec] = [.flag("--json", "Print {\"undone\": {\"action\", \"entry_id\"}}.")]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("'undo' takes no arguments") }
        guard let store = try context.existingLedger(), let undone = try store.undoLast() else {
            throw CLIError.rejected("nothing to undo: no change is recorded in this ledger")
        }
        if arguments.has("--json") {
            try context.output.json(UndoneJSON(undone))
            return ExitStatus.ok
        }
        for id in undone.entryIDs {
            guard let entry = try store.entry(id: id) else { continue }
            let what =
                switch undone.action {
                case .saved: "the save (moved to the bin)"
                case .edited: "the edit"
                case .deleted: "the delete (restored)"
                case .restored: "the restore (back in the bin)"
                }
            context.output.line("undid \(what) of \(EntryText.shortID(id)): " + EntryText.summary(entry))
        }
        return ExitStatus.ok
    }
}

private struct UndoneJSON: Encodable {
    struct Undone: Encodable {
        let action: String
        let entryID: String
        let entryIDs: [String]

        enum CodingKeys: String, CodingKey {
            case action
            case entryID = "entry_id"
            case entryIDs = "entry_ids"
        }
    }

    let undone: Undone

    init(_ change: UndoneChange) {
        let ids = change.entryIDs.map { $0.uuidString.lowercased() }
        undone = Undone(action: change.action.rawValue, entryID: ids.first ?? "", entryIDs: ids)
    }
}
