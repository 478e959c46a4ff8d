import Foundation
import SpenDropModel

/// The fields of an entry that the history records, as text, and the way back from text to the entry.
///
/// The recognised text, the screenshot's path and hashes are not recorded: they are not edited, and the history
/// should not carry a second copy of the OCR text.
enum EntryFields {
    /// Every recorded field in a fixed order, with the way to read it from an entry.
    static let all: [(name: String, value: @Sendable (LedgerEntry) -> String?)] = [
        ("kind", { $0.kind.rawValue }),
        ("amount", { $0.amount.decimalString }),
        ("currency", { $0.amount.currency }),
        ("merchant", { $0.merchant }),
        ("provider", { $0.provider?.rawValue }),
        ("channel", { $0.channel?.rawValue }),
        ("account", { DuplicateKeys.account($0.account) }),
        ("transfer_account", { DuplicateKeys.account($0.transferAccount) }),
        ("category", { $0.category.rawValue }),
        ("date", { $0.date }),
        ("time", { $0.time }),
        ("time_zone", { $0.timeZone.identifier }),
        ("reference", { $0.reference }),
        ("fee", { $0.fee?.decimalString }),
        ("note", { $0.note }),
        ("status", { $0.status.rawValue }),
        ("funding_provider", { $0.funding?.provider?.rawValue }),
        ("funding_label", { $0.funding?.label }),
        ("funding_last4", { $0.funding?.last4 }),
    ]

    /// The fields a new entry sets: every one with a value, from nothing.
    static func created(_ entry: LedgerEntry) -> [FieldChange] {
        all.compactMap { field in
            field.value(entry).map { FieldChange(field: field.name, old: nil, new: $0) }
        }
    }

    /// The fields that differ between `old` and `new`.
    static func difference(from old: LedgerEntry, to new: LedgerEntry) -> [FieldChange] {
        all.compactMap { field in
            let before = field.value(old)
            let after = field.value(new)
            return before == after ? nil : FieldChange(field: field.name, old: before, new: after)
        }
    }

    /// Sets one recorded field of `entry` from its text; a value this version cannot read is an error.
    static func set(_ field: String, to text: String?, in entry: inout LedgerEntry) throws(LedgerError) {
        let unreadable = LedgerError(.read, "the change history has a value this version of SpenDrop cannot read")
        switch field {
        case "kind":
            guard let kind = text.flatMap(EntryKind.init(rawValue:)) else { throw unreadable }
            entry.kind = kind
        case "amount":
            guard let text, let amount = Money(decimalString: text, currency: entry.amount.currency) else {
                throw unreadable
            }
            entry.amount = amount
        case "currency":
            guard let text else { throw unreadable }
            entry.amount.currency = text
            if let fee = entry.fee { entry.fee = Money(minorUnits: fee.minorUnits, currency: text) }
        case "merchant": entry.merchant = text
        case "provider": entry.provider = try optional(text, Provider.init(rawValue:), unreadable)
        case "channel": entry.channel = try optional(text, Channel.init(rawValue:), unreadable)
        case "account": entry.account = text
        case "transfer_account": entry.transferAccount = text
        case "category":
            guard let category = text.flatMap(SpendCategory.init(rawValue:)) else { throw unreadable }
            entry.category = category
        case "date": entry.date = text
        case "time": entry.time = text
        case "time_zone":
            guard let zone = text.flatMap(TimeZone.init(identifier:)) else { throw unreadable }
            entry.timeZone = zone
        case "reference": entry.reference = text
        case "fee":
            entry.fee = try optional(text, { Money(decimalString: $0, currency: entry.amount.currency) }, unreadable)
        case "note": entry.note = text
        case "status":
            guard let status = text.flatMap(EntryStatus.init(rawValue:)) else { throw unreadable }
            entry.status = status
        case "funding_provider":
            var funding = entry.funding ?? EntryFunding()
            funding.provider = try optional(text, Provider.init(rawValue:), unreadable)
            entry.funding = funding.isEmpty ? nil : funding
        case "funding_label":
            var funding = entry.funding ?? EntryFunding()
            funding.label = text
            entry.funding = funding.isEmpty ? nil : funding
        case "funding_last4":
            var funding = entry.funding ?? EntryFunding()
            funding.last4 = text
            entry.funding = funding.isEmpty ? nil : funding
        default:
            throw unreadable
        }
    }

    private static func optional<T>(
        _ text: String?, _ make: (String) -> T?, _ error: LedgerError
    ) throws(LedgerError) -> T? {
        guard let text else { return nil }
        guard let value = make(text) else { throw error }
        return value
    }
}
