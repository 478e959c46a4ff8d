import Foundation
import SpenDropModel

/// The append-only change history: every save, edit, delete and restore writes its rows in the same
/// transaction as the change, so the entry and its history commit together and `undo` is exact.
extension LedgerStore {
    /// Every recorded change to the entry, oldest first. Entries saved before the history existed start with
    /// their first later change.
    public func history(of id: UUID) throws(LedgerError) -> [EntryChange] {
        try database.read("read the entry's history") { db in
            try Self.changes(
                "WHERE entry_id = ?1 ORDER BY id", [.text(id.uuidString)], db)
        }
    }

    // MARK: Writing

    /// The number of the next change set, inside the caller's write transaction.
    static func nextChangeSet(_ db: SQLiteConnection) throws -> Int64 {
        (try db.scalar("SELECT coalesce(max(change_set), 0) + 1 FROM entry_changes", operation: "history")?.int64)
            ?? 1
    }

    /// Appends the rows of one change to one entry: one per field, or one without a field for a delete or
    /// restore.
    func writeChange(
        _ action: ChangeAction, entryID: UUID, fields: [FieldChange], changeSet: Int64, undoes: Int64? = nil,
        at: Date = Date(), _ db: SQLiteConnection
    ) throws {
        let sql = """
            INSERT INTO entry_changes (change_set, entry_id, changed_at, author, action, field, old_value, new_value,
                undoes)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
            """
        let common: [SQLiteValue] = [
            .integer(changeSet), .text(entryID.uuidString), .integer(EntryRecord.milliseconds(at)),
            .text(author.rawValue), .text(action.rawValue),
        ]
        if fields.isEmpty {
            try db.run(sql, common + [.null, .null, .null, .optional(undoes)], operation: "record the change")
        }
        for field in fields {
            try db.run(
                sql, common + [.text(field.field), .optional(field.old), .optional(field.new), .optional(undoes)],
                operation: "record the change")
        }
    }

    /// The changes the rows matching `clause` make up, grouped per change set and entry, in row order.
    static func changes(_ clause: String, _ values: [SQLiteValue], _ db: SQLiteConnection) throws -> [EntryChange] {
        var result: [EntryChange] = []
        try db.query(
            """
            SELECT change_set, entry_id, changed_at, author, action, field, old_value, new_value, undoes
            FROM entry_changes
            """ + " " + clause, values, operation: "read the history"
        ) { row in
            guard let set = row.int64(0), let id = row.text(1).flatMap(UUID.init(uuidString:)),
                let at = row.int64(2), let author = row.text(3).flatMap(ChangeAuthor.init(rawValue:)),
                let action = row.text(4).flatMap(ChangeAction.init(rawValue:))
            else {
                throw LedgerError(.read, "the change history has a value this version of SpenDrop cannot read")
            }
            let field = row.text(5).map { FieldChange(field: $0, old: row.text(6), new: row.text(7)) }
            if let last = result.last, last.changeSet == set, last.entryID == id {
                if let field { result[result.count - 1].fields.append(field) }
            } else {
                result.append(
                    EntryChange(
                        changeSet: set, entryID: id, at: EntryRecord.date(milliseconds: at), author: author,
                        action: action, fields: field.map { [$0] } ?? [], undoes: row.int64(8)))
            }
        }
        return result
    }
}
