import SpenDropModel

/// One amount read from a line, before its role is known.
struct AmountReading: Sendable {
    /// The magnitude; the sign shown on screen is kept apart in `sign`.
    var money: Money
    /// -1 for `-RM 5.00` or `5.00 DR`, +1 for `+RM 5.00` or `5.00 CR`, 0 when unsigned.
    var sign: Int
    /// Whether `RM` or `MYR` stood beside the number.
    var hasCurrency: Bool
    /// Whether OCR repair was needed (`O` for 0, `l` for 1, a decimal comma).
    var repaired: Bool
    /// The character range the amount (with its currency) occupies in the line.
    var start: Int
    var end: Int
    var line: Int
}

/// Reads RM amounts in every form screens use, and bare two-decimal numbers that a label may claim.
///
/// Never reads a piece of a longer digit run, so phone, account and card numbers are not amounts.
enum AmountReader {
    /// The longest whole part accepted; longer digit runs are identifiers, not money.
    private static let maximumWholeDigits = 13
    /// Bare numbers (no currency) with more whole digits than this and no grouping are identifiers.
    private static let maximumBareWholeDigits = 9

    /// All amounts on one line, left to right.
    static func read(_ line: ScreenLine) -> [AmountReading] {
        let chars = Array(line.text)
        var readings: [AmountReading] = []
        var i = 0
        while i < chars.count {
            if let markerEnd = currencyMarker(chars, at: i) {
                if let reading = readAfterMarker(chars, markerStart: i, markerEnd: markerEnd, line: line.index) {
                    readings.append(reading)
                    i = reading.end
                    continue
                }
                i = markerEnd
                continue
            }
            if chars[i].isASCII, chars[i].isNumber, !isWordChar(at: i - 1, chars), !isNumberJoiner(at: i - 1, chars) {
                if let reading = readPlainNumber(chars, at: i, line: line.index) {
                    readings.append(reading)
                    i = reading.end
                    continue
                }
                // Skip the rest of this digit run so no piece of it is read later.
                while i < chars.count, chars[i].isNumber || chars[i] == "," || chars[i] == "." { i += 1 }
                continue
            }
            i += 1
        }
        return readings
    }

    /// A small `RM` read as its own line (beside or above a big number) still marks that number as ringgit.
    static func joinSeparateCurrency(_ readings: [[AmountReading]], on screen: Screen) -> [[AmountReading]] {
        var joined = readings
        for line in screen.lines {
            let marker = line.text.uppercased().filter { !$0.isWhitespace }
            guard marker == "RM" || marker == "MYR" || marker == "-RM" || marker == "+RM" else { continue }
            let neighbours = screen.rightPartners(of: line.index) + [screen.nextLine(after: line.index)].compactMap { $0 }
            guard let target = neighbours.first(where: { !joined[$0.index].isEmpty }) else { continue }
            guard var first = joined[target.index].first, !first.hasCurrency, first.start == 0 else { continue }
            first.hasCurrency = true
            if first.sign == 0 { first.sign = marker.hasPrefix("-") ? -1 : (marker.hasPrefix("+") ? 1 : 0) }
            joined[target.index][0] = first
        }
        return joined
    }

    // MARK: - Currency-marked amounts

    /// The end of an `RM` / `MYR` marker starting at `i` on word boundaries, or nil.
    private static func currencyMarker(_ chars: [Character], at i: Int) -> Int? {
        guard !isLetter(at: i - 1, chars) else { return nil }
        for marker in ["RM", "MYR"] {
            let count = marker.count
            guard i + count <= chars.count else { continue }
            let slice = String(chars[i..<(i + count)]).uppercased()
            guard slice == marker else { continue }
            // "RMK" or "RMB" are words, not the ringgit; a digit may follow directly.
            if isLetter(at: i + count, chars) { return nil }
            return i + count
        }
        return nil
    }

    private static func readAfterMarker(
        _ chars: [Character], markerStart: Int, markerEnd: Int, line: Int
    ) -> AmountReading? {
        var j = markerEnd
        var sign = signBefore(chars, at: markerStart)
        j = skipSpaces(chars, from: j)
        if j < chars.count, chars[j] == ":" || chars[j] == "." { j = skipSpaces(chars, from: j + 1) }
        if j < chars.count, let shown = signValue(chars[j]) {
            sign = shown
            j = skipSpaces(chars, from: j + 1)
        }
        guard let number = readNumber(chars, at: j, allowLetterStart: true, allowSpaceGroups: true) else {
            return nil
        }
        return AmountReading(
            money: number.money, sign: sign, hasCurrency: true, repaired: number.repaired, start: markerStart,
            end: number.end, line: line)
    }

    // MARK: - Numbers without a leading marker

    private static func readPlainNumber(_ chars: [Character], at i: Int, line: Int) -> AmountReading? {
        guard let number = readNumber(chars, at: i, allowLetterStart: false, allowSpaceGroups: false) else {
            return nil
        }
        var sign = signBefore(chars, at: i)
        // `25.90 RM` / `25.90 MYR`: the currency written after the number.
        let afterSpaces = skipSpaces(chars, from: number.end)
        if let markerEnd = currencyMarker(chars, at: afterSpaces) {
            return AmountReading(
                money: number.money, sign: sign, hasCurrency: true, repaired: number.repaired, start: i,
                end: markerEnd, line: line)
        }
        // A bare number must look like money: exactly two decimals after a point, no identifier-sized whole part.
        guard number.fractionDigits == 2, !number.commaDecimal,
            number.grouped || number.wholeDigits <= maximumBareWholeDigits
        else { return nil }
        if followedByUnit(chars, from: number.end) { return nil }
        var end = number.end
        if let suffix = signSuffix(chars, from: number.end) {
            sign = suffix.sign
            end = suffix.end
        }
        return AmountReading(
            money: number.money, sign: sign, hasCurrency: false, repaired: number.repaired, start: i, end: end,
            line: line)
    }

    private struct NumberToken {
        var money: Money
        var end: Int
        var repaired: Bool
        var wholeDigits: Int
        var fractionDigits: Int
        var grouped: Bool
        var commaDecimal: Bool
    }

    /// Reads `1,280.00`, `1 280.00`, `25.9O`, `25,90`, `450` at `start`; nil if it is part of a longer run.
    private static func readNumber(
        _ chars: [Character], at start: Int, allowLetterStart: Bool, allowSpaceGroups: Bool
    ) -> NumberToken? {
        var j = start
        var repaired = false
        var realDigits = 0
        guard j < chars.count else { return nil }
        if !(chars[j].isASCII && chars[j].isNumber) {
            // `RM l5.00`: a letter read for 1 only when a real digit follows.
            guard allowLetterStart, digit(chars[j]) != nil, j + 1 < chars.count,
                chars[j + 1].isASCII, chars[j + 1].isNumber
            else { return nil }
        }
        var whole = ""
        func readRun(max: Int) -> String {
            var run = ""
            while j < chars.count, run.count < max, let d = digit(chars[j]) {
                if d.repaired { repaired = true } else { realDigits += 1 }
                run.append(d.value)
                j += 1
            }
            return run
        }
        whole = readRun(max: maximumWholeDigits + 1)
        guard !whole.isEmpty, whole.count <= maximumWholeDigits else { return nil }
        var grouped = false
        // Thousands groups: `,` or (after RM) a single space, each followed by exactly three digits.
        while j < chars.count {
            let separator = chars[j]
            let isComma = separator == ","
            let isSpace = allowSpaceGroups && (separator == " " || separator == "\u{00A0}")
            guard isComma || isSpace, whole.count <= 3 || grouped else { break }
            guard isGroup(chars, at: j + 1) else { break }
            if isSpace && !decimalFollowsGroup(chars, at: j + 4) { break }
            whole += String(chars[(j + 1)..<(j + 4)].compactMap { digit($0)?.value })
            if chars[(j + 1)..<(j + 4)].contains(where: { !($0.isASCII && $0.isNumber) }) { repaired = true }
            grouped = true
            // A space between groups is OCR splitting the number; read it, but say it needed repair.
            if isSpace { repaired = true }
            j += 4
        }
        var fraction = ""
        var commaDecimal = false
        if j + 1 < chars.count, chars[j] == "." || chars[j] == ",", digit(chars[j + 1]) != nil {
            let save = j
            j += 1
            fraction = readRun(max: 3)
            if fraction.count > 2 || (chars[save] == "," && fraction.count != 2) {
                // `1.280` or `1,2345`: not a decimal; the number is part of something longer.
                return nil
            }
            commaDecimal = chars[save] == ","
            if commaDecimal { repaired = true }
        }
        // Part of a longer run: a digit or a separator-digit pair follows.
        if j < chars.count, chars[j].isNumber { return nil }
        if j + 1 < chars.count, chars[j] == "." || chars[j] == ",", chars[j + 1].isNumber { return nil }
        // A letter glued on ("25.9Ox", "12abc") means this was a word, not an amount.
        if isLetter(at: j, chars) && !isCurrencyStart(chars, at: j) { return nil }
        guard realDigits > 0 else { return nil }
        let decimal = fraction.isEmpty ? whole : whole + "." + fraction
        guard let money = Money(decimalString: decimal) else { return nil }
        return NumberToken(
            money: money, end: j, repaired: repaired, wholeDigits: whole.count, fractionDigits: fraction.count,
            grouped: grouped, commaDecimal: commaDecimal)
    }

    // MARK: - Characters

    private static func digit(_ c: Character) -> (value: Character, repaired: Bool)? {
        if c.isASCII && c.isNumber { return (c, false) }
        switch c {
        case "O", "o": return ("0", true)
        case "l", "I": return ("1", true)
        default: return nil
        }
    }

    private static func isGroup(_ chars: [Character], at j: Int) -> Bool {
        guard j + 3 <= chars.count else { return false }
        guard chars[j..<(j + 3)].allSatisfy({ digit($0) != nil }) else { return false }
        return !(j + 3 < chars.count && chars[j + 3].isNumber)
    }

    private static func decimalFollowsGroup(_ chars: [Character], at j: Int) -> Bool {
        j + 2 < chars.count && (chars[j] == "." || chars[j] == ",") && chars[j + 1].isNumber && chars[j + 2].isNumber
    }

    private static func isLetter(at i: Int, _ chars: [Character]) -> Bool {
        i >= 0 && i < chars.count && chars[i].isLetter
    }

    private static func isWordChar(at i: Int, _ chars: [Character]) -> Bool {
        i >= 0 && i < chars.count && (chars[i].isLetter || chars[i].isNumber)
    }

    /// A point, slash or colon directly before a digit joins it to something longer (a date, a time, a version).
    private static func isNumberJoiner(at i: Int, _ chars: [Character]) -> Bool {
        guard i >= 0, i < chars.count else { return false }
        let c = chars[i]
        guard c == "." || c == "/" || c == ":" || c == "," || c == "-" else { return false }
        return i - 1 >= 0 && chars[i - 1].isNumber
    }

    private static func isCurrencyStart(_ chars: [Character], at j: Int) -> Bool {
        guard j + 1 < chars.count else { return false }
        let pair = String(chars[j...(j + 1)]).uppercased()
        return pair == "RM" || pair == "MY"
    }

    private static func skipSpaces(_ chars: [Character], from j: Int) -> Int {
        var k = j
        while k < chars.count, chars[k] == " " || chars[k] == "\u{00A0}" { k += 1 }
        return k
    }

    private static func signValue(_ c: Character) -> Int? {
        switch c {
        case "-", "−", "–": -1
        case "+": 1
        default: nil
        }
    }

    private static func signBefore(_ chars: [Character], at i: Int) -> Int {
        var k = i - 1
        while k >= 0, chars[k] == " " { k -= 1 }
        guard k >= 0, let sign = signValue(chars[k]) else { return 0 }
        // `2025-03-12` style joins are not signs.
        if k - 1 >= 0, chars[k - 1].isNumber { return 0 }
        return sign
    }

    /// `25.00-`, `25.00 DR`, `25.00 CR`: statement-style signs after the number.
    private static func signSuffix(_ chars: [Character], from j: Int) -> (sign: Int, end: Int)? {
        if j < chars.count, chars[j] == "-" || chars[j] == "+" {
            if j + 1 < chars.count, chars[j + 1].isNumber { return nil }
            return (chars[j] == "-" ? -1 : 1, j + 1)
        }
        let k = skipSpaces(chars, from: j)
        guard k + 1 < chars.count else { return nil }
        let pair = String(chars[k...(k + 1)]).uppercased()
        guard pair == "DR" || pair == "CR", !isLetter(at: k + 2, chars) else { return nil }
        return (pair == "DR" ? -1 : 1, k + 2)
    }

    /// Percentages and clock times are not money: `6.00%`, `12.30 pm`.
    private static func followedByUnit(_ chars: [Character], from j: Int) -> Bool {
        let k = skipSpaces(chars, from: j)
        guard k < chars.count else { return false }
        if chars[k] == "%" { return true }
        let rest = String(chars[k..<min(chars.count, k + 4)]).lowercased()
        for unit in ["am", "pm", "pg", "ptg", "a.m", "p.m", "km", "kg"] where rest.hasPrefix(unit) {
            if !isLetter(at: k + unit.count, chars) { return true }
        }
        return false
    }
}
