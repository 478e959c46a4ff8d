import Foundation
import SpenDropModel

/// An entry as `spendrop list --json` and `spendrop add --json` print it (CONTRACTS.md): every field present,
/// null when unknown, amounts as decimal strings.
public struct LedgerEntryJSON: Encodable, Sendable, Equatable {
    /// The bank or card behind the wallet or app used.
    public struct Funding: Encodable, Sendable, Equatable {
        public var provider: String?
        public var label: String?
        public var last4: String?

        public init(provider: String?, label: String?, last4: String?) {
            self.provider = provider
            self.label = label
            self.last4 = last4
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(provider, forKey: .provider)
            try container.encode(label, forKey: .label)
            try container.encode(last4, forKey: .last4)
        }

        private enum CodingKeys: String, CodingKey {
            case provider, label, last4
        }
    }

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
    public var note: String?
    /// What the screen said happened to the payment: `completed`, `pending` or `failed`.
    public var status: String
    public var funding: Funding?

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
        createdAt = Self.timestamp(entry.createdAt, in: entry.timeZone)
        note = entry.note
        status = entry.status.rawValue
        funding = entry.funding.map { Funding(provider: $0.provider?.rawValue, label: $0.label, last4: $0.last4) }
    }

    /// `2025-03-14T12:30:05+08:00`: the instant to the second with the zone's offset at that moment.
    static func timestamp(_ instant: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: instant)
        let local = Int((instant.timeIntervalSince1970).rounded(.down)) + offset
        let days = Int((Double(local) / 86_400).rounded(.down))
        let seconds = local - days * 86_400
        let day = CalendarDay(daysSinceEpoch: days)
        var text = day.description + "T"
        text += twoDigits(seconds / 3_600) + ":" + twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60)
        if offset == 0 { return text + "Z" }
        let magnitude = abs(offset) / 60
        return text + (offset < 0 ? "-" : "+") + twoDigits(magnitude / 60) + ":" + twoDigits(magnitude % 60)
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    private enum CodingKeys: String, CodingKey {
        case id, kind, amount, currency, merchant, provider, channel, category, account, date, time, reference, fee
        case source, note, status, funding
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
        try container.encode(note, forKey: .note)
        try container.encode(status, forKey: .status)
        try container.encode(funding, forKey: .funding)
    }

    /// The same object as `JSONEncoder` with sorted keys writes it, built by hand: streaming a large ledger
    /// spends its time here, and this is several times faster than encoding through `Encoder`.
    public var jsonText: String {
        var text = "{"
        func field(_ key: String, _ value: String?, first: Bool = false) {
            if !first { text += "," }
            text += "\"" + key + "\":"
            if let value { JSONText.appendString(value, to: &text) } else { text += "null" }
        }
        field("account", account, first: true)
        field("amount", amount)
        field("category", category)
        field("channel", channel)
        field("created_at", createdAt)
        field("currency", currency)
        field("date", date)
        field("fee", fee)
        text += ",\"funding\":"
        if let funding {
            text += "{"
            field("label", funding.label, first: true)
            field("last4", funding.last4)
            field("provider", funding.provider)
            text += "}"
        } else {
            text += "null"
        }
        field("id", id)
        field("kind", kind)
        field("merchant", merchant)
        field("note", note)
        field("provider", provider)
        field("reference", reference)
        field("source", source)
        field("status", status)
        field("time", time)
        return text + "}"
    }
}

/// JSON string literals (RFC 8259 §7): quotes, backslashes and control characters escaped, the rest as is.
enum JSONText {
    static func appendString(_ value: String, to text: inout String) {
        text += "\""
        // Nearly every string needs no escape: one pass over the UTF-8 bytes finds out.
        guard value.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) else {
            text += value
            text += "\""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 8)
        let hex = Array("0123456789abcdef".utf8)
        for byte in value.utf8 {
            switch byte {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            case 0x09: bytes += [0x5C, 0x74]
            case ..<0x20: bytes += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        text += String(decoding: bytes, as: UTF8.self)
        text += "\""
    }
}
