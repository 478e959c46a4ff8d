import SpenDropModel

/// The amounts a screen settles on: the payment, a separately shown fee, and whether only a balance was shown.
struct PaymentChoice: Sendable {
    var payment: ClassifiedAmount?
    var fee: Money?
    /// The screen shows a balance, limit or points but no payment.
    var balanceOnly: Bool
    /// Every amount's score and the evidence behind it, in the order of the classified amounts.
    var scores: [ScoredAmount] = []
}

/// One amount's score: the sum of the weights of the evidence found for it.
struct ScoredAmount: Sendable {
    var score: Double
    var evidence: [String]
    var weights: [Double] = []
}

/// Chooses the payment among classified amounts in one place: every amount gets a score from named weights over
/// its evidence (its label's class, prominence, currency mark, repetition, arithmetic that closes, asides), and
/// the highest score wins. `--explain` prints the same evidence.
///
/// No single cue discards a prominent, currency-marked amount: an aside label (balance, fee, tax, …) weighs heavily
/// against an amount, but only the amount's own label does; a balance row elsewhere on the screen does not.
enum PaymentScorer {
    /// The evidence code of a total that the cash handed over less the change given comes to.
    static let cashLessChange = "sum:cash-change"

    /// The weights, each with its reason. Positive is evidence for "this is what was paid", negative against.
    enum Weight {
        /// Labelled as what was paid or sent ("Amount", "Paid", "Bayaran").
        static let paymentLabel = 4.0
        /// Labelled unambiguously ("Amount paid", "You sent", "Transfer amount", or a payment verb right before it).
        static let strongPayment = 3.0
        /// Labelled as a total: on purchases the total is what was paid.
        static let totalLabel = 3.5
        /// The grand total among several ("Grand Total", "Total Due", "Rounded").
        static let finalTotal = 1.5
        /// A payment label ("Amount", "Price") beside a total of another value that is not it plus a fee: the
        /// label named a line's or a column's amount, the total is what was paid (a discount or tax lies between).
        static let overruledByTotal = -2.0
        /// A subtotal is paid only when nothing else is shown.
        static let subtotalLabel = -1.0
        /// The amount's own label says it is not the payment (balance, fee, tax, cashback, promotion, change, …).
        static let aside = -9.0
        /// Cash handed over: the payment only when no change and no other amount is shown.
        static let tendered = -3.0
        /// Drawn much taller than the screen's usual line: the hero amount of a confirmation.
        static let hero = 3.0
        /// Written with another currency's code (`-THB 120.00`) on a screen that shows ringgit too: the ringgit
        /// amount is what was paid, whatever label the foreign figure has (`You paid` | `23.40 SGD`).
        static let foreign = -9.0
        /// Ringgit shown as another currency's conversion (`≈ RM 77.16`, `Converted from` | `214.93 MYR`): an
        /// estimate or the rate's arithmetic beside what the card was charged, not money of its own.
        static let conversion = -3.0
        /// A figure of an exchange-rate line (`1 MYR = 7.6683 THB`): the rate's arithmetic, not money.
        static let rate = -9.0
        /// Alone on its line (a hero without boxes to measure it).
        static let standalone = 1.0
        /// `RM`/`MYR` beside it: screens mark money, bare numbers are often quantities or codes.
        static let currency = 1.0
        /// The same value shown again as a labelled payment or total: confirmations repeat the payment.
        static let repeated = 1.5
        /// The result of an arithmetic relation that closes (subtotal + tax + charges ± rounding − discount).
        static let closesSum = 3.0
        /// An addend of such a relation: part of the payment, not all of it.
        static let addend = -2.0
        /// Equal to the sum of the item rows above the totals.
        static let itemsSum = 1.5
        /// Equal to a price less what is still owed ("Harga RM 680 … Baki RM 380" → RM 300 paid now): a deposit.
        static let paidLessOwed = 4.0
        /// That price, when only part of it was paid.
        static let partlyPaid = -2.0
        /// A confirmation's hero that is a bill's total less what was paid before it (`Total bill RM 3,846.80`,
        /// `Deposit paid RM 1,500.00` under a hero of `RM 2,346.80`): the balance settled now.
        static let totalLessPaid = 4.0
        /// That earlier payment: paid before, not by this confirmation.
        static let paidBefore = -3.0
        /// What a bill said was owed (`Amount due`) beside a confirmation's unlabelled hero of another value: the
        /// bill's figure, not what was paid against it.
        static let owedBesideHero = -3.0
        /// A hero that a run of the rows below it adds up to (`3 × RM 89.67` under `RM 269.00`, the whole split into
        /// instalments): the price, paid once, however it is repaid.
        static let instalmentsSum = 4.0
        /// Each row of that run: an instalment of the price, not the purchase.
        static let instalment = -3.0
        /// Equal to cash tendered minus change: the price.
        static let cashLessChange = 6.0
        /// Arithmetic that proves an amount is the price outweighs its own label ("Fee due RM 4.00" on a parking
        /// machine, with "Paid RM 10.00" and "Change RM 6.00"): it cancels the aside weight.
        static let provenPrice = -aside
        /// What was handed over, once the price is proved by the change: not the price itself.
        static let handedOver = -4.0
        /// A transfer's amount when another amount is it plus a shown fee (the fee is separate, not paid to them).
        static let baseOfDebit = 4.0
        /// That other amount: the total debit, amount plus fee.
        static let debitWithFee = -3.0
        /// The largest currency-marked unlabelled amount: a weak tie-break among unlabelled amounts.
        static let largestUnlabelled = 0.5
        /// Read with OCR repairs: a small doubt.
        static let repaired = -0.25
        /// A later total on the same screen is usually the final one (rounded, after discounts).
        static let laterTotal = 0.01
        /// Among equals, the first payment label on screen is the one the screen leads with.
        static let laterPayment = -0.001
    }

    /// Lines read with less confidence than this are garbage (bleed-through, banners) and offer no amount.
    /// Roles whose own label rules the amount out.
    static let asideRoles: Set<AmountRole> = [.balance, .cashback, .discount, .promotion, .tax, .fee, .change]
    /// What an account holds or may still spend: a balance or a limit, never what was paid.
    private static let limitRoles: Set<AmountRole> = [.balance]
    /// The best score must reach this to be chosen: an amount with only evidence against it is not a payment.
    private static let minimumScore = -2.5

    /// `ownAccounts`: whether the screen moves money between the person's own balances or accounts: a conversion
    /// (`KindClassifier.isOwnConversion`) or a cash-out to the person's bank (`KindClassifier.isCashOut`), read once
    /// by the parser; what the other balance or account receives (`You'll receive`) is that other side.
    static func choose(
        _ amounts: [ClassifiedAmount], on screen: Screen, isMoneyIn: Bool = false, ownAccounts: Bool = false
    ) -> PaymentChoice {
        let usable = amounts.map { $0.money.minorUnits > 0 && ($0.confidence ?? 1) >= Screen.garbageConfidence }
        // A subtotal marks an itemised receipt: its charges are part of the total, not a transfer's fee.
        let isReceipt = amounts.contains { $0.role == .subtotal }
        let transferFees = amounts.indices.filter { usable[$0] && amounts[$0].role == .fee && !amounts[$0].purchaseFee }
        let feeValues = Set(transferFees.map { amounts[$0].money.minorUnits })
        var scores = amounts.map { _ in ScoredAmount(score: 0, evidence: []) }
        // An amount in another currency is what the shop asked; the ringgit beside it is what was paid, unless that
        // ringgit is only its conversion.
        let rates = amounts.map { ForeignCurrency.isRateLine(screen.lines[$0.line]) }
        let conversions = amounts.map { ForeignCurrency.isConversion($0.reading, on: screen) }
        // What the recipient gets, and the same figure shown again (the hero of `6,618.39 MYR` over `Recipient gets`
        // | `6,618.39 MYR`).
        let recipientRows = amounts.map {
            ForeignCurrency.isRecipientFigure($0.reading, on: screen, ownAccounts: ownAccounts)
        }
        // Only where the recipient gets another currency than was sent: in one currency the figures are the same.
        func currency(_ amount: ClassifiedAmount) -> String? {
            amount.reading.hasCurrency ? "MYR" : ForeignCurrency.code(of: amount.reading, on: screen.lines[amount.line])
        }
        let sentCurrencies = Set(amounts.filter { $0.role == .payment }.compactMap(currency))
        let recipientValues = Set(
            amounts.indices.filter {
                recipientRows[$0] && currency(amounts[$0]).map { !sentCurrencies.contains($0) } == true
                    && !sentCurrencies.isEmpty
            }.map { amounts[$0].money.minorUnits })
        let recipientFigures = amounts.indices.map {
            recipientRows[$0] || recipientValues.contains(amounts[$0].money.minorUnits)
        }
        // A bare figure under a key that names the ringgit (`Amount (MYR)` | `2,437.57`) is marked as `RM` marks one.
        let ringgitMarked = amounts.map {
            $0.reading.hasCurrency || ForeignCurrency.keyIsRinggit(for: screen.lines[$0.line], on: screen)
        }
        // A ringgit balance or limit (`Avail limit MYR 8,420.15` under a charge in SGD) is no ringgit that was paid.
        // Nor is a free-SMS prefix's `RM0`.
        let showsRinggit = amounts.indices.contains {
            ringgitMarked[$0] && amounts[$0].money.minorUnits > 0 && !conversions[$0] && !rates[$0]
                && !recipientFigures[$0] && !limitRoles.contains(amounts[$0].role)
        }

        func add(_ index: Int, _ weight: Double, _ code: String) {
            scores[index].score += weight
            scores[index].evidence.append(code)
            scores[index].weights.append(weight)
        }

        for (index, amount) in amounts.enumerated() {
            switch amount.role {
            case .payment:
                add(index, Weight.paymentLabel, "label:payment")
                if amount.strongPayment { add(index, Weight.strongPayment, "label:paid") }
                scores[index].score += Weight.laterPayment * Double(index)
            case .total:
                add(index, Weight.totalLabel, "label:total")
                if amount.finalTotal { add(index, Weight.finalTotal, "label:final") }
                scores[index].score += Weight.laterTotal * Double(index)
            case .subtotal:
                add(index, Weight.subtotalLabel, "label:subtotal")
            case .cashTendered:
                add(index, Weight.tendered, "label:cash")
            case .cashback where isMoneyIn && amount.reading.hasCurrency:
                // "Cashback received +RM 5.00": on money in, the credited cashback is what came in.
                add(index, Weight.tendered, "label:cashback-in")
            case _ where asideRoles.contains(amount.role):
                add(index, Weight.aside, "row:\(amount.role.rawValue)")
            default:
                break
            }
            if screen.isHero(screen.lines[amount.line]) {
                add(index, Weight.hero, "hero")
            } else if amount.standalone {
                add(index, Weight.standalone, "standalone")
            }
            if ringgitMarked[index] { add(index, Weight.currency, "currency") }
            if conversions[index] { add(index, Weight.conversion, "conversion") }
            if rates[index] { add(index, Weight.rate, "rate") }
            if recipientFigures[index] { add(index, Weight.aside, "row:recipient-gets") }
            if amount.reading.repaired { add(index, Weight.repaired, "repaired") }
            let line = screen.lines[amount.line]
            let keyedForeign = !amount.reading.hasCurrency && ForeignCurrency.keyCode(for: line, on: screen) != nil
            if showsRinggit && (ForeignCurrency.isForeign(amount.reading, on: line) || keyedForeign) {
                // Beside ringgit the account gave, a figure in another currency's code or symbol is what the shop
                // asked.
                add(index, Weight.foreign, "foreign")
            } else if ForeignCurrency.marks(amount.reading, on: line) {
                // With no ringgit on the screen, another currency's code marks its money as `RM` does.
                add(index, Weight.currency, "currency")
            }
        }

        // Distinct values only: a screen shows a few totals, however many amounts, so this stays linear. What is still
        // owed (`Baki Perlu Dibayar`, `Balance due`) may differ from what was paid, so it overrules no payment.
        let totalValues = Set(
            amounts.indices.filter { usable[$0] && amounts[$0].role == .total && !amounts[$0].owed }
                .map { amounts[$0].money.minorUnits })
        for (index, amount) in amounts.enumerated()
        where usable[index] && amount.role == .payment && !amount.strongPayment {
            let overruled = totalValues.contains { total in
                total != amount.money.minorUnits && !feeValues.contains(total - amount.money.minorUnits)
            }
            if overruled { add(index, Weight.overruledByTotal, "total-differs") }
        }

        // Repetition: the hero shown again as the "Total"/"Amount" row (the lines of each labelled value gathered
        // once, so the check is linear in the number of amounts).
        var labelledLines: [Int64: Set<Int>] = [:]
        for (index, amount) in amounts.enumerated()
        where usable[index] && (amount.role == .payment || amount.role == .total) {
            labelledLines[amount.money.minorUnits, default: []].insert(amount.line)
        }
        for (index, amount) in amounts.enumerated() where usable[index] && !asideRoles.contains(amount.role) {
            if labelledLines[amount.money.minorUnits]?.contains(where: { $0 != amount.line }) == true {
                add(index, Weight.repeated, "repeat")
            }
        }

        applyArithmetic(amounts, usable: usable, isReceipt: isReceipt, feeValues: feeValues, on: screen, add: add)
        if !isReceipt { applyHeroAgainstBill(amounts, usable: usable, on: screen, add: add) }
        applyRestOfBill(amounts, usable: usable, add: add)
        applyItemsSum(amounts, usable: usable, on: screen, add: add)
        applyInstalments(amounts, usable: usable, on: screen, add: add)

        // The largest currency-marked unlabelled amount: the old "largest unknown" as a tie-break.
        if let largest = amounts.indices.filter({
            usable[$0] && amounts[$0].role == .unknown && amounts[$0].reading.hasCurrency
        }).max(by: { amounts[$0].money < amounts[$1].money }) {
            add(largest, Weight.largestUnlabelled, "largest")
        }

        var best: Int?
        // A bare number with nothing for it (no label, no currency, not alone on its line, not large) is a sale's
        // name, a quantity or a code ("10.10 Mega Sale"), never a payment by default.
        for index in amounts.indices
        where usable[index] && scores[index].score >= minimumScore && scores[index].weights.contains(where: { $0 > 0 })
        {
            if let current = best, scores[current].score >= scores[index].score { continue }
            best = index
        }
        let chosen = best.map { amounts[$0] }
        return PaymentChoice(
            payment: chosen, fee: fee(for: chosen, amounts, usable: usable, isReceipt: isReceipt, feeValues: feeValues),
            balanceOnly: chosen == nil && amounts.contains { $0.role == .balance }, scores: scores)
    }

    /// Arithmetic that closes: receipts' subtotal + tax + charges ± rounding − discount = total, cash − change =
    /// price, and a transfer's amount + fee = debit.
    private static func applyArithmetic(
        _ amounts: [ClassifiedAmount], usable: [Bool], isReceipt: Bool, feeValues: Set<Int64>, on screen: Screen,
        add: (Int, Double, String) -> Void
    ) {
        let indices = amounts.indices.filter { usable[$0] }
        // Distinct values: a GST summary under the total repeats the tax line it sums up.
        func sum(_ roles: Set<AmountRole>, purchaseFeesOnly: Bool = false) -> Int64 {
            Set(
                indices.filter { roles.contains(amounts[$0].role) && (!purchaseFeesOnly || amounts[$0].purchaseFee) }
                    .map { amounts[$0].money.minorUnits }
            ).reduce(0, +)
        }
        let taxes = sum([.tax])
        let charges = sum([.fee], purchaseFeesOnly: !isReceipt)
        let discounts = indices.filter { amounts[$0].role == .discount }
        let roundings = discounts.filter { amounts[$0].reading.sign != 0 || amounts[$0].money.minorUnits < 5 }
        let realDiscounts = discounts.filter { !roundings.contains($0) }.reduce(Int64(0)) {
            $0 + amounts[$1].money.minorUnits
        }
        let rounding = roundings.reduce(Int64(0)) {
            $0 + (amounts[$1].reading.sign < 0 ? -1 : 1) * amounts[$1].money.minorUnits
        }
        // "Rounding 0.02" printed without a sign goes from the line above it to the line below it (receipts print
        // the sum, the rounding, then the rounded total); a signed one goes the way it says.
        let roundingUnsigned = roundings.allSatisfy { amounts[$0].reading.sign == 0 }
        let roundingLine = roundings.first.map { amounts[$0].line }
        let baseRoles: Set<AmountRole> = [.subtotal, .payment, .total, .unknown]
        let resultRoles: Set<AmountRole> = [.total, .payment, .unknown]
        // Amounts by value, so each relation is a lookup rather than a scan: linear in the number of amounts.
        var byValue: [Int64: [Int]] = [:]
        for index in indices { byValue[amounts[index].money.minorUnits, default: []].append(index) }
        var closed: Set<Int> = []
        for base in indices where baseRoles.contains(amounts[base].role) {
            let value = amounts[base].money.minorUnits
            // Each relation needs at least one adjustment, so a value equal to itself proves nothing.
            var targets: [(Int64, String)] = []
            if taxes > 0 { targets.append((value + taxes, "sum:subtotal+tax")) }
            if charges > 0 { targets.append((value + charges, "sum:subtotal+charge")) }
            if taxes > 0 && charges > 0 { targets.append((value + taxes + charges, "sum:subtotal+tax+charge")) }
            if realDiscounts > 0 {
                targets.append((value - realDiscounts, "sum:less-discount"))
                if taxes > 0 { targets.append((value + taxes - realDiscounts, "sum:subtotal+tax-discount")) }
            }
            let unrounded = targets
            if rounding != 0 {
                for adjustment in roundingUnsigned ? [rounding, -rounding] : [rounding] {
                    targets.append((value + adjustment, "sum:rounding"))
                    targets += unrounded.map { ($0.0 + adjustment, $0.1 + "+rounding") }
                }
            }
            let isBelowRounding = { (line: Int) in roundingLine.map { line > $0 } ?? true }
            // A labelled total is never a part of an unlabelled amount: the sum runs towards the labels.
            let baseLabelled = amounts[base].role == .total || amounts[base].role == .payment
            for (target, code) in targets where target > 0 {
                for result in byValue[target] ?? []
                where result != base && resultRoles.contains(amounts[result].role)
                    && !(baseLabelled && amounts[result].role == .unknown)
                    && (!code.hasSuffix("rounding") || !roundingUnsigned
                        || !isBelowRounding(amounts[base].line) && isBelowRounding(amounts[result].line))
                {
                    add(result, Weight.closesSum, code)
                    if !closed.contains(base) {
                        add(base, Weight.addend, "addend")
                        closed.insert(base)
                    }
                }
            }
        }

        // A transfer's or bill's amount and the debit that adds its fee: the amount is the one without the fee.
        var debits: Set<Int> = []
        if !isReceipt, !feeValues.isEmpty {
            let eligible: Set<AmountRole> = [.payment, .total, .unknown]
            for debit in indices where eligible.contains(amounts[debit].role) {
                for fee in feeValues {
                    let value = amounts[debit].money.minorUnits - fee
                    guard fee < value else { continue }
                    for base in byValue[value] ?? []
                    where base != debit && amounts[base].line != amounts[debit].line
                        && eligible.contains(amounts[base].role)
                        && (amounts[base].role != .unknown || amounts[base].standalone)
                    {
                        add(base, Weight.baseOfDebit, "sum:amount+fee")
                        add(debit, Weight.debitWithFee, "debit")
                        debits.insert(debit)
                    }
                }
            }
        }

        // A price less what is still owed is what was paid now: a deposit or an instalment.
        // Printed in that order: the price, what was paid, what is still owed.
        for owed in indices where amounts[owed].role == .balance {
            for price in indices
            where [.payment, .total, .unknown].contains(amounts[price].role) && amounts[price].line < amounts[owed].line
            {
                let paid = amounts[price].money.minorUnits - amounts[owed].money.minorUnits
                guard paid > 0 else { continue }
                for deposit in byValue[paid] ?? []
                where deposit != price && amounts[deposit].line > amounts[price].line
                    && amounts[deposit].line < amounts[owed].line
                {
                    add(deposit, Weight.paidLessOwed, "sum:price-owed")
                    add(price, Weight.partlyPaid, "partly-paid")
                }
            }
        }

        // Cash handed over less change is the price.
        for tendered in indices where amounts[tendered].role == .cashTendered || amounts[tendered].strongPayment {
            // "TUNAI 50.00 / BAKI 18.15": after cash, Malay "baki" is the change, not a balance.
            let changes = indices.filter { index in
                amounts[index].role == .change
                    || amounts[index].role == .balance && amounts[index].line > amounts[tendered].line
                        && amounts[index].line <= amounts[tendered].line + 2 && amounts[tendered].role == .cashTendered
            }
            for change in changes {
                let price = amounts[tendered].money.minorUnits - amounts[change].money.minorUnits
                guard price > 0 else { continue }
                // The cash covered the debit (amount + fee) too; the amount is still the one without the fee.
                for candidate in byValue[price] ?? []
                where candidate != tendered && candidate != change && !debits.contains(candidate) {
                    add(candidate, Weight.cashLessChange, Self.cashLessChange)
                    if asideRoles.contains(amounts[candidate].role) { add(candidate, Weight.provenPrice, "proven") }
                    if amounts[tendered].role != .cashTendered { add(tendered, Weight.handedOver, "tendered") }
                }
            }
        }

        // A tip added on the card slip after the bill (`AMOUNT RM 197.05`, `TIP RM 10.00`, `TOTAL RM 207.05`): the
        // total after the tip is what was charged, the bill before it a part.
        for tip in indices where amounts[tip].role == .unknown && isTip(amounts[tip], on: screen) {
            for bill in indices
            where [.payment, .total].contains(amounts[bill].role)
                && amounts[bill].line < amounts[tip].line
            {
                let charged = amounts[bill].money.minorUnits + amounts[tip].money.minorUnits
                for total in byValue[charged] ?? []
                where amounts[total].line > amounts[tip].line && [.payment, .total].contains(amounts[total].role) {
                    add(total, Weight.closesSum, "sum:bill+tip")
                    add(bill, Weight.addend, "addend")
                }
            }
        }

        // The same told by the arithmetic alone, where faded print or OCR hides the words (`CASI-I 50.00` /
        // `CHANGF 16.00` under `TOTAL 34.00`): on an itemised receipt, the two amounts right after a total, neither
        // labelled, the first more than the total and the second what it leaves. Money given back is cash.
        guard amounts.contains(where: { [.subtotal, .tax].contains($0.role) }) else { return }
        for total in indices where amounts[total].role == .total {
            let next = indices.filter { amounts[$0].line > amounts[total].line }.prefix(2)
            guard next.count == 2, let handed = next.first, let change = next.last,
                amounts[handed].role == .unknown, amounts[change].role == .unknown,
                amounts[change].line > amounts[handed].line, amounts[change].line <= amounts[handed].line + 2,
                amounts[change].money.minorUnits > 0,
                amounts[handed].money.minorUnits - amounts[change].money.minorUnits
                    == amounts[total].money.minorUnits
            else { continue }
            add(total, Weight.cashLessChange, Self.cashLessChange)
            add(handed, Weight.handedOver, "tendered")
        }
    }

    /// A bill's total, an earlier payment written as a deduction below it (`Deposit paid 30/01 -50.00`) and the rest
    /// paid now (`Balance paid 139.00`): total less the deduction is what was paid now.
    private static func applyRestOfBill(
        _ amounts: [ClassifiedAmount], usable: [Bool], add: (Int, Double, String) -> Void
    ) {
        let payments = amounts.indices.filter { usable[$0] && amounts[$0].role == .payment }
        let deductions = payments.filter { amounts[$0].reading.sign < 0 }
        guard !deductions.isEmpty else {
            applyTotalLessDeductions(amounts, usable: usable, payments: payments, add: add)
            return
        }
        for total in amounts.indices where usable[total] && amounts[total].role == .total {
            for paid in deductions where amounts[paid].line > amounts[total].line {
                let rest = amounts[total].money.minorUnits - amounts[paid].money.minorUnits
                guard rest > 0,
                    let now = payments.first(where: {
                        amounts[$0].line > amounts[paid].line && amounts[$0].money.minorUnits == rest
                    })
                else { continue }
                add(now, Weight.totalLessPaid, "sum:total-less-paid")
                add(paid, Weight.paidBefore, "paid-before")
                add(total, Weight.partlyPaid, "partly-paid")
                return
            }
        }
    }

    /// A bill's total, the figures taken off it below (`Tolak: Deposit …` | `-2,000.00`, `Tolak: Ansuran …` |
    /// `-8,000.00`) and then a payment row of what is left (`Bayaran Akhir Diterima` | `10,480.00`): the payment is the
    /// rest settled now, however the total differs from it.
    private static func applyTotalLessDeductions(
        _ amounts: [ClassifiedAmount], usable: [Bool], payments: [Int], add: (Int, Double, String) -> Void
    ) {
        for total in amounts.indices where usable[total] && amounts[total].role == .total {
            for now in payments
            where amounts[now].line > amounts[total].line && amounts[now].reading.sign >= 0 {
                let taken = amounts.indices.filter {
                    usable[$0] && amounts[$0].reading.sign < 0 && amounts[$0].line > amounts[total].line
                        && amounts[$0].line < amounts[now].line
                }
                guard !taken.isEmpty else { continue }
                let rest = amounts[total].money.minorUnits - taken.reduce(0) { $0 + amounts[$1].money.minorUnits }
                guard rest > 0, rest == amounts[now].money.minorUnits else { continue }
                add(now, Weight.totalLessPaid, "sum:total-less-paid")
                add(total, Weight.partlyPaid, "partly-paid")
                return
            }
        }
    }

    /// A confirmation's one hero (unlabelled, or under its outcome's payment words) against the bill's figures in its
    /// rows: a bill's total less an amount
    /// paid before it makes the hero the balance settled now, and an amount due of another value is the bill's.
    private static func applyHeroAgainstBill(
        _ amounts: [ClassifiedAmount], usable: [Bool], on screen: Screen, add: (Int, Double, String) -> Void
    ) {
        let heroes = amounts.indices.filter { usable[$0] && screen.isHero(screen.lines[amounts[$0].line]) }
        guard heroes.count == 1, let hero = heroes.first, [.unknown, .payment].contains(amounts[hero].role),
            amounts[hero].reading.hasCurrency
        else { return }
        let value = amounts[hero].money.minorUnits
        let others = amounts.indices.filter { usable[$0] && $0 != hero && amounts[$0].money.minorUnits != value }
        for total in others where amounts[total].role == .total {
            if amounts[total].owed { add(total, Weight.owedBesideHero, "owed") }
            for paid in others
            where amounts[paid].role == .payment
                && amounts[total].money.minorUnits - amounts[paid].money.minorUnits == value
            {
                add(hero, Weight.totalLessPaid, "sum:total-less-paid")
                add(paid, Weight.paidBefore, "paid-before")
                add(total, Weight.partlyPaid, "partly-paid")
                return
            }
        }
    }

    private static let tipWords = Words.phrases(["tip", "tips", "gratuity", "tip amount"])

    /// Whether the amount's label (on its line, beside it or above it) is a tip.
    private static func isTip(_ amount: ClassifiedAmount, on screen: Screen) -> Bool {
        let line = screen.lines[amount.line]
        if line.has(tipWords) && line.wordCount <= 4 { return true }
        return screen.labelPosition(of: line).map { $0.wordCount <= 2 && $0.has(tipWords) } ?? false
    }

    /// A confirmation's hero that a run of the amounts below it adds up to, one per row: a price split into
    /// instalments (or a bill into its parts). Prefix sums make it one pass: a run ends at `j` and sums to the hero
    /// when an earlier prefix equals the prefix at `j` less the hero.
    private static func applyInstalments(
        _ amounts: [ClassifiedAmount], usable: [Bool], on screen: Screen, add: (Int, Double, String) -> Void
    ) {
        let heroes = amounts.indices.filter { usable[$0] && screen.isHero(screen.lines[amounts[$0].line]) }
        guard heroes.count == 1, let hero = heroes.first, !asideRoles.contains(amounts[hero].role) else { return }
        let whole = amounts[hero].money.minorUnits
        // One amount per row below the hero, leaving out the hero's repeats and the asides.
        var rows: [Int] = []
        for index in amounts.indices
        where usable[index] && amounts[index].line > amounts[hero].line && amounts[index].money.minorUnits != whole
            && !asideRoles.contains(amounts[index].role) && rows.last.map({ amounts[$0].line }) != amounts[index].line
        {
            rows.append(index)
        }
        var prefix: Int64 = 0
        var starts: [Int64: Int] = [0: 0]
        for (position, index) in rows.enumerated() {
            prefix += amounts[index].money.minorUnits
            if let start = starts[prefix - whole], position + 1 - start >= 2 {
                add(hero, Weight.instalmentsSum, "sum:instalments")
                for part in rows[start...position] { add(part, Weight.instalment, "instalment") }
                return
            }
            if starts[prefix] == nil { starts[prefix] = position + 1 }
        }
    }

    /// The item rows above the first subtotal or total: when their last amounts add up to a candidate, it is the
    /// receipt's sum.
    private static func applyItemsSum(
        _ amounts: [ClassifiedAmount], usable: [Bool], on screen: Screen, add: (Int, Double, String) -> Void
    ) {
        guard let firstTotal = amounts.first(where: { $0.role == .subtotal || $0.role == .total })?.line else { return }
        var lastPerLine: [Int: Int64] = [:]
        for (index, amount) in amounts.enumerated()
        where usable[index] && amount.line < firstTotal && amount.role == .unknown
            && screen.lines[amount.line].hasLetters
        {
            lastPerLine[amount.line] = amount.money.minorUnits
        }
        guard lastPerLine.count >= 2 else { return }
        let total = lastPerLine.values.reduce(0, +)
        for (index, amount) in amounts.enumerated()
        where usable[index] && amount.line >= firstTotal && amount.money.minorUnits == total
            && (amount.role == .subtotal || amount.role == .total)
        {
            add(index, Weight.itemsSum, "sum:items")
        }
    }

    /// A fee is reported only beside a transferred or billed amount; one already inside a purchase total is not.
    private static func fee(
        for chosen: ClassifiedAmount?, _ amounts: [ClassifiedAmount], usable: [Bool], isReceipt: Bool,
        feeValues: Set<Int64>
    ) -> Money? {
        guard let chosen else { return nil }
        let fees = amounts.indices.filter { usable[$0] && amounts[$0].role == .fee && !amounts[$0].purchaseFee }
            .map { amounts[$0] }
        guard !fees.isEmpty else { return nil }
        let totals = amounts.indices.filter { usable[$0] && amounts[$0].role == .total }.map { amounts[$0] }
        let isSmallLoneFee = fees.count == 1 && fees[0].money.minorUnits * 20 <= chosen.money.minorUnits
        // "Jumlah RM 500.00 … Caj RM 0.10" on a transfer: a total with no subtotal beside it is the amount moved, and
        // its one small charge is the fee (a receipt's "Yuran" lines are items adding up to its total).
        let separate =
            chosen.role != .total || !isReceipt && !chosen.finalTotal && isSmallLoneFee
            || totals.contains { feeValues.contains($0.money.minorUnits - chosen.money.minorUnits) }
        guard separate else { return nil }
        // An alert's one sentence may hold both: "Bayaran RM37.20 berjaya. Caj RM0.50."
        return fees.first { $0.line != chosen.line || $0.reading.start != chosen.reading.start }?.money
    }
}
