import SpenDropModel

/// Decides how a payment was made, from the screen's wording only: a bank's name is never channel evidence.
enum ChannelDetector {
    private static let applePay = Words.phrases(["apple pay"])
    private static let duitNowQR = Words.phrases([
        "duitnow qr", "qr duitnow", "duitnow qr payment", "duitnow qr pay", "pay with duitnow qr", "duitnowqr",
    ])
    private static let onlineBanking = Words.phrases([
        "fpx", "online banking", "internet banking", "perbankan dalam talian", "fpx payment",
    ])
    /// JomPAY bills and direct debits are their own rail.
    private static let otherRails = Words.phrases([
        "jompay", "biller code", "kod biller", "direct debit", "auto debit", "autodebit", "standing instruction",
        "debit terus",
    ])
    private static let bill = Words.phrases([
        "bill payment", "biller", "bill", "bil", "pay bill", "bayar bil", "bills", "utility",
    ])
    /// A card named with its masked number, by its last four digits (`Card 1563 used for`), or as the means of
    /// payment is card evidence even on a wallet screen.
    private static let cardPaid = Pattern(
        #"(?:visa|mastercard|master\s*card|amex|unionpay|mydebit|debit\s+card|credit\s+card|"#
            + #"kad\s+(?:debit|kredit)).{0,24}(?:[•*xX]{2,}|\d{4}\b)|(?:paid|pay|reload|top\s*up|"#
            + #"topped\s*up)\s+(?:by|with|using|via|from)\s+(?:your\s+)?(?:visa|mastercard|debit|credit|"#
            + #"card)|card\s+payment|\b(?:card|cc)\s+(?:ending\s+)?[xX*•]{2,}\s?\d{2,4}\b|\bcard\s+[xX]\d{4}\b|\bcard\s+\d{4}\b(?!\s*\d)|\bcard\s+\d{4,6}[xX*•]{4,}\d{4}\b"#
    )
    /// Wallet payments that are not a merchant scan: tolls, parking, bills, rides, orders, fuel.
    private static let walletServices = Words.phrases([
        "toll", "tol", "parking", "parkir", "letak kereta", "bill", "bil", "ride", "fare", "booking", "order",
        "delivery",
        "delivered", "fuel", "litre", "litres", "pump", "rfid", "grabcar", "grabfood", "grabmart", "grabexpress",
        "e receipt", "subscription", "online", "movie", "cinemas", "tickets", "reload", "top up", "refund",
        "transfer", "pesanan", "item", "items", "goplus", "insurance", "prepaid", "postpaid", "bills",
        "biller", "pay bills", "bayar bil",
    ])
    private static let merchantWording = Words.phrases([
        "merchant", "merchant name", "nama peniaga", "peniaga", "pay to", "paid to", "kepada", "to", "recipient",
        "penerima", "payment to",
    ])
    private static let recipientBank = Words.phrases([
        "bank", "recipient bank", "beneficiary bank", "bank penerima", "account", "transfer to bank", "to bank",
    ])
    private static let bankTransfer = Words.phrases([
        "duitnow transfer", "duitnow to account", "duitnow id", "instant transfer", "ibg", "interbank giro",
        "instant interbank", "funds transfer", "fund transfer", "transfer to account", "pemindahan dana",
        "account transfer", "ibft", "pindahan duitnow", "bank transfer", "interbank transfer", "own account transfer",
        "transfer to own account", "duitnow mobile", "duitnow mykad", "third party transfer",
    ])
    private static let genericTransfer = Words.phrases([
        "transfer", "transferred", "pemindahan", "pindahan", "sent to", "send money", "money sent", "you sent",
        "money received", "received money", "receive money", "duit masuk", "sent you", "received from",
    ])
    private static let card = Words.phrases([
        "visa", "mastercard", "master card", "debit card", "credit card", "card ending", "card no", "card number",
        "contactless", "paywave", "paypass", "amex", "american express", "unionpay", "mydebit", "kad debit",
        "kad kredit", "card transaction", "card transactions", "transaksi kad",
    ])
    private static let qr = Words.phrases([
        "qr", "qr pay", "qrpay", "scan and pay", "scan pay", "qr payment", "scan to pay", "scan qr", "imbas dan bayar",
        "qris",
    ])
    private static let ewallet = Words.phrases(["ewallet", "e wallet", "wallet", "e dompet", "dompet"])
    private static let walletTransfer = Words.phrases([
        "wallet transfer", "wallet to wallet", "ewallet transfer", "e wallet transfer", "pindahan dompet",
    ])
    private static let senderBank = Words.phrases(["sender bank", "bank pengirim", "from bank", "sender s bank"])
    private static let chequeDeposit = Words.phrases(["cheque deposit", "deposit cek", "deposit cheque"])
    private static let authorities = Words.phrases([
        "zakat", "lembaga", "majlis", "jabatan", "perbadanan", "lhdn", "kwsp", "perkeso", "ptptn", "dewan bandaraya",
    ])
    private static let orderAmountLabels = Words.phrases(["order amount", "jumlah pesanan"])
    private static let duitNow = Words.phrases(["duitnow", "duit now"])
    private static let cash = Words.phrases(["cash", "tunai", "tendered", "change", "kembalian"])

    /// A transaction type that is a card's use ("Type" / "Card purchase"), when the line is only that phrase: a
    /// sentence around it ("Earn cashback on every card purchase") is a banner's, not this payment's type.
    private static let cardTypes = Words.phrases([
        "card purchase", "card transaction", "pembelian kad", "transaksi kad", "belian kad",
    ])
    private static let paymentMethodLabels = Words.phrases([
        "payment method", "paid with", "pay with", "paid from", "kaedah pembayaran", "dibayar dengan", "payment type",
        "paid by", "payment option",
    ])
    private static let cashValues: Set<String> = [" cash ", " tunai "]

    /// "Paid by" / "Cash": cash as a payment method's value, however the app that shows it is usually paid.
    private static func paidInCash(_ line: ScreenLine, on screen: Screen) -> Bool {
        cashValues.contains(line.words) && isMethodValue(line, on: screen, keyedOnly: true)
            || paidInCashWords.contains(line.words)
    }
    /// `Paid in cash` as a row's own key, its figure beside it.
    private static let paidInCashWords: Set<String> = [" paid in cash ", " paid by cash "]
    private static let balanceWords = Words.phrases(["balance", "baki"])
    private static let walletBalance = Words.phrases([
        "wallet balance", "ewallet balance", "e wallet balance", "baki dompet", "baki ewallet", "baki e wallet",
    ])

    /// "Payment Method" / "ShopeePay Balance": the wallet's own balance paid, which is the wallet channel. So is
    /// a wallet named as the payment method ("Paid with" / "Boost Wallet"), even by the app's own name: as a
    /// method's value it says how this payment was made, not which app shows it.
    private static func paidFromWalletBalance(_ line: ScreenLine, on screen: Screen) -> Bool {
        line.wordCount <= 5 && (line.has(balanceWords) || line.has(ewallet)) && isMethodValue(line, on: screen)
    }

    private static let payLater = Words.phrases([
        "spaylater", "paylater", "pay later", "grab paylater", "atome", "shopee paylater", "bnpl",
    ])
    private static let qrWords = Words.phrases(["qr"])
    /// Other countries' national QR schemes: Indonesia's, Thailand's, Singapore's, Vietnam's, the Philippines'.
    private static let foreignQR = Words.phrases([
        "qris", "cross border", "overseas qr", "thai qr", "promptpay", "prompt pay", "paynow", "sgqr", "vietqr",
        "qr ph",
    ])

    /// Whether `line` is the value of a payment method's key, beside it or right below it, or (unless `keyedOnly`)
    /// holds key and value itself (`Paid with Boost Wallet`).
    private static func isMethodValue(_ line: ScreenLine, on screen: Screen, keyedOnly: Bool = false) -> Bool {
        if !keyedOnly, paymentMethodLabels.contains(where: { line.words.hasPrefix($0) }) { return true }
        guard let key = screen.labelPosition(of: line) else { return false }
        return paymentMethodLabels.contains { key.words == $0 }
    }

    static func detect(
        on screen: Screen, provider: Provider?, kind: EntryKind = .expense, kindConfident: Bool = false,
        merchant: String? = nil, failed: Bool = false
    ) -> Channel? {
        // The merchant's own name is not wording about the rail ("Roti Canai Transfer Kak Ros").
        let merchantWords = merchant.map(Words.normalize)
        let evidence = screen.lines.filter { line in
            guard line.isReliable, !line.isPromotion else { return false }
            guard let merchantWords, Words.count(merchantWords) > 0 else { return true }
            // Only a line that is the name (give or take a label) is set aside, never a sentence around it, nor a
            // payment method's value (`Paid with` | `Lazada Wallet` from Lazada is how it was paid).
            return !(Words.occurs(merchantWords, in: line.words) && line.wordCount <= Words.count(merchantWords) + 2)
                || isMethodValue(line, on: screen, keyedOnly: true)
        }
        func seen(_ phrases: [String]) -> Bool { evidence.contains { $0.has(phrases) } }
        // The app's own name ("Touch 'n Go eWallet") says which app, not how this payment was made.
        // Under a failed payment, a wallet's balance (`Wallet Balance` | `RM 21.35`, `Your wallet balance is
        // insufficient`) is what it still holds, not how anything was paid; one that names its wallet (`Your GrabPay
        // Wallet balance … is not enough`) names the method tried.
        let walletWording =
            evidence.contains {
                $0.has(ewallet) && !ProviderCatalog.isAppName($0.words)
                    && !(failed && $0.has(walletBalance) && !$0.has(ProviderCatalog.allNames))
            }
            || evidence.contains { paidFromWalletBalance($0, on: screen) }
        let entry = provider.flatMap(ProviderCatalog.entry(for:))
        let isWallet = entry?.isWallet ?? false
        let isBank = entry?.isBank ?? false
        let cardSeen = evidence.contains { line in
            // A message's sentence broken between `… on card` and `x3097 at …` is read whole.
            cardPaid.occurs(in: line.text) || screen.wrapped(line).map { cardPaid.occurs(in: $0) } == true
                || FundingReader.sentenceCard(line, on: screen) != nil
                || cardTypes.contains { line.words == $0 }
        }

        if provider == .applePay || seen(applePay) { return .applePay }
        // A cheque paid into the account came over none of the rails (`Cheque Deposit`, its drawer and bank).
        if kind == .moneyIn && seen(chequeDeposit) { return nil }
        // Paid with a buy-now-pay-later plan (`Payment Method` | `SPayLater`): the plan is credit, not a rail.
        // A QR scanned with it (`Payment type` | `GrabPay QR`) still names the rail.
        // The plan's own note in brackets (`SPayLater (Pay in 1 month)`) is no word of the method.
        if evidence.contains(where: {
            $0.has(payLater) && Words.count(Words.normalize(String($0.text.prefix { $0 != "(" }))) <= 3
                && isMethodValue($0, on: screen)
        }),
            !seen(qrWords)
        {
            return nil
        }
        if evidence.contains(where: { paidInCash($0, on: screen) }) { return .cash }
        if seen(duitNowQR) { return .duitnowQR }
        if seen(otherRails) { return .other }
        if seen(onlineBanking) { return .onlineBanking }
        if seen(bankTransfer) { return .bankTransfer }
        // A bank's record of a purchase with its own card (its `Card` row or title with the number) is card.
        if provider == .card || cardSeen || kind == .expense && isBank && FundingReader.cardKeyRow(on: screen) != nil {
            return .card
        }
        // Money in from a named sender bank came over an inter-bank rail, whichever app shows it.
        if kind == .moneyIn && seen(senderBank) { return .bankTransfer }
        if isWallet {
            // A transfer to a bank account, or one that came in over DuitNow (QR was ruled out above).
            if seen(genericTransfer) && (seen(recipientBank) || seen(duitNow)) { return .bankTransfer }
            // "Scan & Pay": the wallet scanned the merchant's code, whatever services the screen also mentions.
            if kind == .expense && seen(qr) { return .qr }
            // "Order Amount" on a QR payment's breakdown is an amount's label, not an order service.
            // A button inviting a service (`Reload Now`) is no service used.
            let servicesSeen = evidence.contains {
                $0.has(walletServices) && !$0.has(orderAmountLabels)
                    && !($0.wordCount <= 3 && $0.words.hasSuffix(" now "))
            }
            // Money clearly sent to or received from someone inside a wallet app is a wallet transfer.
            if kind != .expense && kindConfident { return .ewallet }
            // Only wording decides: a wallet payment that names neither a QR scan nor a wallet service is unknown.
            return servicesSeen || walletWording || seen(genericTransfer) ? .ewallet : nil
        }
        // A receipt tendered in cash was paid in cash, whatever QR code it prints (an e-invoice's, a survey's).
        if provider == .cash { return .cash }
        // A line that is only a code's caption ("[QR]", "QR Code") is the printed code, not wording about the payment.
        let qrWording = evidence.contains { $0.has(qr) && $0.words != " qr " && $0.words != " qr code " }
        // A bank's QR is DuitNow's, unless the QR is the bank's own brand, named with it (`Maybank QRPay`).
        let ownNames = entry.map { Words.phrases($0.names) } ?? []
        let ownQR = evidence.contains { line in
            line.wordCount <= 3 && line.has(qr) && !line.has(duitNowQR) && !line.has(duitNow) && line.has(ownNames)
        }
        // Another country's QR scanned across the border (`QRIS Cross-Border`) is no DuitNow QR.
        if qrWording {
            return (isBank || seen(ProviderCatalog.allNames)) && !ownQR && !seen(foreignQR) ? .duitnowQR : .qr
        }
        // `Wallet Transfer`, `Wallet to Wallet`: a transfer inside a wallet, never through a bank.
        if seen(walletTransfer) { return .ewallet }
        if seen(genericTransfer) { return .bankTransfer }
        if seen(card) { return .card }
        if seen(cash) { return .cash }
        if walletWording { return .ewallet }
        // A bank's name is no channel evidence, and neither is a named merchant: a bank screen that says only "bill"
        // was a bill payment from the bank's menu; anything else stays unknown for the person to pick.
        guard isBank || provider == .duitnow || provider == .wise else { return nil }
        switch kind {
        case .moneyIn, .moneyOut, .transfer:
            // "Duit Masuk … Daripada", "Penerima … Bank": wording that makes it money moved between accounts.
            return kindConfident || seen(recipientBank) ? .bankTransfer : nil
        case .expense:
            return seen(bill) ? .onlineBanking : nil
        }
    }
}
