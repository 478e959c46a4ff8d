import Foundation

#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// A failed SQLite call: the result code and what the store was doing, never a bound value or row content.
struct SQLiteError: Error, Sendable {
    let code: Int32
    let operation: String

    /// Busy and locked are the only outcomes another process causes; they are worth retrying.
    var isBusy: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_BUSY || primary == SQLITE_LOCKED
    }

    /// The file (or its folder, for the journal) cannot be written.
    var isReadOnly: Bool { code & 0xFF == SQLITE_READONLY }

    /// SQLite's own name for the code ("database is locked"), which never includes data.
    var codeDescription: String { String(cString: sqlite3_errstr(code)) }
}

/// A value bound to, or read from, a statement.
enum SQLiteValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// One SQLite connection, used by one thread at a time (the store serialises access with a lock).
///
/// Statements are cached and always reset after use: an unreset statement keeps a shared lock on the file,
/// which is exactly what must not survive an operation (see docs/ledger.md).
final class SQLiteConnection {
    private let handle: OpaquePointer
    private var cache: [String: SQLiteStatement] = [:]

    /// Opens `path`; with `create` false a missing file is an error instead of a new empty database.
    init(path: String, create: Bool, readOnly: Bool = false, busyTimeoutMilliseconds: Int32 = 5_000)
        throws(SQLiteError)
    {
        var pointer: OpaquePointer?
        var flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        let status = sqlite3_open_v2(path, &pointer, flags, nil)
        guard status == SQLITE_OK, let pointer else {
            if let pointer { sqlite3_close_v2(pointer) }
            throw SQLiteError(code: status, operation: "open")
        }
        handle = pointer
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    deinit {
        for statement in cache.values { statement.finalize() }
        sqlite3_close_v2(handle)
    }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rowid of the last insert.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last statement.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs one or more statements that bind nothing and return nothing useful.
    func execute(_ sql: String, operation: String) throws(SQLiteError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw SQLiteError(code: status, operation: operation) }
    }

    /// Runs `sql` with `values` and hands each row to `body`; the statement is reset before returning.
    func query(
        _ sql: String, _ values: [SQLiteValue] = [], operation: String, row body: (SQLiteRow) throws -> Void = { _ in }
    ) throws {
        let statement = try prepared(sql, operation: operation)
        defer { statement.reset() }
        try statement.bind(values, operation: operation)
        while try statement.step(operation: operation) {
            try body(SQLiteRow(statement: statement))
        }
    }

    /// Runs a statement that changes rows.
    func run(_ sql: String, _ values: [SQLiteValue] = [], operation: String) throws {
        try query(sql, values, operation: operation)
    }

    /// The first column of the first row, if any.
    func scalar(_ sql: String, _ values: [SQLiteValue] = [], operation: String) throws -> SQLiteValue? {
        var result: SQLiteValue?
        try query(sql, values, operation: operation) { row in
            if result == nil { result = row.value(0) }
        }
        return result
    }

    private func prepared(_ sql: String, operation: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = cache[sql] { return cached }
        var pointer: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard status == SQLITE_OK, let pointer else { throw SQLiteError(code: status, operation: operation) }
        let statement = SQLiteStatement(pointer: pointer)
        cache[sql] = statement
        return statement
    }
}

/// A prepared statement owned by a connection's cache.
final class SQLiteStatement {
    fileprivate let pointer: OpaquePointer

    fileprivate init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    fileprivate func bind(_ values: [SQLiteValue], operation: String) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(pointer, index)
            case .integer(let number): status = sqlite3_bind_int64(pointer, index, number)
            case .real(let number): status = sqlite3_bind_double(pointer, index, number)
            case .text(let text): status = sqlite3_bind_text(pointer, index, text, -1, transientDestructor)
            }
            guard status == SQLITE_OK else { throw SQLiteError(code: status, operation: operation) }
        }
    }

    /// Advances; true when a row is available.
    fileprivate func step(operation: String) throws(SQLiteError) -> Bool {
        let status = sqlite3_step(pointer)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError(code: status, operation: operation)
        }
    }

    fileprivate func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    fileprivate func finalize() {
        sqlite3_finalize(pointer)
    }

    fileprivate func value(at index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(pointer, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(pointer, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(pointer, index))
        case SQLITE_NULL: return .null
        default:
            guard let text = sqlite3_column_text(pointer, index) else { return .null }
            return .text(String(cString: text))
        }
    }
}

/// The current row of a running statement; valid only inside the row callback.
struct SQLiteRow {
    fileprivate let statement: SQLiteStatement

    func value(_ index: Int32) -> SQLiteValue { statement.value(at: index) }

    func text(_ index: Int32) -> String? {
        if case .text(let text) = value(index) { return text }
        return nil
    }

    func int64(_ index: Int32) -> Int64? {
        switch value(index) {
        case .integer(let number): return number
        case .real(let number): return Int64(exactly: number)
        default: return nil
        }
    }
}

extension SQLiteValue {
    /// Text or null.
    static func optional(_ text: String?) -> SQLiteValue { text.map { .text($0) } ?? .null }

    /// An integer or null.
    static func optional(_ number: Int64?) -> SQLiteValue { number.map { .integer($0) } ?? .null }

    var int64: Int64? {
        if case .integer(let number) = self { return number }
        return nil
    }

    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

/// SQLITE_TRANSIENT: SQLite copies bound text before the Swift string's buffer goes away.
#if canImport(SQLite3)
private let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
#else
private let transientDestructor = spendrop_sqlite_transient()
#endif
