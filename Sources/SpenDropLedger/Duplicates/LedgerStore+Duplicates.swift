import Foundation
import SpenDropModel

/// Duplicate detection: every rule is one indexed lookup, so the check stays fast as the ledger grows.
extension LedgerStore {
    func duplicate(of record: EntryRecord, _ db: SQLiteConnection) throws -> DuplicateMatch? {
        let entry = record.entry
        // A person typing an entry by hand means it; only entries read from screens are checked.
        guard entry.source != .manual else { return nil }
        let id = SQLiteValue.text(entry.id.uuidString)
        if let hash = entry.screenshotHash,
            let match = try db.scalar(
                "SELECT id FROM entries WHERE screenshot_hash = ?1 AND id <> ?2 AND deleted_at IS NULL LIMIT 1",
                [.text(hash), id],
                operation: "check for duplicates")?.text
        {
            return Self.match(match, .strong, "same screenshot saved before")
        }
        let amount = SQLiteValue.integer(entry.amount.minorUnits)
        let currency = SQLiteValue.text(entry.amount.currency)
        // A weak same-screen match (another amount) must not hide a strong one from the reference rules below.
        let screen = try entry.pixelHash.flatMap { try sameScreen($0, record, db) }
        if let screen, screen.strength == .strong { return screen }
        let at = record.occurredAt
        // A long reference identifies one payment whatever the dates say (a misread year must not hide it).
        if let reference = record.referenceKey, reference.count >= DuplicateKeys.longReference,
            let match = try db.scalar(
                """
                SELECT id FROM entries
                WHERE reference_key = ?1 AND amount_minor = ?2 AND currency = ?3 AND id <> ?4 AND deleted_at IS NULL
                ORDER BY abs(occurred_at - ?5) LIMIT 1
                """, [.text(reference), amount, currency, id, .integer(at)], operation: "check for duplicates")?.text
        {
            return Self.match(match, .strong, "same reference and amount")
        }
        if let reference = record.referenceKey,
            let match = try db.scalar(
                """
                SELECT id FROM entries
                WHERE reference_key = ?1 AND amount_minor = ?2 AND occurred_at BETWEEN ?3 AND ?4
                    AND currency = ?5 AND id <> ?6 AND deleted_at IS NULL
                ORDER BY abs(occurred_at - ?7) LIMIT 1
                """,
                [
                    .text(reference), amount, .integer(at - DuplicateKeys.strongWindowMilliseconds),
                    .integer(at + DuplicateKeys.strongWindowMilliseconds), currency, id, .integer(at),
                ],
                operation: "check for duplicates")?.text
        {
            return Self.match(match, .strong, "same reference and amount within 48 hours")
        }
        // The very screen, with another amount, says more than the same merchant and amount do.
        if let screen { return screen }
        guard let merchant = record.merchantKey else { return nil }
        // An account this ledger does not know yet conflicts with every entry that names an account.
        let accountID: SQLiteValue
        if let name = record.account {
            accountID = .integer(
                try db.scalar("SELECT id FROM accounts WHERE name = ?1", [.text(name)], operation: "find account")?
                    .int64 ?? -1)
        } else {
            accountID = .null
        }
        let match = try db.scalar(
            """
            SELECT id FROM entries
            WHERE merchant_key = ?1 AND amount_minor = ?2 AND occurred_at BETWEEN ?3 AND ?4
                AND currency = ?5 AND id <> ?6 AND deleted_at IS NULL
                AND (provider IS NULL OR ?8 IS NULL OR provider = ?8)
                AND (account_id IS NULL OR ?9 IS NULL OR account_id = ?9)
            ORDER BY abs(occurred_at - ?7) LIMIT 1
            """,
            [
                .text(merchant), amount, .integer(at - DuplicateKeys.weakWindowMilliseconds),
                .integer(at + DuplicateKeys.weakWindowMilliseconds), currency, id, .integer(at),
                .optional(entry.provider?.rawValue), accountID,
            ],
            operation: "check for duplicates")?.text
        return match.flatMap { Self.match($0, .weak, "same amount and merchant within 15 minutes") }
    }

    /// The closest entry whose screenshot hashes within `sameScreenBits` of this one's: the same screen in another
    /// format or size. Strong with the same amount; weak (a warning) with another.
    ///
    /// Index lookups, not a pass over every hash: the candidates are the entries that share a block of the hash, or
    /// come within one bit of it (`PixelHashBlocks`), and each is then measured in full.
    private func sameScreen(_ pixels: UInt64, _ record: EntryRecord, _ db: SQLiteConnection) throws -> DuplicateMatch? {
        // First the rows (by rowid) whose hash is near enough, from the indexes alone; rare, so only they are read.
        var near: [Int64: Int] = [:]
        for block in PixelHashBlocks.all {
            // Bound, not spliced in: the statement's text is the same for every hash, so it is prepared once.
            let values = block.neighbours(of: pixels)
            try db.query(
                Self.sameScreenQuery(block, values: values.count), values.map(SQLiteValue.integer),
                operation: "check for duplicates"
            ) { row in
                guard let rowid = row.int64(0), let value = row.int64(1) else { return }
                let distance = (UInt64(bitPattern: value) ^ pixels).nonzeroBitCount
                if distance <= Self.sameScreenBits { near[rowid] = distance }
            }
        }
        let own = record.entry.id.uuidString
        let amount = record.entry.amount
        var candidates: [(id: String, distance: Int, sameAmount: Bool)] = []
        for (rowid, distance) in near {
            try db.query(
                "SELECT id, amount_minor = ?2 AND currency = ?3 FROM entries WHERE rowid = ?1",
                [.integer(rowid), .integer(amount.minorUnits), .text(amount.currency)],
                operation: "check for duplicates"
            ) { row in
                guard let id = row.text(0), id != own else { return }
                candidates.append((id, distance, row.int64(1) == 1))
            }
        }
        // The closest first (ties by id, so the answer does not depend on the order rows came in).
        let ranked = candidates.sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }
        if let same = ranked.first(where: \.sameAmount) {
            return Self.match(same.id, .strong, "same screen saved before, in another file")
        }
        return ranked.first.flatMap { Self.match($0.id, .weak, "looks like the same screen, with another amount") }
    }

    /// The rowid and hash of the entries whose `block` is one of `values` bound values: read from that block's
    /// index alone.
    static func sameScreenQuery(_ block: PixelHashBlocks, values: Int) -> String {
        let placeholders = (1...values).map { "?\($0)" }.joined(separator: ", ")
        return """
            SELECT rowid, pixel_hash FROM entries
            WHERE \(block.expression) IN (\(placeholders)) AND pixel_hash IS NOT NULL AND deleted_at IS NULL
            """
    }

    private static func match(_ id: String, _ strength: DuplicateMatch.Strength, _ reason: String) -> DuplicateMatch? {
        UUID(uuidString: id).map { DuplicateMatch(entryID: $0, strength: strength, reason: reason) }
    }
}
