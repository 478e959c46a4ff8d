import Foundation
import SpenDropImage
import SpenDropLedger
import SpenDropModel

/// Where a reviewed entry goes: the duplicate check and the save.
public protocol EntrySaving: Sendable {
    /// The earlier entry this one repeats, if any (shown as a warning on the form).
    func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch?
    /// Checks for duplicates and saves in one step, unless a strong duplicate exists and is not allowed.
    /// Saves the screenshot with the entry when given. Returns only once the entry is durable (or refused).
    func save(_ entry: LedgerEntry, screenshot: Data?, allowStrongDuplicate: Bool) async throws -> SaveOutcome
    /// The funding accounts, to preselect the one a screen's card names.
    func accounts() async throws -> [Account]
}

extension EntrySaving {
    public func accounts() async throws -> [Account] { [] }
}

/// Saves into the ledger in the App Group container, with the screenshot beside it.
public struct LedgerEntrySaver: EntrySaving {
    public let store: LedgerStore

    public init(store: LedgerStore) { self.store = store }

    public func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch? {
        try store.findDuplicate(of: entry)
    }

    public func accounts() async throws -> [Account] { try store.accounts() }

    public func save(_ entry: LedgerEntry, screenshot: Data?, allowStrongDuplicate: Bool) async throws
        -> SaveOutcome
    {
        var entry = entry
        var stored: StoredScreenshot?
        if let screenshot {
            let format = ImageFormat.sniff(screenshot)
            stored = try store.storeScreenshot(screenshot, entryID: entry.id, fileExtension: format.fileExtension)
            entry.screenshotPath = stored?.relativePath
            entry.screenshotHash = stored?.sha256
        }
        do {
            let outcome = try store.saveUnlessDuplicate(entry, allowStrongDuplicate: allowStrongDuplicate)
            if !outcome.saved, let stored { try? store.removeScreenshot(atRelativePath: stored.relativePath) }
            return outcome
        } catch {
            if let stored { try? store.removeScreenshot(atRelativePath: stored.relativePath) }
            throw error
        }
    }
}

/// Keeps saved entries in memory, with switches for failures and duplicates: for tests and previews.
public actor InMemoryEntrySaver: EntrySaving {
    public private(set) var saved: [LedgerEntry] = []
    /// When set, every save throws this.
    public var failure: (any Error)?
    /// Returned by the duplicate check when set.
    public var duplicate: DuplicateMatch?
    /// The accounts the review may preselect from.
    public var knownAccounts: [Account] = []

    public init() {}

    public func setAccounts(_ accounts: [Account]) { knownAccounts = accounts }
    public func accounts() async throws -> [Account] { knownAccounts }

    public func setFailure(_ error: (any Error)?) { failure = error }
    public func setDuplicate(_ match: DuplicateMatch?) { duplicate = match }

    public func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch? { duplicate }

    public func save(_ entry: LedgerEntry, screenshot: Data?, allowStrongDuplicate: Bool) async throws
        -> SaveOutcome
    {
        if let failure { throw failure }
        if let duplicate, duplicate.strength == .strong, !allowStrongDuplicate {
            return SaveOutcome(saved: false, duplicate: duplicate)
        }
        saved.append(entry)
        return SaveOutcome(saved: true, duplicate: duplicate, entry: entry)
    }
}
