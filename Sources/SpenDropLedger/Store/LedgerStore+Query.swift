import Foundation
import SpenDropModel

/// The order entries are read in.
public enum EntryOrder: Sendable {
    /// By their own date and time, or by when they were saved when they carry none; the newest first.
    case newestFirst
    /// The reverse: what exports write, so a file reads like a statement.
    case oldestFirst
}

/// Filtered, streaming reads: entries come in pages of a few hundred, each page one short read, so a reader
/// never holds the ledger's lock while its output is being consumed, and memory stays the same for any size.
extension LedgerStore {
    /// How many entries one read fetches.
    static let pageSize = 512

    /// Hands every entry matching `filter` to `body`, in `order`, at most `limit` of them.
    ///
    /// Entries are read a page at a time; `body` runs outside the store's lock. An entry saved while the reading
    /// goes on is included when it sorts after the page being read. The recognised text is not read.
    ///
    /// - Returns: how many entries were handed over.
    /// - Throws: `LedgerError` for the store, or whatever `body` throws (reading stops there).
    @discardableResult
    public func forEachEntry(
        matching filter: EntryFilter = EntryFilter(), order: EntryOrder = .newestFirst, limit: Int? = nil,
        _ body: (LedgerEntry) throws -> Void
    ) throws -> Int {
        if let limit, limit < 0 { throw LedgerError(.invalid, "the limit must not be negative") }
        let filter = try filter.validated()
        var cursor: PageCursor?
        var handed = 0
        while limit.map({ handed < $0 }) ?? true {
            let wanted = min(Self.pageSize, (limit ?? Int.max) - handed)
            let page = try database.read("read the entries") { db in
                try Self.page(filter, order: order, after: cursor, count: wanted, db)
            }
            for entry in page.entries { try body(entry) }
            handed += page.entries.count
            guard page.entries.count == wanted, let next = page.cursor else { break }
            cursor = next
        }
        return handed
    }

    /// The entries matching `filter`, in `order`: for small results; exports and long lists use `forEachEntry`.
    public func entries(
        matching filter: EntryFilter, order: EntryOrder = .newestFirst, limit: Int? = nil
    ) throws -> [LedgerEntry] {
        var result: [LedgerEntry] = []
        try forEachEntry(matching: filter, order: order, limit: limit) { result.append($0) }
        return result
    }

    /// How many entries match `filter`.
    public func count(matching filter: EntryFilter) throws(LedgerError) -> Int {
        let filter = try filter.validated()
        let conditions = filter.sqlConditions()
        return try database.read("count the entries") { db in
            let value = try db.scalar(
                "SELECT count(*) FROM entries e WHERE " + conditions.sql, conditions.values, operation: "count")
            return Int(value?.int64 ?? 0)
        }
    }

    // MARK: Pages

    /// Where the previous page ended: the sort key of its last entry.
    struct PageCursor {
        let occurredAt: Int64
        let createdAt: Int64
        let rowID: Int64
    }

    /// The entry columns without the recognised text, which no list or export shows.
    static let listSelectSQL = EntryRecord.selectSQL.replacingOccurrences(of: "e.ocr_text", with: "NULL")

    private static func page(
        _ filter: EntryFilter, order: EntryOrder, after cursor: PageCursor?, count: Int, _ db: SQLiteConnection
    ) throws -> (entries: [LedgerEntry], cursor: PageCursor?) {
        let conditions = filter.sqlConditions()
        var sql = listSelectSQL + " WHERE " + conditions.sql
        var values = conditions.values
        let direction = order == .newestFirst ? "DESC" : "ASC"
        if let cursor {
            let first = values.count + 1
            // The plain bound lets SQLite start the index range; the row value then steps past equal keys.
            let (near, strict) = order == .newestFirst ? ("<=", "<") : (">=", ">")
            sql +=
                " AND e.occurred_at \(near) ?\(first)"
                + " AND (e.occurred_at, e.created_at, e.rowid) \(strict) (?\(first), ?\(first + 1), ?\(first + 2))"
            values += [.integer(cursor.occurredAt), .integer(cursor.createdAt), .integer(cursor.rowID)]
        }
        sql +=
            " ORDER BY e.occurred_at \(direction), e.created_at \(direction), e.rowid \(direction)"
            + " LIMIT ?\(values.count + 1)"
        values.append(.integer(Int64(count)))
        var entries: [LedgerEntry] = []
        entries.reserveCapacity(count)
        try db.query(sql, values, operation: "read the entries") { row in
            entries.append(try EntryRecord.entry(from: row))
        }
        guard let last = entries.last else { return (entries, nil) }
        var next: PageCursor?
        try db.query(
            "SELECT occurred_at, created_at, rowid FROM entries WHERE id = ?1", [.text(last.id.uuidString)],
            operation: "read the entries"
        ) { row in
            if let occurred = row.int64(0), let created = row.int64(1), let rowID = row.int64(2) {
                next = PageCursor(occurredAt: occurred, createdAt: created, rowID: rowID)
            }
        }
        return (entries, next)
    }
}
