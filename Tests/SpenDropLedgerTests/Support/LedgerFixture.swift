import Foundation
import SpenDropModel

@testable import SpenDropLedger

/// A fresh container and ledger per test: the one factory every ledger test uses.
struct LedgerFixture {
    let container: AppGroupContainer

    static let kualaLumpur = TimeZone(identifier: "Asia/Kuala_Lumpur")!

    /// An empty container folder in the temporary directory; nothing is created inside it yet.
    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("spendrop-ledger-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        container = AppGroupContainer(url: url)
    }

    /// Opens the store as the app (migrating) or as the extension.
    func store(_ role: LedgerStore.Role = .app) throws(LedgerError) -> LedgerStore {
        try LedgerStore(container: container, role: role)
    }

    /// A raw connection to the ledger file, for setting up old or foreign schemas.
    func rawConnection() throws -> SQLiteConnection {
        try SQLiteConnection(path: container.ledgerURL.path, create: true)
    }

    /// A ledger file with only the first migration applied, as the first release left it.
    func createVersionOneLedger() throws {
        try LedgerStore.migrate(SerializedDatabase(connection: rawConnection()), upTo: 1)
    }

    /// A ledger file at schema version `version`, as that release left it.
    func createLedger(atVersion version: Int64) throws {
        try LedgerStore.migrate(SerializedDatabase(connection: rawConnection()), upTo: version)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: container.url)
    }

    /// A screenshot-sourced entry at a given local date and time, with the fields duplicate rules look at.
    static func entry(
        amount: Int64 = 1_250, merchant: String? = "Kedai Kopi Ali", date: String? = "2025-03-14",
        time: String? = "12:30", reference: String? = nil, provider: Provider? = nil, account: String? = nil,
        source: SourceType = .shareExtension, screenshotHash: String? = nil, kind: EntryKind = .expense,
        note: String? = nil, createdAt: Date = Date(timeIntervalSince1970: 1_741_926_600)
    ) -> LedgerEntry {
        LedgerEntry(
            kind: kind, amount: Money(minorUnits: amount), merchant: merchant, provider: provider, account: account,
            date: date, time: time, reference: reference, note: note, source: source, screenshotHash: screenshotHash,
            createdAt: createdAt)
    }
}
