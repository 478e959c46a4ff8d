import Foundation

/// Schema versions: the app migrates forward; nobody downgrades, wipes or writes a newer schema.
extension LedgerStore {
    /// The schema version this build reads and writes.
    public static var currentSchemaVersion: Int { Int(Migration.latestVersion) }

    /// Brings the file up to the latest schema in one transaction, so a crash leaves the old or the new schema.
    func migrate() throws(LedgerError) {
        try Self.migrate(database, upTo: Migration.latestVersion)
    }

    /// Applies the migrations after the file's version up to `target` (tests stop early to build old files).
    static func migrate(_ database: SerializedDatabase, upTo target: Int64) throws(LedgerError) {
        try database.write("migrate the ledger") { db in
            let version = try Self.userVersion(db)
            if version > Migration.latestVersion {
                throw Self.tooNew(version)
            }
            try db.execute(
                """
                CREATE TABLE IF NOT EXISTS migrations (
                    version INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied_at INTEGER NOT NULL)
                """, operation: "record migrations")
            try Self.requireKnownMigrations(db)
            guard version < target else { return }
            for index in Int(version)..<Int(target) {
                let migration = Migration.all[index]
                try migration.apply(db)
                try db.run(
                    "INSERT INTO migrations (version, name, applied_at) VALUES (?1, ?2, ?3)",
                    [.integer(Int64(index + 1)), .text(migration.name), .integer(EntryRecord.milliseconds(Date()))],
                    operation: "record a migration")
            }
            // PRAGMA takes no bound parameters; the value is our own integer.
            try db.execute("PRAGMA user_version = \(target)", operation: "record the schema version")
        }
    }

    /// The extension's check: it may use only a database already at this build's schema. A read-only file
    /// cannot be upgraded by anyone, so an older one is refused as such.
    func requireCurrentSchema(readOnly: Bool = false) throws(LedgerError) {
        let version = try database.read("read the schema version") { db in try Self.userVersion(db) }
        if version > Migration.latestVersion { throw Self.tooNew(version) }
        if version < Migration.latestVersion && readOnly {
            throw LedgerError(
                .readOnly,
                "the ledger is read-only (permission denied) and was written by an older version of SpenDrop, "
                    + "so it cannot be upgraded to be read")
        }
        if version < Migration.latestVersion {
            throw LedgerError(
                .migrationNeeded,
                "the ledger has schema version \(version) but this version needs \(Migration.latestVersion); "
                    + "the app must open it first")
        }
    }

    /// Guards every write: the app may have upgraded the file since this store opened it.
    static func checkSchemaNotNewer(_ db: SQLiteConnection) throws {
        let version = try userVersion(db)
        if version > Migration.latestVersion { throw tooNew(version) }
    }

    static func userVersion(_ db: SQLiteConnection) throws -> Int64 {
        try db.scalar("PRAGMA user_version", operation: "read the schema version")?.int64 ?? 0
    }

    /// A migration name this build does not know means a newer (or foreign) build wrote the schema.
    private static func requireKnownMigrations(_ db: SQLiteConnection) throws {
        var unknown = false
        try db.query("SELECT version, name FROM migrations", operation: "read migrations") { row in
            guard let version = row.int64(0), version >= 1, version <= Migration.latestVersion,
                Migration.all[Int(version) - 1].name == row.text(1)
            else {
                unknown = true
                return
            }
        }
        if unknown {
            throw LedgerError(.schemaTooNew, "the ledger records a migration this version of SpenDrop does not know")
        }
    }

    private static func tooNew(_ version: Int64) -> LedgerError {
        LedgerError(
            .schemaTooNew,
            "the ledger has schema version \(version), newer than this version of SpenDrop "
                + "(\(Migration.latestVersion)); update SpenDrop to open it")
    }
}
