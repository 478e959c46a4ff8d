import Foundation
import SpenDropModel

/// The one SQLite store in the App Group container, opened by both the app and the share extension.
///
/// The database uses the rollback journal and keeps its connection open without a transaction between
/// operations, so an idle store holds no file lock (a suspended iOS process holding one is killed, 0xdead10cc).
public final class LedgerStore: Sendable {
    /// Who opens the store: only the app migrates.
    public enum Role: Sendable {
        case app
        case shareExtension
    }

    /// The container the ledger lives in.
    public let container: AppGroupContainer
    /// Two screenshots whose pixel hashes (`LedgerEntry.pixelHash`) differ in at most this many of their 64 bits are
    /// the same screen. Measured on the bundled samples in every format and size against every distinct screen
    /// (docs/ledger.md): the same screen differed in at most 5 bits, two screens in at least 15.
    public static let sameScreenBits = 8

    /// Who opened it.
    public let role: Role
    /// Who the change history names as the author of this store's changes.
    public let author: ChangeAuthor
    /// Whether the file could only be opened for reading (its permissions); every write is then refused.
    public let isReadOnly: Bool
    let database: SerializedDatabase

    /// Opens the ledger in `container`; as `.app` it creates and migrates the schema, as `.shareExtension` it
    /// only opens a database the app has already brought up to date.
    ///
    /// A ledger file that exists but cannot be written (its permissions, or its folder's) is opened read-only:
    /// it can be listed, shown and exported, and every write is refused with `.readOnly`.
    ///
    /// - Parameter author: who the change history names for this store's changes; by default the app or the
    ///   extension, after `role`.
    /// - Throws: `LedgerError` `.schemaTooNew` for a database written by a newer version, `.migrationNeeded`
    ///   when the extension finds no database or an older schema, `.open` when the file cannot be opened.
    public init(container: AppGroupContainer, role: Role, author: ChangeAuthor? = nil) throws(LedgerError) {
        self.container = container
        self.role = role
        self.author = author ?? (role == .app ? .app : .extension)
        let url = container.ledgerURL
        let manager = FileManager.default
        if role == .shareExtension && !manager.fileExists(atPath: url.path) {
            throw LedgerError(.migrationNeeded, "the ledger has not been created yet; the app must open it first")
        }
        let exists = manager.fileExists(atPath: url.path)
        // The rollback journal is created beside the file, so a write needs the folder writable too.
        let readOnly =
            exists && !(manager.isWritableFile(atPath: url.path) && manager.isWritableFile(atPath: container.url.path))
        isReadOnly = readOnly
        if role == .app && !readOnly {
            do {
                try manager.createDirectory(at: container.url, withIntermediateDirectories: true)
            } catch {
                throw LedgerError(.open, "cannot create the App Group container for \(container.groupIdentifier)")
            }
        }
        if manager.fileExists(atPath: url.path) && !container.contains(url) {
            throw LedgerError(.open, "the ledger file points outside the App Group container")
        }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: url.path, create: role == .app && !readOnly, readOnly: readOnly)
        } catch {
            throw LedgerError(.open, "cannot open the ledger in the App Group container: \(error.codeDescription)")
        }
        database = SerializedDatabase(connection: connection, readOnly: readOnly)
        if readOnly {
            try requireCurrentSchema(readOnly: true)
            return
        }
        try configure()
        switch role {
        case .app: try migrate()
        case .shareExtension: try requireCurrentSchema()
        }
    }

    /// Saves an entry; returns only once it is durable.
    ///
    /// A new account name is created on demand. A transfer must name two different accounts and never comes
    /// from the share extension.
    ///
    /// - Returns: the entry as the ledger now holds it, read back in the same transaction.
    @discardableResult
    public func save(_ entry: LedgerEntry) throws(LedgerError) -> LedgerEntry {
        let record = try EntryRecord(entry)
        return try database.write("save the entry") { db in
            try Self.checkSchemaNotNewer(db)
            try insert(record, db, changeSet: try Self.nextChangeSet(db))
            return try Self.readEntry(record.entry.id, db) ?? record.entry
        }
    }

    /// Saves many entries in one transaction (bulk import); all are saved or none, and one `undo` reverts them.
    public func save(contentsOf entries: [LedgerEntry]) throws(LedgerError) {
        var records: [EntryRecord] = []
        for entry in entries { records.append(try EntryRecord(entry)) }
        try database.write("save the entries") { db in
            try Self.checkSchemaNotNewer(db)
            let changeSet = try Self.nextChangeSet(db)
            for record in records { try insert(record, db, changeSet: changeSet) }
        }
    }

    /// Checks for a duplicate and saves in one transaction, so a concurrent save cannot slip between the two.
    ///
    /// A strong duplicate is not saved unless `allowStrongDuplicate`; a weak one is saved and reported.
    public func saveUnlessDuplicate(
        _ entry: LedgerEntry, allowStrongDuplicate: Bool = false
    ) throws(LedgerError) -> SaveOutcome {
        let record = try EntryRecord(entry)
        return try database.write("save the entry") { db in
            try Self.checkSchemaNotNewer(db)
            let match = try duplicate(of: record, db)
            if let match, match.strength == .strong, !allowStrongDuplicate {
                return SaveOutcome(saved: false, duplicate: match)
            }
            try insert(record, db, changeSet: try Self.nextChangeSet(db))
            return SaveOutcome(saved: true, duplicate: match, entry: try Self.readEntry(record.entry.id, db))
        }
    }

    /// Entries newest first: by their own date and time, or by when they were saved when they carry none.
    ///
    /// - Parameter inBin: false (the default) for the ledger, true for the entries in the bin instead.
    public func entries(limit: Int? = nil, inBin: Bool = false) throws(LedgerError) -> [LedgerEntry] {
        if let limit, limit < 0 { throw LedgerError(.invalid, "the limit must not be negative") }
        return try database.read("read the entries") { db in
            var result: [LedgerEntry] = []
            try db.query(
                EntryRecord.selectSQL + " WHERE e.deleted_at IS \(inBin ? "NOT NULL" : "NULL")"
                    + " ORDER BY e.occurred_at DESC, e.created_at DESC, e.rowid DESC LIMIT ?1",
                [.integer(Int64(limit ?? -1))], operation: "read the entries"
            ) { row in result.append(try EntryRecord.entry(from: row)) }
            return result
        }
    }

    /// The entry with `id`, if saved, whether in the ledger or in the bin (see `LedgerEntry.deletedAt`).
    public func entry(id: UUID) throws(LedgerError) -> LedgerEntry? {
        try database.read("read the entry") { db in try Self.readEntry(id, db) }
    }

    /// How many entries the ledger holds, not counting the bin.
    public func count() throws(LedgerError) -> Int {
        try database.read("count the entries") { db in
            Int(try db.scalar("SELECT count(*) FROM entries WHERE deleted_at IS NULL", operation: "count")?.int64 ?? 0)
        }
    }

    /// The earlier entry `entry` repeats, if any. Manual entries are never checked.
    public func findDuplicate(of entry: LedgerEntry) throws(LedgerError) -> DuplicateMatch? {
        let record = try EntryRecord(entry)
        return try database.read("check for duplicates") { db in try duplicate(of: record, db) }
    }

    /// Whether SQLite's `PRAGMA integrity_check` finds the file sound.
    public func integrityCheck() throws(LedgerError) -> Bool {
        try database.read("check the ledger's integrity") { db in
            try db.scalar("PRAGMA integrity_check", operation: "integrity check")?.text == "ok"
        }
    }

    /// The schema version recorded in the file.
    public func schemaVersion() throws(LedgerError) -> Int {
        try database.read("read the schema version") { db in Int(try Self.userVersion(db)) }
    }

    // MARK: Internals shared by the extensions

    /// Inserts the entry and its `saved` history rows, inside the caller's transaction.
    func insert(_ record: EntryRecord, _ db: SQLiteConnection, changeSet: Int64) throws {
        var fundingID: Int64?
        var transferID: Int64?
        if let name = record.account { fundingID = try accountID(named: name, db) }
        if let name = record.transferAccount { transferID = try accountID(named: name, db) }
        do {
            try db.run(
                EntryRecord.insertSQL, record.values(accountID: fundingID, transferAccountID: transferID),
                operation: "save the entry")
        } catch let error as SQLiteError where error.code & 0xFF == 19 {
            // SQLITE_CONSTRAINT: the only unique key an insert can break is the entry id.
            throw LedgerError(.invalid, "an entry with this id is already saved")
        }
        try writeChange(
            .saved, entryID: record.entry.id, fields: EntryFields.created(record.entry), changeSet: changeSet, db)
    }

    /// The entry with `id` as the caller's transaction sees it.
    static func readEntry(_ id: UUID, _ db: SQLiteConnection) throws -> LedgerEntry? {
        var result: LedgerEntry?
        try db.query(EntryRecord.selectSQL + " WHERE e.id = ?1", [.text(id.uuidString)], operation: "read") { row in
            result = try EntryRecord.entry(from: row)
        }
        return result
    }

    private func configure() throws(LedgerError) {
        try database.read("configure the ledger") { db in
            // The rollback journal, not WAL: WAL keeps a shared lock on the -shm file while a connection is open.
            try db.query("PRAGMA journal_mode = DELETE", operation: "set the journal mode")
            try db.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON", operation: "configure")
        }
    }
}

/// What `saveUnlessDuplicate` did.
public struct SaveOutcome: Sendable, Equatable {
    /// Whether the entry is now in the ledger.
    public var saved: Bool
    /// The earlier entry it repeats, strong (not saved unless allowed) or weak (saved with a warning).
    public var duplicate: DuplicateMatch?
    /// The entry as the ledger holds it after the save, read back in the same transaction: what to print.
    public var entry: LedgerEntry?

    public init(saved: Bool, duplicate: DuplicateMatch?, entry: LedgerEntry? = nil) {
        self.saved = saved
        self.duplicate = duplicate
        self.entry = entry
    }
}
