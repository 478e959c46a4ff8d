import SpenDropModel

/// Decides how a payment was made, from the screen's wording only: a bank's name is never channel evidence.
enum ChannelDetector {
    private static let applePay = Words.phrases(["apple pay"])
    private static let duitNowQR = Words.phrases([
        "duitnow qr", "qr duitnow", "duitnow qr payment", "duitnow qr pay", "pay with duitnow qr", "duitnowqr",
    ])
    private static let onlineBanking = Words.phrases([
        "fpx", "online banking", "internet banking", "jompay", "perbankan dalam talian", "fpx payment",
    ])
    private static let bankTransfer = Words.phrases([
        "duitnow transfer", "duitnow to account", "duitnow id", "instant transfer", "ibg", "interbank giro",
        "instant interbank", "funds transfer", "fund transfer", "transfer to account", "pemindahan dana",
        "account transfer", "ibft", "pindahan duitnow", "bank transfer", "interbank transfer", "own account transfer",
        "transfer to own account", "duitnow mobile", "duitnow mykad", "third party transfer",
    ])
    private static let genericTransfer = Words.phrases([
        "transfer", "transferred", "pemindahan", "pindahan", "sent to", "send money", "money sent", "you sent",
    ])
    private static let card = Words.phrases([
        "visa", "mastercard", "master card", "debit card", "credit card", "card ending", "card no", "card number",
        "contactless", "paywave", "paypass", "amex", "american express", "unionpay", "mydebit", "kad debit",
        "kad kredit", "card",
    ])
    private static let qr = Words.phrases([
        "qr", "qr pay", "scan and pay", "scan pay", "qr payment", "scan to pay", "scan qr", "imbas dan bayar",
    ])
    private static let ewallet = Words.phrases(["ewallet", "e wallet", "wallet", "e dompet"])
    private static let cash = Words.phrases(["cash", "tunai", "tendered", "change", "kembalian"])

    static func detect(on screen: Screen, provider: Provider?) -> Channel? {
        let evidence = screen.lines.filter { $0.isReliable && !$0.has(AmountRoleClassifier.promotionCues) }
        func seen(_ phrases: [String]) -> Bool { evidence.contains { $0.has(phrases) } }
        let entry = provider.flatMap(ProviderCatalog.entry(for:))
        let isWallet = entry?.isWallet ?? false
        let isBank = entry?.isBank ?? false

        if provider == .applePay || seen(applePay) { return .applePay }
        if seen(duitNowQR) { return .duitnowQR }
        if seen(onlineBanking) { return .onlineBanking }
        if seen(bankTransfer) { return .bankTransfer }
        if provider == .card { return .card }
        if seen(qr) { return isWallet ? .ewallet : (isBank || seen(ProviderCatalog.allNames) ? .duitnowQR : .qr) }
        if seen(genericTransfer) { return isWallet ? .ewallet : .bankTransfer }
        if seen(card) && !isWallet { return .card }
        if isWallet || seen(ewallet) && provider != .cash { return .ewallet }
        if provider == .cash || seen(cash) { return .cash }
        if provider == .duitnow { return .bankTransfer }
        return nil
    }
}
