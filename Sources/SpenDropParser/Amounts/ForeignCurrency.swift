/// Amounts written in another currency than the ringgit: a purchase abroad, a foreign transfer, a rate.
enum ForeignCurrency {
    /// The ISO codes looked for, as screens print them.
    static let codes = [
        "SGD", "THB", "JPY", "USD", "GBP", "AUD", "HKD", "CNY", "KRW", "TWD", "VND", "IDR", "PHP", "NZD", "CHF", "AED",
        "EUR", "CAD",
        // Brunei's dollar, beside Sarawak and Sabah; the other neighbours' and the Gulf's currencies.
        "BND", "INR", "MMK", "KHR", "LAK", "BDT", "PKR", "LKR", "NPR", "MOP", "SAR", "QAR",
    ]
    private static let alternatives = codes.joined(separator: "|")
    /// An amount with another currency's code before or after it: "SGD 42.00", "-THB 120.00", "3,240 JPY".
    private static let amount = Pattern(
        #"\b("# + alternatives + #")\s?\d|\d\s?("# + alternatives + #")\b"#, caseInsensitive: false)
    /// A code just before an amount (what precedes it on the line) or just after it (what follows).
    private static let codeBefore = Pattern(#"\b("# + alternatives + #")\s?$"#, caseInsensitive: false)
    private static let codeAfter = Pattern(#"^\s?("# + alternatives + #")\b"#, caseInsensitive: false)

    /// The currency of the first foreign amount on the screen, outside promotions.
    static func currency(on screen: Screen) -> String? {
        for line in screen.lines where line.isReliable && !line.isPromotion {
            if let match = amount.firstMatch(in: line.text), let code = match[1] ?? match[2] { return code }
        }
        return nil
    }

    private static let conversionLabels = Words.phrases(["converted from", "approx", "approximately"])

    /// Whether a ringgit amount is shown only as another currency's conversion: an approximation sign before it
    /// (`≈ RM 77.16`, `~ 1,903.50 MYR`), or a conversion's label on its line or beside it (`Converted from` |
    /// `214.93 MYR`), on a screen that shows another currency's amount.
    static func isConversion(_ reading: AmountReading, on screen: Screen) -> Bool {
        let line = screen.lines[reading.line]
        let before = String(Array(line.text)[..<min(max(reading.start, 0), line.text.count)])
        let marked =
            before.contains("≈") || before.trimmingCharacters(in: .whitespaces).hasSuffix("~")
            || ([line] + screen.leftPartners(of: line.index)).contains { $0.has(conversionLabels) }
        return marked && screen.lines.contains { amount.occurs(in: $0.text) }
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
        return codeBefore.firstMatch(in: before)?[1] ?? codeAfter.firstMatch(in: String(characters[end...]))?[1]
    }

    /// The currency the payment was made in: the code written beside it, or beside the same figure shown again
    /// (`S$ 23.40` over `You paid 23.40 SGD`). A payment marked as ringgit is ringgit, whatever else is shown.
    static func paymentCurrency(_ payment: ClassifiedAmount, amounts: [ClassifiedAmount], on screen: Screen) -> String?
    {
        guard !payment.reading.hasCurrency else { return nil }
        if let own = code(of: payment.reading, on: screen.lines[payment.line]) { return own }
        for amount in amounts where amount.money == payment.money && amount.line != payment.line {
            if let code = code(of: amount.reading, on: screen.lines[amount.line]) { return code }
        }
        return nil
    }
}
