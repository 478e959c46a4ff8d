import Foundation
import SpenDropModel
import Testing

@testable import SpenDropLedger

/// No file lock may survive an operation while the store stays open (iOS kills a suspended process that holds
/// one in a shared container: 0xdead10cc).
@Suite struct LockProbeTests {
    private static let operations: [(String, @Sendable (LedgerStore) throws -> Void)] = [
        ("open", { _ in }),
        ("save", { try $0.save(LedgerFixture.entry(merchant: "probe \(UUID())")) }),
        ("saveUnlessDuplicate", { _ = try $0.saveUnlessDuplicate(LedgerFixture.entry(reference: "TX55501")) }),
        ("entries", { _ = try $0.entries() }),
        ("findDuplicate", { _ = try $0.findDuplicate(of: LedgerFixture.entry()) }),
        ("accounts", { _ = try $0.accounts() }),
        ("addAccount", { try $0.addAccount(name: "Probe \(UUID())", kind: .cash) }),
        (
            "deleteEntry",
            { store in
                let entry = LedgerFixture.entry(merchant: "to delete")
                try store.save(entry)
                try store.deleteEntry(id: entry.id)
            }
        ),
    ]

    @Test(arguments: [LedgerStore.Role.app, .shareExtension])
    func noLockIsHeldBetweenOperations(role: LedgerStore.Role) throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.store(.app)
        let store = try fixture.store(role)
        for (name, operation) in Self.operations {
            try operation(store)
            let states = try LockProbe.states(of: LockProbe.ledgerFiles(fixture.container.ledgerURL))
            #expect(states == [.free, .absent, .absent, .absent], "after \(name)")
        }
        withExtendedLifetime(store) {}
    }

    /// The probe itself can see a lock: an open read transaction holds a shared lock on the ledger.
    @Test func probeSeesALockHeldByAnOpenTransaction() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let store = try fixture.store()
        try store.save(LedgerFixture.entry())
        let raw = try fixture.rawConnection()
        try raw.execute("BEGIN; SELECT count(*) FROM entries;", operation: "test")
        #expect(try LockProbe.states(of: [fixture.container.ledgerURL.path]) == [.locked])
        try raw.execute("COMMIT", operation: "test")
        #expect(try LockProbe.states(of: [fixture.container.ledgerURL.path]) == [.free])
    }

    /// Why not WAL: an idle WAL connection that has read once keeps a shared lock on the -shm file.
    @Test func walWouldHoldALockWhileIdle() throws {
        let fixture = try LedgerFixture()
        defer { fixture.cleanUp() }
        let path = fixture.container.url.appendingPathComponent("wal-probe.sqlite").path
        let raw = try SQLiteConnection(path: path, create: true)
        try raw.query("PRAGMA journal_mode = WAL", operation: "test")
        try raw.execute("CREATE TABLE t (x); INSERT INTO t VALUES (1); SELECT * FROM t;", operation: "test")
        #expect(try LockProbe.states(of: [path + "-shm"]) == [.locked])
        withExtendedLifetime(raw) {}
    }
}
