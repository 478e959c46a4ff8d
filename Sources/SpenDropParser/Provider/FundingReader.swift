import SpenDropModel

/// Reads the card or bank account behind a wallet or Apple Pay: "Card Number / Mastercard •••• 5307",
/// "Top up from Maybank Visa Debit ••4417", "Paid with CIMB Bank Debit *8821".
///
/// A funding line is recognised by its shape: a masked number (bullets, stars or x's, then up to four digits), or a
/// card or bank name beside a funding label. The label is the card's name as shown, without the mask or the label.
enum FundingReader {
    /// One's own loan or financing account, as a payee row names it (`Pembiayaan Perumahan-i ****4410`).
    static let ownLoanWords = Words.phrases([
        "pinjaman", "pembiayaan", "loan", "financing", "sewa beli", "hire purchase",
    ])

    /// "•••• 5307", "**** 4417", "xx1234", "*8821", "XXXX-XXXX-XXXX-6602", "ending 4417", "ending in 4417".
    /// Possessive: with plain quantifiers a receipt's row of 80 stars and no digits backtracked for minutes (found by
    /// the fuzzer); each run of mask characters is taken once.
    static let masked = Pattern(
        #"(?:[•·*●xX]++[\s\-]?+(?:[•·*●xX]{2,}+[\s\-]?+)*+(\d{4})\b|\bending(?:\s+(?:in|with))?\s+(\d{4})\b|"#
            // OCR's reading of four dots: "eeee 7710", "oooo 3307".
            + #"\b(?:e{4}|o{4})\s+(\d{4})\b)"#)
    /// A card or account named by its number in a sentence: "card ending 0932", "AmBank Card xxxx2290", "card
    /// 5xxxxxxxxxxx3310", "Visa Debit ending 7784", "Kad Debit-i anda xxxx3321", "acct xxxx1108".
    private static let numberedCard = Pattern(#"\b(?:card|kad|debit|credit)\b"# + numberAfterName)
    /// An account only as one's own ("your", "anda", "from"): "to account xxxx1234" is the other side's.
    private static let numberedAccount = Pattern(
        #"\b(?:your|anda|from|dari|daripada)\s+(?:[A-Za-z\-]+\s+){0,2}?(?:acct|a/c|account|akaun)\b"#
            + numberAfterName)
    /// Up to two words after the name, then its masked number or "ending" and its last digits.
    private static let numberAfterName =
        #"(?:\s+[A-Za-z\-]+){0,2}?\s+(?:ending(?:\s+(?:in|with))?\s+(\d{4})|(?:ending(?:\s+(?:in|with))?\s+)?"#
        + #"\d?[xX*•]{2,}(\d{2,4})|[*•](\d{4}))\b"#
    /// Labels that say the line below or beside names where the money came from.
    private static let fundingLabels = Words.phrases([
        "card number", "card no", "card", "nombor kad", "no kad", "paid with", "pay with", "payment method",
        "kaedah pembayaran", "top up from", "reload from", "topped up from", "funding source", "source of funds",
        "source of fund", "sumber dana", "funded by", "charged to", "paid from", "pay from", "debit from", "from card",
        "top up method", "reload method", "kaedah tambah nilai", "dibayar dengan", "method",
    ])
    /// Labels of the account a bank's own screen took the money from.
    private static let sourceLabels = Words.phrases([
        "from", "from account", "debit from", "debited from", "paid from", "pay from", "source of funds",
        "source account", "funding source", "dari", "dari akaun", "daripada", "daripada akaun", "akaun sumber",
        "didebit dari", "didebitkan dari",
    ])
    private static let cardWords = Words.phrases([
        "visa", "mastercard", "master card", "amex", "american express", "unionpay", "mydebit", "debit", "credit",
        "debit card", "credit card", "card", "kad", "kad debit", "kad kredit", "card i", "debit card i", "platinum",
        "infinite", "signature", "world", "gold", "classic",
    ])

    /// Words of a sentence, never of a card's row: an SMS's "RM0 CIMB: Your card ending 8832 was" is its bank
    /// writing about its own card.
    private static let clauseWords = Words.phrases([
        "your", "you", "was", "were", "is", "has", "been", "used", "charged", "anda", "telah", "digunakan",
    ])

    /// The funding source on the screen, if one is shown.
    /// The digits a number pattern caught: whichever of its groups matched (each form of the mask has its own).
    private static func lastDigits(_ match: [String?]) -> String? {
        match.dropFirst().lazy.compactMap { $0 }.first
    }

    private static let cardKeys = Words.phrases(["card", "kad", "card used", "kad digunakan"])

    /// The card a bare `Card` key holds, beside it or below it, with its number: `Card` / `UOB ONE Card •••• 8181`,
    /// `Card` | `HSBC Visa Platinum ending 3886` (a bank app's record of a purchase with its own card), or a title
    /// naming a bank's card with its number.
    static func cardKeyRow(on screen: Screen) -> Funding? {
        for key in screen.lines where key.isReliable && key.wordCount <= 2 && cardKeys.contains(key.words) {
            for value in screen.valueLines(of: key.index) where masked.occurs(in: value.text) {
                if let funding = read(value, on: screen), funding.last4 != nil { return funding }
            }
        }
        // Or the screen's title: `CIMB Visa Signature ****8812` over the purchase (Wallet titles a card by name only).
        for line in screen.lines
        where screen.isHeader(line) && line.wordCount <= 6 && line.has(cardWords) && masked.occurs(in: line.text) {
            if let funding = read(line, on: screen), funding.provider != nil, funding.last4 != nil { return funding }
        }
        return nil
    }

    static func find(on screen: Screen) -> Funding? {
        for line in screen.lines where line.isReliable && !line.isPromotion && !line.has(clauseWords) {
            guard !isCardTitle(line, on: screen), var funding = read(line, on: screen) else { continue }
            // "Card: Maybank Visa Debit" then "Card Number: •••• 4417": the card's name and its number on the rows
            // that follow one another.
            if funding.last4 == nil, let number = numberBelow(line, on: screen) { funding.last4 = number }
            // "Card Number •••• 6109" under a screen titled "Public Bank Visa": the title names the card.
            if funding.provider == nil, let title = screen.lines.first(where: { isCardTitle($0, on: screen) }) {
                funding.provider = bank(in: title.words)
                funding.label = title.text
            }
            return funding
        }
        // Wallet's record titled by the card's name alone: the card, whose number the screen does not show.
        if let title = screen.lines.first(where: { isCardTitle($0, on: screen) }) {
            return Funding(provider: bank(in: title.words), label: title.text, last4: nil)
        }
        return nil
    }

    /// The card (or with `accounts`, one's own account) a sentence starting on `line` names by its number, looked
    /// for across the break of the line too: an alert's sentence wraps wherever the screen is full ("… using card" /
    /// "ending 7710 on 03/05/2025 …"). The sentence's text and the last digits (two to four, as shown); nil on a
    /// line that is no sentence (fewer than four words with letters) or names no number.
    static func sentenceCard(_ line: ScreenLine, on screen: Screen, accounts: Bool = false)
        -> (text: String, digits: String, isCard: Bool)?
    {
        guard line.isReliable, !line.isPromotion, line.letterWordCount >= 4 else { return nil }
        var text = line.text
        // The line below, not a cell beside it on the same row.
        if let next = screen.nextLine(after: line.index), next.isReliable,
            !screen.rowPartners(of: line.index).contains(where: { $0.index == next.index })
        {
            text += " " + next.text
        }
        if let match = numberedCard.firstMatch(in: text), let digits = lastDigits(match) {
            return (text, digits, true)
        }
        guard accounts, let match = numberedAccount.firstMatch(in: text), let digits = lastDigits(match)
        else {
            return nil
        }
        return (text, digits, false)
    }

    /// The account or card a bank's own screen says the money came from, by its number: a row under or beside a
    /// source label ("Debited From" / "HLB Pay&Save ****2031", "From Account   Savings ••••9934"), by the bank it
    /// names, else `bank`. Never a row of the other side's (a recipient's "CIMB Bank ••••4821" has no source label).
    static func bankSource(on screen: Screen, bank fallback: Provider?) -> Funding? {
        for line in screen.lines where line.isReliable && !line.isPromotion && line.wordCount <= 8 {
            let label = sourceLabels.first { line.words.hasPrefix($0) }
            let labelled =
                label != nil
                || screen.labelPosition(of: line).map { neighbour in
                    neighbour.wordCount <= 3 && sourceLabels.contains { neighbour.words == $0 }
                } ?? false
            guard labelled, let match = masked.firstMatch(in: line.text), let last4 = lastDigits(match)
            else {
                continue
            }
            // "RHB Savings 2141****0021": the number's shown first digits are no part of the name.
            let name = trailingDigits.replace(
                in: strippingLabel(masked.replace(in: line.text, with: ""), labels: sourceLabels), with: "")
            return Funding(
                provider: bank(in: Words.normalize(name)) ?? fallback, label: name.isEmpty ? "Account" : name,
                last4: last4)
        }
        return nil
    }

    private static let trailingDigits = Pattern(#"[\s\-]*\d+$"#)

    /// The card or own account a bank's alert names in its sentence ("Your CIMB card ending 8821 was used …", "…
    /// from acct xxxx1108 at ATM …"): by the bank the sentence names, else `bank` (the alert's), and its last four
    /// digits; so the entry finds the account kept for it.
    static func alertCard(on screen: Screen, bank fallback: Provider?) -> Funding? {
        for line in screen.lines {
            guard let card = sentenceCard(line, on: screen, accounts: true), card.digits.count == 4 else { continue }
            return Funding(
                provider: bank(in: Words.normalize(card.text)) ?? fallback, label: card.isCard ? "Card" : "Account",
                last4: card.digits)
        }
        return nil
    }

    /// Whether `line` is a screen's title naming a card ("Public Bank Visa", "UOB One Card" between Wallet's back
    /// arrow and its "Done", over its record of a purchase) on a screen that shows a card's masked number: the card
    /// the money came from, not an app naming itself, and not whom it was paid to. The title of a navigation bar:
    /// a header line with a control on its row (a glyph without letters or digits, or a single word); an e-mail's
    /// subject line ("RHB Card Alert") stands alone.
    static func isCardTitle(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard screen.isHeader(line), (2...5).contains(line.wordCount), !line.text.contains(where: \.isNumber),
            !line.has(clauseWords), bank(in: line.words) != nil, line.has(cardWords)
        else { return false }
        if screen.rowPartners(of: line.index).contains(where: {
            !$0.text.contains { $0.isLetter || $0.isNumber } || $0.wordCount == 1
        }) {
            return screen.lines.contains { $0.index != line.index && masked.occurs(in: $0.text) }
        }
        return isWalletRecordTitle(line, on: screen)
    }

    /// Whether `line`, a card's name with no number, titles Wallet's record of one purchase: it is the screen's first
    /// line, the amount is drawn large within three lines under it, and the record below dates itself as Wallet does, by the day's name and the time (`Yesterday, 4:15 PM`,
    /// `Saturday, 3:12 PM`), or shows Wallet's `Card Number` row with the masked number. A bank's app names itself at
    /// the top, not one of its cards, and dates by the calendar (`13 Dec 2025`) under a bare `Card` key; a card's own
    /// page shows its figures.
    private static func isWalletRecordTitle(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard line.isReliable, screen.lines.first(where: { !StatusBar.isJunk($0) })?.index == line.index,
            !screen.lines.contains(where: { $0.has(accountFigures) }),
            // Wallet draws the amount large right under the shop's name, below the title.
            screen.lines.dropFirst(line.index + 1).prefix(3).contains(where: {
                screen.isHero($0) && !AmountReader.read($0).isEmpty
            })
        else { return false }
        return screen.lines.contains { other in
            guard other.index > line.index, other.isReliable else { return false }
            // Wallet's `Card Number` row with the card's masked number beside it or below it.
            if walletCardKeys.contains(where: { other.words.hasPrefix($0) }) {
                return ([other] + screen.valueLines(of: other.index)).contains { masked.occurs(in: $0.text) }
            }
            return other.wordCount <= 5 && relativeDays.contains { other.words.hasPrefix($0) }
                && !DateTimeReader.times(in: other).isEmpty
        }
    }
    private static let walletCardKeys = Words.phrases(["card number", "nombor kad"])
    private static let relativeDays = Words.phrases([
        "today", "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ])
    private static let accountFigures = Words.phrases([
        "credit limit", "available credit", "available limit", "outstanding", "outstanding balance",
        "available balance", "total balance", "statement balance", "minimum payment",
    ])

    /// The last four digits of a masked number on the next two rows below `line` (alone or after a label).
    private static func numberBelow(_ line: ScreenLine, on screen: Screen) -> String? {
        var current = line
        for _ in 0..<2 {
            guard let next = screen.nextLine(after: current.index) else { return nil }
            let row = [next] + screen.rightPartners(of: next.index)
            for candidate in row where candidate.wordCount <= 4 {
                if let match = masked.firstMatch(in: candidate.text), let last4 = lastDigits(match) {
                    return last4
                }
            }
            current = row.last ?? next
        }
        return nil
    }

    /// Whether the line names a card or account as the source of the money: its bank is funding, not the app.
    static func isFundingLine(_ line: ScreenLine, on screen: Screen) -> Bool {
        // A row, not a sentence: an alert's "charged … on your card ending 4417" names its bank as the sender.
        guard line.wordCount <= 8, !line.has(clauseWords) else { return false }
        if isCardTitle(line, on: screen) { return true }
        if masked.occurs(in: line.text) { return read(line, on: screen) != nil }
        // "Maybank Visa Debit" with "•••• 4417" to its right or on the line below: the card's name is half of it.
        let mask = screen.rightPartners(of: line.index).first ?? screen.nextLine(after: line.index)
        guard let mask, isBareMask(mask) else { return false }
        return line.has(cardWords) || bank(in: line.words) != nil
    }

    /// A masked number alone on its line ("•••• 4417").
    private static func isBareMask(_ line: ScreenLine) -> Bool {
        masked.occurs(in: line.text) && line.wordCount <= 1
    }

    private static func read(_ line: ScreenLine, on screen: Screen) -> Funding? {
        let mask = masked.firstMatch(in: line.text)
        let labelled =
            hasLabel(line) || labelBeside(line, on: screen) || isBareMask(line) && namedBeside(line, on: screen)
        let namesCard = line.has(cardWords) || bank(in: line.words) != nil
        // A masked number alone is a phone or account number unless a card's name or a funding label goes with it.
        guard mask != nil && (namesCard || labelled) || labelled && namesCard && line.wordCount <= 6 else {
            return nil
        }
        let last4 = mask.flatMap(lastDigits)
        // The card's name is the line without its masked number and its label.
        var name = strippingLabel(masked.replace(in: line.text, with: ""))
        // A label alone ("Card", "Payment method") names nothing: its value is on the next line.
        if mask == nil && name.isEmpty { return nil }
        if name.isEmpty,
            let label = screen.labelPosition(of: line),
            !hasLabel(label), label.has(cardWords) || bank(in: label.words) != nil
        {
            name = label.text
        }
        let words = Words.normalize(name)
        let label = name.isEmpty ? "Card" : name
        return Funding(provider: bank(in: words), label: label, last4: last4)
    }

    /// Whether the line to the left of a bare masked number on its row, else the line above it, names a card or a
    /// bank ("RHB Mastercard Debit   •••• 0315", "CIMB Bank Debit" over "•••• 8821").
    private static func namedBeside(_ line: ScreenLine, on screen: Screen) -> Bool {
        guard let name = screen.labelPosition(of: line), name.wordCount <= 6 else { return false }
        return name.has(cardWords) || bank(in: name.words) != nil
    }

    /// Whether the line starts with a funding label ("Card Number: …", "Paid with …").
    private static func hasLabel(_ line: ScreenLine) -> Bool {
        fundingLabels.contains { line.words.hasPrefix($0) } && !line.has(StatusReader.outcomeWords)
    }

    /// Whether the short line above, or the line to the left on the same row, is a funding label alone.
    private static func labelBeside(_ line: ScreenLine, on screen: Screen) -> Bool {
        let neighbour = screen.labelPosition(of: line)
        guard let neighbour, neighbour.wordCount <= 4 else { return false }
        return fundingLabels.contains { neighbour.words == $0 }
    }

    /// The text without a leading label (of `labels`) and its colon, trimmed of punctuation.
    private static func strippingLabel(_ text: String, labels: [String] = fundingLabels) -> String {
        var name = text
        let words = Words.normalize(text)
        if let label = labels.sorted(by: { $0.count > $1.count }).first(where: { words.hasPrefix($0) }) {
            // Drop as many leading words as the label has.
            let count = Words.count(label)
            var dropped = 0
            var index = name.startIndex
            var inWord = false
            while index < name.endIndex {
                let isWordChar = name[index].isLetter || name[index].isNumber
                if isWordChar && !inWord {
                    if dropped == count { break }
                    inWord = true
                } else if !isWordChar && inWord {
                    inWord = false
                    dropped += 1
                }
                index = name.index(after: index)
            }
            name = dropped >= count - 1 ? String(name[index...]) : name
        }
        return name.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters).union(.symbols))
    }

    /// The bank a card's name begins with or holds ("Maybank Visa Debit", "CIMB Bank Debit").
    static func bank(in words: String) -> Provider? {
        bankNames.first { Words.containsAny(words, $0.names) }?.provider
    }

    private static let bankNames: [(provider: Provider, names: [String])] = ProviderCatalog.entries.filter(\.isBank)
        .map { ($0.provider, Words.phrases($0.names)) }

    /// The bank a message's sender names as it signs up front (`AFFIN:`, `SCB MY:`, `AGRO:`): there a bank's short or
    /// common name is no ordinary word.
    static func signingBank(in words: String) -> Provider? {
        bank(in: words) ?? weakBankNames.first { Words.containsAny(words, $0.names) }?.provider
            ?? signatures.first { Words.containsAny(words, $0.names) }?.provider
    }

    /// Initials a bank signs its messages with (`SC: A transaction of …`), too short to name it anywhere else.
    private static let signatures: [(provider: Provider, names: [String])] = [
        (.standardChartered, Words.phrases(["sc"]))
    ]

    private static let weakBankNames: [(provider: Provider, names: [String])] = ProviderCatalog.entries
        .filter(\.isBank).map { ($0.provider, Words.phrases($0.weakNames)) }
}
