import Foundation
import SpenDropModel

/// The one SQLite store in the App Group container, opened by both the app and the share extension.
public final class LedgerStore: Sendable {
    /// Who opens the store: only the app migrates.
    public enum Role: Sendable {
        case app
        case shareExtension
    }

    public init(container: AppGroupContainer, role: Role) throws(LedgerError) {
        throw LedgerError(.open, "the ledger is not available yet")
    }

    /// Saves an entry; returns only once it is durable.
    public func save(_ entry: LedgerEntry) throws(LedgerError) {
        throw LedgerError(.write, "the ledger is not available yet")
    }

    /// Entries newest first.
    public func entries(limit: Int? = nil) throws(LedgerError) -> [LedgerEntry] {
        throw LedgerError(.read, "the ledger is not available yet")
    }

    /// The earlier entry `entry` repeats, if any. Manual entries are never checked.
    public func findDuplicate(of entry: LedgerEntry) throws(LedgerError) -> DuplicateMatch? {
        throw LedgerError(.read, "the ledger is not available yet")
    }
}
