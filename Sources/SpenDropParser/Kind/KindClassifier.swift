import SpenDropModel

/// Decides whether a screen is spending, money coming in, or money leaving to a person, another account or a wallet.
///
/// Spending is the default; only clear wording makes the kind confident. Promotion lines are not evidence
/// ("Top up RM 100 & get RM 2" does not make a payment a top-up).
enum KindClassifier {
    private static let moneyIn = Words.phrases([
        "received", "you received", "money received", "payment received", "transfer received", "credited",
        "credited to", "refund", "refunded", "duit masuk", "wang diterima", "diterima", "dana diterima",
        "incoming", "received from", "cash in", "money in", "refund successful", "bayaran balik", "pulangan",
        "dikreditkan", "deposit", "transfer in", "incoming transfer", "you got",
    ])
    /// Phrases that look like money in but name the merchant side of a payment.
    private static let notMoneyIn = Words.phrases([
        "received by", "diterima oleh", "cash received", "amount received", "payment received by",
    ])
    private static let moneyOut = Words.phrases([
        "transfer to", "transferred to", "fund transfer", "funds transfer", "duitnow transfer", "you sent",
        "send money", "money sent", "sent to", "top up", "topup", "top up successful", "reload", "reload successful",
        "pemindahan dana", "own account", "to own account", "instant transfer", "ibg", "interbank giro",
        "tambah nilai", "cash out", "withdrawal", "pengeluaran", "duitnow to account", "add money",
        "transfer successful", "pemindahan berjaya",
    ])
    /// Transfer words that a merchant payment can also use ("DuitNow QR transfer").
    private static let weakMoneyOut = Words.phrases(["transfer", "transferred", "pemindahan", "pindahan"])
    /// Wording of a purchase that a transfer word may appear beside.
    private static let expense = Words.phrases([
        "merchant", "payment to merchant", "purchase", "paid to", "pay to", "qr payment", "duitnow qr", "bill payment",
        "bayaran kepada", "merchant name", "subtotal", "duitnow qr payment",
    ])

    static func classify(on screen: Screen) -> (kind: EntryKind, confident: Bool) {
        let evidence = screen.lines.filter {
            $0.isReliable && !$0.has(AmountRoleClassifier.promotionCues) && $0.wordCount <= 12
        }
        let inLine = evidence.first { $0.has(moneyIn) && !$0.has(notMoneyIn) }
        let merchantPayment = evidence.contains { $0.has(expense) }
        let outLine = evidence.first { $0.has(moneyOut) } ?? (merchantPayment ? nil : evidence.first { $0.has(weakMoneyOut) })
        switch (inLine, outLine) {
        case let (incoming?, outgoing?):
            // "Transfer received" has both words; the earlier, header-most line decides.
            return incoming.index <= outgoing.index ? (.moneyIn, true) : (.moneyOut, true)
        case (_?, nil):
            return (.moneyIn, true)
        case (nil, _?):
            return (.moneyOut, true)
        case (nil, nil):
            let clearPurchase = evidence.contains { $0.has(expense) || $0.has(purchaseWords) }
            return (.expense, clearPurchase)
        }
    }

    private static let purchaseWords = Words.phrases([
        "payment successful", "paid", "you paid", "payment", "purchase", "bayaran berjaya", "pembayaran berjaya",
        "approved", "sale",
    ])
}
