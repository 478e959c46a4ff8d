import Foundation

/// One connection behind a lock, with short transactions that retry when another process holds the file.
///
/// The connection stays open between operations but never inside a transaction or with an unreset statement,
/// so in the rollback-journal mode the store uses no file lock survives an operation (see docs/ledger.md).
final class SerializedDatabase: @unchecked Sendable {
    /// How often an operation is retried after SQLite gave up waiting (its busy timeout) on another process.
    static let maximumAttempts = 8

    private let lock = NSLock()
    // Guarded by `lock`: SQLite connections are used by one thread at a time.
    private let connection: SQLiteConnection

    /// Whether the file was opened read-only: every write is refused before it starts.
    let readOnly: Bool

    init(connection: SQLiteConnection, readOnly: Bool = false) {
        self.connection = connection
        self.readOnly = readOnly
    }

    /// Runs `body` outside an explicit transaction: each statement is its own short read.
    func read<T>(_ what: String, _ body: (SQLiteConnection) throws -> T) throws(LedgerError) -> T {
        try withRetry(what, code: .read) { db in try body(db) }
    }

    /// Runs `body` in `BEGIN IMMEDIATE … COMMIT`: the write lock is taken up front, so two writers queue instead
    /// of deadlocking on a lock upgrade, and it is released as soon as the commit is durable.
    func write<T>(_ what: String, _ body: (SQLiteConnection) throws -> T) throws(LedgerError) -> T {
        if readOnly {
            throw LedgerError(.readOnly, "cannot \(what): the ledger is read-only (permission denied)")
        }
        return try withRetry(what, code: .write) { db in
            try db.execute("BEGIN IMMEDIATE", operation: what)
            do {
                let result = try body(db)
                try db.execute("COMMIT", operation: what)
                return result
            } catch {
                if db.isInTransaction { try? db.execute("ROLLBACK", operation: what) }
                throw error
            }
        }
    }

    private func withRetry<T>(
        _ what: String, code: LedgerError.Code, _ body: (SQLiteConnection) throws -> T
    ) throws(LedgerError) -> T {
        lock.lock()
        defer { lock.unlock() }
        var delay = 0.005
        for attempt in 1...Self.maximumAttempts {
            do {
                return try body(connection)
            } catch let error as SQLiteError where error.isBusy && attempt < Self.maximumAttempts {
                // Jitter keeps two processes that collided from retrying in lockstep.
                Thread.sleep(forTimeInterval: delay * Double.random(in: 0.5...1.5))
                delay = min(delay * 2, 0.5)
            } catch let error as SQLiteError where error.isReadOnly {
                throw LedgerError(.readOnly, "cannot \(what): the ledger is read-only (permission denied)")
            } catch let error as SQLiteError {
                throw LedgerError(code, "could not \(what): \(error.codeDescription)")
            } catch let error as LedgerError {
                throw error
            } catch {
                throw LedgerError(code, "could not \(what)")
            }
        }
        throw LedgerError(code, "could not \(what): the ledger stayed busy")
    }
}
