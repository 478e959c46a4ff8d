import SpenDropModel

/// What each provider calls itself on its own screens. To add a provider, add its id to `Provider` and a row here.
enum ProviderCatalog {
    struct Entry: Sendable {
        let provider: Provider
        /// Names and app names that identify the provider wherever they appear.
        let names: [String]
        /// Common words that name the provider only when alone on a short line or in a set phrase.
        let weakNames: [String]
        /// Whether the provider is an e-wallet (its wallet-service wording means the `ewallet` channel).
        let isWallet: Bool
        /// Whether the provider is a bank (its name is never channel evidence).
        let isBank: Bool
    }

    static let entries: [Entry] = [
        wallet(
            .touchNGo,
            [
                "touch n go", "touchngo", "tng", "tng ewallet", "tng e wallet", "tng digital", "touch n go ewallet",
                "tngd",
                "ewallet balance", "baki ewallet", "go+ balance", "goplus",
            ]),
        bank(
            .maybank, ["maybank", "maybank2u", "mae", "m2u", "malayan banking", "maybank islamic", "mae by maybank2u"]),
        bank(.cimb, ["cimb", "cimb bank", "cimb clicks", "octo", "cimb octo", "cimb islamic"]),
        bank(.rhb, ["rhb", "rhb bank", "rhb now", "rhb islamic"]),
        bank(.publicBank, ["public bank", "pbe", "pb engage", "publicbank", "public islamic bank", "pbb"]),
        bank(.hongLeong, ["hong leong", "hong leong bank", "hlb", "hlb connect", "hong leong connect"]),
        bank(.ambank, ["ambank", "amonline", "ambank islamic", "amonline app"]),
        bank(.bankIslam, ["bank islam", "go by bank islam", "bimb", "be u", "beu by bank islam"]),
        bank(.bankRakyat, ["bank rakyat", "irakyat", "i rakyat", "rakyatxpress"]),
        bank(.bsn, ["bsn", "bank simpanan nasional", "mybsn", "bsn go"]),
        bank(
            .affin, ["affin bank", "affinalways", "affinalwayson", "affin islamic", "affinmobile", "affinmax"],
            weak: ["affin"]),
        bank(.alliance, ["alliance bank", "allianceonline", "alliance islamic"], weak: ["alliance"]),
        bank(.ocbc, ["ocbc", "ocbc bank", "ocbc al amin"]),
        bank(.uob, ["uob", "uob tmrw", "uob bank", "tmrw by uob"]),
        bank(.hsbc, ["hsbc", "hsbc amanah"]),
        // Short names banks sign their messages with (`SCB MY:`, `AGRO:`): weak, as words of other names.
        bank(
            .standardChartered, ["standard chartered", "stanchart", "sc mobile", "standard chartered saadiq"],
            weak: ["scb"]),
        bank(.agrobank, ["agrobank", "agronet", "agro bank"], weak: ["agro"]),
        bank(.muamalat, ["muamalat", "bank muamalat", "i muamalat"]),
        wallet(
            .grabpay,
            [
                "grabpay", "grab pay", "grabpay wallet", "grabpay later", "grabmart", "grabfood", "grabcar",
                "grabexpress",
                "grab e receipt", "your grab e receipt", "grabbike", "grabtaxi", "grabrewards",
            ], weak: ["grab"]),
        wallet(
            .boost, ["boost wallet", "boost app", "boost ewallet", "boost e wallet", "myboost", "boost bank"],
            weak: ["boost"]),
        wallet(.shopeepay, ["shopeepay", "shopee pay", "shopeepay wallet", "spaylater"]),
        wallet(.bigpay, ["bigpay", "big pay"]),
        wallet(.setel, ["setel", "setel wallet"]),
        // Wise keeps a balance in each currency and names it by its code (`Paid from` | `VND balance`): a short
        // line of a code and `balance` names the app, as its own name does.
        Entry(
            provider: .wise, names: ["wise account", "wise transfer", "sent with wise", "wise app", "wise fee"],
            weakNames: ["wise"] + ForeignCurrency.codes.map { "\($0.lowercased()) balance" },
            isWallet: false, isBank: false),
    ]

    /// Words of the Apple Wallet transaction screen, which names no bank app of its own.
    static let appleWalletUI = Words.phrases([
        "apple pay", "apple wallet", "report an issue", "contact merchant", "daily cash", "card number",
        "transaction details", "latest transactions", "wallet", "dompet",
    ])
    static let appleStrong = Words.phrases(["apple pay", "apple wallet"])

    /// The providers' unambiguous names as prepared phrases, for merchants that must not be a bank's name.
    static let allNames: [String] =
        entries.flatMap { Words.phrases($0.names) }
        + Words.phrases(["duitnow", "bank", "apple pay", "visa", "mastercard", "fpx", "jompay"])

    /// A bank's names, each also run together as an SMS signs with it (`BANKISLAM:`, `HONGLEONG`).
    private static func bank(_ provider: Provider, _ names: [String], weak: [String] = []) -> Entry {
        let joined = names.filter { $0.contains(" ") }.map { $0.replacingOccurrences(of: " ", with: "") }
        let all = names + joined.filter { !names.contains($0) }
        return Entry(provider: provider, names: all, weakNames: weak, isWallet: false, isBank: true)
    }

    private static func wallet(_ provider: Provider, _ names: [String], weak: [String] = []) -> Entry {
        Entry(provider: provider, names: names, weakNames: weak, isWallet: true, isBank: false)
    }

    static func entry(for provider: Provider) -> Entry? { entries.first { $0.provider == provider } }

    private static let allNameSet = Set(allNames)

    /// Whether a line is nothing but a provider's name (an app's header), given its padded word form.
    static func isAppName(_ words: String) -> Bool { allNameSet.contains(words) }
}
