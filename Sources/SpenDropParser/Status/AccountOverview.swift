/// Recognises account and wallet overviews: screens of balances and limits where nothing was paid.
enum AccountOverview {
    private static let accountWords = Words.phrases([
        "balance", "baki", "accounts", "account", "savings account", "current account", "fixed deposit", "deposit",
        "principal", "maturity", "credit limit", "points", "stash", "savings", "pocket", "pockets", "wallet",
        "available", "akaun", "simpanan",
    ])

    /// True when the screen shows no outcome (no successful, failed or pending wording, no total or payment label)
    /// and speaks of accounts, balances or limits.
    static func isOverview(_ amounts: [ClassifiedAmount], on screen: Screen) -> Bool {
        if amounts.contains(where: { [.payment, .total, .change, .cashTendered, .subtotal].contains($0.role) }) {
            return false
        }
        if StatusReader.showsOutcome(on: screen) { return false }
        return amounts.contains { $0.role == .balance } && screen.lines.contains { $0.has(accountWords) }
    }

    /// Transaction evidence: a reference, or a date together with a time. An overview shows neither; a payment
    /// screen whose outcome badge OCR missed still does.
    static func showsTransaction(on screen: Screen, reference: String?, today: CalendarDate?) -> Bool {
        if reference != nil { return true }
        let content = screen.lines.filter { !StatusBar.isJunk($0) }
        return content.contains { !DateTimeReader.dates(in: $0, today: today).isEmpty }
            && content.contains { !DateTimeReader.times(in: $0).isEmpty }
    }
}
