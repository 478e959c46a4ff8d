import SpenDropModel

/// A funding account entries are paid from or into: a bank account, an e-wallet, a card or cash.
public struct Account: Sendable, Equatable, Identifiable {
    /// What kind of account it is.
    public enum Kind: String, Sendable, CaseIterable {
        case bank, ewallet, card, cash

        /// The kind an account created on demand gets from the provider of the entry that named it.
        public static func inferred(provider: Provider?, name: String) -> Kind {
            if name.lowercased() == "cash" { return .cash }
            switch provider {
            case .touchNGo, .grabpay, .boost, .shopeepay, .bigpay, .setel: return .ewallet
            case .card, .applePay: return .card
            case .cash: return .cash
            default: return .bank
            }
        }
    }

    /// The store's row id.
    public var id: Int64
    /// Unique in the ledger, compared case-insensitively.
    public var name: String
    public var kind: Kind
    /// The bank or e-wallet behind the account, when known.
    public var provider: Provider?
    /// A card's last four digits, so a screen naming the card can preselect the account.
    public var last4: String?

    public init(id: Int64, name: String, kind: Kind, provider: Provider? = nil, last4: String? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.provider = provider
        self.last4 = last4
    }
}
