import Foundation
import SpenDropModel

/// Reads one screen's OCR lines and decides which RM is the payment, who was paid, from where and when.
///
/// Deterministic and free of I/O: the same input always gives the same result, and "now" comes from the input.
/// Patterns are compiled once per process, so a parser is cheap to create and safe to share.
public struct PaymentParser: Sendable {
    public init() {}

    /// Compiles the patterns and builds the tables a first parse would (about 15 ms once per process), by parsing
    /// a small made-up screen (once; later calls return at once). A caller with a core to spare while the text is
    /// still being recognised calls this there, so the real parse does not pay for it afterwards. Safe to call from
    /// any thread, any number of times.
    public static func warmUp() {
        _ = warmed
    }

    private static let warmed: Void = {
        let lines = [
            "Payment Successful", "Paid to", "Kedai Contoh Sdn Bhd", "RM 12.34", "Date & Time", "1 Jan 2026 10:00 AM",
            "Reference No. 1234567890", "Wallet Balance RM 50.00", "Cashback RM 0.50", "Transfer to 1234 5678",
        ]
        _ = PaymentParser().parse(ParseInput(lines: lines.map { OCRLine($0) }))
    }()

    /// The amounts of each line, keeping only the first `ParseInput.maximumAmounts` of the screen.
    private static func capped(_ readings: [[AmountReading]]) -> [[AmountReading]] {
        var left = ParseInput.maximumAmounts
        return readings.map { line in
            let kept = Array(line.prefix(left))
            left -= kept.count
            return kept
        }
    }

    /// Parses one screen.
    public func parse(_ input: ParseInput) -> ParseResult {
        let screen = Screen(input.linesWithinLimits)
        let today = CalendarDate.today(at: input.now, in: input.timeZone)
        let readings = AmountReader.joinSeparateCurrency(Self.capped(screen.lines.map(AmountReader.read)), on: screen)
        let amounts = AmountRoleClassifier.classify(readings, on: screen)
        let isHistory = HistoryReader.isHistory(amounts, on: screen, today: today)

        // Lines that only show a balance, a cashback or an offer are no evidence of what happened; a message that
        // also states the payment (`… dikreditkan RM2,186.40 … Baki: RM2,904.17`) still is.
        let asideRoles: Set<AmountRole> = [.cashback, .promotion, .balance]
        let stated = Set(amounts.filter { !asideRoles.contains($0.role) }.map(\.line))
        let asides = Set(amounts.filter { asideRoles.contains($0.role) }.map(\.line)).subtracting(stated)
        var (kind, kindConfident) = KindClassifier.classify(on: screen, excludedLines: asides, isHistory: isHistory)
        // A "+RM" hero amount (or one drawn large beside its code: `+ SGD 4,850.00`) is money coming in, unless the screen is a top-up seen from the wallet's side; the
        // provider needs to know, since a sender's bank on money in is the other side.
        // A signed adjustment ("ROUNDING ADJ" / "+0.02") is no such hero.
        if !isHistory, kind != .moneyIn, !kindConfident || !KindClassifier.hasPurchaseWording(on: screen),
            amounts.contains(where: {
                ($0.standalone || screen.isHero(screen.lines[$0.line])) && $0.reading.sign > 0
                    && ![.discount, .tax, .fee, .change].contains($0.role)
            }), !KindClassifier.isTopUp(on: screen)
        {
            kind = .moneyIn
        }
        // A wallet's or seller's balance cashed out to the person's own bank is money out, however it arrives later;
        // so is money converted from one of the person's balances into another.
        let ownConversion = !isHistory && KindClassifier.isOwnConversion(on: screen)
        let isCashOut = !isHistory && (KindClassifier.isCashOut(on: screen) || ownConversion)
        if isCashOut {
            kind = .moneyOut
            kindConfident = true
        }
        if !isHistory, kind == .moneyIn, KindClassifier.isReceiptOfPayment(on: screen) {
            kind = .expense
            kindConfident = true
        }
        let reference = isHistory ? nil : ReferenceReader.find(on: screen)
        let provider = ProviderDetector.detect(
            on: screen, isMoneyIn: kind == .moneyIn, isHistory: isHistory, reference: reference)
        var result = ParseResult(provider: provider)
        result.candidates = amounts.map { AmountCandidate(amount: $0.money, role: $0.role, line: $0.line) }

        if isHistory {
            result.channel = ChannelDetector.detect(on: screen, provider: provider, kind: kind)
            result.items = HistoryReader.items(amounts, on: screen, today: today)
            result.kind = kind
            result.kindConfident = false
            result.status = StatusReader.read(
                on: screen, choice: PaymentChoice(payment: nil, fee: nil, balanceOnly: false), isHistory: true)
            result.confidence = .medium
            return result
        }

        var choice = PaymentScorer.choose(
            amounts, on: screen, isMoneyIn: kind == .moneyIn, ownAccounts: isCashOut)
        for (index, scored) in choice.scores.enumerated() {
            result.candidates[index].score = (scored.score * 100).rounded() / 100
            result.candidates[index].evidence = scored.evidence
            result.candidates[index].evidenceWeights = scored.weights
        }
        if let chosen = choice.payment, [.unknown, .payment, .total].contains(chosen.role), !chosen.strongPayment,
            AccountOverview.isOverview(amounts, chosen: chosen, on: screen),
            !AccountOverview.showsTransaction(on: screen, chosen: chosen, reference: reference, today: today)
        {
            // Figures on an account or wallet overview with nothing that happened on screen are balances.
            choice = PaymentChoice(payment: nil, fee: nil, balanceOnly: true, scores: choice.scores)
        }
        if let chosen = choice.payment,
            let index = amounts.firstIndex(where: {
                $0.line == chosen.line && $0.reading.start == chosen.reading.start
            })
        {
            result.candidates[index].role = .payment
            // The cash handed over less the change given is the payment: it was paid in cash, however faint the
            // words that say so (a faded receipt's lines are all below the confidence they would need).
            if result.provider == nil, result.candidates[index].evidence.contains(PaymentScorer.cashLessChange) {
                result.provider = .cash
            }
        }
        // What a sale left after the platform took its fees: a seller's proceeds coming in.
        if kind == .expense, let payment = choice.payment,
            KindClassifier.isNetOfDeductedFees(payment, amounts: amounts, on: screen)
        {
            kind = .moneyIn
            kindConfident = true
        }
        result.amount = choice.payment?.money
        if let payment = choice.payment,
            let code = ForeignCurrency.paymentCurrency(payment, amounts: amounts, on: screen)
        {
            result.currency = code
        }
        result.fee = choice.fee
        result.kind = kind
        result.kindConfident = kindConfident
        let status = StatusReader.read(on: screen, choice: choice, isHistory: false)
        if status == .balanceOnly { choice.payment = nil }
        result.status = status
        // A failed payment's note that its money went back (`refunded to your eWallet balance`) tells what became of
        // the payment: it stays what it was, no money in.
        if status == .failed, kind == .moneyIn {
            (kind, kindConfident) = KindClassifier.classify(
                on: screen, excludedLines: asides.union(KindClassifier.refundNotes(on: screen)), isHistory: false)
            result.kind = kind
            result.kindConfident = kindConfident
        }

        // A screen without a payment (a promotion, a balance) names nobody who was paid.
        if status != .balanceOnly && choice.payment != nil {
            // A receipt closes with a subtotal, tax, tendered cash or change, or heads its items with columns; a payment
            // screen does not.
            let opensLikeReceipt = ReceiptHeader.opensLikeReceipt(screen)
            let isReceipt =
                amounts.contains { [.subtotal, .tax, .cashTendered, .change].contains($0.role) }
                || opensLikeReceipt || KindClassifier.hasItemColumns(screen)
            // A paper receipt's tender row (`Paid: UOB VISA ****6617`) names the card it took: its bank issued the
            // card, the receipt is no screen of the bank's.
            if isReceipt, let bank = result.provider, ProviderCatalog.entry(for: bank)?.isBank == true,
                opensLikeReceipt, namesBankOnlyOnCards(bank, on: screen)
            {
                result.provider = .card
            }
            // Where the ringgit charged is a row under a hero in the shop's currency, the name sits by that hero.
            let foreignHero = choice.payment.flatMap { payment -> ClassifiedAmount? in
                guard !screen.isHero(screen.lines[payment.line]) else { return nil }
                return amounts.first {
                    screen.isHero(screen.lines[$0.line])
                        && ForeignCurrency.isForeign($0.reading, on: screen.lines[$0.line])
                }
            }
            result.merchant = MerchantFinder.find(
                on: screen, kind: kind, provider: provider, payment: choice.payment, isReceipt: isReceipt,
                isCashOut: isCashOut, hero: foreignHero
            ).map {
                NameSpelling.respelled(
                    BrandCatalog.asPrinted(ForeignDescriptor.trimmed($0, on: screen), on: screen), on: screen)
            }
        }
        // Apple Wallet records what its cards paid: its `Device Account Number` is the card's number on the phone,
        // not a recipient's account.
        if kind == .expense, provider != .applePay, !kindConfident || !KindClassifier.hasPurchaseWording(on: screen),
            KindClassifier.looksLikeTransfer(on: screen, merchant: result.merchant)
        {
            kind = .moneyOut
            kindConfident = true
            result.kind = kind
            result.kindConfident = true
        }
        // The provider as settled (cash proved by the change counts).
        result.channel = ChannelDetector.detect(
            on: screen, provider: result.provider, kind: kind, kindConfident: kindConfident, merchant: result.merchant,
            failed: status == .failed)
        (result.category, result.categoryConfident) = CategorySuggester.suggest(
            merchant: result.merchant, kind: kind, provider: result.provider, on: screen)
        (result.date, result.time) = DateTimeChooser.choose(on: screen, today: today)
        result.reference = reference
        // The card or bank behind a wallet or Apple Pay; on a bank's own screen, its account or card the money came
        // from, when the screen shows its number (so the entry finds the account kept for it).
        let entry = provider.flatMap(ProviderCatalog.entry(for:))
        if provider == .applePay || entry?.isWallet == true {
            result.funding = FundingReader.find(on: screen)
        } else if entry?.isBank == true {
            result.funding =
                FundingReader.bankSource(on: screen, bank: provider)
                ?? FundingReader.alertCard(on: screen, bank: provider) ?? FundingReader.cardKeyRow(on: screen)
        }
        result.confidence = StatusReader.confidence(
            choice: choice, provider: provider, merchant: result.merchant, status: status, isHistory: false)
        return result
    }

    /// Whether every line naming `bank` is a card's short row with its masked number (`UOB VISA ****6617`), no
    /// alert's sentence.
    private func namesBankOnlyOnCards(_ bank: Provider, on screen: Screen) -> Bool {
        let naming = screen.lines.filter { FundingReader.bank(in: $0.words) == bank }
        return !naming.isEmpty
            && naming.allSatisfy { $0.letterWordCount <= 4 && FundingReader.masked.occurs(in: $0.text) }
    }
}
