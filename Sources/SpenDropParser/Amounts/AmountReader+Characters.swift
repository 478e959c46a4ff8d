/// Character-level helpers of the amount reader: OCR digit repair, boundaries, signs and units.
extension AmountReader {

    static func digit(_ c: Character) -> (value: Character, repaired: Bool)? {
        if c.isASCII && c.isNumber { return (c, false) }
        switch c {
        case "O", "o": return ("0", true)
        case "l", "I": return ("1", true)
        // "RM 5S.00": a capital S or B among digits; trusted only with decimals (`readNumber`).
        case "S": return ("5", true)
        case "B": return ("8", true)
        default: return nil
        }
    }

    /// The index after ` . ` / ` , ` (at least one space) when two digits follow, else nil.
    static func spacedPoint(_ chars: [Character], at j: Int) -> Int? {
        var k = j
        while k < chars.count, chars[k] == " " { k += 1 }
        guard k < chars.count, chars[k] == ".", k > j || (k + 1 < chars.count && chars[k + 1] == " ") else {
            return nil
        }
        var m = k + 1
        while m < chars.count, chars[m] == " " { m += 1 }
        guard m - k - 1 + (k - j) > 0, m + 1 < chars.count || m + 2 == chars.count else { return nil }
        guard m + 1 < chars.count, digit(chars[m]) != nil, digit(chars[m + 1]) != nil else { return nil }
        if m + 2 < chars.count, chars[m + 2].isNumber || chars[m + 2] == ":" { return nil }
        return m
    }

    static let spacedGroupLabels = Words.phrases([
        "total", "subtotal", "sub total", "jumlah", "amount", "visa", "mastercard", "cash", "paid", "card", "debit",
        "credit", "tunai", "grand total",
    ])

    static func isGroup(_ chars: [Character], at j: Int) -> Bool {
        guard j + 3 <= chars.count else { return false }
        guard chars[j..<(j + 3)].allSatisfy({ digit($0) != nil }) else { return false }
        return !(j + 3 < chars.count && chars[j + 3].isNumber)
    }

    static func decimalFollowsGroup(_ chars: [Character], at j: Int) -> Bool {
        j + 2 < chars.count && (chars[j] == "." || chars[j] == ",") && chars[j + 1].isNumber && chars[j + 2].isNumber
    }

    static func isLetter(at i: Int, _ chars: [Character]) -> Bool {
        i >= 0 && i < chars.count && chars[i].isLetter
    }

    static func isWordChar(at i: Int, _ chars: [Character]) -> Bool {
        i >= 0 && i < chars.count && (chars[i].isLetter || chars[i].isNumber)
    }

    /// A point, slash or colon directly before a digit joins it to something longer (a date, a time, a version).
    static func isNumberJoiner(at i: Int, _ chars: [Character]) -> Bool {
        guard i >= 0, i < chars.count else { return false }
        let c = chars[i]
        guard c == "." || c == "/" || c == ":" || c == "," || c == "-" else { return false }
        return i - 1 >= 0 && chars[i - 1].isNumber
    }

    static func isCurrencyStart(_ chars: [Character], at j: Int) -> Bool {
        guard j + 1 < chars.count else { return false }
        let pair = String(chars[j...(j + 1)]).uppercased()
        return pair == "RM" || pair == "MY"
    }

    static func skipSpaces(_ chars: [Character], from j: Int) -> Int {
        var k = j
        while k < chars.count, chars[k] == " " || chars[k] == "\u{00A0}" { k += 1 }
        return k
    }

    static func signValue(_ c: Character) -> Int? {
        switch c {
        case "-", "−", "–": -1
        case "+": 1
        default: nil
        }
    }

    static func signBefore(_ chars: [Character], at i: Int) -> Int {
        var k = i - 1
        while k >= 0, chars[k] == " " { k -= 1 }
        guard k >= 0, let sign = signValue(chars[k]) else { return 0 }
        // `2025-03-12` style joins are not signs.
        if k - 1 >= 0, chars[k - 1].isNumber { return 0 }
        return sign
    }

    /// The sign before another currency's code right before the number (`+ SGD 4,850.00`, `-THB 120.00`), or 0.
    static func signBeforeCode(_ chars: [Character], at i: Int) -> Int {
        var k = i - 1
        while k >= 0, chars[k] == " " { k -= 1 }
        var start = k
        while start >= 0, chars[start].isUppercase, chars[start].isASCII { start -= 1 }
        guard k - start == 3, ForeignCurrency.codes.contains(String(chars[(start + 1)...k])) else { return 0 }
        return signBefore(chars, at: start + 1)
    }

    /// `25.00-`, `25.00 DR`, `25.00 CR`: statement-style signs after the number.
    static func signSuffix(_ chars: [Character], from j: Int) -> (sign: Int, end: Int)? {
        if j < chars.count, chars[j] == "-" || chars[j] == "+" {
            if j + 1 < chars.count, chars[j + 1].isNumber { return nil }
            return (chars[j] == "-" ? -1 : 1, j + 1)
        }
        let k = skipSpaces(chars, from: j)
        guard k + 1 < chars.count else { return nil }
        if let word = columnWordSuffix(chars, from: j) { return word }
        let pair = String(chars[k...(k + 1)]).uppercased()
        guard pair == "DR" || pair == "CR", !isLetter(at: k + 2, chars) else { return nil }
        return (pair == "DR" ? -1 : 1, k + 2)
    }

    /// "RM 65.00 Debit", "RM 900.00 Kredit": a statement's column word, alone after the number, ending the line.
    static func columnWordSuffix(_ chars: [Character], from j: Int) -> (sign: Int, end: Int)? {
        let k = skipSpaces(chars, from: j)
        // Only a short tail can be one word: looking at the rest of a long line would make reading it quadratic.
        guard k > j, k < chars.count, chars.count - k <= 12 else { return nil }
        let tail = String(chars[k...]).trimmingCharacters(in: .whitespaces).lowercased()
        guard ["debit", "kredit", "credit"].contains(tail) else { return nil }
        return (tail == "debit" ? -1 : 1, chars.count)
    }

    /// Percentages and clock times are not money: `6.00%`, `12.30 pm`.
    static func followedByUnit(_ chars: [Character], from j: Int) -> Bool {
        let k = skipSpaces(chars, from: j)
        guard k < chars.count else { return false }
        if chars[k] == "%" { return true }
        let rest = String(chars[k..<min(chars.count, k + 4)]).lowercased()
        for unit in ["am", "pm", "pg", "ptg", "mlm", "a.m", "p.m", "km", "kg"] where rest.hasPrefix(unit) {
            if !isLetter(at: k + unit.count, chars) { return true }
        }
        return false
    }
}
