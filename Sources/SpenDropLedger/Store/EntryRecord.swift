import Foundation
import SpenDropModel

/// An entry checked for saving, with the derived columns the duplicate checks use, and the mapping back.
struct EntryRecord {
    let entry: LedgerEntry
    let account: String?
    let transferAccount: String?
    let merchantKey: String?
    let referenceKey: String?
    /// The entry's own date and time as an instant, or when it was created: the time duplicate windows use.
    let occurredAt: Int64

    /// Validates `entry`; a malformed field is `LedgerError.invalid` naming the field, never its value.
    init(_ entry: LedgerEntry) throws(LedgerError) {
        guard entry.amount.minorUnits > 0 else { throw LedgerError(.invalid, "the amount must be more than zero") }
        guard Self.isCurrencyCode(entry.amount.currency) else {
            throw LedgerError(.invalid, "the currency must be a three-letter ISO code")
        }
        if let fee = entry.fee {
            guard fee.minorUnits >= 0, fee.currency == entry.amount.currency else {
                throw LedgerError(.invalid, "the fee must not be negative and must be in the entry's currency")
            }
        }
        if let date = entry.date, !LocalDateTime.isValidDate(date) {
            throw LedgerError(.invalid, "the date must be a real calendar date written YYYY-MM-DD")
        }
        if let time = entry.time, !LocalDateTime.isValidTime(time) {
            throw LedgerError(.invalid, "the time must be written HH:mm or HH:mm:ss (24-hour clock)")
        }
        if let hash = entry.screenshotHash {
            guard hash.count == 64, hash.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                throw LedgerError(.invalid, "the screenshot hash must be a lowercase hex SHA-256")
            }
        }
        if let path = entry.screenshotPath, !ScreenshotFiles.isValidRelativePath(path) {
            throw LedgerError(.invalid, "the screenshot path must be a file under Screenshots/ in the container")
        }
        if let funding = entry.funding, let last4 = funding.last4, !EntryFunding.isValidLast4(last4) {
            throw LedgerError(.invalid, "the card's last four digits must be four digits")
        }
        account = DuplicateKeys.account(entry.account)
        transferAccount = DuplicateKeys.account(entry.transferAccount)
        if entry.kind == .transfer {
            guard entry.source != .shareExtension else {
                throw LedgerError(.invalid, "a transfer is never created from the share flow")
            }
            guard let account, let transferAccount, account.lowercased() != transferAccount.lowercased() else {
                throw LedgerError(.invalid, "a transfer must link two different accounts")
            }
        } else if transferAccount != nil {
            throw LedgerError(.invalid, "only a transfer has a second account")
        }
        self.entry = entry
        merchantKey = DuplicateKeys.merchant(entry.merchant)
        referenceKey = DuplicateKeys.reference(entry.reference)
        let instant = LocalDateTime.instant(date: entry.date, time: entry.time, in: entry.timeZone)
        occurredAt = Self.milliseconds(instant ?? entry.createdAt)
    }

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    private static func isCurrencyCode(_ code: String) -> Bool {
        code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    // MARK: SQL

    static let insertSQL = """
        INSERT INTO entries (
            id, kind, amount_minor, currency, merchant, provider, channel, account_id, category, date, time,
            time_zone, reference, fee_minor, note, source, ocr_text, confidence, screenshot_path, screenshot_hash,
            created_at, updated_at, to_account_id, merchant_key, reference_key, occurred_at, status, deleted_at,
            funding_provider, funding_label, funding_last4, pixel_hash)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22,
            ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32)
        """

    /// The same parameters as `insertSQL`, for a row that exists: every column but the id and `created_at` (?21).
    static let updateSQL = """
        UPDATE entries SET
            kind = ?2, amount_minor = ?3, currency = ?4, merchant = ?5, provider = ?6, channel = ?7, account_id = ?8,
            category = ?9, date = ?10, time = ?11, time_zone = ?12, reference = ?13, fee_minor = ?14, note = ?15,
            source = ?16, ocr_text = ?17, confidence = ?18, screenshot_path = ?19, screenshot_hash = ?20,
            updated_at = ?22, to_account_id = ?23, merchant_key = ?24, reference_key = ?25, occurred_at = ?26,
            status = ?27, deleted_at = ?28, funding_provider = ?29, funding_label = ?30, funding_last4 = ?31,
            pixel_hash = ?32
        WHERE id = ?1
        """

    func values(accountID: Int64?, transferAccountID: Int64?) -> [SQLiteValue] {
        [
            .text(entry.id.uuidString), .text(entry.kind.rawValue), .integer(entry.amount.minorUnits),
            .text(entry.amount.currency), .optional(entry.merchant), .optional(entry.provider?.rawValue),
            .optional(entry.channel?.rawValue), .optional(accountID), .text(entry.category.rawValue),
            .optional(entry.date), .optional(entry.time), .text(entry.timeZone.identifier), .optional(entry.reference),
            .optional(entry.fee?.minorUnits), .optional(entry.note), .text(entry.source.rawValue),
            .optional(entry.ocrText), .optional(entry.confidence?.rawValue), .optional(entry.screenshotPath),
            .optional(entry.screenshotHash), .integer(Self.milliseconds(entry.createdAt)),
            .integer(Self.milliseconds(entry.updatedAt)), .optional(transferAccountID), .optional(merchantKey),
            .optional(referenceKey), .integer(occurredAt), .text(entry.status.rawValue),
            .optional(entry.deletedAt.map(Self.milliseconds)), .optional(funding?.provider?.rawValue),
            .optional(funding?.label), .optional(funding?.last4),
            .optional(entry.pixelHash.map { Int64(bitPattern: $0) }),
        ]
    }

    /// The funding kept: nil rather than an empty one.
    private var funding: EntryFunding? {
        guard let funding = entry.funding, !funding.isEmpty else { return nil }
        return funding
    }

    static let selectSQL = """
        SELECT e.id, e.kind, e.amount_minor, e.currency, e.merchant, e.provider, e.channel, a.name, e.category,
            e.date, e.time, e.time_zone, e.reference, e.fee_minor, e.note, e.source, e.ocr_text, e.confidence,
            e.screenshot_path, e.screenshot_hash, e.created_at, e.updated_at, t.name, e.status, e.deleted_at,
            e.funding_provider, e.funding_label, e.funding_last4, e.pixel_hash
        FROM entries e
        LEFT JOIN accounts a ON a.id = e.account_id
        LEFT JOIN accounts t ON t.id = e.to_account_id
        """

    /// Reads one row of `selectSQL`; a value this version does not know is an error rather than a guess.
    static func entry(from row: SQLiteRow) throws -> LedgerEntry {
        guard let id = row.text(0).flatMap(UUID.init(uuidString:)),
            let kind = row.text(1).flatMap(EntryKind.init(rawValue:)),
            let minor = row.int64(2), let currency = row.text(3),
            let source = row.text(15).flatMap(SourceType.init(rawValue:)),
            let zone = row.text(11).flatMap(TimeZone.init(identifier:)),
            let created = row.int64(20), let updated = row.int64(21),
            let status = row.text(23).flatMap(EntryStatus.init(rawValue:))
        else { throw LedgerError(.read, "an entry in the ledger has a value this version of SpenDrop cannot read") }
        return LedgerEntry(
            id: id, kind: kind, amount: Money(minorUnits: minor, currency: currency), merchant: row.text(4),
            provider: row.text(5).flatMap(Provider.init(rawValue:)),
            channel: row.text(6).flatMap(Channel.init(rawValue:)),
            account: row.text(7), category: row.text(8).flatMap(SpendCategory.init(rawValue:)) ?? .other,
            date: row.text(9), time: row.text(10), timeZone: zone, reference: row.text(12),
            fee: row.int64(13).map { Money(minorUnits: $0, currency: currency) }, note: row.text(14), source: source,
            ocrText: row.text(16), confidence: row.text(17).flatMap(ParseConfidence.init(rawValue:)),
            screenshotPath: row.text(18), screenshotHash: row.text(19), createdAt: date(milliseconds: created),
            updatedAt: date(milliseconds: updated), transferAccount: row.text(22), status: status,
            funding: funding(provider: row.text(25), label: row.text(26), last4: row.text(27)),
            deletedAt: row.int64(24).map(date(milliseconds:)), pixelHash: row.int64(28).map { UInt64(bitPattern: $0) })
    }

    private static func funding(provider: String?, label: String?, last4: String?) -> EntryFunding? {
        let funding = EntryFunding(provider: provider.flatMap(Provider.init(rawValue:)), label: label, last4: last4)
        return funding.isEmpty ? nil : funding
    }
}
