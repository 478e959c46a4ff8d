import Foundation
import SpenDropLedger
import SpenDropModel

/// Where a reviewed entry goes: the duplicate check and the save.
public protocol EntrySaving: Sendable {
    /// The earlier entry this one repeats, if any.
    func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch?
    /// Saves the entry (and the screenshot, when given); returns only once it is durable.
    func save(_ entry: LedgerEntry, screenshot: Data?) async throws
}

/// Saves into the ledger in the App Group container.
public struct LedgerEntrySaver: EntrySaving {
    public let store: LedgerStore

    public init(store: LedgerStore) { self.store = store }

    public func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch? {
        try store.findDuplicate(of: entry)
    }

    public func save(_ entry: LedgerEntry, screenshot: Data?) async throws {
        try store.save(entry)
    }
}

/// Keeps saved entries in memory, with a switch to make saves fail: for tests and previews.
public actor InMemoryEntrySaver: EntrySaving {
    public private(set) var saved: [LedgerEntry] = []
    /// When set, every save throws this.
    public var failure: (any Error)?
    /// Returned by the duplicate check when set.
    public var duplicate: DuplicateMatch?

    public init() {}

    public func setFailure(_ error: (any Error)?) { failure = error }
    public func setDuplicate(_ match: DuplicateMatch?) { duplicate = match }

    public func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch? { duplicate }

    public func save(_ entry: LedgerEntry, screenshot: Data?) async throws {
        if let failure { throw failure }
        saved.append(entry)
    }
}
