import Foundation
import SpenDropLedger
import SpenDropModel

extension Context {
    /// Opens the ledger as the command line does (the app's role, `cli` in the change history).
    ///
    /// A ledger that exists is opened as it is, so one that cannot be written is still read (its writes are
    /// refused with a plain "read-only" line); a home without one is created first.
    func openLedger() throws -> LedgerStore {
        if !FileManager.default.fileExists(atPath: container.ledgerURL.path) {
            _ = try preparedContainer()
        }
        return try LedgerStore(container: container, role: .app, author: .cli)
    }

    /// Opens the ledger only when it exists: reading commands never create one.
    func existingLedger() throws -> LedgerStore? {
        guard FileManager.default.fileExists(atPath: container.ledgerURL.path) else { return nil }
        return try LedgerStore(container: container, role: .app, author: .cli)
    }
}
