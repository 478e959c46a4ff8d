/// Recognises account and wallet overviews: screens of balances and limits where nothing was paid.
enum AccountOverview {
    private static let accountWords = Words.phrases([
        "balance", "baki", "accounts", "account", "savings account", "current account", "fixed deposit", "deposit",
        "principal", "maturity", "credit limit", "points", "stash", "savings", "pocket", "pockets", "wallet",
        "available", "akaun", "simpanan",
    ])

    /// True when the screen shows no outcome (no successful, failed or pending wording, no total or payment label)
    /// and speaks of accounts, balances or limits: a balance figure, or the chosen figure under an account's name
    /// (`Main Account` / `RM 1,204.10`). Among four figures or more, a list of accounts, a payment word inside an
    /// account's name (`Pocket: Bil Bulanan`, `Hire Purchase-i`) is no payment label. Cash handed over is a
    /// payment's; an account named for cash (`Versa Cash`) is not.
    static func isOverview(_ amounts: [ClassifiedAmount], chosen: ClassifiedAmount, on screen: Screen) -> Bool {
        let figures = amounts.filter { $0.role != .promotion }.count
        // An app's home or summary page (`Ringkasan Akaun`, `Selamat petang, …`) lists accounts whose figures may carry
        // a total's or a value's word (`Deposit Tetap-i` | `Jumlah`, `Nilai Saham`): only a receipt's figures and a
        // strong payment label say something was paid there.
        let home = isHomePage(screen)
        if amounts.contains(where: {
            [.change, .subtotal].contains($0.role) || $0.strongPayment
                || $0.role == .total && !home
                || $0.role == .cashTendered && handsOverCash($0, on: screen)
                || $0.role == .payment && figures < 4 && !home
        }) {
            return false
        }
        if StatusReader.showsOutcome(on: screen) { return false }
        guard screen.lines.contains(where: { $0.has(accountWords) }) else { return false }
        if amounts.contains(where: { $0.role == .balance }) { return true }
        let label = screen.labelPosition(of: screen.lines[chosen.line])
        // A multi-currency account lists its balances by currency (`MYR` | `12,880.45`, `SGD` | `210.00`).
        return label.map {
            $0.wordCount <= 3 && $0.has(accountWords) && AmountReader.read($0).isEmpty || isCurrencyCode($0)
        } ?? false
    }

    /// A key that is only a currency's code (`MYR`, `SGD`).
    private static func isCurrencyCode(_ line: ScreenLine) -> Bool {
        let text = line.text.trimmingCharacters(in: .whitespaces).uppercased()
        return text == "MYR" || ForeignCurrency.codes.contains(text)
    }

    /// A summary page's title or a home page's greeting, in the screen's header.
    private static let homeTitles = Words.phrases([
        "ringkasan akaun", "account summary", "accounts summary", "account overview", "accounts overview",
        "my accounts", "akaun saya", "portfolio", "good morning", "good afternoon", "good evening", "selamat pagi",
        "selamat tengah hari", "selamat petang", "selamat malam",
    ])

    private static func isHomePage(_ screen: Screen) -> Bool {
        screen.lines.contains { screen.isHeader($0) && $0.wordCount <= 6 && $0.has(homeTitles) }
    }

    /// Where a tender line's label opens: cash handed over is labelled by the cash itself (`TUNAI 50.00`, `Cash
    /// tendered`), an account by its own name first (`Versa Cash`).
    private static let tenderOpeners: Set<String> = ["cash", "tunai", "tendered", "amount", "wang", "bayaran"]

    private static func handsOverCash(_ amount: ClassifiedAmount, on screen: Screen) -> Bool {
        let line = screen.lines[amount.line]
        let label = amount.standalone ? screen.labelPosition(of: line) : line
        let first = label?.words.split(separator: " ").first.map(String.init) ?? ""
        return tenderOpeners.contains(first)
    }

    /// Transaction evidence: a reference, a signed hero (`+RM 1,142.55`: money that moved; an account's figure is
    /// not drawn so), or a date together with a time. An overview shows none; a payment screen whose outcome badge OCR
    /// missed still does.
    static func showsTransaction(
        on screen: Screen, chosen: ClassifiedAmount, reference: String?, today: CalendarDate?
    ) -> Bool {
        if reference != nil || chosen.reading.sign != 0 && screen.isHero(screen.lines[chosen.line]) { return true }
        let content = screen.lines.filter { !StatusBar.isJunk($0) }
        return content.contains { !DateTimeReader.dates(in: $0, today: today).isEmpty }
            && content.contains { !DateTimeReader.times(in: $0).isEmpty }
    }
}
