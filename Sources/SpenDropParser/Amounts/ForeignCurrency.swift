import Foundation
import SpenDropModel

/// Amounts written in another currency than the ringgit: a purchase abroad, a foreign transfer, a rate.
enum ForeignCurrency {
    /// The ISO codes looked for, as screens print them.
    static let codes = [
        "SGD", "THB", "JPY", "USD", "GBP", "AUD", "HKD", "CNY", "KRW", "TWD", "VND", "IDR", "PHP", "NZD", "CHF", "AED",
        "EUR", "CAD",
        // Brunei's dollar, beside Sarawak and Sabah; the other neighbours' and the Gulf's currencies.
        "BND", "INR", "MMK", "KHR", "LAK", "BDT", "PKR", "LKR", "NPR", "MOP", "SAR", "QAR",
        // The yuan as China writes it (`RMB 398.00`), reported by its ISO code.
        "RMB",
    ]
    /// The ISO code a screen's code stands for (`RMB` is the yuan's `CNY`).
    static func iso(_ code: String) -> String { code == "RMB" ? "CNY" : code }
    private static let alternatives = codes.joined(separator: "|")
    /// An amount with another currency's code before or after it: "SGD 42.00", "-THB 120.00", "3,240 JPY".
    private static let amount = Pattern(
        #"\b("# + alternatives + #")\s?\d|\d\s?("# + alternatives + #")\b"#, caseInsensitive: false)
    /// Currency symbols that name one currency only (a bare `$` does not): `-฿86.00`, `S$ 23.40`. The yen's and the
    /// yuan's shared `¥` is told apart by the cents: yen have none (`¥2,360`), yuan figures show them (`¥128.50`).
    private static let symbols: [(symbol: String, code: String)] = [
        ("฿", "THB"), ("US$", "USD"), ("HK$", "HKD"), ("S$", "SGD"), ("A$", "AUD"), ("B$", "BND"), ("€", "EUR"),
        ("£", "GBP"),
        ("₩", "KRW"), ("¥", "JPY"), ("￥", "JPY"), ("Rp.", "IDR"), ("Rp", "IDR"), ("₫", "VND"), ("NT$", "TWD"),
        ("₱", "PHP"),
    ]
    /// Where a sign of the table that holds letters (`S$`, `HK$`, `Rp`) ends right at `end`, its start: the letters
    /// are the figure's own mark, as `RM` is, not a word of a label beside it. Nil when none ends there.
    static func lettersOfSign(in chars: [Character], endingAt end: Int) -> Int? {
        guard end <= chars.count else { return nil }
        for (symbol, _) in symbols where symbol.contains(where: \.isLetter) {
            let start = end - symbol.count
            guard start >= 0, String(chars[start..<end]) == symbol,
                start == 0 || !chars[start - 1].isLetter
            else { continue }
            return start
        }
        return nil
    }
    /// An amount written right after one of those symbols; a status bar's `¥ 4G` is no amount.
    private static let symbolAmount = Pattern(
        #"(฿|US\$|HK\$|NT\$|S\$|A\$|B\$|€|£|₩|¥|￥|₫|\bRp\.?)\s?\d[\d,.]*(?![\d\p{L}])"#, caseInsensitive: false)
    /// Currencies written without cents: a whole number after one of their signs is that money.
    private static let wholeCurrencies: Set<String> = ["JPY", "KRW", "VND", "TWD"]

    /// Whether another currency's code or a symbol of a currency without cents stands right before position `i`,
    /// past spaces and a sign (`JPY 2,450`, `-¥1,280`, `₩ 18,000`): a whole number there is that money.
    static func isMarkedBefore(_ chars: [Character], at i: Int) -> Bool {
        var k = i - 1
        while k >= 0, chars[k] == " " { k -= 1 }
        if k >= 0, AmountReader.signValue(chars[k]) != nil {
            k -= 1
            while k >= 0, chars[k] == " " { k -= 1 }
        }
        guard k >= 0 else { return false }
        let before = String(chars[max(0, k - 2)...k])
        if symbols.contains(where: { wholeCurrencies.contains($0.code) && before.hasSuffix($0.symbol) }) { return true }
        guard k >= 2, k - 3 < 0 || !chars[k - 3].isLetter else { return false }
        return codes.contains(String(chars[(k - 2)...k]))
    }
    /// A code just before an amount (what precedes it on the line) or just after it (what follows).
    private static let codeBefore = Pattern(#"\b("# + alternatives + #")\s?$"#, caseInsensitive: false)
    private static let codeAfter = Pattern(#"^\s?("# + alternatives + #")\b"#, caseInsensitive: false)

    /// The currency of the first foreign amount on the screen, outside promotions.
    static func currency(on screen: Screen) -> String? {
        for line in screen.lines where line.isReliable && !line.isPromotion {
            if let match = amount.firstMatch(in: line.text), let code = match[1] ?? match[2] { return iso(code) }
            if let match = symbolAmount.firstMatch(in: line.text), let symbol = match[1] { return code(of: symbol) }
        }
        return nil
    }

    private static func code(of symbol: String) -> String? {
        symbols.first { $0.symbol == symbol }?.code
    }

    /// Whether the line shows another currency's amount, by code or by symbol.
    static func showsAmount(on line: ScreenLine) -> Bool {
        amount.occurs(in: line.text) || symbolAmount.occurs(in: line.text)
    }

    /// An exchange rate: one unit of a currency equal to so much of another (`1 USD = 4.4230 MYR`,
    /// `1 THB = RM 0.1303`, `1 MYR = 7.6683 THB`).
    private static let rateLine = Pattern(
        #"^\s*1\s?([A-Z]{3}|RM)\s?=\s?(RM)?\s?(\d+(?:\.\d+)?)\s?([A-Z]{3})?\s*$"#, caseInsensitive: false)

    /// The rate a line states, as ringgit for one unit of the other currency, with that currency's code.
    static func rate(on line: ScreenLine) -> (code: String, ringgit: Double)? {
        guard let match = rateLine.firstMatch(in: line.text), let base = match[1],
            let value = match[3].flatMap(Double.init),
            value > 0
        else { return nil }
        let quote = match[2] != nil ? "MYR" : (match[4] ?? "")
        let ringgit = ["MYR", "RM"]
        if ringgit.contains(base), codes.contains(quote) { return (quote, 1 / value) }
        if ringgit.contains(quote), codes.contains(base) { return (base, value) }
        return nil
    }

    /// Whether the line states an exchange rate: its figures are the rate's arithmetic, not money.
    static func isRateLine(_ line: ScreenLine) -> Bool {
        rate(on: line) != nil
    }

    /// Words that mark a figure as an estimate of another currency's charge. `Converted`, `Billed`, `Debited` are
    /// not among them: they state what the account gave.
    private static let estimateWordList = ["approx", "approximately", "est", "estimated", "estimate"]
    private static let estimateWords = Words.phrases(estimateWordList)
    /// Signs that mark the figure after them as an estimate (`≈ RM 77.16`, `~ 1,903.50 MYR`).
    private static let estimateSigns: Set<Character> = ["≈", "~"]

    /// Whether a ringgit amount is shown only as an estimate of another currency's figure: an approximation sign or
    /// word right before it (`≈ RM 77.16`, `(approx MYR 39.12)`, also at the end of the line before when the figure
    /// opens its line, as a message broken over two lines reads), or an estimate's label on its line or beside it
    /// (`Estimated` | `214.93 MYR`), on a screen that shows another currency's amount. A ringgit figure the screen
    /// states plainly (`Converted from` | `78.12 MYR`, `-RM 89.56` under the hero) is what the account gave.
    static func isConversion(_ reading: AmountReading, on screen: Screen) -> Bool {
        let line = screen.lines[reading.line]
        // The foreign figure an estimate stands beside (`USD 35.40 (approx.`) is no estimate itself.
        guard !isForeign(reading, on: line) else { return false }
        let before = String(Array(line.text)[..<min(max(reading.start, 0), line.text.count)])
        let marked =
            endsWithEstimate(before)
            || ([line] + screen.leftPartners(of: line.index)).contains { $0.has(estimateWords) }
            || (opensItsLine(before) && reading.line > 0 && endsWithEstimate(screen.lines[reading.line - 1].text))
        return marked && screen.lines.contains { showsAmount(on: $0) }
    }

    /// What the other side of a transfer receives (`Recipient gets` | `8,792.93 MYR`, `Tan Mei Ling gets 363.40 SGD`):
    /// money that arrived there, in its currency, never what the reader's account gave. The
    /// words end the text before the figure on its line, or the figure's label. On a conversion between the
    /// reader's own balances or accounts (`ownAccounts`: a conversion, a cash-out to one's own bank) the reader's `You
    /// got` and `You'll receive` are that other side too.
    static func isRecipientFigure(_ reading: AmountReading, on screen: Screen, ownAccounts: Bool = false) -> Bool {
        let line = screen.lines[reading.line]
        let before = Words.normalize(String(Array(line.text)[..<min(max(reading.start, 0), line.text.count)]))
        if endsWithRecipientWords(before, ownAccounts: ownAccounts) { return true }
        // Only the figure's currency before it on its line: its label is the row's key or the line above.
        let opening = before.split(separator: " ").filter { $0 != "rm" && !codes.contains($0.uppercased()) }
        guard opening.isEmpty, let label = screen.labelPosition(of: line),
            label.wordCount <= 5, AmountReader.read(label).isEmpty
        else { return false }
        return endsWithRecipientWords(label.words, ownAccounts: ownAccounts)
    }
    private static let recipientEndings = [" gets ", " got ", " receives ", " will receive "]
    /// The reader's receiving written short (`You'll receive`, its apostrophe dropped by `Words.normalize`).
    private static let readerEndings = [" youll receive ", " you receive "]
    /// The reader's own receiving (`You will receive`, `You got`) is money in, not the other side's.
    private static func endsWithRecipientWords(_ words: String, ownAccounts: Bool) -> Bool {
        if readerEndings.contains(where: { words.hasSuffix($0) }) { return ownAccounts }
        return recipientEndings.contains { words.hasSuffix($0) }
            && (ownAccounts || !recipientEndings.contains { words.hasSuffix(" you" + $0) })
    }

    /// Whether the text ends with an estimate's sign or word (`≈`, `~`, `(approx.`, `est.`).
    private static func endsWithEstimate(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " -+(.:"))
        if let last = trimmed.last, estimateSigns.contains(last) { return true }
        let lastWord = trimmed.split(whereSeparator: { !$0.isLetter }).last.map { String($0).lowercased() }
        return lastWord.map { estimateWordList.contains($0) } ?? false
    }

    /// Whether nothing but a sign, a bracket or the ringgit's own mark stands before the figure on its line.
    private static func opensItsLine(_ before: String) -> Bool {
        var rest = before.trimmingCharacters(in: CharacterSet(charactersIn: " -+("))
        for mark in ["MYR", "RM"] where rest.uppercased().hasSuffix(mark) { rest.removeLast(mark.count) }
        return rest.trimmingCharacters(in: CharacterSet(charactersIn: " -+(")).isEmpty
    }

    /// The end of another currency's code written right after position `end` (`640 THB`, `2,000.00 USD`), past
    /// spaces, standing as a word of its own; nil when none is.
    static func codeEnd(in chars: [Character], after end: Int) -> Int? {
        let start = AmountReader.skipSpaces(chars, from: min(max(end, 0), chars.count))
        guard start + 3 <= chars.count, codes.contains(String(chars[start..<start + 3])),
            start + 3 == chars.count || !chars[start + 3].isLetter
        else { return nil }
        return start + 3
    }

    /// Whether the amount read at `reading` on `line` is written as another currency's money, by its code beside it
    /// (`12.80 SGD`) or a symbol naming one currency before it (`-฿86.00`, `-S$ 27.60`).
    static func isForeign(_ reading: AmountReading, on line: ScreenLine) -> Bool {
        marks(reading, on: line) || symbolCode(of: reading, on: line) != nil
    }

    /// Another currency's code in the key of the figure's row (`Amount (IDR)` | `440,000.00`): the figure's currency.
    static func keyCode(for line: ScreenLine, on screen: Screen) -> String? {
        guard let key = screen.leftPartners(of: line.index).last else { return nil }
        return key.text.split(whereSeparator: { !$0.isLetter }).map(String.init).first { codes.contains($0) }
    }

    /// Whether the key of the figure's row names the ringgit (`Amount (MYR)` | `2,437.57`, `Billed (RM)`): a bare
    /// figure there is ringgit, as if `RM` stood before it.
    static func keyIsRinggit(for line: ScreenLine, on screen: Screen) -> Bool {
        guard let key = screen.leftPartners(of: line.index).last, key.wordCount <= 4 else { return false }
        return key.text.split(whereSeparator: { !$0.isLetter }).contains { $0 == "MYR" || $0 == "RM" }
    }

    /// Whether the amount read at `reading` on `line` is written with another currency's code beside it.
    static func marks(_ reading: AmountReading, on line: ScreenLine) -> Bool {
        code(of: reading, on: line) != nil
    }

    /// The other currency's code written beside the amount read at `reading` on `line` (`12.80 SGD`, `-THB 120.00`).
    static func code(of reading: AmountReading, on line: ScreenLine) -> String? {
        guard !reading.hasCurrency else { return nil }
        let characters = Array(line.text)
        let start = min(max(reading.start, 0), characters.count)
        let end = min(max(reading.end, start), characters.count)
        let before = String(characters[..<start].filter { $0 != "-" && $0 != "+" })
        return (codeBefore.firstMatch(in: before)?[1] ?? codeAfter.firstMatch(in: String(characters[end...]))?[1])
            .map(iso)
    }

    /// The currency symbol written right before the amount read at `reading` (`-฿86.00`, `S$ 23.40`).
    static func symbolCode(of reading: AmountReading, on line: ScreenLine) -> String? {
        guard !reading.hasCurrency else { return nil }
        let characters = Array(line.text)
        let start = min(max(reading.start, 0), characters.count)
        let before = String(characters[..<start].filter { $0 != "-" && $0 != "+" })
            .trimmingCharacters(in: .whitespaces)
        guard
            let code = symbols.first(where: { before.hasSuffix($0.symbol) })?.code ?? signAfter(reading, in: characters)
        else { return nil }
        return code == "JPY" && reading.hasFraction ? "CNY" : code
    }

    /// The dong's sign written after its figure (`64.000₫`, `64.000đ`), and the yuan's character (`74.50元`).
    private static func signAfter(_ reading: AmountReading, in characters: [Character]) -> String? {
        let end = min(max(reading.end, 0), characters.count)
        guard end < characters.count else { return nil }
        if characters[end] == "₫" || characters[end] == "đ" { return "VND" }
        return characters[end] == "元" ? "CNY" : nil
    }

    /// The currency the payment was made in: the code written beside it, or beside the same figure shown again
    /// (`S$ 23.40` over `You paid 23.40 SGD`), else the symbol written before it (`฿485.00`). A symbol names the
    /// chosen payment's currency but does not weigh in choosing it. A payment marked as ringgit is ringgit,
    /// whatever else is shown.
    static func paymentCurrency(_ payment: ClassifiedAmount, amounts: [ClassifiedAmount], on screen: Screen) -> String?
    {
        guard !payment.reading.hasCurrency else { return nil }
        if let own = code(of: payment.reading, on: screen.lines[payment.line]) { return own }
        for amount in amounts where amount.money == payment.money && amount.line != payment.line {
            if let code = code(of: amount.reading, on: screen.lines[amount.line]) { return code }
        }
        return symbolCode(of: payment.reading, on: screen.lines[payment.line])
            ?? keyCode(for: screen.lines[payment.line], on: screen) ?? scriptCurrency(on: screen)
            ?? dotThousandsCurrency(on: screen) ?? companyFormCurrency(on: screen) ?? taxRateCurrency(on: screen)
    }

    /// A neighbour's sales tax at the rate only it charges: Thailand's VAT at 7% (`VAT 7%`, `VAT INCLUDED 7%`) and
    /// Singapore's GST at 9% (`GST INCLUSIVE 9%`). Malaysia charges SST, and its GST was 6%.
    private static let taxRates: [(pattern: Pattern, code: String)] = [
        (Pattern(#"\bVAT\b[^%\d]{0,14}7\s?%"#), "THB"), (Pattern(#"\bGST\b[^%\d]{0,14}9\s?%"#), "SGD"),
    ]

    /// The currency of a receipt that marks no figure with any currency and charges a neighbour's sales tax at its own
    /// rate: that country's, since a ringgit figure would say `RM`.
    private static func taxRateCurrency(on screen: Screen) -> String? {
        guard
            let code = taxRates.first(where: { rate in screen.lines.contains { rate.pattern.occurs(in: $0.text) } })?
                .code, marksNoCurrency(screen)
        else { return nil }
        return code
    }

    /// Whether no figure on the screen carries a currency's mark and no line shows another currency's amount.
    private static func marksNoCurrency(_ screen: Screen) -> Bool {
        !screen.lines.contains { line in
            AmountReader.read(line).contains(where: \.hasCurrency) || showsAmount(on: line)
        }
    }

    /// A company form only one neighbour registers under: Singapore's private limited company (`Pte Ltd`), where
    /// Malaysia's is `Sdn Bhd`.
    private static let singaporeCompany = Pattern(#"\bPte\.?\s*Ltd\b"#)
    /// Australia's: a proprietary company (`Pty Ltd`) and its business number (`ABN`).
    private static let australianCompany = Pattern(#"\bPty\.?\s*Ltd\b|\bABN\b"#, caseInsensitive: false)
    /// The Philippines': a seller registered for VAT under its tax number (`VAT REG TIN 009-772-418-00012`).
    private static let philippineCompany = Pattern(#"\bVAT\s+REG\.?\s+TIN\b"#)

    /// The currency of a receipt that marks no figure with any currency, issued by a company of Singapore's form (`Ya
    /// Kun International Pte Ltd`), of Australia's (`Pty Ltd`, an `ABN`) or registered for the Philippines' VAT: that
    /// country's money, since a ringgit figure would say `RM`.
    private static func companyFormCurrency(on screen: Screen) -> String? {
        let forms: [(Pattern, String)] = [
            (singaporeCompany, "SGD"), (australianCompany, "AUD"), (philippineCompany, "PHP"),
        ]
        let code = forms.first { form, _ in screen.lines.contains { form.occurs(in: $0.text) } }?.1
        guard let code, marksNoCurrency(screen) else { return nil }
        return code
    }

    /// Marks of an Indonesian receipt: its street's `Jl.`, its VAT (`PPN`) and tax number (`NPWP`), the rupiah's `Rp`.
    private static let indonesianMarks = Pattern(#"\bJl\.|\bPPN\b|\bNPWP\b|\bRp\b"#, caseInsensitive: false)
    /// Letters only Vietnamese writes (`ư`, `ơ`, `đ` and the stacked tone marks: `ộ`, `ả`, `ễ`).
    private static func isVietnameseLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x1EA0...0x1EF9).contains(scalar.value) || "ưƯơƠđĐ".unicodeScalars.contains(scalar)
    }

    /// The currency of a screen that writes whole units with points between the thousands (`70.400`) and marks no
    /// figure with a code: the rupiah, where the receipt's own marks say Indonesia.
    private static func dotThousandsCurrency(on screen: Screen) -> String? {
        guard screen.writesDotThousands else { return nil }
        if screen.lines.contains(where: { indonesianMarks.occurs(in: $0.text) }) { return "IDR" }
        // A receipt printed in Vietnamese (`Tổng cộng`, `Hà Nội`), or signed with the dong's `₫`.
        if screen.lines.contains(where: {
            $0.text.contains("₫") || $0.text.unicodeScalars.contains(where: isVietnameseLetter)
        }) {
            return "VND"
        }
        return nil
    }

    /// Scripts a country prints its receipts in, with its currency: Thai, and Korea's Hangul.
    private static let scripts: [(isOfScript: @Sendable (Unicode.Scalar) -> Bool, code: String)] = [
        ({ (0x0E00...0x0E7F).contains($0.value) }, "THB"), (AmountReader.isHangul, "KRW"),
    ]

    /// The currency of a screen printed in a country's own script that marks no currency on any amount (a Thai
    /// 7-Eleven's `ใบเสร็จรับเงิน` receipt): the country's, since a ringgit figure would say `RM`.
    private static func scriptCurrency(on screen: Screen) -> String? {
        guard !screen.lines.contains(where: { AmountReader.read($0).contains(where: \.hasCurrency) }) else {
            return nil
        }
        for line in screen.lines {
            for (isOfScript, code) in scripts where line.text.unicodeScalars.contains(where: isOfScript) {
                return code
            }
        }
        return nil
    }
}
