import Foundation

/// One named, append-only schema step. Once shipped a migration is never edited: a change is a new migration.
///
/// Migrations speak SQL and plain strings only, never the app's model types, so an old step still means what
/// it meant when it shipped.
struct Migration: Sendable {
    let name: String
    let apply: @Sendable (SQLiteConnection) throws -> Void

    /// Every migration in order; the schema version is how many of them a database has.
    static let all: [Migration] = [
        Migration(name: "v1_entries_and_accounts", apply: createEntriesAndAccounts),
        Migration(name: "v2_transfers_and_duplicate_keys", apply: addTransfersAndDuplicateKeys),
        Migration(name: "v3_history_bin_status_funding", apply: addHistoryBinStatusAndFunding),
        Migration(name: "v4_pixel_hash_blocks", apply: indexPixelHashBlocks),
    ]

    /// The schema version this build writes.
    static var latestVersion: Int64 { Int64(all.count) }

    // MARK: v1

    private static func createEntriesAndAccounts(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE accounts (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                type TEXT NOT NULL CHECK (type IN ('bank', 'ewallet', 'card', 'cash')),
                provider TEXT,
                created_at INTEGER NOT NULL
            );
            CREATE TABLE entries (
                id TEXT PRIMARY KEY NOT NULL,
                kind TEXT NOT NULL,
                amount_minor INTEGER NOT NULL,
                currency TEXT NOT NULL,
                merchant TEXT,
                provider TEXT,
                channel TEXT,
                account_id INTEGER REFERENCES accounts(id),
                category TEXT NOT NULL,
                date TEXT,
                time TEXT,
                time_zone TEXT NOT NULL,
                reference TEXT,
                fee_minor INTEGER,
                note TEXT,
                source TEXT NOT NULL,
                ocr_text TEXT,
                confidence TEXT,
                screenshot_path TEXT,
                screenshot_hash TEXT,
                created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL
            );
            """, operation: "migrate v1")
    }

    // MARK: v2

    /// Transfers get their second account; duplicate checks get normalised keys, one instant and indexes.
    private static func addTransfersAndDuplicateKeys(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            ALTER TABLE entries ADD COLUMN to_account_id INTEGER REFERENCES accounts(id);
            ALTER TABLE entries ADD COLUMN merchant_key TEXT;
            ALTER TABLE entries ADD COLUMN reference_key TEXT;
            ALTER TABLE entries ADD COLUMN occurred_at INTEGER;
            """, operation: "migrate v2")
        // Backfill the keys of entries saved under v1 with the same rules new saves use.
        var rows: [(String, String?, String?, String?, String?, String, Int64)] = []
        try db.query(
            "SELECT id, merchant, reference, date, time, time_zone, created_at FROM entries", operation: "migrate v2"
        ) { row in
            rows.append(
                (
                    row.text(0) ?? "", row.text(1), row.text(2), row.text(3), row.text(4), row.text(5) ?? "",
                    row.int64(6) ?? 0
                ))
        }
        for (id, merchant, reference, date, time, zone, createdAt) in rows {
            let instant = TimeZone(identifier: zone).flatMap { LocalDateTime.instant(date: date, time: time, in: $0) }
            let occurredAt = instant.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) } ?? createdAt
            try db.run(
                "UPDATE entries SET merchant_key = ?, reference_key = ?, occurred_at = ? WHERE id = ?",
                [
                    .optional(DuplicateKeys.merchant(merchant)), .optional(DuplicateKeys.reference(reference)),
                    .integer(occurredAt), .text(id),
                ],
                operation: "migrate v2")
        }
        try db.execute(
            """
            CREATE INDEX entries_by_reference ON entries (reference_key, amount_minor, occurred_at)
                WHERE reference_key IS NOT NULL;
            CREATE INDEX entries_by_merchant ON entries (merchant_key, amount_minor, occurred_at)
                WHERE merchant_key IS NOT NULL;
            CREATE INDEX entries_by_screenshot ON entries (screenshot_hash) WHERE screenshot_hash IS NOT NULL;
            CREATE INDEX entries_newest_first ON entries (occurred_at DESC, created_at DESC);
            CREATE INDEX entries_by_account ON entries (account_id);
            """, operation: "migrate v2")
    }

    // MARK: v3

    /// The append-only change history, the bin, the payment's status, the card behind a wallet payment, the
    /// screenshot's pixel hash, and an account's last four digits.
    ///
    /// Entries saved before this migration have no history rows: their history starts with their next change.
    private static func addHistoryBinStatusAndFunding(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            ALTER TABLE entries ADD COLUMN status TEXT NOT NULL DEFAULT 'completed';
            ALTER TABLE entries ADD COLUMN deleted_at INTEGER;
            ALTER TABLE entries ADD COLUMN funding_provider TEXT;
            ALTER TABLE entries ADD COLUMN funding_label TEXT;
            ALTER TABLE entries ADD COLUMN funding_last4 TEXT;
            ALTER TABLE entries ADD COLUMN pixel_hash INTEGER;
            ALTER TABLE accounts ADD COLUMN last4 TEXT;
            CREATE TABLE entry_changes (
                id INTEGER PRIMARY KEY,
                change_set INTEGER NOT NULL,
                entry_id TEXT NOT NULL,
                changed_at INTEGER NOT NULL,
                author TEXT NOT NULL CHECK (author IN ('cli', 'app', 'extension')),
                action TEXT NOT NULL CHECK (action IN ('saved', 'edited', 'deleted', 'restored')),
                field TEXT,
                old_value TEXT,
                new_value TEXT,
                undoes INTEGER
            );
            CREATE INDEX entry_changes_by_entry ON entry_changes (entry_id, id);
            CREATE INDEX entry_changes_by_set ON entry_changes (change_set);
            CREATE INDEX entry_changes_undone ON entry_changes (undoes) WHERE undoes IS NOT NULL;
            -- Covering, so the same-screen check reads only this index.
            CREATE INDEX entries_by_pixel_hash ON entries (pixel_hash, id)
                WHERE pixel_hash IS NOT NULL AND deleted_at IS NULL;
            CREATE TRIGGER entry_changes_are_never_updated BEFORE UPDATE ON entry_changes
                BEGIN SELECT RAISE(ABORT, 'the change history is append-only'); END;
            CREATE TRIGGER entry_changes_are_never_deleted BEFORE DELETE ON entry_changes
                BEGIN SELECT RAISE(ABORT, 'the change history is append-only'); END;
            """, operation: "migrate v3")
    }

    // MARK: v4

    /// The same-screen check as index lookups: one expression index for each of the five blocks the pixel hash is
    /// cut into (bits 0–12, 13–25, 26–38, 39–51, 52–63; `PixelHashBlocks`), replacing the index it read whole.
    /// Each also holds the whole hash and `deleted_at`, so candidates are measured from the index alone (covering),
    /// without reading their rows.
    /// The expressions are spelled here, not taken from `PixelHashBlocks`, so this step keeps its meaning.
    private static func indexPixelHashBlocks(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            DROP INDEX entries_by_pixel_hash;
            CREATE INDEX entries_by_pixel_block_0 ON entries (((pixel_hash >> 0) & 8191), pixel_hash, deleted_at)
                WHERE pixel_hash IS NOT NULL;
            CREATE INDEX entries_by_pixel_block_13 ON entries (((pixel_hash >> 13) & 8191), pixel_hash, deleted_at)
                WHERE pixel_hash IS NOT NULL;
            CREATE INDEX entries_by_pixel_block_26 ON entries (((pixel_hash >> 26) & 8191), pixel_hash, deleted_at)
                WHERE pixel_hash IS NOT NULL;
            CREATE INDEX entries_by_pixel_block_39 ON entries (((pixel_hash >> 39) & 8191), pixel_hash, deleted_at)
                WHERE pixel_hash IS NOT NULL;
            CREATE INDEX entries_by_pixel_block_52 ON entries (((pixel_hash >> 52) & 4095), pixel_hash, deleted_at)
                WHERE pixel_hash IS NOT NULL;
            """, operation: "migrate v4")
    }
}
