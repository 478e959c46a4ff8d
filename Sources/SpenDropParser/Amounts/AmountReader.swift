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
    /// Whether decimals were shown (`25.90`, not `25`).
    var hasFraction: Bool = true
}

/// Reads RM amounts in every form screens use, and bare two-decimal numbers that a label may claim.
///
/// Never reads a piece of a longer digit run, so phone, account and card numbers are not amounts.
enum AmountReader {
    /// The longest whole part accepted; longer digit runs are identifiers, not money.
    private static let maximumWholeDigits = 13
    /// Bare numbers (no currency) with more whole digits than this and no grouping are identifiers.
    private static let maximumBareWholeDigits = 9

    /// A whole figure with points between its thousands (`70.400`, `1.250.000`), never a leading zero's decimals
    /// (`0.312kg`) nor a measure's (`30.150 L`).
    private static let dotGrouped = Pattern(
        #"(?<![\d.,])[1-9O]\d{0,2}(?:\.[\dO]{3})+(?![\d.,]|\s?(?:kg|g|l|ml|km|%|liter|litre)\b)"#)
    private static let ringgitFigure = Pattern(#"\b(?:RM|MYR)\s?-?\d"#)
    private static let centsFigure = Pattern(#"(?<![\d.])\d+\.\d{2}(?![\d])"#)
    private static let dotCurrencyMark = Pattern(#"\b(?:Rp|IDR|VND)(?!\p{L})|₫|\dđ(?!\p{L})"#, caseInsensitive: false)

    /// Whether a screen's lines write money as rupiah and dong are written: two figures or more with points between
    /// the thousands (or one beside `Rp`, `IDR` or `VND`), and neither ringgit nor a figure with cents anywhere.
    static func writesDotThousands(_ texts: [String]) -> Bool {
        var grouped = 0
        var marked = false
        for text in texts {
            if ringgitFigure.occurs(in: text) || centsFigure.occurs(in: text) { return false }
            grouped += dotGrouped.matches(in: text).count
            if !marked, dotCurrencyMark.occurs(in: text) { marked = true }
        }
        return grouped >= 2 || marked && grouped >= 1
    }

    /// Whether a screen is printed in a script whose country writes its money in whole units with comma thousands and
    /// no currency mark (a Korean receipt's `합계 8,500`, in Hangul), with neither ringgit nor a figure with cents
    /// anywhere: its grouped whole figures are money.
    static func writesWholeUnits(_ texts: [String]) -> Bool {
        var scripted = false
        for text in texts {
            if ringgitFigure.occurs(in: text) || centsFigure.occurs(in: text) { return false }
            if !scripted, text.unicodeScalars.contains(where: isHangul) { scripted = true }
        }
        return scripted
    }

    /// Hangul syllables and letters (`ForeignCurrency`'s script of the won, too).
    @Sendable static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3130...0x318F).contains(scalar.value)
    }

    /// Whether one line writes its figure as dong and rupiah are written, beside their own currency (`VND 1.800.000`,
    /// `Rp 85.000`), on a screen that also shows ringgit (`Estimated MYR 321.45` under it): the points on that line
    /// are thousands whatever the rest of the screen writes.
    static func lineWritesDotThousands(_ text: String) -> Bool {
        dotCurrencyMark.occurs(in: text) && dotGrouped.occurs(in: text) && !ringgitFigure.occurs(in: text)
            && !centsFigure.occurs(in: text)
    }

    /// All amounts on one line; with `dotThousands`, as a screen that writes whole units with points between the
    /// thousands reads them (`70.400`, a total alone on its line as `70400`).
    static func read(_ line: ScreenLine, dotThousands: Bool, wholeUnits: Bool = false) -> [AmountReading] {
        guard dotThousands else { return read(line, wholeUnits: wholeUnits) }
        let chars = Array(line.text)
        var readings: [AmountReading] = []
        var i = 0
        while i < chars.count {
            // A figure against its currency's letters (`Rp18.000`) is as good as one after a space.
            if chars[i].isNumber || chars[i] == "O",
                !isWordChar(at: i - 1, chars) || ForeignCurrency.lettersOfSign(in: chars, endingAt: i) != nil,
                !isNumberJoiner(at: i - 1, chars), let number = readDotGrouped(chars, at: i)
            {
                readings.append(
                    AmountReading(
                        money: number.money, sign: signBefore(chars, at: i), hasCurrency: false,
                        repaired: number.repaired,
                        start: i, end: number.end, line: line.index, hasFraction: false))
                i = number.end
                continue
            }
            i += 1
        }
        // "TOTAL :" | "70400": a whole figure alone on its line, its separator dropped.
        let trimmed = line.text.trimmingCharacters(in: .whitespaces)
        if readings.isEmpty, (4...9).contains(trimmed.count), trimmed.allSatisfy(\.isNumber), trimmed.first != "0",
            let money = Money(decimalString: trimmed)
        {
            readings.append(
                AmountReading(
                    money: money, sign: 0, hasCurrency: false, repaired: false, start: 0, end: trimmed.count,
                    line: line.index, hasFraction: false))
        }
        return readings
    }

    /// `70.400`, `1.250.000`, `14O.000`: a whole figure of dot-separated thousands at `start`, with cents after a
    /// comma when shown (`285.000,00`); nil for anything longer or glued to letters.
    private static func readDotGrouped(_ chars: [Character], at start: Int) -> (money: Money, end: Int, repaired: Bool)?
    {
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber || c == "O" }
        var j = start
        var whole = ""
        var repaired = false
        while j < chars.count, whole.count < 3, isDigit(chars[j]) {
            if chars[j] == "O" { repaired = true }
            whole.append(chars[j] == "O" ? "0" : chars[j])
            j += 1
        }
        guard !whole.isEmpty, whole.first != "0" else { return nil }
        var groups = 0
        while j + 3 < chars.count {
            guard chars[j] == ".", chars[(j + 1)...(j + 3)].allSatisfy(isDigit) else { break }
            if chars[(j + 1)...(j + 3)].contains("O") { repaired = true }
            whole += String(chars[(j + 1)...(j + 3)].map { $0 == "O" ? "0" : $0 })
            groups += 1
            j += 4
        }
        guard groups >= 1 else { return nil }
        var decimal = whole
        if j + 2 < chars.count, chars[j] == ",", chars[j + 1].isNumber, chars[j + 2].isNumber,
            j + 3 == chars.count || !chars[j + 3].isNumber
        {
            decimal += "." + String(chars[(j + 1)...(j + 2)])
            j += 3
        }
        // The dong's `đ` may close the figure (`64.000đ`); another letter makes it a word.
        if j < chars.count,
            chars[j].isNumber || chars[j] == "." && j + 1 < chars.count && chars[j + 1].isNumber
                || chars[j].isLetter && chars[j] != "đ"
        {
            return nil
        }
        guard let money = Money(decimalString: decimal) else { return nil }
        return (money, j, repaired)
    }

    /// All amounts on one line, left to right.
    static func read(_ line: ScreenLine) -> [AmountReading] {
        read(line, wholeUnits: false)
    }

    /// All amounts on one line, left to right; with `wholeUnits`, as a screen that writes whole units reads them
    /// (`writesWholeUnits`).
    static func read(_ line: ScreenLine, wholeUnits: Bool) -> [AmountReading] {
        if let cached = line.cachedReadings { return cached }
        let chars = Array(line.text)
        var readings: [AmountReading] = []
        // Spaced thousands without a currency are only trusted on lines that name a total or a tender.
        let spacedGroups = line.has(spacedGroupLabels)
        var i = 0
        while i < chars.count {
            if let marker = currencyMarker(chars, at: i) {
                let markerEnd = marker.end
                if var reading = readAfterMarker(chars, markerStart: i, markerEnd: markerEnd, line: line.index),
                    !marker.misread || reading.hasFraction
                {
                    // A misread marker, or one glued to the label before it ("AmountRM23.00"), is an OCR repair.
                    if marker.misread || isLetter(at: i - 1, chars) { reading.repaired = true }
                    readings.append(reading)
                    i = reading.end
                    continue
                }
                i = markerEnd
                continue
            }
            let letterDigit = (chars[i] == "l" || chars[i] == "I") && i + 1 < chars.count && chars[i + 1].isNumber
            if chars[i].isASCII && chars[i].isNumber || letterDigit, !isWordChar(at: i - 1, chars),
                !isNumberJoiner(at: i - 1, chars)
            {
                if let reading = readPlainNumber(
                    chars, at: i, line: line.index, spacedGroups: spacedGroups, wholeUnits: wholeUnits)
                {
                    readings.append(reading)
                    i = reading.end
                    continue
                }
                // Skip the rest of this digit run so no piece of it is read later.
                i += 1
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
            // `R` | `M11.2O`: the capitals of `RM` split between two boxes (round 25), the rest on the number's.
            if ["R", "-R", "+R"].contains(marker) {
                joinSplitMarker(line, sign: marker, into: &joined, on: screen)
                continue
            }
            guard marker == "RM" || marker == "MYR" || marker == "-RM" || marker == "+RM" else {
                joinWrappedSentence(line, into: &joined, on: screen)
                continue
            }
            let neighbours = screen.valueLines(of: line.index)
            guard let target = neighbours.first, joined[target.index].allSatisfy({ !$0.hasCurrency }) else {
                continue
            }
            // A hero drawn in three sizes (`RM` | `25` | `.90`) comes as three boxes: the cents are the whole
            // number's right partner.
            var number = target.text
            if number.allSatisfy(\.isNumber),
                let cents = screen.rightPartners(of: target.index).first(where: { isCentsBox($0.text) })
            {
                number += cents.text.trimmingCharacters(in: .whitespaces)
            }
            // Read the number as if the marker were written in front of it, so `25,90` gets the same repairs.
            let prefixed = "RM " + number
            let synthetic = ScreenLine(
                index: target.index, text: prefixed, words: target.words, box: target.box, confidence: target.confidence
            )
            guard var first = read(synthetic).first, first.start == 0 else { continue }
            first.start = 0
            // Positions index the target's own text, which holds no marker (nor the cents of a split hero).
            first.end = min(target.text.count, max(0, first.end - 3))
            if first.sign == 0 { first.sign = marker.hasPrefix("-") ? -1 : (marker.hasPrefix("+") ? 1 : 0) }
            if joined[target.index].isEmpty {
                joined[target.index] = [first]
            } else {
                joined[target.index][0] = first
            }
        }
        return joined
    }

    /// An `R` alone in a box beside one that opens with `M` and a figure (`R` | `M11.2O`): one `RM` hero read in two
    /// boxes, so the figure is ringgit, with the number's own repairs. A lone `R` beside anything else marks nothing.
    private static func joinSplitMarker(
        _ line: ScreenLine, sign: String, into joined: inout [[AmountReading]], on screen: Screen
    ) {
        guard let target = screen.rightPartners(of: line.index).first,
            joined[target.index].allSatisfy({ !$0.hasCurrency })
        else { return }
        let chars = Array(target.text.trimmingCharacters(in: .whitespaces))
        guard chars.count >= 2, chars[0] == "M", chars[1].isNumber || (chars[1] == " " && chars.count > 2) else {
            return
        }
        let synthetic = ScreenLine(
            index: target.index, text: "R" + String(chars), words: target.words, box: target.box,
            confidence: target.confidence)
        guard var reading = read(synthetic).first, reading.start == 0 else { return }
        reading.end = min(target.text.count, max(0, reading.end - 1))
        if reading.sign == 0 { reading.sign = sign.hasPrefix("-") ? -1 : (sign.hasPrefix("+") ? 1 : 0) }
        joined[target.index] = [reading] + joined[target.index].dropFirst()
    }

    /// A sentence wrapped between its currency and its figure (`… was used for MYR` / `42.60 at …`): the next
    /// line's leading figure, with its cents, is the ringgit the first line ends on. A figure further into the line,
    /// or one without cents (a card's last four digits), is not.
    private static func joinWrappedSentence(_ line: ScreenLine, into joined: inout [[AmountReading]], on screen: Screen)
    {
        guard line.wordCount >= 3, joined[line.index].allSatisfy({ !$0.hasCurrency }) else { return }
        let last = line.text.split(separator: " ").last.map { $0.uppercased() } ?? ""
        guard last == "RM" || last == "MYR", let next = screen.nextLine(after: line.index),
            screen.rightPartners(of: line.index).isEmpty,
            let first = joined[next.index].first, first.start == 0, first.hasFraction, !first.hasCurrency
        else { return }
        let synthetic = ScreenLine(
            index: next.index, text: "RM " + next.text, words: next.words, box: next.box, confidence: next.confidence
        )
        guard var reading = read(synthetic).first, reading.start == 0, reading.money == first.money else { return }
        reading.start = first.start
        reading.end = first.end
        joined[next.index][0] = reading
    }

    /// `.90` or `,90` alone: the cents of a hero amount drawn in a smaller box.
    private static func isCentsBox(_ text: String) -> Bool {
        let chars = Array(text.trimmingCharacters(in: .whitespaces))
        return chars.count == 3 && (chars[0] == "." || chars[0] == ",") && chars[1].isNumber && chars[2].isNumber
    }

    // MARK: - Currency-marked amounts

    /// An `RM` / `MYR` marker starting at `i` on word boundaries, or nil. `misread` marks OCR's `RN`, `Rv`, `RU`,
    /// a small `rm` read as `nm` (one letter of the two right, the other a look-alike) and `R M` split by a space.
    private static func currencyMarker(_ chars: [Character], at i: Int) -> (end: Int, misread: Bool)? {
        // Every marker starts with R, M or a small r read as n: most characters are ruled out without building a
        // string.
        guard i < chars.count, "RrMmn".contains(chars[i]) else { return nil }
        for marker in ["RM", "MYR", "RN", "RV", "RU", "NM"] {
            // A capital N is a word's letter ("NM" in a name); only the small one is OCR's r.
            if (chars[i] == "n") != (marker == "NM") { continue }
            let count = marker.count
            guard i + count <= chars.count else { continue }
            let written = String(chars[i..<(i + count)])
            guard written.uppercased() == marker else { continue }
            // "RMK" or "RMB" are words, not the ringgit; a digit may follow directly, and so may a letter OCR read
            // for a digit when a digit or the decimal point comes next ("RMO.50", "RMl5.00").
            if isLetter(at: i + count, chars), !isDigitLookalike(chars, at: i + count) { return nil }
            let misread = marker == "RN" || marker == "RV" || marker == "RU" || marker == "NM"
            let digitFollows = nextNonSpaceIsDigit(chars, from: i + count)
            if misread && !digitFollows { return nil }
            if isLetter(at: i - 1, chars) {
                // "AmountRM23.00": a capitalised RM glued to a lower-case label, with a number right after it.
                guard !misread, written == marker, chars[i - 1].isLowercase, digitFollows else { return nil }
            }
            return (i + count, misread)
        }
        // "-R M8.50", "R M 4O.8O": OCR split the capitals of RM with a space; a number must follow.
        if chars[i] == "R", i + 2 < chars.count, chars[i + 1] == " ", chars[i + 2] == "M", !isLetter(at: i - 1, chars),
            !isLetter(at: i + 3, chars) || isDigitLookalike(chars, at: i + 3), nextNonSpaceIsDigit(chars, from: i + 3)
        {
            return (i + 3, true)
        }
        return nil
    }

    /// An O, o, l or I that a digit or a decimal point follows: a digit OCR read as a letter.
    private static func isDigitLookalike(_ chars: [Character], at j: Int) -> Bool {
        guard j + 1 < chars.count, "OoIl".contains(chars[j]) else { return false }
        return chars[j + 1].isNumber || chars[j + 1] == "." || chars[j + 1] == ","
    }

    private static func nextNonSpaceIsDigit(_ chars: [Character], from j: Int) -> Bool {
        var k = skipSpaces(chars, from: j)
        if k < chars.count, chars[k] == "-" || chars[k] == "+" || chars[k] == ":" { k = skipSpaces(chars, from: k + 1) }
        guard k < chars.count else { return false }
        if chars[k].isNumber || isDigitLookalike(chars, at: k) && chars[k] != "l" && chars[k] != "I" { return true }
        // "RM l6.20", "RM I,4OO.OO": a one read as a letter, followed by a digit, a space or a thousands comma.
        return (chars[k] == "l" || chars[k] == "I") && k + 1 < chars.count
            && (chars[k + 1].isNumber || chars[k + 1] == " "
                || chars[k + 1] == "l" || chars[k + 1] == "I"
                || (chars[k + 1] == "," && k + 2 < chars.count && digit(chars[k + 2]) != nil))
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
        guard let number = readNumber(chars, at: j, allowLetterStart: true, allowSpaceGroups: true, marked: true)
        else {
            return nil
        }
        if sign == 0, let column = columnWordSuffix(chars, from: number.end) { sign = column.sign }
        return AmountReading(
            money: number.money, sign: sign, hasCurrency: true, repaired: number.repaired, start: markerStart,
            end: number.end, line: line, hasFraction: number.fractionDigits > 0)
    }

    // MARK: - Numbers without a leading marker

    private static func readPlainNumber(
        _ chars: [Character], at i: Int, line: Int, spacedGroups: Bool, wholeUnits: Bool = false
    ) -> AmountReading? {
        guard let number = readNumber(chars, at: i, allowLetterStart: true, allowSpaceGroups: spacedGroups) else {
            return nil
        }
        var sign = signBefore(chars, at: i)
        // `+ SGD 4,850.00`, `-THB 120.00`: the sign before another currency's code signs its amount.
        if sign == 0 { sign = signBeforeCode(chars, at: i) }
        // `25.90 RM` / `25.90 MYR`: the currency written after the number.
        let afterSpaces = skipSpaces(chars, from: number.end)
        // "Item 12 RM 5.00": a marker followed by its own number belongs to that number, not to this one.
        if let marker = currencyMarker(chars, at: afterSpaces), !marker.misread,
            !nextNonSpaceIsDigit(chars, from: marker.end)
        {
            return AmountReading(
                money: number.money, sign: sign, hasCurrency: true, repaired: number.repaired, start: i,
                end: marker.end, line: line, hasFraction: number.fractionDigits > 0)
        }
        // `640 THB`, `+1,480 THB`: a whole number with another currency's code after it is that money (baht and
        // yen are written without cents).
        // So is one after its code or after a sign of a currency without cents (`JPY 2,450`, `¥2,360`, `₩18,000`).
        if number.fractionDigits == 0, number.wholeDigits <= 7,
            ForeignCurrency.codeEnd(in: chars, after: number.end) != nil
                || ForeignCurrency.isMarkedBefore(chars, at: i)
        {
            return AmountReading(
                money: number.money, sign: sign, hasCurrency: false, repaired: number.repaired, start: i,
                end: number.end, line: line, hasFraction: false)
        }
        // On a screen that writes whole units, a whole figure with its thousands grouped (`8,500`, `116,000`).
        if wholeUnits, number.fractionDigits == 0, number.grouped, number.wholeDigits <= 9,
            !followedByUnit(chars, from: number.end)
        {
            let won = number.end < chars.count && chars[number.end] == "원"
            return AmountReading(
                money: number.money, sign: sign, hasCurrency: false, repaired: number.repaired, start: i,
                end: won ? number.end + 1 : number.end, line: line, hasFraction: false)
        }
        // A bare number must look like money: exactly two decimals, no identifier-sized whole part.
        guard number.fractionDigits == 2, number.grouped || number.wholeDigits <= maximumBareWholeDigits
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

    /// Reads `1,280.00`, `1 280.00`, `25.9O`, `25,90`, `450` at `start`; nil if it is part of a longer run. After
    /// the ringgit's sign (`marked`), a figure of letters only with its two decimals (`RM lO.OO`) is read too.
    private static func readNumber(
        _ chars: [Character], at start: Int, allowLetterStart: Bool, allowSpaceGroups: Bool, marked: Bool = false
    ) -> NumberToken? {
        var j = start
        var repaired = false
        var realDigits = 0
        guard j < chars.count else { return nil }
        let letterStart = !(chars[j].isASCII && chars[j].isNumber)
        if letterStart {
            // `RM l5.00`, `RM II0.0O`: letters read for digits, trusted only with decimals and a real digit.
            guard allowLetterStart, digit(chars[j]) != nil else { return nil }
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
            // `RM 1.126.00`: after the sign, OCR's point for a thousands comma, another point and cents after it.
            let isPoint =
                marked && separator == "." && j + 4 < chars.count && chars[j + 4] == "."
                && isGroup(chars, at: j + 1)
            guard isComma || isSpace || isPoint, whole.count <= 3 || grouped else { break }
            guard isGroup(chars, at: j + 1) else { break }
            if isSpace && !decimalFollowsGroup(chars, at: j + 4) { break }
            whole += String(chars[(j + 1)..<(j + 4)].compactMap { digit($0)?.value })
            if chars[(j + 1)..<(j + 4)].contains(where: { !($0.isASCII && $0.isNumber) }) { repaired = true }
            // `I,2OO.OO`: a real digit in a thousands group counts as much as one before it.
            realDigits += chars[(j + 1)..<(j + 4)].filter { $0.isASCII && $0.isNumber }.count
            grouped = true
            // A space between groups is OCR splitting the number; read it, but say it needed repair.
            if isSpace || isPoint { repaired = true }
            j += 4
        }
        var fraction = ""
        var commaDecimal = false
        // `32 . 40`: a faded receipt's decimal point with spaces around it.
        if let point = spacedPoint(chars, at: j) {
            j = point
            repaired = true
            fraction = readRun(max: 3)
            guard fraction.count == 2 else { return nil }
        } else if j + 1 < chars.count, chars[j] == "." || chars[j] == ",", digit(chars[j + 1]) != nil {
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
        // The won's own sign written after its figure (`30,000원`) is no word's letter.
        if isLetter(at: j, chars) && !isCurrencyStart(chars, at: j) && chars[j] != "원" { return nil }
        guard realDigits > 0 || marked && fraction.count == 2 && whole.count <= 4, !letterStart || !fraction.isEmpty
        else { return nil }
        // An S or B read as a digit ("5S.00") only in a number with decimals: "RM5B" is no 58.
        if fraction.isEmpty, chars[start..<j].contains(where: { $0 == "S" || $0 == "B" }) { return nil }
        let decimal = fraction.isEmpty ? whole : whole + "." + fraction
        guard let money = Money(decimalString: decimal) else { return nil }
        return NumberToken(
            money: money, end: j, repaired: repaired, wholeDigits: whole.count, fractionDigits: fraction.count,
            grouped: grouped, commaDecimal: commaDecimal)
    }
}
