import Foundation
import SpenDropModel

/// What the parser is given: the OCR lines of one screen, when it was taken, and the zone to read it in.
///
/// A screen holds at most `maximumLines` lines of at most `maximumLineLength` characters: text recognition of a
/// phone screenshot or a receipt gives a few hundred lines of a few hundred characters at most. The parser's work
/// is linear in the input; past these limits `limitViolation` says why, and `PaymentParser.parse` reads only what
/// fits, so no caller can make it slow.
public struct ParseInput: Sendable {
    public static let maximumLines = 500
    public static let maximumLineLength = 1_000
    /// Amounts weighed per screen; a receipt shows well under a hundred. Past this, later amounts are not read.
    public static let maximumAmounts = 1_000

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

    /// Why this input is past the parser's limits, in one sentence; nil when it fits.
    public var limitViolation: String? {
        if lines.count > Self.maximumLines {
            return "\(lines.count) lines is more than the \(Self.maximumLines) a screen may hold"
        }
        if let index = lines.firstIndex(where: { $0.text.count > Self.maximumLineLength }) {
            return "line \(index + 1) has \(lines[index].text.count) characters, more than the "
                + "\(Self.maximumLineLength) a line may hold"
        }
        return nil
    }

    /// The lines within the limits: the first `maximumLines`, each cut to `maximumLineLength` characters.
    var linesWithinLimits: [OCRLine] {
        guard limitViolation != nil else { return lines }
        return lines.prefix(Self.maximumLines).map { line in
            guard line.text.count > Self.maximumLineLength else { return line }
            var cut = line
            cut.text = String(line.text.prefix(Self.maximumLineLength))
            return cut
        }
    }
}

/// One amount seen on the screen, with the role the parser gave it.
public struct AmountCandidate: Sendable, Equatable, Codable {
    public var amount: Money
    public var role: AmountRole
    /// The index of the OCR line it was read from.
    public var line: Int
    /// The chooser's score: the highest wins (see `PaymentScorer`).
    public var score: Double
    /// Short codes for what the score was made of (`label:total`, `hero`, `sum:subtotal+tax`, `row:balance`).
    public var evidence: [String]
    /// The weight each evidence code added, in the same order (for `--explain`; not part of the JSON).
    public var evidenceWeights: [Double] = []

    public init(amount: Money, role: AmountRole, line: Int, score: Double = 0, evidence: [String] = []) {
        self.amount = amount
        self.role = role
        self.line = line
        self.score = score
        self.evidence = evidence
    }

    enum CodingKeys: String, CodingKey {
        case amount, role, line, score, evidence
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = try container.decode(Money.self, forKey: .amount)
        role = try container.decode(AmountRole.self, forKey: .role)
        line = try container.decode(Int.self, forKey: .line)
        score = try container.decodeIfPresent(Double.self, forKey: .score) ?? 0
        evidence = try container.decodeIfPresent([String].self, forKey: .evidence) ?? []
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
    /// The bank or card behind the wallet or app used, when the screen shows one.
    public var funding: Funding?
    public var candidates: [AmountCandidate]

    public init(
        amount: Money? = nil, currency: String = "MYR", fee: Money? = nil, merchant: String? = nil,
        provider: Provider? = nil, channel: Channel? = nil, category: SpendCategory = .other,
        categoryConfident: Bool = false, kind: EntryKind = .expense, kindConfident: Bool = false,
        date: String? = nil, time: String? = nil, reference: String? = nil, status: PaymentStatus = .unknown,
        confidence: ParseConfidence = .low, items: [ParsedItem] = [], funding: Funding? = nil,
        candidates: [AmountCandidate] = []
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
        self.funding = funding
        self.candidates = candidates
    }

    enum CodingKeys: String, CodingKey {
        case amount, currency, fee, merchant, provider, channel, category
        case categoryConfident = "category_confident"
        case kind
        case kindConfident = "kind_confident"
        case date, time, reference, status, confidence, items, funding, candidates
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = try container.decodeIfPresent(Money.self, forKey: .amount)
        currency = try container.decodeIfPresent(String.self, forKey: .currency) ?? "MYR"
        fee = try container.decodeIfPresent(Money.self, forKey: .fee)
        merchant = try container.decodeIfPresent(String.self, forKey: .merchant)
        provider = try container.decodeIfPresent(Provider.self, forKey: .provider)
        channel = try container.decodeIfPresent(Channel.self, forKey: .channel)
        category = try container.decodeIfPresent(SpendCategory.self, forKey: .category) ?? .other
        categoryConfident = try container.decodeIfPresent(Bool.self, forKey: .categoryConfident) ?? false
        kind = try container.decodeIfPresent(EntryKind.self, forKey: .kind) ?? .expense
        kindConfident = try container.decodeIfPresent(Bool.self, forKey: .kindConfident) ?? false
        date = try container.decodeIfPresent(String.self, forKey: .date)
        time = try container.decodeIfPresent(String.self, forKey: .time)
        reference = try container.decodeIfPresent(String.self, forKey: .reference)
        status = try container.decodeIfPresent(PaymentStatus.self, forKey: .status) ?? .unknown
        confidence = try container.decodeIfPresent(ParseConfidence.self, forKey: .confidence) ?? .low
        items = try container.decodeIfPresent([ParsedItem].self, forKey: .items) ?? []
        funding = try container.decodeIfPresent(Funding.self, forKey: .funding)
        candidates = try container.decodeIfPresent([AmountCandidate].self, forKey: .candidates) ?? []
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
        try container.encode(funding, forKey: .funding)
        try container.encode(candidates, forKey: .candidates)
    }
}
