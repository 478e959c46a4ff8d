import Foundation
import SpenDropModel

/// One saved expense, income or transfer.
public struct LedgerEntry: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var kind: EntryKind
    public var amount: Money
    public var merchant: String?
    public var provider: Provider?
    public var channel: Channel?
    /// The funding account's name, linked to an `Account` when one exists.
    public var account: String?
    /// For a transfer, the account the money went to; a transfer links two accounts.
    public var transferAccount: String?
    public var category: SpendCategory
    /// `YYYY-MM-DD` in `timeZone`.
    public var date: String?
    /// `HH:mm` or `HH:mm:ss` in `timeZone`.
    public var time: String?
    public var timeZone: TimeZone
    public var reference: String?
    public var fee: Money?
    public var note: String?
    public var source: SourceType
    /// The recognised text, kept locally so the entry can be re-parsed. Never logged.
    public var ocrText: String?
    public var confidence: ParseConfidence?
    /// Path of the saved screenshot, relative to the container.
    public var screenshotPath: String?
    /// SHA-256 of the screenshot's bytes, hex.
    public var screenshotHash: String?
    /// When the entry was saved; the store keeps times to the millisecond.
    public var createdAt: Date
    public var updatedAt: Date
    /// What the screen said happened to the payment: a pending one is saved and marked so.
    public var status: EntryStatus
    /// The bank or card behind the wallet or app used, when the screen showed one.
    public var funding: EntryFunding?
    /// When the entry was moved to the bin; nil while it is in the ledger. Nothing in the bin is destroyed.
    public var deletedAt: Date?
    /// A difference hash of the decoded, downsampled screenshot: the same screen in another format or size
    /// hashes within a few bits of it (docs/ledger.md gives the measured threshold).
    public var pixelHash: UInt64?

    public init(
        id: UUID = UUID(), kind: EntryKind = .expense, amount: Money, merchant: String? = nil,
        provider: Provider? = nil, channel: Channel? = nil, account: String? = nil, category: SpendCategory = .other,
        date: String? = nil, time: String? = nil,
        timeZone: TimeZone = TimeZone(identifier: "Asia/Kuala_Lumpur")!, reference: String? = nil,
        fee: Money? = nil, note: String? = nil, source: SourceType, ocrText: String? = nil,
        confidence: ParseConfidence? = nil, screenshotPath: String? = nil, screenshotHash: String? = nil,
        createdAt: Date = Date(), updatedAt: Date? = nil, transferAccount: String? = nil,
        status: EntryStatus = .completed, funding: EntryFunding? = nil, deletedAt: Date? = nil,
        pixelHash: UInt64? = nil
    ) {
        self.id = id
        self.kind = kind
        self.amount = amount
        self.merchant = merchant
        self.provider = provider
        self.channel = channel
        self.account = account
        self.category = category
        self.date = date
        self.time = time
        self.timeZone = timeZone
        self.reference = reference
        self.fee = fee
        self.note = note
        self.source = source
        self.ocrText = ocrText
        self.confidence = confidence
        self.screenshotPath = screenshotPath
        self.screenshotHash = screenshotHash
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.transferAccount = transferAccount
        self.status = status
        self.funding = funding
        self.deletedAt = deletedAt
        self.pixelHash = pixelHash
    }

    /// Whether the entry is in the bin.
    public var isDeleted: Bool { deletedAt != nil }
}

/// Where a saved payment stands.
public enum EntryStatus: String, Sendable, Codable, CaseIterable {
    case completed
    /// The screen said the payment is still being processed.
    case pending
    /// The screen said the payment failed, and a person chose to keep it anyway (never saved unattended).
    case failed
}

/// The bank or card behind a wallet or app payment: `Maybank Visa Debit ••4417` behind Apple Pay.
public struct EntryFunding: Sendable, Equatable, Codable {
    /// The bank or card provider, when known.
    public var provider: Provider?
    /// The card or account as the screen names it.
    public var label: String?
    /// The card's last four digits.
    public var last4: String?

    public init(provider: Provider? = nil, label: String? = nil, last4: String? = nil) {
        self.provider = provider
        self.label = label
        self.last4 = last4
    }

    /// Whether it carries nothing at all.
    public var isEmpty: Bool { provider == nil && (label ?? "").isEmpty && last4 == nil }

    /// Whether `text` is four ASCII digits, the only last-four form the ledger keeps.
    public static func isValidLast4(_ text: String) -> Bool {
        text.count == 4 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

/// An earlier entry that a new one appears to repeat.
public struct DuplicateMatch: Sendable, Equatable {
    public enum Strength: String, Sendable {
        /// Same long reference and amount, a short one within 48 hours, or the same screenshot: not saved unless told.
        case strong
        /// Same amount and merchant within 15 minutes: saved with a warning.
        case weak
    }

    public var entryID: UUID
    public var strength: Strength
    /// What matched, in plain words without amounts or references ("same reference and amount").
    public var reason: String

    public init(entryID: UUID, strength: Strength, reason: String) {
        self.entryID = entryID
        self.strength = strength
        self.reason = reason
    }
}

/// Why the store failed. Messages carry no entry content.
public struct LedgerError: ClassifiedError, Equatable {
    public enum Code: String, Sendable {
        case open
        case schemaTooNew = "schema_too_new"
        case migrationNeeded = "migration_needed"
        case write, read, invalid
        /// No entry has the id (or prefix) given.
        case notFound = "not_found"
        /// An id prefix matches more than one entry.
        case ambiguous
        /// The ledger file can be read but not written (its permissions).
        case readOnly = "read_only"
        /// The entry is not in the state the change needs (deleting one already in the bin).
        case conflict
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var failureClass: FailureClass {
        switch code {
        case .invalid, .ambiguous: .usage
        case .notFound, .conflict: .inputRejected
        default: .store
        }
    }
}
