import Foundation
import SpenDropModel

/// Funding accounts: names unique case-insensitively, created on demand when an entry names a new one.
///
/// An account's provider comes only from its own name or from what a person said, never from the entry that
/// happened to create it (a "TNG" account first used for a GrabPay screen is still Touch 'n Go).
extension LedgerStore {
    /// Every account, by name.
    public func accounts() throws(LedgerError) -> [Account] {
        try database.read("read the accounts") { db in
            var result: [Account] = []
            try db.query(
                "SELECT id, name, type, provider, last4 FROM accounts ORDER BY name COLLATE NOCASE",
                operation: "read accounts"
            ) { row in result.append(try Self.account(from: row)) }
            return result
        }
    }

    /// The account called `name` (compared case-insensitively), if there is one.
    public func account(named name: String) throws(LedgerError) -> Account? {
        guard let key = DuplicateKeys.account(name) else { return nil }
        return try database.read("read the account") { db in try Self.account(named: key, db) }
    }

    /// How many entries (in the ledger or the bin) use each account, by account id.
    public func accountUsage() throws(LedgerError) -> [Int64: Int] {
        try database.read("count the accounts' entries") { db in
            var result: [Int64: Int] = [:]
            try db.query(
                """
                SELECT a, count(*) FROM (SELECT account_id AS a FROM entries WHERE account_id IS NOT NULL
                    UNION ALL SELECT to_account_id FROM entries WHERE to_account_id IS NOT NULL) GROUP BY a
                """, operation: "count the accounts' entries"
            ) { row in
                if let id = row.int64(0) { result[id] = Int(row.int64(1) ?? 0) }
            }
            return result
        }
    }

    /// Adds an account. Without `provider` it takes the one its name names ("Maybank Savings" → Maybank).
    ///
    /// - Throws: `LedgerError.invalid` when the name is empty or already used (in any letter case), or the last
    ///   four digits are not four digits.
    @discardableResult
    public func addAccount(
        name: String, kind: Account.Kind? = nil, provider: Provider? = nil, last4: String? = nil
    ) throws(LedgerError) -> Account {
        guard let key = DuplicateKeys.account(name) else { throw LedgerError(.invalid, "an account needs a name") }
        try Self.checkLast4(last4)
        let provider = provider ?? AccountNames.provider(in: key)
        let kind = kind ?? Account.Kind.inferred(provider: provider, name: key)
        return try database.write("add the account") { db in
            if try Self.account(named: key, db) != nil {
                throw LedgerError(.invalid, "an account called \(key) already exists (names ignore letter case)")
            }
            try db.run(
                "INSERT INTO accounts (name, type, provider, created_at, last4) VALUES (?1, ?2, ?3, ?4, ?5)",
                [
                    .text(key), .text(kind.rawValue), .optional(provider?.rawValue),
                    .integer(EntryRecord.milliseconds(Date())), .optional(last4),
                ],
                operation: "add the account")
            return Account(id: db.lastInsertRowID, name: key, kind: kind, provider: provider, last4: last4)
        }
    }

    /// Changes an account's name, provider or last four digits; entries follow it (they link by id).
    /// - Throws: `.notFound` for an unknown account, `.invalid` when the new name is taken by another account.
    @discardableResult
    public func updateAccount(
        named name: String, newName: String? = nil, provider: Provider?? = nil, last4: String?? = nil
    ) throws(LedgerError) -> Account {
        if let last4 { try Self.checkLast4(last4) }
        let newKey = try newName.map { (text: String) throws(LedgerError) -> String in
            guard let key = DuplicateKeys.account(text) else { throw LedgerError(.invalid, "an account needs a name") }
            return key
        }
        return try database.write("change the account") { db in
            guard var account = try Self.account(named: DuplicateKeys.account(name) ?? name, db) else {
                throw Self.noAccount(name)
            }
            if let newKey {
                if let other = try Self.account(named: newKey, db), other.id != account.id {
                    throw LedgerError(.invalid, "an account called \(other.name) already exists")
                }
                account.name = newKey
            }
            if let provider { account.provider = provider }
            if let last4 { account.last4 = last4 }
            try db.run(
                "UPDATE accounts SET name = ?2, provider = ?3, last4 = ?4 WHERE id = ?1",
                [
                    .integer(account.id), .text(account.name), .optional(account.provider?.rawValue),
                    .optional(account.last4),
                ], operation: "change the account")
            return account
        }
    }

    /// Removes an account. Entries that use it (in the ledger or the bin) are first moved to `reassignTo`, each
    /// with an `edited` history row; without it, an account in use is refused.
    ///
    /// - Returns: how many entries were moved.
    /// - Throws: `.notFound`, or `.invalid` when entries use it and no other account is given.
    @discardableResult
    public func deleteAccount(named name: String, reassignTo other: String? = nil) throws(LedgerError) -> Int {
        try database.write("delete the account") { db in
            try Self.checkSchemaNotNewer(db)
            guard let account = try Self.account(named: DuplicateKeys.account(name) ?? name, db) else {
                throw Self.noAccount(name)
            }
            let users = try Self.entryIDs(usingAccount: account.id, db)
            var moved = 0
            if !users.isEmpty {
                guard let other else {
                    throw LedgerError(
                        .invalid,
                        "\(users.count) entr\(users.count == 1 ? "y uses" : "ies use") the account \(account.name); "
                            + "give --reassign OTHER to move them first")
                }
                moved = try reassign(account, to: other, users, db)
            }
            try db.run("DELETE FROM accounts WHERE id = ?1", [.integer(account.id)], operation: "delete the account")
            return moved
        }
    }

    /// Moves every entry of `from` to `into` and removes `from`: for two names of one account.
    /// - Returns: how many entries were moved.
    @discardableResult
    public func mergeAccount(_ from: String, into: String) throws(LedgerError) -> Int {
        try database.write("merge the accounts") { db in
            try Self.checkSchemaNotNewer(db)
            guard let source = try Self.account(named: DuplicateKeys.account(from) ?? from, db) else {
                throw Self.noAccount(from)
            }
            guard try Self.account(named: DuplicateKeys.account(into) ?? into, db) != nil else {
                throw Self.noAccount(into)
            }
            let moved = try reassign(source, to: into, try Self.entryIDs(usingAccount: source.id, db), db)
            try db.run("DELETE FROM accounts WHERE id = ?1", [.integer(source.id)], operation: "merge the accounts")
            return moved
        }
    }

    /// Accounts whose names are within two edits of `name` (ignoring letter case) but not equal to it: the
    /// likely intended one when `name` is new ("Maybank Savngs" → "Maybank Savings").
    public func similarAccounts(to name: String) throws(LedgerError) -> [Account] {
        guard let key = DuplicateKeys.account(name)?.lowercased() else { return [] }
        return try accounts().filter { account in
            let other = account.name.lowercased()
            return other != key && AccountNames.editDistance(key, other, limit: 2) <= 2
        }
    }

    // MARK: Internals

    /// The id of the account called `name`, created inside the caller's transaction when it is new, with the
    /// provider its own name names.
    func accountID(named name: String, _ db: SQLiteConnection) throws -> Int64 {
        if let id = try db.scalar("SELECT id FROM accounts WHERE name = ?1", [.text(name)], operation: "find account")?
            .int64
        {
            return id
        }
        let provider = AccountNames.provider(in: name)
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

    /// Moves `ids` from `account` to the account called `other` with one `edited` change set.
    private func reassign(_ account: Account, to other: String, _ ids: [UUID], _ db: SQLiteConnection) throws -> Int {
        guard let target = try Self.account(named: DuplicateKeys.account(other) ?? other, db) else {
            throw Self.noAccount(other)
        }
        guard target.id != account.id else { throw LedgerError(.invalid, "an account cannot be merged into itself") }
        guard !ids.isEmpty else { return 0 }
        let changeSet = try Self.nextChangeSet(db)
        for id in ids {
            guard var entry = try Self.readEntry(id, db) else { continue }
            let before = entry
            if entry.account?.lowercased() == account.name.lowercased() { entry.account = target.name }
            if entry.transferAccount?.lowercased() == account.name.lowercased() { entry.transferAccount = target.name }
            entry.updatedAt = Date()
            try update(try EntryRecord(entry), db)
            try writeChange(
                .edited, entryID: id, fields: EntryFields.difference(from: before, to: entry), changeSet: changeSet, db)
        }
        return ids.count
    }

    private static func entryIDs(usingAccount id: Int64, _ db: SQLiteConnection) throws -> [UUID] {
        var ids: [UUID] = []
        try db.query(
            "SELECT id FROM entries WHERE account_id = ?1 OR to_account_id = ?1 ORDER BY rowid", [.integer(id)],
            operation: "find the account's entries"
        ) { row in if let id = row.text(0).flatMap(UUID.init(uuidString:)) { ids.append(id) } }
        return ids
    }

    static func account(named key: String, _ db: SQLiteConnection) throws -> Account? {
        var result: Account?
        try db.query(
            "SELECT id, name, type, provider, last4 FROM accounts WHERE name = ?1", [.text(key)],
            operation: "read the account"
        ) { row in result = try Self.account(from: row) }
        return result
    }

    private static func checkLast4(_ last4: String??) throws(LedgerError) {
        if case .some(.some(let digits)) = last4, !EntryFunding.isValidLast4(digits) {
            throw LedgerError(.invalid, "the last four digits must be four digits")
        }
    }

    private static func noAccount(_ name: String) -> LedgerError {
        LedgerError(.notFound, "no account called \(name)")
    }

    private static func account(from row: SQLiteRow) throws -> Account {
        guard let id = row.int64(0), let name = row.text(1),
            let kind = row.text(2).flatMap(Account.Kind.init(rawValue:))
        else { throw LedgerError(.read, "an account in the ledger has a value this version cannot read") }
        return Account(
            id: id, name: name, kind: kind, provider: row.text(3).flatMap(Provider.init(rawValue:)),
            last4: row.text(4))
    }
}
