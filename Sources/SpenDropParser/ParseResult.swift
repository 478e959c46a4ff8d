import Foundation
import SpenDropModel

/// What the parser is given: the OCR lines of one screen, when it was taken, and the zone to read it in.
public struct ParseInput: Sendable {
    public var lines: [OCRLine]
    /// When the screenshot was taken; fills in a missing year. Never used as a silent date.
    public var now: Date
    /// The zone for dates and times shown without one (Malaysia time by default).
    public var timeZone: TimeZone

    public init(
        lines: [OCRLine], now: Date = Date(),
        timeZone: TimeZone = TimeZone(identifier: "Asia/Kuala_Lumpur")!
    ) {
        self.lines = lines
        self.now = now
        self.timeZone = timeZone
    }
}

/// One amount seen on the screen, with the role the parser gave it.
public struct AmountCandidate: Sendable, Equatable, Codable {
    public var amount: Money
    public var role: AmountRole
    /// The index of the OCR line it was read from.
    public var line: Int

    public init(amount: Money, role: AmountRole, line: Int) {
        self.amount = amount
        self.role = role
        self.line = line
    }
}

/// One row of a screen that lists several transactions.
public struct ParsedItem: Sendable, Equatable, Codable {
    public var date: String?
    public var time: String?
    public var merchant: String?
    public var amount: Money
    public var kind: EntryKind

    public init(date: String?, time: String?, merchant: String?, amount: Money, kind: EntryKind) {
        self.date = date
        self.time = time
        self.merchant = merchant
        self.amount = amount
        self.kind = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(time, forKey: .time)
        try container.encode(merchant, forKey: .merchant)
        try container.encode(amount, forKey: .amount)
        try container.encode(kind, forKey: .kind)
    }
}

/// Everything read from one screen. Field names and meanings are a contract (see CONTRACTS.md).
public struct ParseResult: Sendable, Equatable, Codable {
    /// The payment; `nil` for balance-only screens and history lists.
    public var amount: Money?
    public var currency: String
    /// A separately shown fee or charge.
    public var fee: Money?
    /// Who was paid, or who paid for money in.
    public var merchant: String?
    public var provider: Provider?
    public var channel: Channel?
    public var category: SpendCategory
    public var categoryConfident: Bool
    public var kind: EntryKind
    public var kindConfident: Bool
    /// `YYYY-MM-DD` in the screen's local time.
    public var date: String?
    /// `HH:mm` or `HH:mm:ss` in the screen's local time.
    public var time: String?
    public var reference: String?
    public var status: PaymentStatus
    public var confidence: ParseConfidence
    public var items: [ParsedItem]
    public var candidates: [AmountCandidate]

    public init(
        amount: Money? = nil, currency: String = "MYR", fee: Money? = nil, merchant: String? = nil,
        provider: Provider? = nil, channel: Channel? = nil, category: SpendCategory = .other,
        categoryConfident: Bool = false, kind: EntryKind = .expense, kindConfident: Bool = false,
        date: String? = nil, time: String? = nil, reference: String? = nil, status: PaymentStatus = .unknown,
        confidence: ParseConfidence = .low, items: [ParsedItem] = [], candidates: [AmountCandidate] = []
    ) {
        self.amount = amount
        self.currency = currency
        self.fee = fee
        self.merchant = merchant
        self.provider = provider
        self.channel = channel
        self.category = category
        self.categoryConfident = categoryConfident
        self.kind = kind
        self.kindConfident = kindConfident
        self.date = date
        self.time = time
        self.reference = reference
        self.status = status
        self.confidence = confidence
        self.items = items
        self.candidates = candidates
    }

    enum CodingKeys: String, CodingKey {
        case amount, currency, fee, merchant, provider, channel, category
        case categoryConfident = "category_confident"
        case kind
        case kindConfident = "kind_confident"
        case date, time, reference, status, confidence, items, candidates
    }

    /// Writes every field, with explicit `null`s, so consumers can rely on the keys being present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amount, forKey: .amount)
        try container.encode(currency, forKey: .currency)
        try container.encode(fee, forKey: .fee)
        try container.encode(merchant, forKey: .merchant)
        try container.encode(provider, forKey: .provider)
        try container.encode(channel, forKey: .channel)
        try container.encode(category, forKey: .category)
        try container.encode(categoryConfident, forKey: .categoryConfident)
        try container.encode(kind, forKey: .kind)
        try container.encode(kindConfident, forKey: .kindConfident)
        try container.encode(date, forKey: .date)
        try container.encode(time, forKey: .time)
        try container.encode(reference, forKey: .reference)
        try container.encode(status, forKey: .status)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(items, forKey: .items)
        try container.encode(candidates, forKey: .candidates)
    }
}
