import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

@Suite struct MigrationTests {
    @Test func freshDatabaseGetsEveryMigrationInOrder() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        #expect(try store.schemaVersion() == LedgerStore.currentSchemaVersion)
        let db = try fixture.rawConnection()
        var names: [String] = []
        try db.query("SELECT name FROM migrations ORDER BY version", operation: "test") { row in
            names.append(row.text(0) ?? "")
        }
        #expect(names == Migration.all.map(\.name))
    }

    @Test func reopeningDoesNotReapplyMigrations() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.store().save(LedgerFixture.entry())
        let store = try fixture.store()
        #expect(try store.count() == 1)
        let rows = try fixture.rawConnection().scalar("SELECT count(*) FROM migrations", operation: "test")
        #expect(rows?.int64 == Int64(Migration.all.count))
    }

    @Test func upgradesAVersionOneDatabaseKeepingItsEntries() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.createVersionOneLedger()
        let db = try fixture.rawConnection()
        #expect(try LedgerStore.userVersion(db) == 1)
        try db.run(
            """
            INSERT INTO entries (id, kind, amount_minor, currency, merchant, category, date, time, time_zone,
                reference, source, created_at, updated_at)
            VALUES (?1, 'expense', 990, 'MYR', '  Nasi   Lemak Wangi ', 'food', '2025-01-02', '08:15',
                'Asia/Kuala_Lumpur', 'tx 12345', 'screenshot', 1735776900000, 1735776900000)
            """, [.text("6F1C1D2E-0000-4000-8000-000000000001")], operation: "test")

        let store = try fixture.store()
        #expect(try store.schemaVersion() == LedgerStore.currentSchemaVersion)
        let entry = try #require(try store.entries().first)
        #expect(entry.amount == Money(minorUnits: 990))
        #expect(entry.reference == "tx 12345")
        // The backfilled keys make old entries visible to the duplicate checks.
        let again = LedgerFixture.entry(
            amount: 990, merchant: "nasi lemak wangi", date: "2025-01-02", time: "08:20", reference: "TX12345")
        let match = try #require(try store.findDuplicate(of: again))
        #expect(match.entryID == entry.id)
        #expect(match.strength == .strong)
    }

    @Test func newerSchemaIsRefusedAndLeftUntouched() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.store().save(LedgerFixture.entry())
        try fixture.rawConnection().execute("PRAGMA user_version = 99", operation: "test")
        for role in [LedgerStore.Role.app, .shareExtension] {
            do {
                _ = try fixture.store(role)
            } catch {
                #expect(error.code == .schemaTooNew)
            }
        }
        let db = try fixture.rawConnection()
        #expect(try LedgerStore.userVersion(db) == 99)
        #expect(try db.scalar("SELECT count(*) FROM entries", operation: "test")?.int64 == 1)
    }

    @Test func unknownMigrationNameIsRefusedAsNewer() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.store()
        try fixture.rawConnection().run(
            "UPDATE migrations SET name = 'v2_something_else' WHERE version = 2", operation: "test")
        do {
            _ = try fixture.store()
            Issue.record("opened a ledger with a migration this build does not know")
        } catch {
            #expect(error.code == .schemaTooNew)
        }
    }

    @Test func extensionRefusesToCreateTheLedger() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        do {
            _ = try fixture.store(.shareExtension)
            Issue.record("the extension created a ledger")
        } catch {
            #expect(error.code == .migrationNeeded)
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.container.ledgerURL.path))
    }

    @Test func extensionRefusesToMigrateAnOlderSchema() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.createVersionOneLedger()
        do {
            _ = try fixture.store(.shareExtension)
            Issue.record("the extension opened an old schema")
        } catch {
            #expect(error.code == .migrationNeeded)
        }
        #expect(try LedgerStore.userVersion(fixture.rawConnection()) == 1)
        // Once the app has opened it, the extension can use it.
        _ = try fixture.store(.app)
        let shared = try fixture.store(.shareExtension)
        try shared.save(LedgerFixture.entry())
        #expect(try shared.count() == 1)
    }

    @Test func writesAreRefusedAfterTheFileIsUpgradedUnderneath() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try fixture.rawConnection().execute("PRAGMA user_version = 7", operation: "test")
        do {
            try store.save(LedgerFixture.entry())
            Issue.record("wrote into a newer schema")
        } catch {
            #expect(error.code == .schemaTooNew)
        }
    }
}

@Suite struct HistoryMigrationTests {
    @Test func upgradesAVersionTwoLedgerKeepingItsEntriesAndStartingTheirHistoryEmpty() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.createLedger(atVersion: 2)
        let db = try fixture.rawConnection()
        try db.run(
            """
            INSERT INTO entries (id, kind, amount_minor, currency, merchant, category, date, time, time_zone,
                source, created_at, updated_at, occurred_at)
            VALUES (?1, 'expense', 1580, 'MYR', 'Kopi Satu', 'food', '2025-01-02', '08:15', 'Asia/Kuala_Lumpur',
                'screenshot', 1735776900000, 1735776900000, 1735776900000)
            """, [.text("6F1C1D2E-0000-4000-8000-000000000002")], operation: "test")
        try db.run(
            "INSERT INTO accounts (name, type, provider, created_at) VALUES ('Maybank', 'bank', 'maybank', 1)",
            operation: "test")

        let store = try fixture.store()
        #expect(try store.schemaVersion() == LedgerStore.currentSchemaVersion)
        let entry = try #require(try store.entries().first)
        #expect(entry.status == .completed)
        #expect(entry.funding == nil)
        #expect(entry.deletedAt == nil)
        #expect(try store.history(of: entry.id).isEmpty)
        #expect(try store.accounts().first?.last4 == nil)
        // Its next change starts its history.
        try store.edit(id: entry.id) { $0.merchant = "Kopi Dua" }
        #expect(try store.history(of: entry.id).map(\.action) == [.edited])
    }

    @Test func theChangeHistoryCannotBeRewritten() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.store().save(LedgerFixture.entry())
        let db = try fixture.rawConnection()
        #expect(throws: SQLiteError.self) {
            try db.run("UPDATE entry_changes SET new_value = 'x'", operation: "test")
        }
        #expect(throws: SQLiteError.self) { try db.run("DELETE FROM entry_changes", operation: "test") }
        #expect(try db.scalar("SELECT count(*) FROM entry_changes", operation: "test")?.int64 ?? 0 > 0)
    }

    @Test func theExtensionRefusesAVersionTwoLedger() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        try fixture.createLedger(atVersion: 2)
        #expect(throws: LedgerError.self) { _ = try fixture.store(.shareExtension) }
        #expect(try LedgerStore.userVersion(fixture.rawConnection()) == 2)
    }
}
