import Foundation
import SpenDropIntake
import SpenDropLedger
import SpenDropModel

/// The share extension's fallback: when the ledger needs the app to migrate it first, the screenshot goes to
/// the share inbox for the app to finish, and the save reports that instead of succeeding.
///
/// Only the app migrates the store (a share extension can be killed mid-migration), so an extension that finds
/// an older schema hands the share over rather than losing it.
public struct InboxFallbackSaver: EntrySaving {
    public let base: any EntrySaving
    public let inbox: ShareInbox

    public init(base: any EntrySaving, inbox: ShareInbox) {
        self.base = base
        self.inbox = inbox
    }

    public func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch? {
        do {
            return try await base.findDuplicate(of: entry)
        } catch let error as LedgerError where error.code == .migrationNeeded {
            return nil  // the save will hand the share over; there is nothing to compare against yet
        }
    }

    public func accounts() async throws -> [Account] {
        (try? await base.accounts()) ?? []
    }

    public func save(_ entry: LedgerEntry, screenshot: Data?, allowStrongDuplicate: Bool) async throws
        -> SaveOutcome
    {
        do {
            return try await base.save(entry, screenshot: screenshot, allowStrongDuplicate: allowStrongDuplicate)
        } catch let error as LedgerError where error.code == .migrationNeeded {
            guard let screenshot else { throw error }
            let share = try inbox.put(screenshot, displayName: nil)
            throw HandedToInbox(shareId: share.shareId)
        }
    }
}

/// The ledger could not take the entry, so the screenshot waits in the share inbox instead: not saved.
public struct HandedToInbox: ClassifiedError, Equatable {
    public let shareId: String
    public var failureClass: FailureClass { .store }
    public var message: String {
        "the ledger needs the app to upgrade it first; the screenshot waits in the share inbox as \(shareId)"
    }

    public init(shareId: String) { self.shareId = shareId }
}
