import SpenDropModel

/// Decides which app or bank a screen came from, from its own wording and layout.
///
/// The header and the "From" block name the sender; a bank named in a recipient block ("Recipient Bank: CIMB")
/// is the other side and counts for nothing. Apple Wallet is recognised from its interface words. A line OCR was
/// unsure of is not evidence.
enum ProviderDetector {
    private struct Prepared {
        let provider: Provider
        let names: [String]
        let weakNames: [String]
    }

    private static let prepared: [Prepared] = ProviderCatalog.entries.map {
        Prepared(provider: $0.provider, names: Words.phrases($0.names), weakNames: Words.phrases($0.weakNames))
    }
    private static let recipientLabels = Words.phrases([
        "recipient bank", "beneficiary bank", "bank penerima", "receiving bank", "to bank", "recipient account",
        "to account", "beneficiary account", "akaun penerima", "bank name", "recipient", "beneficiary", "penerima",
        "transfer to", "pay to", "paid to", "kepada",
    ])
    private static let senderLabels = Words.phrases([
        "from", "from account", "dari", "debit from", "pay from", "paid from", "source of funds", "funding source",
        "debited from", "akaun sumber", "dari akaun", "paid with", "pay with", "paid by", "payment method",
        "kaedah pembayaran",
    ])
    /// A notification's age after its app's name (`Wise 14m ago`, `Wise now`): no word of the name.
    private static let notificationAge = Pattern(
        #"\s(?:\d{1,2}\s?(?:m|min|mins|h|hr|hrs|d)\s+ago|now)\s*$"#)
    /// How many words with letters a notification's age adds to its line.
    private static func ageWords(_ line: ScreenLine) -> Int {
        guard let age = notificationAge.firstMatch(in: line.text)?[0] else { return 0 }
        return age.split(separator: " ").filter { $0.contains(where: \.isLetter) }.count
    }
    /// Apple Wallet's own interface: its buttons, its sections, and its footer saying where the merchant's name and
    /// place come from (Maps).
    private static let appleInterface = Words.phrases([
        "report an issue", "contact merchant", "daily cash", "latest transactions", "apple card", "apple maps",
        "provided by maps", "merchant info", "merchant information",
    ])
    private static let cardSlip = Words.phrases([
        "merchant copy", "customer copy", "cardholder copy", "terminal id", "tid", "merchant id", "batch", "batch no",
        "approval code", "appr code", "auth code", "card no", "card number", "visa", "mastercard", "master card",
        "amex", "unionpay", "mydebit", "contactless", "paywave", "signature", "pin verified", "no signature",
        "debit card", "credit card", "entry mode", "chip", "aid", "auth",
        // Malay card names, and a receipt's tender written as the card ("Paid : CARD", "Paid (Master)").
        "kad debit", "kad kredit", "paid card", "paid master", "paid visa", "paid by card", "bayar kad",
        // A terminal slip's own fields.
        "app code", "trace", "trace no", "rrn", "stan", "card type",
    ])
    /// A card number printed masked in full ("**** **** **** 0926", "XXXX-XXXX-XXXX-1183"): a terminal slip's.
    private static let maskedCardNumber = Pattern(#"(?:[*xX•]{4}[\s-]?){3}\d{4}\b|[*xX•]{12}\d{4}\b"#)
    private static let cash = Words.phrases(["cash", "tunai", "change", "kembalian", "tendered", "syiling"])
    /// A receipt's tender line written as the card alone, beside what it paid: "MASTER 181.00", "CARD - MASTER 86.92".
    private static let cardTenderWords: Set<String> = ["card", "master", "visa", "amex", "credit", "debit", "kad"]

    /// A receipt's tender key with the card as its value beside it (`Paid by` | `Card`): the row reads as one
    /// `Paid by Card`.
    private static func isCardTenderRow(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.wordCount <= 3, let value = screen.rightPartners(of: line.index).first, value.wordCount <= 2 else {
            return false
        }
        return Words.containsAny(Words.normalize(line.text + " " + value.text), cardTenderRows)
    }
    private static let cardTenderRows = Words.phrases([
        "paid by card", "paid by credit card", "paid by debit card", "payment card", "bayar kad", "dibayar kad",
        "tender card",
    ])

    private static func isCardTender(_ line: ScreenLine) -> Bool {
        let words = line.words.split(separator: " ").filter { $0.contains(where: \.isLetter) }
        return (1...3).contains(words.count) && words.allSatisfy { cardTenderWords.contains(String($0)) }
            && !AmountReader.read(line).isEmpty
    }
    /// Cash given back as a reward, not paid: "pulangan tunai" is Malay for cashback.
    private static let cashbackWording = Words.phrases([
        "pulangan tunai", "cash back", "daily cash", "cash rebate", "rebat tunai",
    ])
    /// On a top-up, these lines name where the money came from or the wallet it went to, not the app on screen.
    private static let topUpSides = Words.phrases([
        "reload method", "top up method", "kaedah", "method", "funding source", "source of funds", "paid with",
        "pay with", "payment method", "ewallet", "e wallet", "wallet", "reload to", "top up to", "mobile number",
        "top up via", "reload via",
    ])
    private static let wallet = Words.phrases(["wallet", "dompet"])
    private static let topUpLabels = Words.phrases([
        "reload method", "top up method", "kaedah", "method", "funding source", "source of funds", "paid with",
        "pay with", "payment method", "reload to", "top up to", "mobile number", "top up via", "reload via",
    ])
    private static let duitNow = Words.phrases(["duitnow", "duit now"])
    private static let accountFigures = Words.phrases([
        "credit limit", "available credit", "available limit", "outstanding", "outstanding balance", "accounts",
        "available balance", "total balance", "statement balance",
    ])
    private static let walletStatuses = Words.phrases(["approved", "pending", "declined", "status approved"])
    private static let relativeDays: [String] = Words.phrases([
        "today", "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ])

    private static func startsWithRelativeDay(_ line: ScreenLine) -> Bool {
        relativeDays.contains { line.words.hasPrefix($0) } && !DateTimeReader.times(in: line).isEmpty
    }

    /// The provider, or nil when the screen does not say.
    static func detect(
        on screen: Screen, isMoneyIn: Bool, isHistory: Bool = false, reference: String? = nil
    ) -> Provider? {
        var scores: [Provider: Int] = [:]
        var firstSeen: [Provider: Int] = [:]
        // The other side of the payment: the recipient's block, and on money received the sender's block.
        var skipped = recipientBlockLines(on: screen)
        if isMoneyIn { skipped.formUnion(senderBlockLines(on: screen)) }
        // A history lists top-ups among other rows; only a top-up's own screen has funding and target lines.
        let isTopUp = !isHistory && KindClassifier.isTopUp(on: screen)
        if isTopUp { skipped.formUnion(topUpSideLines(on: screen)) }
        // A card row ("Maybank Visa Debit •••• 4417") names the card the money came from, not the app on screen;
        // except on the bank's own card and account screens, which show its limits and balances (Wallet never does).
        let showsAccountFigures = screen.lines.contains { $0.has(accountFigures) }
        // A message signed by its sender up front ("PBB: Transaksi kad xx3575 …", "RM0 CIMB: Card *2060 …"): the
        // bank that sent it, not a card row naming where the money came from.
        let fundingLines =
            showsAccountFigures
            ? []
            : Set(
                screen.lines.filter { FundingReader.isFundingLine($0, on: screen) && !isSignedMessage($0) }.map(
                    \.index))
        // A wallet app's own name alone on a header line ("BigPay" over "Wallet").
        let headerNamesWalletApp = screen.lines.contains { line in
            screen.isHeader(line) && line.wordCount <= 2
                && prepared.contains { ProviderCatalog.entry(for: $0.provider)?.isWallet == true && line.has($0.names) }
        }
        let headerNamesApp = screen.lines.contains { line in
            screen.isHeader(line) && !fundingLines.contains(line.index) && prepared.contains { line.has($0.names) }
        }
        // An app the catalogue has no provider for, naming itself at the top (`Ryt Bank`, `Boost Bank`): the banks
        // named below it are the other side's, and a wallet's name in its own is no wallet.
        let unlistedHeader = screen.lines.contains { screen.isHeader($0) && $0.isReliable && isUnlistedApp($0) }
        let listedHeader = screen.lines.contains { line in
            screen.isHeader(line) && !fundingLines.contains(line.index) && !isUnlistedApp(line)
                && prepared.contains { line.has($0.names) }
        }
        // A printed receipt: its header block, or a shop's postal address among its first lines (Wallet shows an
        // area's name under the shop's, never a postcode).
        let printedReceipt =
            ReceiptHeader.opensLikeReceipt(screen)
            || screen.lines.filter { !StatusBar.isJunk($0) }.prefix(3).contains {
                MerchantPlausibility.postcodeAndTown.occurs(in: $0.text)
            }
        // An item's row with its quantity (`Visa & Insurans 2 x 350.00`) sells a travel visa; it tenders no card.
        let slipLines = screen.lines.filter {
            $0.isReliable && !quantityTimesPrice.occurs(in: $0.text)
                && ($0.has(cardSlip) || maskedCardNumber.occurs(in: $0.text) || isCardTender($0)
                    || isCardTenderRow($0, on: screen))
        }
        // A card number printed masked in full counts twice: it is the slip's own record of the card.
        let slipEvidence =
            slipLines.count + (slipLines.contains { maskedCardNumber.occurs(in: $0.text) } ? 1 : 0)
        // A merchant's page paid by FPX names the payer's bank as the route (`Payment Method` | `FPX - Maybank2u`):
        // the bank is where the money came from, not the app on screen.
        skipped.formUnion(screen.lines.filter { $0.has(fpx) && isMethodValue($0, on: screen) }.map(\.index))
        // So does DuitNow's own page for paying a merchant from a bank or a wallet (`DuitNow` / `Online
        // Banking/Wallets` at the top): the bank named alone as a key's value (`Paid from` | `Maybank`) is the route.
        if screen.lines.contains(where: { screen.isHeader($0) && $0.has(duitNowOnlineBanking) }),
            screen.lines.contains(where: { screen.isHeader($0) && $0.has(duitNow) })
        {
            skipped.formUnion(
                screen.lines.filter { line in
                    line.wordCount <= 3 && !line.text.contains(where: \.isNumber)
                        && FundingReader.bank(in: line.words) != nil
                        && screen.labelPosition(of: line).map { $0.wordCount <= 3 && !screen.isHeader($0) } == true
                }.map(\.index))
        }
        for line in screen.lines where line.isReliable && !skipped.contains(line.index) && !isUnlistedApp(line) {
            // An app's own banners name the app, but count for little.
            let isPromotion = line.isPromotion
            let header = screen.isHeader(line) && !isPromotion
            let senderBlock = !isMoneyIn && !isPromotion && !isTopUp && isInSenderBlock(line, on: screen)
            let nameWords = line.letterWordCount - ageWords(line)
            for entry in prepared {
                if fundingLines.contains(line.index), ProviderCatalog.entry(for: entry.provider)?.isBank == true {
                    continue
                }
                var weight = 0
                if line.has(entry.names) {
                    weight = header ? 3 : 1
                } else if nameWords <= 2, line.has(entry.weakNames) {
                    weight = header ? 3 : 1
                }
                if weight == 0, entry.provider == .touchNGo, line.text.contains("GO+") { weight = 1 }
                guard weight > 0 else { continue }
                if senderBlock { weight += 4 }
                if isPromotion { weight = 1 }
                scores[entry.provider, default: 0] += weight
                if firstSeen[entry.provider] == nil { firstSeen[entry.provider] = line.index }
            }
            var apple = 0
            if line.has(appleInterface) { apple += 4 }
            // Apple Wallet's "Card Number •••• 4417" row and its bare "Wallet" title.
            if isAppleCardRow(line) || isAppleCardLabel(line, on: screen) { apple += 4 }
            if isAppleDoneTitle(line, on: screen) { apple += 4 }
            // Wallet's bare "Wallet" title, unless an app names itself above it ("BigPay" / "Wallet").
            if header && line.wordCount == 1 && line.has(wallet) && !headerNamesWalletApp { apple += 4 }
            // Under an app or bank that names itself at the top, "Apple Pay" is how its card was used, not the app.
            // "Payment method" / "Apple Pay" on a bank's record of its card: how the card was used, not the app.
            if line.has(ProviderCatalog.appleStrong), !isMethodValue(line, on: screen) {
                apple += line.wordCount <= 3 && !headerNamesApp ? 3 : 1
            }
            // Wallet's record of a card purchase: a card row and a bare status word ("Approved", "Pending"), where a
            // bank's or wallet's own app says "Successful" and names itself.
            // Wallet dates its records "Yesterday, 8:14 PM" or "Wednesday, 8:14 PM".
            // A terminal slip's own `DECLINED` is the terminal's word, not Wallet's.
            // A printed receipt (an address with its title or phone on top) is no Wallet record, whatever it approved.
            if !fundingLines.isEmpty, !headerNamesApp, slipEvidence < 3, !printedReceipt,
                line.wordCount <= 2 && line.has(walletStatuses) || line.wordCount <= 5 && startsWithRelativeDay(line)
            {
                apple += 3
            }
            if apple > 0 {
                scores[.applePay, default: 0] += apple
                if firstSeen[.applePay] == nil { firstSeen[.applePay] = line.index }
            }
        }
        // A message signed by its bank up front (`RHB: Pembayaran … kepada X`, `Bank Islam: Akaun anda …
        // dikreditkan … daripada X`) was sent by that bank, whatever the other side its sentence names.
        for line in screen.lines where line.isReliable && !line.isPromotion {
            guard let sender = signer(of: line) else { continue }
            scores[sender, default: 0] += 4
            if firstSeen[sender] == nil { firstSeen[sender] = line.index }
        }
        let best = scores.max { lhs, rhs in
            lhs.value != rhs.value ? lhs.value < rhs.value : (firstSeen[lhs.key] ?? 0) > (firstSeen[rhs.key] ?? 0)
        }
        // A card terminal slip often prints its acquiring bank at the top; the payment is still a card payment.
        // Not on a bank's own card screen, which shows the card's statement figures.
        if slipEvidence >= 3, best?.key != .applePay, (best?.value ?? 0) <= 3, !showsAccountFigures { return .card }
        // A shop's record of a purchase put on a card's instalment plan (`MAYBANK EZYPAY 0% 12 MTHS`, `TENURE: 6
        // MONTHS`): the bank named is the card's issuer, and the card paid.
        if slipEvidence >= 1, !showsAccountFigures, best?.key != .applePay,
            screen.lines.contains(where: { instalmentPlan.occurs(in: $0.text) }),
            screen.lines.contains(where: {
                maskedCardNumber.occurs(in: $0.text) || FundingReader.masked.occurs(in: $0.text)
            })
        {
            return .card
        }
        if let best, !unlistedHeader || listedHeader { return best.key }
        // An app the catalogue has no provider for (a digital bank, a state's wallet) names itself: no provider, nor
        // one guessed from its reference's letters or the DuitNow rail it paid over.
        if screen.lines.contains(where: { $0.isReliable && !$0.isPromotion && isUnlistedApp($0) }) { return nil }
        // Cashback is paid by the wallet itself: its name in the sender block is the app's own.
        if isMoneyIn, screen.lines.contains(where: { $0.has(cashbackWords) }),
            let own = walletNamed(in: senderBlockLines(on: screen), on: screen)
        {
            return own
        }
        // Cash handed over and change given back: whatever a reference's letters look like ("SP-77120-3").
        if receivedCashAndGaveChange(on: screen) { return .cash }
        if let coded = providerCoded(in: reference) { return coded }
        // A top-up screen that names no app but the wallet it filled is that wallet's own screen.
        if isTopUp, let topped = toppedUpWallet(on: screen) { return topped }
        // A bank app's record of a card purchase: its `Card` row holds one bank's card and number.
        if let bank = FundingReader.cardKeyRow(on: screen)?.provider { return bank }
        // A delivery app's order screen names the card it charged; the app, not the card, is where it came from. So
        // does any app's screen a phone captured (its status bar on top): a card is a provider only on paper, a
        // receipt or a slip, and an app the catalogue has no provider for gives none.
        if slipEvidence >= 1 && !isAppOrder(on: screen) && !screen.isPhoneScreen { return .card }
        // Nothing else names the app: a payment from an account of one bank ("From" / "OCTO Savers Account
        // 7012****9934") was made in that bank's app, even when it paid a DuitNow QR code.
        if !isMoneyIn, let bank = sourceAccountBank(on: screen) { return bank }
        // DuitNow is the provider only on its own receipts; "Transfer Type: DuitNow Transfer" names a bank's rail.
        // On a history list, a row's DuitNow is the rail that row went over, not the app showing the list.
        if !isHistory,
            screen.lines.contains(where: { $0.isReliable && $0.has(duitNow) && !isRailValue($0, on: screen) })
        {
            return .duitnow
        }
        if !screen.isPhoneScreen,
            screen.lines.contains(where: {
                $0.isReliable && $0.has(cash) && !$0.isPromotion && !$0.has(cashbackWording)
            })
        {
            return .cash
        }
        // A wallet's history that names no app but lists a toll is Touch 'n Go's: the one wallet the highways take.
        if isHistory, HistoryReader.listsAToll(on: screen) { return .touchNGo }
        return nil
    }

    /// Whether `line` opens a message with a bank's name and a colon.
    private static func isSignedMessage(_ line: ScreenLine) -> Bool { signer(of: line) != nil }

    /// The bank whose name and a colon open the message on `line` (`RM0.00 RHB:`, `Public Bank eAlert:`): three words
    /// at most, each with a capital, not a sentence's opening (`Paid to Maybank:`).
    private static func signer(of line: ScreenLine) -> Provider? {
        guard let sender = StatusBar.messageSender.firstMatch(in: line.text)?[1] else { return nil }
        let words = sender.split(separator: " ")
        guard words.count <= 3, words.allSatisfy({ $0.contains(where: \.isUppercase) }) else { return nil }
        return FundingReader.signingBank(in: Words.normalize(sender))
    }

    private static let cashTender = Words.phrases(["cash", "tunai", "cash tendered", "cash paid"])
    private static let changeGiven = Words.phrases(["change", "kembalian", "change due", "wang baki"])
    private static let bakiWord = Words.phrases(["baki"])

    /// A receipt's cash tender and its change, on lines of their own outside banners, and no card paying a part
    /// (`VISA 35.60` beside `CASH 20.00` is a split payment; a bare `Customer Signature` line pays nothing).
    private static func receivedCashAndGaveChange(on screen: Screen) -> Bool {
        let lines = screen.lines.filter { $0.isReliable && !$0.isPromotion && $0.wordCount <= 6 }
        let cardPaid = lines.contains { ($0.has(cardSlip) || isCardTender($0)) && !AmountReader.read($0).isEmpty }
        let tenders = lines.filter { $0.has(cashTender) && !$0.has(cashbackWording) }
        // "CASH TENDERED 40.00 / Baki 0.00": after cash, Malay "baki" is the change, not a balance.
        return !cardPaid && !tenders.isEmpty
            && lines.contains { line in
                line.has(changeGiven)
                    || line.has(bakiWord) && tenders.contains { line.index > $0.index && line.index <= $0.index + 3 }
            }
    }

    private static let appOrderWords = Words.phrases([
        "delivery fee", "order delivered", "your order", "order from", "your order has been delivered",
        "shipping fee", "order details",
    ])

    /// An app's order screen: delivery or shipping wording, and a card only as the means of payment ("Paid with Visa
    /// ••2093", or the card on the row of its "Paid by" label or under it).
    private static func isAppOrder(on screen: Screen) -> Bool {
        let slipLines = screen.lines.filter { $0.isReliable && $0.has(cardSlip) }
        return screen.lines.contains { $0.has(appOrderWords) } && slipLines.count == 1
            && slipLines.allSatisfy { isInSenderBlock($0, on: screen) }
    }

    /// A quantity times a unit price (`2 x 350.00`, `3 × 12.50`): an item's row.
    private static let quantityTimesPrice = Pattern(#"\b\d{1,3}\s?[x×]\s?\d[\d,]*\.\d{2}\b"#)

    /// The short code a bank or wallet writes into its own transaction references ("…TNGD…", "SPAYMY…").
    private static let referenceCodes: [(String, Provider)] = [
        ("TNG", .touchNGo), ("SPAY", .shopeepay), ("MBB", .maybank), ("CIMB", .cimb), ("BIMB", .bankIslam),
        ("RHB", .rhb), ("HLB", .hongLeong), ("OCBC", .ocbc), ("BSN", .bsn), ("UOB", .uob), ("HSBC", .hsbc),
    ]

    /// Short codes that count only as the whole letter run leading the reference ("MB2603…", not "MBSB…").
    private static let leadingCodes: [String: Provider] = [
        "MB": .maybank, "CT": .cimb, "SP": .shopeepay, "AMB": .ambank, "ABMB": .alliance, "SCB": .standardChartered,
        "BST": .boost,
        "AFF": .affin,
    ]

    /// The provider whose code starts a run of capital letters in the screen's own reference.
    private static func providerCoded(in reference: String?) -> Provider? {
        // DuitNow's end-to-end id (`20261202BIMBMYKL010ORB…`: the date, then the sending bank's BIC, a three-digit
        // sequence, and a three-letter type: `ORB`, `OQR`, `OCT`) names the bank the money left, which on a DuitNow
        // page is the route, not the app, whatever label it is printed under.
        guard let reference, !endToEndID.occurs(in: reference) else { return nil }
        let runs = reference.split { !$0.isUppercase || !$0.isLetter }.map(String.init)
        for run in runs {
            if let match = referenceCodes.first(where: { run.hasPrefix($0.0) }) { return match.1 }
        }
        if reference.first?.isLetter == true, let first = runs.first, let coded = leadingCodes[first] { return coded }
        // Touch 'n Go numbers its transactions with 20 to 32 digits that open with the date ("20260312…"); banks'
        // and other wallets' references are shorter or carry letters.
        let digits = reference.filter { !$0.isWhitespace }
        if digits.count >= 20, digits.allSatisfy(\.isNumber), let year = Int(digits.prefix(4)),
            let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.dropFirst(6).prefix(2)),
            CalendarDate(year: year, month: month, day: day) != nil
        {
            return .touchNGo
        }
        return nil
    }

    private static let endToEndID = Pattern(
        #"^20\d{6}[A-Z]{4}MY[A-Z0-9]{2}\d{3}[A-Z]{3}\d{6,}$"#, caseInsensitive: false)

    private static let railLabels = Words.phrases([
        "transfer type", "transaction type", "jenis pemindahan", "jenis transaksi", "type", "jenis",
    ])

    /// A line holding the value of a "Transfer Type" key, on its own or beside it.
    private static func isRailValue(_ line: ScreenLine, on screen: Screen) -> Bool {
        if railLabels.contains(where: { line.words.hasPrefix($0) }) { return true }
        let key = screen.labelPosition(of: line)
        return key.map { key in railLabels.contains { key.words == $0 } } ?? false
    }

    private static let cashbackWords = Words.phrases(["cashback", "cash back", "rebate", "pulangan tunai"])

    /// On a top-up screen, the wallet named as where the money went.
    private static func toppedUpWallet(on screen: Screen) -> Provider? {
        walletNamed(in: Set(screen.lines.indices), on: screen)
    }

    /// The first wallet named on the given lines, outside promotions.
    private static func walletNamed(in indices: Set<Int>, on screen: Screen) -> Provider? {
        for line in screen.lines
        where indices.contains(line.index) && line.isReliable && !line.isPromotion {
            for entry in prepared where ProviderCatalog.entry(for: entry.provider)?.isWallet == true {
                if line.has(entry.names) { return entry.provider }
            }
        }
        return nil
    }

    /// Apple Wallet's "Card Number" label with the masked number on the line below it.
    private static func isAppleCardLabel(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.wordCount <= 3, cardNumberLabels.contains(where: { line.words == $0 }),
            let next = screen.rightPartners(of: line.index).first ?? screen.nextLine(after: line.index)
        else { return false }
        return next.text.contains("•") && next.wordCount <= 1
    }

    /// Apple Wallet's "Done" button as the screen's first line, with a "Category" row below.
    private static func isAppleDoneTitle(_ line: ScreenLine, on screen: Screen) -> Bool {
        let first = screen.lines.first { !StatusBar.isJunk($0) && $0.hasLetters }
        guard line.index == first?.index, line.words == " done " else { return false }
        return screen.lines.contains { $0.words == " category " || $0.words == " kategori " }
    }

    /// Apple Wallet's row starts with its label ("Card Number •••• 4417", "Nombor Kad: Maybank Visa ••4417");
    /// "Debit Card-i •••• 3012" or "Card •• 5521" on a bank's own screen name a card, not the wallet.
    private static let cardNumberLabels = Words.phrases(["card number", "card no", "nombor kad", "no kad"])

    private static func isAppleCardRow(_ line: ScreenLine) -> Bool {
        line.text.contains("•") && cardNumberLabels.contains { line.words.hasPrefix($0) }
    }

    /// A top-up's funding line and target-wallet line, with the values beside or below their labels.
    private static func topUpSideLines(on screen: Screen) -> Set<Int> {
        var lines: Set<Int> = []
        // The title line at the very top is the app itself, even when it is a wallet's name.
        let title = screen.lines.first { !StatusBar.isJunk($0) && $0.hasLetters }?.index
        for line in screen.lines where line.has(topUpSides) && !line.isPromotion {
            if line.index == title && !line.has(topUpLabels) { continue }
            lines.formUnion(screen.labelBlock(of: line))
        }
        return lines
    }

    /// Lines that name the other side of a transfer: a recipient label and the value below it.
    private static func recipientBlockLines(on screen: Screen) -> Set<Int> {
        var skipped: Set<Int> = []
        for line in screen.lines
        where (line.has(recipientLabels) || line.words.hasPrefix(" to ") || isOtherSideBankKey(line, on: screen))
            && !line.has(senderLabels)
        {
            skipped.formUnion(screen.labelBlock(of: line))
        }
        return skipped
    }

    /// A bare "Bank" key just under a recipient's name, or on a top-up, holds the other side's bank (the
    /// recipient's, or the funding bank); on an FPX screen the same key names the payer's own bank.
    /// The key may carry its value on its line (`Bank Maybank`, OCR's `8ank Public Bank Berhad`) under `To NAME`.
    private static func isOtherSideBankKey(_ line: ScreenLine, on screen: Screen) -> Bool {
        if line.words == " bank " && KindClassifier.isTopUp(on: screen) { return true }
        let above = screen.lines[max(0, line.index - 2)..<line.index]
        if line.words == " bank " {
            return above.contains { $0.has(recipientLabels) || $0.words == " to " }
        }
        guard line.wordCount <= 5, line.words.hasPrefix(" bank ") || line.words.hasPrefix(" 8ank ") else {
            return false
        }
        return above.contains { $0.has(recipientLabels) || $0.words.hasPrefix(" to ") || $0.words.hasPrefix(" t0 ") }
    }

    /// On money received, the lines that name who sent it and their bank, with the values beside or below.
    private static let moneyInSenderLabels = Words.phrases([
        "sender bank", "sender", "received from", "from bank", "bank pengirim", "pengirim", "daripada", "dari",
        "from",
    ])

    private static func senderBlockLines(on screen: Screen) -> Set<Int> {
        var lines: Set<Int> = []
        // Only the title is spared: on a short screen the whole block may sit in the top fifth.
        let title = screen.lines.first { !StatusBar.isJunk($0) && $0.hasLetters }?.index
        for line in screen.lines where line.has(moneyInSenderLabels) && line.index != title {
            lines.formUnion(screen.labelBlock(of: line))
        }
        return lines
    }

    /// The one bank that the source account's row names (the line beside or under "From", "Debited from"), with the
    /// account's masked number on it.
    private static func sourceAccountBank(on screen: Screen) -> Provider? {
        let named = screen.lines.filter {
            $0.isReliable && !$0.isPromotion && !$0.has(senderLabels) && isInSenderBlock($0, on: screen)
                && FundingReader.masked.occurs(in: $0.text)
        }.flatMap { line in preparedBanks.filter { line.has($0.names) }.map(\.provider) }
        return Set(named).count == 1 ? named.first : nil
    }

    private static let fpx = Words.phrases(["fpx"])
    private static let duitNowOnlineBanking = Words.phrases(["online banking wallets", "online banking wallet"])

    private static let methodKeys = Words.phrases([
        "payment method", "transaction type", "payment type", "kaedah pembayaran", "jenis transaksi", "paid via",
    ])

    /// A value whose key (beside it, or the line above) names how a payment was made.
    private static func isMethodValue(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.wordCount <= 3, let key = screen.labelPosition(of: line), key.index != line.index else {
            return false
        }
        return key.wordCount <= 3 && key.has(methodKeys)
    }

    /// A card instalment plan's terms: a number of months (`12 MTHS`, `24 months`, `TENURE: 6 MONTHS`, `6 bulan`).
    private static let instalmentPlan = Pattern(#"\b(?:tenure\s*:?\s*)?\d{1,2}\s*(?:months|mths|bulan)\b"#)

    /// Banks and wallets with no provider of their own (docs/parser.md): their screens name no provider.
    private static let unlistedApps = Words.phrases([
        "gxbank", "gx bank", "aeon bank", "kaf digital", "ryt bank", "sarawakpay", "sarawak pay", "spay global",
        "s pay global",
    ])

    private static let wallets = prepared.filter { ProviderCatalog.entry(for: $0.provider)?.isWallet == true }
        .map { Words.phrases(($0.names + $0.weakNames).map { $0.trimmingCharacters(in: .whitespaces) + " bank" }) }

    /// A line naming an app without a provider: a listed one, or a wallet's name before `Bank` (a bank named after
    /// the brand, not its wallet).
    private static func isUnlistedApp(_ line: ScreenLine) -> Bool {
        line.has(unlistedApps) || wallets.contains { line.has($0) }
    }

    private static let preparedBanks = prepared.filter { ProviderCatalog.entry(for: $0.provider)?.isBank == true }

    private static func isInSenderBlock(_ line: ScreenLine, on screen: Screen) -> Bool {
        if line.has(senderLabels) { return true }
        if screen.leftPartners(of: line.index).contains(where: { $0.has(senderLabels) }) { return true }
        if let previous = screen.previousLine(before: line.index), previous.wordCount <= 3,
            previous.has(senderLabels)
        {
            return true
        }
        return false
    }
}
