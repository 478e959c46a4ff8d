import SpenDropModel

/// An amount with the role its label or its surroundings give it.
struct ClassifiedAmount: Sendable {
    var reading: AmountReading
    var role: AmountRole
    /// Whether the role came from words next to the amount (rather than from nothing).
    var labelled: Bool
    /// Whether the amount stands alone on its line, as the large "hero" amount of a confirmation does.
    var standalone: Bool
    /// Whether the label names the grand total among several totals (`Grand Total`, `Total Payable`, `Rounded`).
    var finalTotal: Bool
    /// Whether OCR was confident about the line.
    var reliable: Bool
    /// Whether the label says this is what was paid or sent (`Amount Paid`, `You paid`, `Transfer Amount`).
    var strongPayment: Bool = false
    /// The line's OCR confidence, when reported.
    var confidence: Double?
    /// A fee that is part of a purchase (delivery, platform, restaurant service charge), not a transfer or bill fee.
    var purchaseFee: Bool = false
    /// A total labelled as what is owed (`Amount due`, `Balance due`): what the bill asked, which a payment may differ
    /// from.
    var owed: Bool = false

    var money: Money { reading.money }
    var line: Int { reading.line }
}

/// Gives every amount a role from its label: on the same line, beside it on the same row, or on the line above.
enum AmountRoleClassifier {
    private struct Rule {
        let role: AmountRole
        let phrases: [String]
    }

    private static let inclusive = Words.phrases(["incl", "inclusive", "including", "included", "termasuk", "inc"])
    /// A Japanese receipt's consumption tax included in its total (`内消費税等`, `内税`) is a tax line too.
    private static let taxWords = Words.phrases([
        "sst", "gst", "tax", "cukai", "service tax", "sales tax", "vat", "消費税", "内消費税", "内消費税等", "内税",
        // Korea's VAT (`부가세`, `부가가치세`).
        "부가세", "부가가치세",
    ])
    private static let finalTotalWords = Words.phrases([
        "grand total", "total payable", "net total", "nett total", "total due", "amount due", "balance due",
        "jumlah bersih",
        "rounded", "after rounding", "jumlah keseluruhan", "jumlah perlu dibayar", "total paid", "jumlah bayaran",
    ])

    /// What a bill says is owed: a total, but the bill's figure rather than the payment's.
    private static let owedWords = Words.phrases([
        "balance due", "amount due", "total due", "jumlah perlu dibayar", "baki perlu dibayar", "amaun perlu dibayar",
        "perlu dibayar",
    ])

    /// Checked in order: the first rule whose phrase occurs gives the role.
    private static let strongPaymentWords = Words.phrases([
        "amount paid", "you paid", "total paid", "paid", "jumlah dibayar", "jumlah bayaran", "transfer amount",
        "jumlah pemindahan", "you sent", "you send", "you received", "amount transferred", "amount received", "dibayar",
        // One's part of a bill split between people, beside the whole bill.
        "your share",
    ])

    private static let rules: [Rule] = [
        // "Balance paid 139.00" after a deposit: the rest of the bill settled now, paid, not an account's balance.
        // "Deposit Dibayar (Tunai)": a deposit paid on an order is what was paid now, in whatever tender.
        Rule(
            role: .payment,
            phrases: Words.phrases([
                "balance paid", "baki dibayar", "paid balance", "deposit paid", "deposit dibayar", "paid deposit",
                "bayaran deposit",
            ])),
        Rule(
            role: .balance,
            phrases: Words.phrases([
                "minimum payment", "min payment", "minimum due", "minimum amount due", "statement balance",
                "bayaran minimum", "principal", "maturity", "interest at maturity", "stash", "earnings",
                "daily earnings", "credit limit", "available credit", "hold amount", "amount on hold", "on hold",
                "earmarked",
                // An accounts overview's sum of its deposits.
                "total deposits",
            ])),
        Rule(
            role: .subtotal,
            phrases: Words.phrases([
                "original amount", "original price", "before discount", "harga asal", "amount before discount",
                "original",
                // What the bill asked (`Bill Amount Due RM 96.45`) beside what was paid against it: a reference.
                "bill amount due", "arrears",
            ])),
        // What is still to be paid (`Baki Perlu Dibayar`): owed, never the change its `Baki` could be.
        Rule(role: .total, phrases: owedWords),
        // A Japanese receipt's change (`お釣り`) and the cash handed over (`現金`, `お預り`), in its own script.
        Rule(
            role: .change,
            phrases: Words.phrases([
                "change", "kembalian", "wang baki", "baki tunai", "change due", "お釣り", "お釣", "釣銭", "おつり",
                // Vietnamese and Chinese receipts' change (`Tiền thừa`, `找零`).
                "tiền thừa", "tiền thối", "找零",
                // A Korean receipt's (`거스름돈`).
                "거스름돈", "거스름",
            ])),
        Rule(
            role: .cashTendered,
            phrases: Words.phrases([
                "cash", "tunai", "tendered", "cash tendered", "amount tendered", "bayaran tunai", "cash received",
                "現金", "お預り", "お預かり", "tiền khách đưa", "tiền mặt", "khách đưa",
                // A Korean receipt's cash and what was handed over (`현금`, `받은금액`).
                "현금", "받은금액", "받은 금액",
            ])),
        Rule(
            role: .balance,
            phrases: Words.phrases([
                "balance", "baki", "bal", "available", "credit limit", "available limit", "limit", "points", "point",
                "pts", "mata", "outstanding", "remaining", "baki akaun",
                // A Korean card's or account's balance (`잔액`, `충전 후 잔액`).
                "잔액",
                // An SMS's abbreviations (`Avl lmt RM 5,112.30`, `Avl bal`).
                "avl", "lmt",
                // A wallet home's summary of a period's spending, no one payment (`Spent this month`).
                "spent this month", "spent this week", "total spent", "monthly spend", "spending this month",
            ])),
        Rule(
            role: .cashback,
            phrases: Words.phrases(["cashback", "cash back", "rebate", "rebat", "daily cash", "coins", "ganjaran"])),
        Rule(
            role: .discount,
            phrases: Words.phrases([
                "discount", "diskaun", "voucher", "coupon", "promo code", "you saved", "saved", "savings", "saving",
                "rounding", "rounding adj", "rounding adjustment", "penggenapan", "pelarasan", "less", "potongan",
                "penjimatan", "jimat",
            ])),
        Rule(role: .tax, phrases: taxWords),
        // The fee for the thing bought is its price ("Parking Fee", "Consultation Fee"), not a charge on top of one.
        Rule(
            role: .payment,
            phrases: Words.phrases([
                "parking fee", "parking charge", "parking charges", "caj letak kereta", "entrance fee", "entry fee",
                "admission fee", "consultation fee", "registration fee", "course fee", "tuition fee", "membership fee",
            ])),
        Rule(
            role: .fee,
            phrases: Words.phrases([
                "fee", "fees", "service charge", "svc chg", "svc charge", "srv chg", "svc", "caj", "charge",
                "charges", "surcharge", "caj perkhidmatan", "yuran", "commission", "komisen",
            ])),
        Rule(
            role: .subtotal,
            phrases: Words.phrases([
                "subtotal", "sub total", "jumlah kecil", "sub jumlah", "小計",
                // A Korean receipt's value before its VAT (`공급가액`, `과세물품가액`).
                "공급가액", "과세물품가액", "과세물품",
            ])),
        Rule(
            role: .payment,
            phrases: Words.phrases([
                "transfer amount", "jumlah pemindahan", "amount paid", "you paid", "jumlah bayaran", "amaun",
                "payment amount", "transaction amount", "jumlah transaksi", "amount transferred", "you sent",
                "you send",
                "you received", "top up amount", "reload amount", "well convert", "we will convert",
                "amount converted", "converted amount", "your share",
                // A Korean receipt's amount recharged or paid (`충전금액`, `결제금액`).
                "충전금액", "충전 금액",
            ])),
        Rule(
            role: .total,
            phrases: Words.phrases([
                "total", "grand total", "jumlah", "jum", "net total", "nett", "total payable", "合計", "總計", "总计",
                "tổng cộng", "tổng tiền", "thành tiền",
                // Korean receipts' totals and the sum charged (`합계`, `총액`, `결제금액`).
                "합계", "총액", "합계금액", "결제금액", "결제 금액", "총 결제금액", "받을금액",
            ])),
        Rule(
            role: .payment,
            phrases: Words.phrases([
                "amount", "paid", "payment", "pay", "received", "sent", "debited", "credited", "price", "harga",
                "bayaran", "pembayaran", "purchase", "nilai", "dibayar", "diterima", "transferred", "spent",
                "charged", "refund", "refunded", "successful", "berjaya", "bil", "bill", "bill amount",
                "dikreditkan", "didebitkan", "dikreditkan ke", "ditolak",
            ])),
    ]

    /// Roles a caption written under a standalone amount may give it.
    private static let captionRoles: Set<AmountRole> = [.balance, .cashback, .promotion, .discount, .fee, .tax]

    /// Classifies every amount on the screen.
    static func classify(_ readings: [[AmountReading]], on screen: Screen) -> [ClassifiedAmount] {
        var result: [ClassifiedAmount] = []
        for (lineIndex, lineReadings) in readings.enumerated() where !lineReadings.isEmpty {
            let line = screen.lines[lineIndex]
            let chars = Array(line.text)
            var labelChars = withoutNamesInCapitals(chars)
            // "Cashback" | "RM 1.87 (credited within 3 days)": a value beside its key, with a note in brackets after
            // it, is named by the key; the note says when or how, not what the figure is.
            if !screen.leftPartners(of: lineIndex).isEmpty {
                for reading in lineReadings { blankBracketNote(after: reading.end, in: &labelChars) }
            }
            // `2,000.00 USD` under `You sent`: another currency's code is the figure's own mark, as `RM` is, not a
            // label beside it.
            for reading in lineReadings { blankCurrencyCode(around: reading, in: &labelChars) }
            for (position, reading) in lineReadings.enumerated() {
                // A notification or e-mail line holds several sentences: the label is the amount's own clause.
                // Labels sit near their amount; a bounded window keeps a pathological line linear.
                let clauseStart = max(clauseBoundary(chars, before: reading.start), reading.start - labelWindow)
                let clauseEnd = min(clauseBoundary(chars, after: reading.end), reading.end + labelWindow)
                let previousEnd = position == 0 ? 0 : lineReadings[position - 1].end
                let nextStart = position + 1 < lineReadings.count ? lineReadings[position + 1].start : chars.count
                let segmentStart = max(previousEnd, clauseStart)
                let segmentEnd = min(nextStart, clauseEnd)
                let before = Words.normalize(String(labelChars[segmentStart..<reading.start]))
                let after = Words.normalize(String(labelChars[reading.end..<max(reading.end, segmentEnd)]))
                let clause = Words.normalize(
                    String(labelChars[clauseStart..<reading.start]) + " "
                        + String(labelChars[reading.end..<max(reading.end, clauseEnd)]))
                // Readings are in order along the line: only the neighbours can share this clause (linear per line).
                let sharedClause =
                    position > 0 && lineReadings[position - 1].start >= clauseStart
                    || position + 1 < lineReadings.count && lineReadings[position + 1].end <= clauseEnd
                var label = sharedClause ? before : clause
                if sharedClause, Words.count(before) == 0 { label = after }
                let standalone =
                    Words.count(before) == 0 && Words.count(after) == 0 && clauseStart == 0
                    && clauseEnd == chars.count
                // "Reload RM30" / "and win up to RM1,000!": a sentence running on to a lower-case line is one offer.
                let promoted =
                    Promotion.isOffer(clause)
                    || Promotion.isOffer(Words.normalize(String(chars[clauseStart..<max(clauseStart, clauseEnd)])))
                    || clauseEnd == chars.count && runOnIsPromotion(after: lineIndex, on: screen)
                // "Your TAC for DuitNow Transfer of RM300.00 is 482913": a one-time code's message pays nothing.
                var role = promoted || inCodeMessage(lineIndex, on: screen) ? .promotion : role(of: label)
                // "You paid RM 16.80 to Cashback Corner Cafe": a payment verb right before the amount decides.
                // "RM50.00 has been added to your wallet balance": the verb right after the amount decides too.
                // "Baki perlu dibayar RM 7,500": still to be paid is no payment verb.
                let stillOwed = owedWording.contains { before.hasSuffix($0) }
                let paidRightBefore = !stillOwed && (endsWithPaymentVerb(before) || startsWithPaymentVerb(after))
                if paidRightBefore && role != .promotion { role = .payment }
                // "VIP PRICE -9.00": a price written as a deduction is a reduction of the bill, not what was paid.
                if role == .payment, reading.sign < 0,
                    Words.containsAny(label, priceWords) || Words.containsAny(label, depositWords),
                    !Words.containsAny(label, strongPaymentWords)
                {
                    role = .discount
                }
                var labelWords = label
                if role == .unknown && standalone {
                    (role, labelWords) = neighbourRole(of: lineIndex, on: screen)
                    // `Deposit dibayar (20/02)` over `-150.00`: a deposit written as a deduction is taken off.
                    if role == .payment, reading.sign < 0, Words.containsAny(labelWords, depositWords) {
                        role = .discount
                    }
                }
                result.append(
                    ClassifiedAmount(
                        reading: reading, role: role, labelled: role != .unknown, standalone: standalone,
                        finalTotal: role == .total && Words.containsAny(labelWords, finalTotalWords),
                        reliable: line.isReliable,
                        strongPayment: role == .payment
                            && (paidRightBefore || Words.containsAny(labelWords, strongPaymentWords)),
                        confidence: line.confidence,
                        purchaseFee: role == .fee
                            && (Words.containsAny(labelWords, purchaseFeeWords) || line.text.contains("%")),
                        owed: role == .total && Words.containsAny(labelWords, owedWords)))
            }
        }
        // A lone figure labelled as a fee (`Butiran: Yuran PIBG 2026` / `RM 50.00` on a school's receipt) has no
        // payment beside it to be charged on: it is the price of what was paid for.
        if result.count == 1, result[0].role == .fee, !result[0].purchaseFee {
            result[0].role = .payment
        }
        return result
    }

    private static let priceWords = Words.phrases(["price", "harga"])
    /// A deposit written as a deduction (`Deposit dibayar (20/02)` | `-150.00`): taken off the bill, not this payment.
    private static let depositWords = Words.phrases(["deposit", "deposit dibayar", "deposit paid"])
    private static let codeWords = Words.phrases([
        "otp", "tac", "one time password", "one time pin", "kod pengesahan", "kod tac", "verification code",
    ])

    /// Whether line `index` belongs to a message that gives a one-time code: the code's words on it or on the lines
    /// of the same message above it (up to where a stamp or the next message begins).
    private static func inCodeMessage(_ index: Int, on screen: Screen) -> Bool {
        var current = index
        while current >= 0 && current >= index - 3 {
            let line = screen.lines[current]
            if line.has(codeWords) { return true }
            // A stamp line (a date or time alone) or a new message's start ends the message.
            if current < index && isStampOnly(line) { return false }
            if StatusBar.messageSender.occurs(in: line.text) { return false }
            current -= 1
        }
        return false
    }

    private static func isStampOnly(_ line: ScreenLine) -> Bool {
        line.letterWordCount <= 3 && !DateTimeReader.dates(in: line, today: nil).isEmpty
            && AmountReader.read(line).isEmpty
    }
    /// A price for one unit of a quantity (fuel by the litre, goods by the kilo, a room by the night).
    private static let rateWords = Words.phrases([
        "per litre", "per liter", "per l", "per kg", "per unit", "per item", "per piece", "per pc", "per night",
        "per hour", "per person", "per pax", "per kwh", "unit price", "harga seunit", "harga per liter",
        // `Price/L`, `Harga/L`: the litre's price, however the slash is read.
        "price l", "harga l", "price litre", "price liter",
        "harga per unit", "sen per liter",
    ])

    private static let statusMessages = Words.phrases([
        "insufficient balance", "insufficient funds", "baki tidak mencukupi", "not enough balance",
    ])

    /// How far (in characters) a label may sit from its amount on the same line.
    private static let labelWindow = 120

    private static let purchaseFeeWords = Words.phrases([
        "delivery", "delivery fee", "platform", "platform fee", "small order", "packaging", "booking fee",
        "convenience fee", "surcharge", "terminal", "caj terminal",
    ])
    private static let paymentVerbs = [
        " you paid ", " paid ", " payment of ", " charged ", " debited ", " spent ", " you sent ", " sent ",
        " received ", " you received ", " transfer of ", " membayar ", " dibayar ", " bayaran ",
    ]

    private static let owedWording = [" perlu dibayar ", " akan dibayar ", " to be paid ", " belum dibayar "]

    private static let followingVerbs = [
        " has been added ", " was added ", " has been credited ", " was credited ", " has been debited ",
        " was debited ", " has been paid ", " was paid ", " telah ditambah ", " telah dikreditkan ",
    ]

    private static func startsWithPaymentVerb(_ after: String) -> Bool {
        followingVerbs.contains { after.hasPrefix($0) }
    }

    private static func endsWithPaymentVerb(_ before: String) -> Bool {
        paymentVerbs.contains { before.hasSuffix($0) }
    }

    /// Whether the next line continues this line's sentence (it starts in lower case) with an offer's wording.
    private static func runOnIsPromotion(after index: Int, on screen: Screen) -> Bool {
        guard index + 1 < screen.lines.count else { return false }
        let next = screen.lines[index + 1]
        guard let first = next.text.first, first.isLowercase else { return false }
        return next.isPromotion
    }

    private static let currencyCodes = Set(ForeignCurrency.codes)

    /// Blanks another currency's code written right after or right before an amount (`2,000.00 USD`, `SGD 7.40`,
    /// `-THB 120.00`): three capitals standing alone, with only spaces or a sign between them and the figure.
    static func blankCurrencyCode(around reading: AmountReading, in chars: inout [Character]) {
        func isWordEdge(_ k: Int) -> Bool { k < 0 || k >= chars.count || !chars[k].isLetter }
        if let end = ForeignCurrency.codeEnd(in: chars, after: reading.end) {
            for k in end - 3..<end { chars[k] = " " }
        }
        var end = min(reading.start, chars.count)
        while end > 0 && (chars[end - 1] == " " || chars[end - 1] == "-" || chars[end - 1] == "+") { end -= 1 }
        if end >= 3, isWordEdge(end - 4), currencyCodes.contains(String(chars[end - 3..<end])) {
            for k in end - 3..<end { chars[k] = " " }
        }
        // A sign of one currency holding letters (`S$23.50`, `HK$ 310.50`, the rupiah's `Rp 285.000` and `Rp. 15.000`)
        // is the figure's own mark, as `RM` is the ringgit's.
        var mark = end
        if mark >= 1, chars[mark - 1] == "." { mark -= 1 }
        if let start = ForeignCurrency.lettersOfSign(in: chars, endingAt: end)
            ?? ForeignCurrency.lettersOfSign(in: chars, endingAt: mark)
        {
            for k in start..<end { chars[k] = " " }
        }
    }

    /// Blanks a note in brackets with words in lower case that follows an amount (`RM 1.87 (credited within 3 days)`).
    static func blankBracketNote(after end: Int, in chars: inout [Character]) {
        var open = end
        while open < chars.count && chars[open] == " " { open += 1 }
        guard open < chars.count, chars[open] == "(",
            let close = chars[open...].firstIndex(of: ")"),
            chars[open...close].contains(where: \.isLowercase)
        else { return }
        for k in open...close { chars[k] = " " }
    }

    /// The line with each name written in capitals inside a sentence blanked out, for reading labels: in
    /// `… SGD 11.40 at BENGAWAN SOLO CAUSEWAY POINT SG on card …` the mall's `POINT` is no reward points' label.
    /// A name is a run of two words or more of capitals (two letters or more each) that a sentence runs into (the
    /// word before it in lower case, with no full stop), on a line of three words or more in lower case; a line in
    /// capitals (a receipt's) and a new sentence in capitals (`… MAJU. AVAILABLE BALANCE RM …`) are left whole.
    static func withoutNamesInCapitals(_ chars: [Character]) -> [Character] {
        let words = chars.split(separator: " ")
        let lowerCaseWords = words.filter { $0.contains(where: \.isLowercase) }.count
        guard lowerCaseWords >= 3 else { return chars }
        var masked = chars
        var run: [Range<Int>] = []
        var runInSentence = false
        var previousIsSentence = false
        func close() {
            if run.count >= 2 && runInSentence { for range in run { for k in range { masked[k] = " " } } }
            run = []
        }
        var k = 0
        while k < chars.count {
            guard chars[k] != " " else {
                k += 1
                continue
            }
            var end = k
            while end < chars.count && chars[end] != " " { end += 1 }
            let word = chars[k..<end]
            let letters = word.filter(\.isLetter)
            if letters.count >= 2 && letters.allSatisfy({ $0.isUppercase }) && !word.contains(where: \.isNumber) {
                if run.isEmpty { runInSentence = previousIsSentence }
                run.append(k..<end)
            } else {
                close()
            }
            previousIsSentence =
                word.first?.isLowercase == true && !(word.last.map { ".!?;:".contains($0) } ?? false)
            k = end
        }
        close()
        return masked
    }

    /// Abbreviations whose full stop does not end a sentence (`Total (incl. SST)`, `Ref. No.`).
    private static let abbreviations: Set<String> = [
        "incl", "inc", "excl", "no", "ref", "approx", "est", "amt", "min", "max",
    ]

    /// Whether the full stop at `index` closes an abbreviation rather than a sentence.
    private static func isAbbreviationStop(_ chars: [Character], at index: Int) -> Bool {
        var start = index
        while start > 0 && chars[start - 1].isLetter { start -= 1 }
        return abbreviations.contains(String(chars[start..<index]).lowercased())
    }

    /// The start of the sentence holding `index`: just after the last `. `, `! `, `? ` or `; ` before it.
    private static func clauseBoundary(_ chars: [Character], before index: Int) -> Int {
        var k = index - 1
        while k > 0 && k >= index - labelWindow {
            if ".!?;".contains(chars[k]) && chars[k + 1] == " "
                && !(chars[k] == "." && k > 0 && chars[k - 1].isNumber
                    && k + 2 < chars.count && chars[k + 2].isNumber)
                && !(chars[k] == "." && isAbbreviationStop(chars, at: k))
            {
                return k + 1
            }
            k -= 1
        }
        return 0
    }

    /// The end of the sentence holding `index`.
    private static func clauseBoundary(_ chars: [Character], after index: Int) -> Int {
        var k = index
        while k + 1 < chars.count && k <= index + labelWindow {
            if ".!?;".contains(chars[k]) && chars[k + 1] == " "
                && !(chars[k] == "." && isAbbreviationStop(chars, at: k))
            {
                return k
            }
            k += 1
        }
        return chars.count
    }

    /// The role a label's words give, or `.unknown`.
    static func role(of label: String) -> AmountRole {
        if Promotion.isOffer(label) { return .promotion }
        // "Insufficient balance" is why a payment failed, not a balance figure.
        if Words.containsAny(label, statusMessages) { return .unknown }
        let isInclusive = Words.containsAny(label, inclusive)
        let isCashOut = Words.containsAny(label, cashOutWords)
        for rule in rules where Words.containsAny(label, rule.phrases) {
            if isInclusive && (rule.role == .tax || rule.role == .fee) { continue }
            // "Instant cash out fee", "Cash Out Successful": cash taken out of a wallet, never cash handed over.
            if isCashOut && rule.role == .cashTendered { continue }
            // "Less: Deposit Paid (1,000.00)": a deposit taken off a final bill is a deduction, not this payment.
            if rule.role == .payment && Words.containsAny(label, deductionWords) { continue }
            // "Price per litre RM 3.18": a rate for a quantity is no payment, whatever its price word says.
            if rule.role == .payment && Words.containsAny(label, rateWords) { return .unknown }
            return rule.role
        }
        return .unknown
    }

    /// Words that take a figure off a bill (`Less:`, `Tolak`).
    private static let deductionWords = Words.phrases(["less", "tolak"])
    /// Money taken out of a wallet or an account as cash or to a bank: a withdrawal's words.
    private static let cashOutWords = Words.phrases([
        "cash out", "cashout", "cash withdrawal", "tarik tunai", "pengeluaran tunai",
    ])

    /// The roles a page's back-chevron title gives no figure under it (`< SGD balance` titles the page's account).
    private static let asideRolesOfATitle: Set<AmountRole> = [.balance]

    /// A shop's name in capitals ending on its mall's or place's word (`NTUC FAIRPRICE JURONG POINT`): a name over the
    /// figure, whatever that word means elsewhere (`points`).
    private static func endsOnAPlace(_ line: ScreenLine) -> Bool {
        guard line.wordCount >= 3, line.text == line.text.uppercased() else { return false }
        return BrandCatalog.placeWords.contains(line.lastWord)
    }

    /// A page's title, opening with its back chevron (`< Card payment`, `‹ SGD balance`).
    private static func isPageTitle(_ line: ScreenLine) -> Bool {
        guard let first = line.text.trimmingCharacters(in: .whitespaces).first else { return false }
        return "<‹←".contains(first)
    }

    /// A line naming how a payment was made (`Paid by Lazada Wallet`, `Dibayar dengan kad`).
    private static let paymentMethod = Pattern(
        #"^\s*(?:paid|dibayar|bayar)\s+(?:by|with|using|via|dengan|melalui|menggunakan)\s+\p{L}"#)

    /// For an amount alone on its line: the label beside it, above it, or a caption below it.
    private static func neighbourRole(of index: Int, on screen: Screen) -> (AmountRole, String) {
        let left = screen.leftPartners(of: index).filter { AmountReader.read($0).isEmpty }
        if let label = left.last {
            let role = role(of: label.words)
            if role != .unknown { return (role, label.words) }
        }
        // An item's row (`USB-C Cable 2m` | `x1` | `RM 12.90`) under the line naming how the order was paid (`Paid by
        // Lazada Wallet`): the method names no figure, and the row has its own key.
        if let previous = screen.previousLine(before: index), paymentMethod.occurs(in: previous.text),
            left.contains(where: { $0.wordCount >= 2 && Words.hasLetterRun($0.text, atLeast: 3) })
        {
            return (.unknown, "")
        }
        var labelAbove = false
        // A page's title with its back chevron names what the page records (`< Card payment`), but a balance it is
        // titled for (`< SGD balance`) is the page's account, not the figure under the title.
        if let previous = screen.previousLine(before: index), AmountReader.read(previous).isEmpty,
            previous.wordCount <= 6, !endsOnAPlace(previous)
        {
            let role = role(of: previous.words)
            if role != .unknown, !(isPageTitle(previous) && asideRolesOfATitle.contains(role)) {
                return (role, previous.words)
            }
            // A short key above the value ("You send") is this amount's label; the line below is the next key.
            labelAbove =
                previous.wordCount <= 3 && !MerchantPlausibility.isLabel(previous.text)
                && !previous.has(StatusReader.outcomeWords) && !screen.isHeader(previous)
        }
        if labelAbove { return (.unknown, "") }
        // A caption names the figure in its first words (`Available balance`, `Mesra points earned`); an outcome
        // under a hero (`Declined - exceeds overseas limit`) says what became of it, and a name under it (`FairPrice
        // Xtra Causeway Point`) who was paid.
        if let next = screen.nextLine(after: index), AmountReader.read(next).isEmpty, next.wordCount <= 5,
            !next.has(StatusReader.outcomeWords)
        {
            let head = " " + next.words.split(separator: " ").prefix(3).joined(separator: " ") + " "
            let role = role(of: head)
            if captionRoles.contains(role) { return (role, next.words) }
        }
        return (.unknown, "")
    }
}
