import Foundation
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
        "dikreditkan", "transfer in", "incoming transfer", "you got", "youve received", "wang masuk", "qr credit",
        "money in", "duitnow credit", "ibg credit", "salary", "gaji", "dividend", "dividen", "diterima daripada",
        "pindahan masuk", "dana masuk", "reversal", "returned to your", "has been returned",
        "income distribution", "agihan pendapatan", "pembayaran masuk", "bayaran masuk", "terimaan",
        // A cheque paid into the account (`Cheque Deposit`, `Deposit Cek`).
        "cheque deposit", "deposit cek", "deposit cheque",
        // `Pemindahan Masuk` (a transfer in), `Anda telah menerima RM… daripada …`, a statement's `IBG CR`.
        "pemindahan masuk", "telah menerima", "anda menerima", "ibg cr", "duitnow cr", "ibg kredit",
        // A QR payment received (`DuitNow QR (Terima)`): `terima` alone would read `terima kasih` (thank you). A
        // Malay alert opening on the credit (`Kredit DuitNow RM…`).
        "qr terima", "kredit duitnow",
    ])
    /// A platform's payout of earnings arrives as the person's income; an item's row (`1x Payout Envelope`) names
    /// something bought.
    private static let payoutWords = Words.phrases(["payout", "payouts", "net payout", "total payout"])
    private static let itemCount = Pattern(#"^\s*\d{1,3}\s?[xX]\s"#)

    /// The screen's own payout: its title or a row (`< Payouts`, `Net payout RM 487.20`), or a sentence that carries
    /// the amount ("Your payout of RM 120.00 is on its way"). A banner's sentence without one ("Sellers: get your payout
    /// in 1 day") offers a service, and an item's row (`1x Payout Envelope`) names something bought.
    private static func isPayout(_ line: ScreenLine) -> Bool {
        guard line.has(payoutWords), !itemCount.occurs(in: line.text) else { return false }
        return line.wordCount <= 4 || !AmountReader.read(line).isEmpty
    }
    /// Phrases that look like money in but name the merchant side of a payment.
    private static let notMoneyIn = Words.phrases([
        "received by", "diterima oleh", "cash received", "amount received", "jumlah diterima", "payment received by",
        "transfer in progress",
        // "Not enough money in your BND balance": the money a balance holds, not money that came in.
        "money in your", "money in the",
        // A shop's refund policy at the foot of its receipt.
        "no refund", "non refundable", "tiada bayaran balik", "no refunds",
        // Cash handed over at a counter, and a loan's repayment (`Bayaran Balik Pinjaman`).
        "tunai diterima", "bayaran balik pinjaman",
        // A council's or shop's official receipt for what it was paid ("RESIT TERIMAAN").
        "resit terimaan", "official receipt",
        // A seller's e-mail: what it received was the reader's ("We have received your payment").
        "received your payment", "received your order", "menerima bayaran anda",
    ])
    private static let moneyOut = Words.phrases([
        "transfer to", "transferred to", "fund transfer", "funds transfer", "duitnow transfer", "you sent",
        "send money", "money sent", "sent to", "top up", "topup", "top up successful", "reload", "reload successful",
        "pemindahan dana", "own account", "to own account", "instant transfer", "ibg", "interbank giro",
        "tambah nilai", "cash out", "withdrawal", "pengeluaran", "duitnow to account", "add money", "money added",
        "add value",
        "transfer successful", "pemindahan berjaya",
        // A Korean transit card's or wallet's top-up (`티머니 충전`).
        "충전",
    ])
    /// Paying one's own credit card from an account moves money between the person's own accounts; a receipt's
    /// "credit card payment" tender line has no account it came from.
    private static let cardRepayment = Words.phrases([
        "credit card payment", "credit card repayment", "card repayment", "bayaran kad kredit",
    ])
    private static let statementFigures = Words.phrases([
        "statement balance", "minimum payment", "minimum due", "min payment", "baki penyata", "bayaran minimum",
    ])
    private static let fromAccount = Words.phrases([
        "from account", "dari akaun", "debit from", "pay from", "paid from", "akaun sumber",
    ])
    /// A phone's prepaid reload is airtime bought, not money moved into a wallet.
    static let prepaidWords = Words.phrases([
        "prepaid reload", "reload prepaid", "prepaid top up", "prepaid topup", "top up prepaid", "topup prepaid",
        "mobile prepaid", "prepaid mobile", "mobile reload", "phone reload", "airtime", "tambah nilai prepaid",
        "prabayar",
    ])
    /// Transfer words that a merchant payment can also use ("DuitNow QR transfer").
    private static let weakMoneyOut = Words.phrases(["transfer", "transferred", "pemindahan", "pindahan", "send"])
    /// Wording of a purchase that a transfer word may appear beside.
    private static let expense = Words.phrases([
        "merchant", "payment to merchant", "purchase", "paid to", "pay to", "qr payment", "duitnow qr", "bill payment",
        "bayaran kepada", "merchant name", "subtotal", "duitnow qr payment",
    ])

    /// Instructions, conditions and buttons describe what could happen, not what did (`Reload at least RM 20.00 to
    /// continue.` under a failed payment asks for a top-up; none was made).
    private static let hypothetical = Words.phrases([
        "will be", "if", "please", "try again", "retry", "tap to", "tap", "would", "can", "akan", "sila",
        "to continue", "at least", "untuk meneruskan", "sekurang kurangnya",
    ])
    private static let may = Words.phrases(["may"])
    /// The month, not the verb: "12 May", "May 2025".
    private static let mayTheMonth = Pattern(#"\b(?:\d{1,2}\s*may|may\s*\d{1,4})\b"#)

    private static func isHypothetical(_ line: ScreenLine) -> Bool {
        line.has(hypothetical) || line.has(may) && !mayTheMonth.occurs(in: line.text) || offersAChoice(line)
    }
    /// Advice that offers a choice of what to do next (`Add money or switch balance.`): a short sentence of two
    /// actions joined by `or`, with no figure, is what the person could do, not what was done.
    private static func offersAChoice(_ line: ScreenLine) -> Bool {
        line.wordCount <= 8 && line.words.contains(" or ") && !line.text.contains(where: \.isNumber)
            && !line.words.hasPrefix(" or ")
    }
    /// Signs that the other side is a person or another account: a transfer, whatever the wording.
    private static let transferCues = Words.phrases([
        "recipient bank", "beneficiary bank", "bank penerima", "recipient reference", "recipient account",
        "to account", "account no", "account number", "no akaun", "had transaksi", "transfer limit", "payee bank",
        "rujukan penerima", "jenis pemindahan", "transfer type", "transfer mode",
    ])
    private static let billWords = Words.phrases([
        "bill", "bil", "biller", "jompay", "bill payment", "bayaran bil", "resit bayaran bil", "utility",
    ])
    private static let companyWords = Words.phrases([
        "berhad", "bhd", "sdn bhd", "plc", "sendirian berhad", "syarikat", "perbadanan", "lembaga", "majlis", "board",
        "corporation", "authority",
    ])
    private static let payeeKeys = Words.phrases([
        "penerima", "recipient", "payee", "pay to", "paid to", "bayar kepada", "biller", "merchant",
    ])

    /// A payee row whose value is a company that is not a bank (a recipient's bank is no payee).
    private static func isCompanyPayee(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.isReliable, line.wordCount <= 8 else { return false }
        let value: ScreenLine?
        if line.has(payeeKeys) && line.has(companyWords) {
            value = line
        } else if line.has(companyWords), let key = screen.labelPosition(of: line), key.wordCount <= 3,
            key.has(payeeKeys)
        {
            value = line
        } else {
            value = nil
        }
        guard let value else { return false }
        return FundingReader.bank(in: value.words) == nil
    }

    private static let bankWords = Words.phrases(["bank", "banking", "bank islam", "bank rakyat"])

    /// A screen headed by a company or public body other than a bank (`TENAGA NASIONAL BERHAD` over a kiosk's
    /// receipt, `Lembaga Zakat Selangor` under a payment page's title) was printed by whoever was paid: an account
    /// number on it is the customer's account there, not a person's.
    private static func isHeadedByCompany(_ screen: Screen) -> Bool {
        var looked = 0
        for line in screen.lines where !StatusBar.isJunk(line) && line.isReliable {
            if !AmountReader.read(line).isEmpty { break }
            looked += 1
            if looked > 3 { break }
            if line.wordCount <= 6, line.has(companyWords), !line.has(bankWords),
                FundingReader.bank(in: line.words) == nil
            {
                return true
            }
        }
        return false
    }

    private static let merchantKeys = Words.phrases(["merchant", "merchant name", "peniaga", "nama peniaga"])
    private static let personMarkers = Words.phrases(["bin", "binti", "bt", "a l", "a p", "anak", "d o", "s o"])

    /// Whether the screen shows a transfer to a person or account rather than a purchase.
    static func looksLikeTransfer(on screen: Screen, merchant: String?) -> Bool {
        // A bill's account number is the biller's, not a person's.
        if screen.lines.contains(where: { $0.isReliable && $0.has(billWords) }) { return false }
        // Paid to a company (`Penerima Tenaga Nasional Berhad`): its account number is a bill's, not a person's.
        if screen.lines.contains(where: { isCompanyPayee($0, on: screen) }) { return false }
        if isHeadedByCompany(screen) { return false }
        // A card's record names its merchant under a merchant's key (`Peniaga` | `AIRASIA.COM`); a limit in its
        // decline reason is the card's, not a transfer's.
        if screen.lines.contains(where: { merchantKeys.contains($0.words) }) {
            return false
        }
        if screen.lines.contains(where: { $0.isReliable && $0.has(transferCues) }) { return true }
        // A bank's name alone on a row under a "Bank" label is the recipient's bank.
        for line in screen.lines where line.words == " bank " {
            if let next = screen.nextLine(after: line.index), MerchantPlausibility.isProviderLine(next.words) {
                return true
            }
        }
        guard let merchant else { return false }
        return namesAPerson(merchant)
    }

    /// A person's name by its patronymic or its `A/L`: the marker has the father's name after it (`HAI BIN` ends on
    /// it), and a name that opens with a trade word is a business's (`RESTORAN MAKANAN LAUT HAI BIN`).
    private static func namesAPerson(_ name: String) -> Bool {
        let words = Words.normalize(name)
        guard Words.containsAny(words, personMarkers), !personMarkers.contains(where: { words.hasSuffix($0) }) else {
            return false
        }
        let first = words.split(separator: " ").first.map(String.init) ?? ""
        return !CategorySuggester.tradeWords.contains(first)
    }

    /// A long line split into its sentences, so "Tap to view details." does not silence "You've received …".
    private static func sentences(of screen: Screen) -> [ScreenLine] {
        var out: [ScreenLine] = []
        for line in screen.lines {
            guard line.wordCount > 8, line.text.contains(". ") else {
                out.append(line)
                continue
            }
            for part in line.text.components(separatedBy: ". ") where !part.isEmpty {
                out.append(
                    ScreenLine(
                        index: line.index, text: part, words: Words.normalize(part), box: line.box,
                        confidence: line.confidence))
            }
        }
        return out
    }

    /// Labels whose values the payer typed ("Recipient Reference: keep otherwise refund"): never evidence.
    private static let freeTextLabels = Words.phrases([
        "recipient reference", "rujukan penerima", "message", "mesej", "note", "notes", "remarks", "catatan",
        "payment details", "other payment details", "description", "what s it for", "whats it for",
    ])

    /// Lines holding a free-text label or the value right below one.
    /// A messages app's title over a thread (`Text Message`, `Mesej Teks`) names the medium: the bank's message
    /// under it is what happened, not a note the payer typed.
    private static let messageThreadTitles: Set<String> = [" text message ", " mesej teks ", " imessage "]

    private static func freeTextLines(on screen: Screen) -> Set<Int> {
        var lines: Set<Int> = []
        for line in screen.lines
        where line.wordCount <= 8 && line.has(freeTextLabels) && !messageThreadTitles.contains(line.words) {
            lines.formUnion(screen.labelBlock(of: line))
        }
        return lines
    }

    private static let receiptTitles = Words.phrases([
        "receipt", "official receipt", "resit", "resit rasmi", "tax invoice", "invoice", "invois", "cash bill",
    ])
    private static let tenderLabels = Words.phrases([
        "payment method", "kaedah bayaran", "cara bayaran", "paid by", "payment mode", "mod bayaran", "tender", "paid",
    ])

    /// On a receipt, how it was paid ("Kaedah Bayaran: Pindahan DuitNow") is the tender, not a transfer to someone.
    private static func tenderLines(on screen: Screen) -> Set<Int> {
        guard screen.lines.contains(where: { $0.wordCount <= 3 && $0.has(receiptTitles) }) else { return [] }
        var lines: Set<Int> = []
        for line in screen.lines where line.wordCount <= 8 && line.has(tenderLabels) {
            lines.formUnion(screen.labelBlock(of: line))
        }
        return lines
    }

    static func classify(
        on screen: Screen, excludedLines: Set<Int> = [], isHistory: Bool = false
    ) -> (kind: EntryKind, confident: Bool) {
        let excludedLines = excludedLines.union(freeTextLines(on: screen)).union(tenderLines(on: screen))
        let evidence = sentences(of: screen).filter {
            $0.isReliable && !$0.isPromotion && $0.wordCount <= 24
                && !isHypothetical($0) && !excludedLines.contains($0.index) && !isButton($0, on: screen)
        }
        let inLine = evidence.first { ($0.has(moneyIn) && !$0.has(notMoneyIn)) || isPayout($0) }
        let merchantPayment = evidence.contains { $0.has(expense) }
        let prepaid = evidence.contains { isPrepaid($0) }
        // Paid from one's own account, or beside the card's statement figures: a card repayment, not a purchase.
        let repaysOwnCard = evidence.contains {
            $0.has(fromAccount) || $0.has(statementFigures) || $0.words == " from "
        }
        let outLine =
            evidence.first {
                ($0.has(moneyOut) && !(prepaid && $0.has(topUpWords)) && !isBoughtCredit($0, on: screen))
                    || ($0.wordCount <= 3 && $0.words.hasSuffix(" sent "))
                    || (repaysOwnCard && $0.has(cardRepayment))
            }
            ?? (merchantPayment ? nil : evidence.first { $0.has(weakMoneyOut) })
        // Paying off what is owed (a pay-later plan's instalment, a card's statement, one's own card) moves money to
        // a debt, not to a shop: money out, whatever shop the plan bought from.
        if !isHistory, evidence.contains(where: { isRepayment($0, on: screen) }) { return (.moneyOut, true) }
        // A bank's record of one entry marked as a credit is money in, whatever transfer it was (a list's rows
        // marked `CR` and `DR` are several entries).
        if !isHistory, evidence.contains(where: { isCreditAlert($0, on: screen) }) { return (.moneyIn, true) }
        if !isHistory, evidence.contains(where: { isCreditEntry($0, on: screen) }),
            !screen.lines.contains(where: { debitMark.occurs(in: $0.text) })
        {
            return (.moneyIn, true)
        }
        switch (inLine, outLine) {
        case (let incoming?, let outgoing?):
            // "Transfer received" has both words; the earlier, header-most line decides.
            return incoming.index <= outgoing.index ? (.moneyIn, true) : (.moneyOut, true)
        case (_?, nil):
            return (.moneyIn, true)
        case (nil, _?):
            return (.moneyOut, true)
        case (nil, nil):
            // A feature for paying people (a money request, a split bill, a festive gift) moves money between
            // people: in when someone paid what is yours ("Your request has been paid", "X paid RM 170.00 for your
            // split bill"), out otherwise (paying a request, paying one's share, sending a gift). The feature names
            // the screen at its top: a `Split bill` button under a purchase, or an item `ANGPAU PACKET`, is not one.
            // The title is the feature, with at most one word of its outcome (`Duit Raya Sent`): a sale named after
            // a festival's gift (`Angpau Festival Sale`) is a shop's.
            if evidence.contains(where: { line in
                guard let feature = Words.firstFound(line.words, peerFeatures),
                    screen.isHeader(line)
                        || screen.leftPartners(of: line.index).contains(where: { typeKeys.contains($0.words) })
                else {
                    return false
                }
                return line.wordCount - Words.count(feature) <= 1
            }) {
                let paidYours = evidence.contains { $0.has(paidWords) && $0.has(yourWords) }
                return (paidYours ? .moneyIn : .moneyOut, true)
            }
            // Money put into one's own savings or investments (a unit trust's units, a gold account, a pilgrims'
            // fund, a deposit earning returns) stays the person's: money out, not spending. The screen says so in
            // its title or a row (`Buy Gold Successful`, `Fund | Amanah Saham Nasional`); a sentence about it is a
            // banner ("Grow your money: invest with …"), and a line with an amount an offer ("Buy gold from RM10").
            if evidence.contains(where: {
                ($0.has(savingsWords) || isSavingsScheme($0, on: screen)) && $0.wordCount <= 4
                    && AmountReader.read($0).isEmpty
            }) {
                return (.moneyOut, true)
            }
            let clearPurchase = evidence.contains { $0.has(expense) || $0.has(purchaseWords) }
            return (.expense, clearPurchase)
        }
    }

    /// Savings and investments of one's own: what is bought is still the person's money. Not "units" alone: a shop
    /// counts units too ("Qty: 4 units").
    private static let savingsWords = Words.phrases([
        "investment", "invest", "unit trust", "amanah saham", "buy gold", "gold account", "tabung haji",
        "est returns", "expected returns", "simpanan pendidikan", "sspn", "unit holder", "unitholder",
        // A deposit placed to earn profit, and a fund house (`Public Mutual`).
        "term deposit", "fixed deposit", "deposit tetap", "simpanan tetap", "placement", "mutual",
    ])

    /// Savings by name: what was bought or paid into is a savings scheme (`Sijil Simpanan Premium`, a provident
    /// fund's `Kumpulan Wang Simpanan Pekerja`). Not English `savings`: a receipt's `Total Savings` is its discount.
    private static let savingsNames = Words.phrases(["simpanan", "provident"])
    private static let accountWords = Words.phrases(["account", "acct", "akaun", "a c"])
    /// An employer paying its staff's contributions (`Employer No.`) pays a cost of its business, not its savings.
    private static let employerWords = Words.phrases(["employer", "majikan"])

    /// Whether `line` names a savings scheme as what the money went to, not the savings account it came from: the
    /// source account's row (`Dari Akaun` | `Simpanan 0712****9012`) names where it was kept, and a bank named for
    /// savings (`Bank Simpanan Nasional`) is a bank.
    private static func isSavingsScheme(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.has(savingsNames), !line.has(accountWords), !FundingReader.masked.occurs(in: line.text),
            FundingReader.bank(in: line.words) == nil, !FundingReader.isFundingLine(line, on: screen),
            !screen.lines.contains(where: { $0.has(employerWords) })
        else { return false }
        guard let label = screen.labelPosition(of: line) else { return true }
        return !label.has(accountWords) && !label.has(sourceWords)
    }
    private static let sourceWords = Words.phrases(["from", "dari", "daripada", "debit from", "source"])

    /// Features of payment apps for paying people, not shops.
    private static let peerFeatures = Words.phrases([
        "request money", "money request", "pay request", "request note", "split bill", "your share", "duit raya",
        "angpau", "ang pau", "angpao", "ang pao", "angpow",
    ])
    /// A transaction's type key (`Transaction Type` | `Angpao`): its value names the feature as a title would.
    private static let typeKeys = Words.phrases(["transaction type", "type", "jenis", "jenis transaksi"])
    private static let paidWords = Words.phrases(["paid", "dibayar"])
    private static let yourWords = Words.phrases(["your", "anda"])

    private static let deductionWords = Words.phrases([
        "fee", "fees", "commission", "charge", "charges", "caj", "komisen", "yuran",
    ])

    /// Whether `payment` is what a sale left after fees written as deductions (`Platform commission -RM 5.94`,
    /// `Fees -RM 347.82`): the payment plus those deductions is the sale (an amount on screen, or what the
    /// other unsigned amounts add up to). A buyer's fees are added to the price, never taken off it.
    static func isNetOfDeductedFees(_ payment: ClassifiedAmount, amounts: [ClassifiedAmount], on screen: Screen)
        -> Bool
    {
        let deductions = amounts.filter { amount in
            guard amount.reading.sign < 0, amount.line != payment.line else { return false }
            let line = screen.lines[amount.line]
            let label = screen.labelPosition(of: line)
            return line.has(deductionWords) || (label.map { $0.has(deductionWords) && $0.wordCount <= 4 } ?? false)
        }
        guard !deductions.isEmpty else { return false }
        let value = payment.money.minorUnits
        let sale = value + deductions.reduce(0) { $0 + $1.money.minorUnits }
        let others = amounts.filter { $0.reading.sign >= 0 && $0.money.minorUnits != value && $0.role != .balance }
        if others.contains(where: { $0.money.minorUnits == sale }) { return true }
        let sum = others.reduce(0) { $0 + $1.money.minorUnits }
        return others.count >= 2 && sum == sale
    }

    private static let repaymentWords = Words.phrases(["repayment", "repayment amount", "jumlah bayaran balik ansuran"])
    /// "Instalment 2 of 3", "Ansuran 2/3"; "for your May 2025 statement".
    private static let instalmentOf = Pattern(
        #"\b(?:instalment|installment|ansuran)\s+\d{1,2}\s*(?:of|/|daripada)\s*\d{1,2}\b"#)
    private static let statementOf = Pattern(#"\bfor\s+your\s+[A-Za-z]+(?:\s+\d{4})?\s+statement\b"#)
    private static let payToWords = Words.phrases(["pay to", "paid to", "bayar kepada"])

    /// A line that says a debt is being paid: a repayment, an instalment numbered of its plan, a statement paid, or a
    /// masked card as what was paid to (`Pay to` / `Maybank Visa Infinite ···· 6203`).
    private static func isRepayment(_ line: ScreenLine, on screen: Screen) -> Bool {
        if line.has(repaymentWords) || instalmentOf.occurs(in: line.text) || statementOf.occurs(in: line.text) {
            return true
        }
        return namesPaidCard(line, on: screen)
    }

    /// A `Pay to` / `To` key whose value is a card: masked, or named with its masked number on the row below.
    private static func namesPaidCard(_ line: ScreenLine, on screen: Screen) -> Bool {
        // A bare "To" key counts; "Billed to" names the card that paid.
        guard line.wordCount <= 3, line.has(payToWords) || line.words == " to " || line.words == " kepada " else {
            return false
        }
        return screen.valueLines(of: line.index).contains { value in
            guard value.has(ownCardWords) else { return false }
            if FundingReader.masked.occurs(in: value.text) { return true }
            // The card's name, its masked number the value of the row below (`Pay to` / `Alliance Bank Visa
            // Platinum`, `Card` / `•••• 5529`).
            guard FundingReader.bank(in: value.words) != nil, let below = screen.nextLine(after: value.index) else {
                return false
            }
            return ([below] + screen.rightPartners(of: below.index)).contains {
                $0.wordCount <= 4 && FundingReader.masked.occurs(in: $0.text)
            }
        }
    }

    /// Whether the screen pays a card off: a masked card named as what was paid to (above), or a title saying a
    /// card is being paid (`Credit Card Payment (Other Bank)`) over a masked card number. The card is no one who was
    /// paid.
    static func repaysCard(on screen: Screen) -> Bool {
        screen.lines.contains { line in
            guard line.isReliable, line.wordCount <= 6 else { return false }
            if namesPaidCard(line, on: screen) { return true }
            return screen.isHeader(line) && line.has(cardRepayment)
                && screen.lines.contains { $0.wordCount <= 4 && FundingReader.masked.occurs(in: $0.text) }
        }
    }

    private static let ownCardWords =
        Words.phrases([
            "visa", "mastercard", "amex", "card", "kad", "credit card", "kad kredit", "infinite", "platinum",
            "signature",
        ])
        // One's own loan or financing account, paid its instalment (`Kepada` | `Pembiayaan Perumahan-i ****4410`).
        + FundingReader.ownLoanWords

    /// `RM 1,340.48 CR` (the capitals after the figures), `DuitNow Transfer - Credit`.
    private static let creditMark = Pattern(#"\d\s?CR\b"#, caseInsensitive: false)
    private static let debitMark = Pattern(#"\d\s?DR\b"#, caseInsensitive: false)
    private static let dashCredit = Pattern(#"[-–]\s*(?:credit|kredit)\s*$"#)
    private static let creditWords = Words.phrases(["credit", "kredit"])
    private static let entryTypeLabels = Words.phrases(["type", "jenis", "transaction type", "jenis transaksi"])
    private static let cardWords = Words.phrases(["kad", "card"])

    /// A bank's alert of money arriving, by its grammar whatever its words: an amount, from whom, and into the
    /// reader's account (`DuitNow QR credit RM 233.00 from` / `LAU MEI CHING to A/C ****5580`, `RM 4,812.35 daripada
    /// JABATAN … ke akaun ****7702`), read across the line breaks of the message. Money taken from an account
    /// (`RM 50.00 from your account to …`, `from A/C ****1234 to KEDAI X`) has the account on the other side.
    private static let creditAlert = Pattern(
        #"(?:RM|MYR)\s?[\dOoIl][\dOoIl.,]*\s+(?:[A-Za-z]+\s+){0,2}?(?:from|daripada|dari)\s+"#
            + #"(?!(?:your|anda|own|my)\b)(?!(?:a/?c|acc|acct|account|akaun)\b)\S.*?\s(?:to|into|ke|kepada)\s+"#
            + #"(?:your\s+|anda\s+)?(?:a/?c|acc|acct|account|akaun)\b|"#
            // The account first, then the payer: `Kredit RM 4,218.60 ke akaun 1203****5591 daripada MAJLIS …`.
            + #"(?:RM|MYR)\s?[\dOoIl][\dOoIl.,]*\s+(?:to|into|ke)\s+(?:your\s+|anda\s+)?(?:a/?c|acc|acct|account|akaun)\b"#
            + #"\S*\s+\S*\d\S*\s+(?:from|daripada|dari|drpd)\s+(?!(?:your|anda|own|my)\b)"#
            + #"(?!(?:a/?c|acc|acct|account|akaun)\b)\S"#)

    private static func isCreditAlert(_ line: ScreenLine, on screen: Screen) -> Bool {
        creditAlert.occurs(in: screen.wrapped(screen.lines[line.index]) ?? line.text)
    }

    /// A statement entry marked as a credit: `CR` after its amount, `- Credit` closing its description, or `Kredit`
    /// alone as the value of a type label (`Jenis` / `Kredit`). A card named `Kad Kredit` is none of these.
    private static func isCreditEntry(_ line: ScreenLine, on screen: Screen) -> Bool {
        if creditMark.occurs(in: line.text) || dashCredit.occurs(in: line.text) { return true }
        // `Kredit` alone, or a rail's credit (`IBG Kredit`, `DuitNow Credit`); never a card (`Kad Kredit`).
        guard line.wordCount <= 2, ["credit", "kredit"].contains(line.lastWord), !line.has(cardWords),
            let label = screen.labelPosition(of: line)
        else {
            return false
        }
        return label.wordCount <= 3 && label.has(entryTypeLabels)
    }

    private static let strongPurchase = Words.phrases([
        "merchant", "merchant name", "duitnow qr", "qr payment", "bill payment", "purchase", "jompay", "biller",
        "fpx", "seller", "peniaga", "nama peniaga", "order", "receipt", "invoice",
    ])

    /// Who was paid: a payee's key, or a sentence's `paid to`.
    private static let payeeWording = Words.phrases(["paid to", "pay to", "merchant", "merchant name"])

    /// A top-up named as what a merchant was paid for (`Merchant` | `Shopee Ads Top Up`, `RM 50.00 paid to Shopee Ads
    /// (auto top-up)`): credit bought from that merchant, not one's own money moved into a wallet.
    private static func isBoughtCredit(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.has(topUpWords) else { return false }
        if line.has(payeeWording) { return true }
        // Credit of a service bought (`Tambah Nilai Kredit Iklan`, `Shopee Ads Top Up` over `Ads Credit Added`): a
        // wallet topped up speaks of its balance, never of credit; a card named as the source is no such credit.
        if screen.lines.contains(where: { $0.has(creditWords) && !$0.has(cardWords) && $0.wordCount <= 5 }) {
            return true
        }
        guard let key = screen.labelPosition(of: line), key.wordCount <= 2 else { return false }
        return payeeWording.contains { key.words == $0 }
    }

    private static let topUpWords = Words.phrases([
        "top up", "topup", "reload", "tambah nilai", "add money", "money added", "add value", "cash in",
    ])

    /// "Reload Now", "Top Up Now": a button offering an action, not a record of one. So is a short line centred at
    /// the foot of the screen, below every figure and date (`Tambah Nilai` over `Kembali` under a failed payment).
    private static func isButton(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.wordCount <= 3 else { return false }
        if line.words.hasSuffix(" now ") { return true }
        guard let box = line.box, abs(box.x + box.width / 2 - 0.5) < 0.03, box.width < 0.5, !screen.isHeader(line)
        else { return false }
        return screen.lines[line.index...].allSatisfy { !$0.text.contains(where: \.isNumber) }
            && screen.lines[..<line.index].contains { !AmountReader.read($0).isEmpty }
    }

    private static let refundWords = Words.phrases(["refund", "refunded", "bayaran balik", "pulangan", "reversal"])

    /// The sentences that say money was refunded (`The amount has been refunded to your eWallet balance.`): a note
    /// about a payment, where a refund's own screen says so in its title and labels.
    static func refundNotes(on screen: Screen) -> Set<Int> {
        Set(screen.lines.filter { $0.wordCount >= 5 && $0.has(refundWords) }.map(\.index))
    }

    /// Whether money-in wording on the screen is a printed receipt's own: a shop's receipt (its registration, or its
    /// address with a phone, heading it) says what it received from its customer ("Received from", "Diterima
    /// daripada", "Jumlah diterima"), which the person holding it paid. A refund is money in all the same.
    static func isReceiptOfPayment(on screen: Screen) -> Bool {
        (ReceiptHeader.opensLikeReceipt(screen) || hasItemColumns(screen) || isIssuedReceipt(screen))
            && !screen.lines.contains { $0.isReliable && $0.has(refundWords) }
    }

    private static let issuedTitles = Words.phrases([
        "official receipt", "resit rasmi", "resit derma", "receipt", "resit", "payment receipt",
    ])
    private static let receivedFromLabels = Words.phrases([
        "received from", "diterima daripada", "terima daripada", "received with thanks from",
    ])
    private static let appOutcomeWords = Words.phrases([
        "successful", "berjaya", "transaction receipt", "money received", "duit masuk", "transfer received",
    ])

    /// A receipt printed by whoever was paid (a school, a tuition centre, a mosque): its title at the top, `Received
    /// from` naming the payer, and nothing of an app's own record of money coming in (a success status, a
    /// plus-signed amount).
    private static func isIssuedReceipt(_ screen: Screen) -> Bool {
        let top = screen.lines.prefix(4)
        guard top.contains(where: { $0.wordCount <= 3 && $0.has(issuedTitles) }),
            screen.lines.contains(where: { $0.has(receivedFromLabels) })
        else { return false }
        return !screen.lines.contains { $0.has(appOutcomeWords) }
            && !screen.lines.contains { AmountReader.read($0).contains { $0.sign > 0 } }
    }

    private static let quantityHeads = Words.phrases(["qty", "quantity", "kuantiti", "item", "items", "perkara"])
    private static let priceHeads = Words.phrases(["amount", "amt", "price", "harga", "jumlah", "amaun", "total"])

    /// A bill's column heads over its items (`QTY DESCRIPTION AMOUNT`, as one line or a row of short lines): the
    /// paper of a shop that sold something, whatever it says it received.
    static func hasItemColumns(_ screen: Screen) -> Bool {
        screen.lines.contains { line in
            guard line.wordCount <= 4, AmountReader.read(line).isEmpty, line.has(quantityHeads) else { return false }
            let row = [line] + screen.rowPartners(of: line.index)
            return row.contains { $0.wordCount <= 4 && AmountReader.read($0).isEmpty && $0.has(priceHeads) }
        }
    }

    private static let prepaidPlan = Words.phrases(["prepaid", "prabayar"])

    /// Prepaid wording, or a product named as a prepaid plan (`Product` | `CELCOMDIGI PREPAID`): a short line that
    /// names a plan is what was bought, where a sentence about prepaid is not.
    private static func isPrepaid(_ line: ScreenLine) -> Bool {
        line.has(prepaidWords) || line.wordCount <= 3 && line.has(prepaidPlan) && AmountReader.read(line).isEmpty
    }

    /// Whether the screen is a wallet top-up (not counting promotion banners).
    static func isTopUp(on screen: Screen) -> Bool {
        let prepaid = screen.lines.contains { $0.isReliable && isPrepaid($0) }
        return !prepaid
            && screen.lines.contains {
                $0.isReliable && $0.wordCount <= 8 && $0.has(topUpWords) && !$0.isPromotion
                    && !isHypothetical($0) && !$0.words.hasSuffix(" now ")
            }
    }

    /// A wallet's or seller's balance taken out to a bank: the screen's title or status (`Cash Out`, `Withdrawal
    /// Completed`, `Withdraw to`), never a cash machine's (`ATM`, `Cash Withdrawal`).
    private static let cashOutWords = Words.phrases([
        "cash out", "cashout", "withdraw", "withdrawal", "withdrawn", "pengeluaran",
    ])
    private static let cashMachineWords = Words.phrases([
        "atm", "cash withdrawal", "cardless withdrawal", "pengeluaran tunai",
    ])
    /// Keys whose value is where the money went (`To`, `Withdraw to`, `Bank Account`).
    private static let destinationKeys = Words.phrases(["to", "ke", "bank account", "akaun bank"])
    /// The bank's own side of the money arriving (`Incoming IBG`, `Credited to`, a `+RM` hero): a credit, however
    /// its description names the withdrawal it came from (`SELLER WITHDRAWAL WD…`).
    private static let arrivalWords = Words.phrases([
        "incoming", "credited", "credited to", "ibg credit", "duitnow credit", "received", "received from",
        "transfer in", "money in", "dikreditkan", "diterima", "wang masuk", "duit masuk", "dana masuk",
    ])
    private static let signedCredit = Pattern(#"^\s*\+\s*(?:RM|MYR)?\s*\d"#)
    /// A sentence that sends the money to the bank it names (`Transferred to Bank Islam •••• 2291`).
    private static let toWords = Words.phrases(["to", "into", "ke"])

    /// Whether the screen withdraws or cashes out a wallet's or seller's balance to the person's own bank account:
    /// its title or status says so, and the money goes to a bank named with a masked account (`Maybank ****4412`),
    /// told as the destination by its key (`To`, `Withdraw to`, `Bank Account`) or its sentence (`transferred to`,
    /// one broken just before the mask: `… to Maybank` / `****4412 has been completed`). The bank and the account are
    /// the person's own: money out, with nobody on the other side. A cash machine's withdrawal is not one, nor the
    /// bank's record of the money arriving.
    /// A conversion between the person's own balances (`You converted` | `1,500.00 USD` … `You got` | `6,590.51
    /// MYR`): the money moved out of one balance into another of theirs, paid to no one. The screen is titled by the
    /// conversion and shows what the reader got.
    static func isOwnConversion(on screen: Screen) -> Bool {
        let evidence = screen.lines.filter { $0.isReliable && !$0.isPromotion }
        return evidence.contains { $0.wordCount <= 4 && conversionTitle.occurs(in: $0.words) }
            && evidence.contains { $0.wordCount <= 4 && $0.has(ownGains) }
    }
    private static let conversionTitle = Pattern(#"^ (?:you )?(?:converted|conversion)\b"#)
    private static let ownGains = Words.phrases(["you got", "you get", "you received", "you receive"])

    static func isCashOut(on screen: Screen) -> Bool {
        let evidence = screen.lines.filter { $0.isReliable && !$0.isPromotion }
        if evidence.contains(where: {
            $0.has(cashMachineWords) || $0.has(arrivalWords) || signedCredit.occurs(in: $0.text)
        }) {
            return false
        }
        guard
            evidence.contains(where: {
                $0.wordCount <= 8 && $0.has(cashOutWords) && !isHypothetical($0)
            })
        else { return false }
        return evidence.contains { isBankDestination($0, on: screen) }
    }

    private static func isBankDestination(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard FundingReader.masked.occurs(in: line.text) else { return false }
        if FundingReader.bank(in: line.words) != nil {
            if line.has(toWords) { return true }
            guard let key = screen.labelPosition(of: line) else { return false }
            return key.wordCount <= 3 && key.has(destinationKeys)
        }
        // A sentence broken just before the mask: the bank and its `to` end the line above.
        guard let above = screen.previousLine(before: line.index), above.isReliable,
            let mask = FundingReader.masked.firstMatch(in: line.text), let whole = mask.first ?? nil,
            line.text.trimmingCharacters(in: .whitespaces).hasPrefix(whole)
        else { return false }
        return FundingReader.bank(in: above.words) != nil && above.has(toWords)
    }

    /// Whether the screen names a merchant-side payment (QR, bill, purchase) in so many words.
    /// Whether the screen's own wording speaks of a purchase; the payer's free text (`Recipient reference` |
    /// `Order HJ-2231 …`) is the payer's, not the screen's.
    static func hasPurchaseWording(on screen: Screen) -> Bool {
        let freeText = freeTextLines(on: screen)
        return screen.lines.contains {
            $0.isReliable && !$0.isPromotion && $0.has(strongPurchase) && !freeText.contains($0.index)
        }
    }

    private static let purchaseWords = Words.phrases([
        "payment successful", "paid", "you paid", "payment", "purchase", "bayaran berjaya", "pembayaran berjaya",
        "approved", "sale",
    ])
}
