/// The bank or card behind the wallet or app a payment was made with ("Maybank Visa Debit •••• 4417").
///
/// On an Apple Wallet screen the provider is Apple Pay and this is the card it charged; on a wallet top-up it is the
/// card or bank the wallet drew on. The review links it to a funding account by provider and last four digits.
public struct Funding: Sendable, Equatable, Hashable, Codable {
    /// The bank or card network, when the label names one.
    public var provider: Provider?
    /// The card or account as the screen names it, without its masked number.
    public var label: String
    /// The last four digits of the card or account, when shown.
    public var last4: String?

    public init(provider: Provider?, label: String, last4: String?) {
        self.provider = provider
        self.label = label
        self.last4 = last4
    }

    /// Writes every field, with explicit `null`s, as the contract's JSON shape has them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(provider, forKey: .provider)
        try container.encode(label, forKey: .label)
        try container.encode(last4, forKey: .last4)
    }
}
