import Foundation
import SpenDropModel

/// Funding accounts: names unique case-insensitively, created on demand when an entry names a new one.
extension LedgerStore {
    /// Every account, by name.
    public func accounts() throws(LedgerError) -> [Account] {
        try database.read("read the accounts") { db in
            var result: [Account] = []
            try db.query(
                "SELECT id, name, type, provider FROM accounts ORDER BY name COLLATE NOCASE", operation: "read accounts"
            ) { row in result.append(try Self.account(from: row)) }
            return result
        }
    }

    /// The account called `name` (compared case-insensitively), if there is one.
    public func account(named name: String) throws(LedgerError) -> Account? {
        guard let key = DuplicateKeys.account(name) else { return nil }
        return try database.read("read the account") { db in
            var result: Account?
            try db.query(
                "SELECT id, name, type, provider FROM accounts WHERE name = ?1", [.text(key)],
                operation: "read the account"
            ) { row in result = try Self.account(from: row) }
            return result
        }
    }

    /// Adds an account.
    ///
    /// - Throws: `LedgerError.invalid` when the name is empty or already used (in any letter case).
    @discardableResult
    public func addAccount(name: String, kind: Account.Kind, provider: Provider? = nil) throws(LedgerError) -> Account {
        guard let key = DuplicateKeys.account(name) else { throw LedgerError(.invalid, "an account needs a name") }
        return try database.write("add the account") { db in
            let existing = try db.scalar(
                "SELECT id FROM accounts WHERE name = ?1", [.text(key)], operation: "find account")
            if existing != nil {
                throw LedgerError(.invalid, "an account with that name already exists")
            }
            try db.run(
                "INSERT INTO accounts (name, type, provider, created_at) VALUES (?1, ?2, ?3, ?4)",
                [
                    .text(key), .text(kind.rawValue), .optional(provider?.rawValue),
                    .integer(EntryRecord.milliseconds(Date())),
                ],
                operation: "add the account")
            return Account(id: db.lastInsertRowID, name: key, kind: kind, provider: provider)
        }
    }

    /// The id of the account called `name`, created inside the caller's transaction when it is new.
    func accountID(named name: String, provider: Provider?, _ db: SQLiteConnection) throws -> Int64 {
        if let id = try db.scalar("SELECT id FROM accounts WHERE name = ?1", [.text(name)], operation: "find account")?
            .int64
        {
            return id
        }
        let kind = Account.Kind.inferred(provider: provider, name: name)
        try db.run(
            "INSERT INTO accounts (name, type, provider, created_at) VALUES (?1, ?2, ?3, ?4)",
            [
                .text(name), .text(kind.rawValue), .optional(provider?.rawValue),
                .integer(EntryRecord.milliseconds(Date())),
            ],
            operation: "add the account")
        return db.lastInsertRowID
    }

    private static func account(from row: SQLiteRow) throws -> Account {
        guard let id = row.int64(0), let name = row.text(1),
            let kind = row.text(2).flatMap(Account.Kind.init(rawValue:))
        else { throw LedgerError(.read, "an account in the ledger has a value this version cannot read") }
        return Account(id: id, name: name, kind: kind, provider: row.text(3).flatMap(Provider.init(rawValue:)))
    }
}
