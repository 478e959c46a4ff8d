import Foundation
import SpenDropModel

/// An entry as `spendrop list --json` and `spendrop add --json` print it (CONTRACTS.md): every field present,
/// null when unknown, amounts as decimal strings.
public struct LedgerEntryJSON: Encodable, Sendable, Equatable {
    public var id: String
    public var kind: String
    public var amount: String
    public var currency: String
    public var merchant: String?
    public var provider: String?
    public var channel: String?
    public var category: String
    public var account: String?
    public var date: String?
    public var time: String?
    public var reference: String?
    public var fee: String?
    public var source: String
    /// ISO-8601 with the entry's own UTC offset, so the local time a person saw stays readable.
    public var createdAt: String

    public init(_ entry: LedgerEntry) {
        id = entry.id.uuidString.lowercased()
        kind = entry.kind.rawValue
        amount = entry.amount.decimalString
        currency = entry.amount.currency
        merchant = entry.merchant
        provider = entry.provider?.rawValue
        channel = entry.channel?.rawValue
        category = entry.category.rawValue
        account = entry.account
        date = entry.date
        time = entry.time
        reference = entry.reference
        fee = entry.fee?.decimalString
        source = entry.source.rawValue
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = entry.timeZone
        createdAt = formatter.string(from: entry.createdAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, amount, currency, merchant, provider, channel, category, account, date, time, reference, fee
        case source
        case createdAt = "created_at"
    }

    /// Writes nulls rather than leaving keys out: every contract field is always there.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(amount, forKey: .amount)
        try container.encode(currency, forKey: .currency)
        try container.encode(merchant, forKey: .merchant)
        try container.encode(provider, forKey: .provider)
        try container.encode(channel, forKey: .channel)
        try container.encode(category, forKey: .category)
        try container.encode(account, forKey: .account)
        try container.encode(date, forKey: .date)
        try container.encode(time, forKey: .time)
        try container.encode(reference, forKey: .reference)
        try container.encode(fee, forKey: .fee)
        try container.encode(source, forKey: .source)
        try container.encode(createdAt, forKey: .createdAt)
    }
}
