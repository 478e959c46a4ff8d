import Foundation
import SpenDropModel

/// Fixing a saved mistake: edit, delete to the bin, restore, undo, and finding an entry by a short id.
///
/// Each is one write transaction holding the change and its history rows; it returns only once both are durable.
extension LedgerStore {
    /// The shortest id prefix accepted: the list shows 8 characters, and 6 hex characters still tell apart
    /// 16 million entries.
    public static let minimumIDPrefix = 6

    /// The entry an id names: the full id, the 8 characters `list` shows, or any unique prefix of 6 or more.
    ///
    /// - Throws: `.invalid` for a malformed or too short id, `.ambiguous` when a prefix matches more than one
    ///   entry, `.notFound` when none.
    public func resolveEntryID(_ text: String) throws(LedgerError) -> UUID {
        let key = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard !key.isEmpty, key.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw LedgerError(.invalid, "'\(text)' is not an entry id (the list shows ids like 3af49f34)")
        }
        guard key.count >= Self.minimumIDPrefix else {
            throw LedgerError(
                .invalid, "an entry id needs at least \(Self.minimumIDPrefix) characters ('\(text)' is too short)")
        }
        let found: [String] = try database.read("find the entry") { db in
            var ids: [String] = []
            // A range over the primary key: an index lookup whatever the ledger's size. '~' sorts after every
            // character an id has.
            try db.query(
                "SELECT id FROM entries WHERE id >= ?1 AND id < ?2 ORDER BY id LIMIT 2",
                [.text(key), .text(key + "~")],
                operation: "find the entry"
            ) { row in if let id = row.text(0) { ids.append(id) } }
            return ids
        }
        guard let first = found.first, let id = UUID(uuidString: first) else {
            throw LedgerError(.notFound, "no entry with id \(text.lowercased()) in the ledger")
        }
        guard found.count == 1 else {
            throw LedgerError(
                .ambiguous, "the id \(text.lowercased()) matches more than one entry: give more of its characters")
        }
        return id
    }

    /// Changes fields of a saved entry and records what changed; returns the entry as the ledger now holds it.
    ///
    /// `change` is applied to the entry as it is inside the transaction. Nothing is written when it changes
    /// nothing. An entry in the bin can be edited too (it stays there).
    /// - Throws: `.notFound`, or `.invalid` when the result is not a valid entry (naming the field).
    @discardableResult
    public func edit(id: UUID, _ change: (inout LedgerEntry) -> Void) throws(LedgerError) -> LedgerEntry {
        try database.write("save the change") { db in
            try Self.checkSchemaNotNewer(db)
            guard let old = try Self.readEntry(id, db) else { throw Self.missing(id) }
            var new = old
            change(&new)
            new.id = old.id
            new.createdAt = old.createdAt
            new.deletedAt = old.deletedAt
            let fields = EntryFields.difference(from: old, to: new)
            guard !fields.isEmpty else { return old }
            new.updatedAt = Date()
            try update(try EntryRecord(new), db)
            try writeChange(.edited, entryID: id, fields: fields, changeSet: try Self.nextChangeSet(db), db)
            return try Self.readEntry(id, db) ?? new
        }
    }

    /// Moves entries to the bin, all or none: they leave the ledger's lists, totals and duplicate checks, and
    /// nothing is destroyed (`restore` brings them back).
    /// - Throws: `.notFound` for an unknown id, `.conflict` for one already in the bin.
    public func moveToBin(_ ids: [UUID]) throws(LedgerError) {
        try setDeleted(ids, deleted: true)
    }

    /// Brings entries back from the bin, all or none.
    /// - Throws: `.notFound` for an unknown id, `.conflict` for one not in the bin.
    public func restore(_ ids: [UUID]) throws(LedgerError) {
        try setDeleted(ids, deleted: false)
    }

    /// Reverts the most recent save, edit, delete or restore not yet undone, and records the reversal: a save is
    /// undone by moving the entry to the bin, an edit by writing the old values back, a delete by a restore.
    /// Undoing again goes one change further back.
    ///
    /// - Returns: what was undone, or nil when there is nothing left to undo.
    public func undoLast() throws(LedgerError) -> UndoneChange? {
        try database.write("undo the last change") { db in
            try Self.checkSchemaNotNewer(db)
            guard
                let target = try db.scalar(
                    """
                    SELECT change_set FROM entry_changes c
                    WHERE undoes IS NULL
                        AND NOT EXISTS (SELECT 1 FROM entry_changes u WHERE u.undoes = c.change_set)
                    ORDER BY change_set DESC LIMIT 1
                    """, operation: "find the last change")?.int64
            else { return nil }
            let changes = try Self.changes("WHERE change_set = ?1 ORDER BY id", [.integer(target)], db)
            guard let action = changes.first?.action else { return nil }
            let changeSet = try Self.nextChangeSet(db)
            let now = Date()
            for change in changes {
                guard var entry = try Self.readEntry(change.entryID, db) else { continue }
                switch change.action {
                case .saved, .restored:
                    guard entry.deletedAt == nil else { continue }
                    entry.deletedAt = now
                    try update(try EntryRecord(entry), db)
                    try writeChange(.deleted, entryID: entry.id, fields: [], changeSet: changeSet, undoes: target, db)
                case .deleted:
                    guard entry.deletedAt != nil else { continue }
                    entry.deletedAt = nil
                    try update(try EntryRecord(entry), db)
                    try writeChange(.restored, entryID: entry.id, fields: [], changeSet: changeSet, undoes: target, db)
                case .edited:
                    let before = entry
                    for field in change.fields { try EntryFields.set(field.field, to: field.old, in: &entry) }
                    entry.updatedAt = now
                    try update(try EntryRecord(entry), db)
                    try writeChange(
                        .edited, entryID: entry.id, fields: EntryFields.difference(from: before, to: entry),
                        changeSet: changeSet, undoes: target, db)
                }
            }
            return UndoneChange(action: action, entryIDs: changes.map(\.entryID))
        }
    }

    // MARK: Internals

    private func setDeleted(_ ids: [UUID], deleted: Bool) throws(LedgerError) {
        guard !ids.isEmpty else { return }
        try database.write(deleted ? "move the entries to the bin" : "restore the entries") { db in
            try Self.checkSchemaNotNewer(db)
            let changeSet = try Self.nextChangeSet(db)
            let now = Date()
            var seen: Set<UUID> = []
            for id in ids where seen.insert(id).inserted {
                guard var entry = try Self.readEntry(id, db) else { throw Self.missing(id) }
                guard entry.isDeleted != deleted else {
                    let short = id.uuidString.lowercased().prefix(8)
                    throw LedgerError(
                        .conflict, deleted ? "entry \(short) is already in the bin" : "entry \(short) is not in the bin"
                    )
                }
                entry.deletedAt = deleted ? now : nil
                try update(try EntryRecord(entry), db)
                try writeChange(deleted ? .deleted : .restored, entryID: id, fields: [], changeSet: changeSet, db)
            }
        }
    }

    /// Rewrites an existing row from `record`, inside the caller's transaction.
    func update(_ record: EntryRecord, _ db: SQLiteConnection) throws {
        var fundingID: Int64?
        var transferID: Int64?
        if let name = record.account { fundingID = try accountID(named: name, db) }
        if let name = record.transferAccount { transferID = try accountID(named: name, db) }
        try db.run(
            EntryRecord.updateSQL, record.values(accountID: fundingID, transferAccountID: transferID),
            operation: "save the change")
    }

    static func missing(_ id: UUID) -> LedgerError {
        LedgerError(.notFound, "no entry with id \(id.uuidString.lowercased().prefix(8)) in the ledger")
    }
}
