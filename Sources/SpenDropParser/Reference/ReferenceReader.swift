import Foundation

/// Reads the transaction reference: the value after a reference label, on the same line, beside it, or below it.
///
/// The value must contain a digit, so a label alone ("Ref No.") never yields a piece of itself, and the payer's
/// free-text "Recipient Reference" is not the transaction's reference.
enum ReferenceReader {
    /// Label groups in order of preference: a reference number first, then transaction ids, then invoice, receipt,
    /// bill, order and booking numbers, then approval codes.
    private static let labelGroups: [Pattern] = [
        // A bank's own reference before FPX's (`FPX Ref` is the payment network's, read with the transaction ids).
        #"referen[a-z]{1,3}\s*(?:no\.?|number|num|id|#)?|(?<!fpx\s)ref(?!\s*-?\s*[123]\b)\.?\s*(?:no\.?|"#
            + #"number|id|#)?|no\.?\s*rujukan|nombor\s+rujukan|rujukan(?:\s+no\.?)?|ruj\.?(?=\s*:|\s+\d)|"#
            + #"duitnow\s+ref(?:erence)?\s*(?:no\.?|id)?"#,
        // A bare `Transaction` key of its own, its id beside it (`Transaction` | `#CARD-…`).
        #"trans[a-z]{0,6}(?:\s[a-z])?[a-z]{0,2}\s*(?:no\.?|number|id|ref(?:erence)?\.?)|transaction\s*(?=#)|"#
            + #"^\s*transaction(?=\s*$)|"#
            + #"transfer\s*(?:number|no\.?|#|id)|(?:txn|trx)\s*(?:no\.?|id|#)|trans\.?\s*(?:no\.?|id)|trans\.?(?=\s*#)|"#
            + #"no\.?\s*transaksi|id\s+transaksi|fpx\s*(?:id|ref(?:erence)?\.?\s*(?:no\.?)?|transaction\s*id)|"#
            + #"refund\s*(?:id|no\.?|ref(?:erence)?\.?\s*(?:no\.?)?)|"#
            // The id of the transaction a payout, withdrawal, money request or statement screen shows.
            + #"(?:withdrawal|payout|request|statement|payment)\s*(?:id|no\.?|number|#)|"#
            // DuitNow's own id of the payment, end to end across the banks.
            + #"end\s*-?\s*to\s*-?\s*end\s*(?:id|ref(?:erence)?)|"#
            // A Korean card slip's approval number (`승인번호`), its only reference.
            + #"승인\s*번호"#,
        #"invoice\s*(?:no\.?|number|#)?|[il]nv\.?\s*(?:no\.?|#)?|receipt\s*(?:no\.?|number|#)|no\.?\s*resit|"#
            // A Philippine official receipt's and sales invoice's number (`OR No.`, `SI No.`), in capitals.
            + #"(?-i:\b(?:OR|SI)\s*No\.?)|"#
            + #"resit\s*(?:no\.?)?|rcpt\.?\s*(?:no\.?|#)?|"#
            // A bill's number, not its addressee (`Bill To: KEDAI …`).
            + #"bill(?!\s+to\b)(?:\s*no\.?)?|(?:id|no\.?)\s*tempahan|order\s*(?:no\.?|id|number|#)|^\s*order|ord\.?(?=\s*#)|"#
            // Malay "Bil" (bill) as a label: with its colon, number word or sign ("Bil: 00428", "BIL TUNAI No: 3398").
            + #"bil(?:\s+tunai)?\s*(?:no\.?|#|(?=\s*:))|ticket\s*(?:no\.?|number|#)|no\.?\s*tiket|booking\s*(?:id|"#
            + #"no\.?|ref|number|code)|"#
            // A restaurant's check, the bill a table runs up (`Check:` | `40271`, `Chk #0412`).
            + #"^\s*(?:check|chk)\s*(?:no\.?|#)?(?=\s*[:#]|\s*$)|"#
            // The number of what was bought: a trip, a charging session, a taxi coupon.
            + #"(?:trip|session|coupon)\s*(?:id|no\.?|number|#)|(?:id|no\.?)\s*pesanan|no\.?\s*invois|invois\s*(?:no\.?)?|receipt|no\.?\s*bil|"#
            // A receipt's bare "No:" or "Trans:" at the start of its line, with the colon; or a bare "No." as a key
            // of its own with its value beside it or below it (`No.` | `SF 14482`).
            // A kopitiam's chit number under its own key (`Chit` | `A0612`).
            + #"^\s*chit\s*(?:no\.?|#)?(?=\s*[:#]?\s*\S*\d\S*\s*$|\s*$)|"#
            + #"tiket\s*no\.?|^\s*no\.?(?=\s*:)|^\s*no\.?(?=\s*$)|^\s*trans\.?(?=\s*:)|"#
            // `No.` opening a line that holds only its number after it (`No. 0734`, `No. CB 118402`), never an
            // address's house number before its street (`No. 12, Jalan …`).
            + #"^\s*no\.(?=\s*(?:[a-z]{1,4}\s)?[a-z0-9/\-]*\d[a-z0-9/\-]*\s*$)|"#
            // A document's number (`Doc No.`), and a receipt's one-letter key before its sign (`R#0001844127`).
            + #"doc(?:ument)?\s*(?:no\.?|number|#)|^\s*r(?=#)|"#
            // A hotel's folio, and a Vietnamese receipt's number (`Số HĐ:`, `Số:`).
            + #"folio\s*(?:no\.?|number|#)|^\s*số(?:\s+hđ)?(?=\s*:)"#,
        #"approval\s*(?:code|no\.?)|appr\.?\s*code|auth(?:orisation|orization)?\.?\s*code|kod\s+kelulusan"#,
    ].map { Pattern(#"(?<![A-Za-z])(?:"# + $0 + #")(?![A-Za-z])\s*[:#.\-]?\s*(.*)$"#) }

    /// Labels whose values are not the transaction's reference.
    private static let excluded = Words.phrases([
        "recipient reference", "recipient ref", "rujukan penerima", "payment details", "other payment details",
        "senders reference", "sender s reference", "sender reference", "rujukan pengirim",
        "beneficiary reference", "your reference", "reference text",
    ])
    /// A reference the payer may have typed (`Payment reference` | `INV DB-2231` on a transfer), or the payer's own
    /// number on money in: the reference only when no other label gives one.
    private static let payersReference = Words.phrases(["payment reference", "payment ref"])

    /// The lines of the payer's free text: an excluded label and, when it is a short key, its value beside it or
    /// below it (`Payment reference` | `INV DB-2231` is what the payer typed, not a label and its number).
    private static func freeTextLines(on screen: Screen, labels: [String]) -> Set<Int> {
        var lines: Set<Int> = []
        for line in screen.lines where line.has(labels) {
            lines.insert(line.index)
            guard line.wordCount <= 4 else { continue }
            let beside = screen.rightPartners(of: line.index)
            // Its value beside it on its row; else the line below, unless that line is a label of its own.
            if !beside.isEmpty {
                lines.formUnion(beside.map(\.index))
            } else if let next = screen.nextLine(after: line.index),
                !labelGroups.contains(where: { $0.occurs(in: labelText(next.text)) })
            {
                lines.insert(next.index)
            }
        }
        return lines
    }
    private static let dateOrTime = Pattern(#"^\d{1,4}[/:.-]\d{1,2}(?:[/:.-]\d{1,4})?$"#)
    /// A date with its month's name (`14-Feb-27`, `05/Mac/2027`).
    private static let namedMonthDate = Pattern(
        #"^\d{1,2}[/.\-]?(?:jan|feb|mar|mac|apr|may|mei|jun|jul|aug|ogo|sep|oct|okt|nov|dec|dis)[a-z]*[/.\-]?\d{2,4}$"#)
    private static let dateLabels = Words.phrases(["date", "time", "tarikh", "masa"])

    /// A date or a time, not a reference: "09/02/2016", "18:42"; "16-11-2207" (no year that far out) is a number.
    private static func isDate(_ value: String) -> Bool {
        if namedMonthDate.occurs(in: value) { return true }
        guard dateOrTime.occurs(in: value) else { return false }
        let parts = value.split(whereSeparator: { "/:.-".contains($0) }).compactMap { Int($0) }
        guard parts.count == 3 else { return true }
        let year = parts[0] > 31 ? parts[0] : parts[2]
        return year < 100 || (1970...2100).contains(year)
    }

    static func find(on screen: Screen) -> String? {
        let freeText = freeTextLines(on: screen, labels: excluded)
        let payers = freeTextLines(on: screen, labels: payersReference).subtracting(freeText)
        // A second look, with the payer's reference, only where the screen shows one.
        if let value = labelled(on: screen, skipping: freeText.union(payers))
            ?? (payers.isEmpty ? nil : labelled(on: screen, skipping: freeText))
        {
            return value
        }
        // Last resort: a receipt's or order's own short number ("ORDER 41", "Rcpt No: 318") right after its label.
        for line in screen.lines where !freeText.contains(line.index) {
            guard let match = labelGroups[documentGroup].firstMatch(in: line.text) else { continue }
            if let value = value(from: match[1] ?? "", shortNumberAllowed: true) { return value }
        }
        return nil
    }

    /// A phone's line (`Tel: 013-982 4471`): no reference, though its digits look like one.
    /// A handphone's `HP` as a code's prefix (`HP-0212-031`, a bill's number) is no phone's.
    private static let phoneLine = Pattern(#"\b(?:tel|phone|fax|h/p|hp)\b(?!-\d)|\b0\d{1,2}-\d{3}\s?\d{4}\b"#)

    private static let rmCode = Pattern(#"^RM-\d{4,}$"#)

    private static let zeroForO = Pattern(#"(?<![A-Za-z0-9])([Nn])0(?=[.:\s]|$)"#, caseInsensitive: false)

    /// A word of letters with one zero inside ("Transacti0n"): OCR's O. A code has other digits and is left alone.
    private static let zeroInWord = Pattern(
        #"(?<![A-Za-z0-9])([A-Za-z]+)0([A-Za-z]+)(?![A-Za-z0-9])"#, caseInsensitive: false)

    /// The line with a label's "No" that OCR read with a zero ("Reference N0.", "Transacti0n No.") or its B read as
    /// an 8 written with the letter.
    private static func labelText(_ text: String) -> String {
        var text = text
        if text.contains("8") { text = eightForB.replace(in: text, with: "B") }
        guard text.contains("0") else { return text }
        return zeroInWord.replace(in: zeroForO.replace(in: text, with: "$1o"), with: "$1o$2")
    }

    /// A word's capital B that OCR read as an 8 ("8ooking ID"): an 8 opening a run of lower-case letters.
    private static let eightForB = Pattern(#"(?<![A-Za-z0-9])8(?=[a-z]{3,}\b)"#, caseInsensitive: false)

    private static func labelled(on screen: Screen, skipping freeText: Set<Int>) -> String? {
        // Each line's label text once, not once per group of labels.
        let texts = screen.lines.map { labelText($0.text) }
        for group in labelGroups {
            for line in screen.lines where !freeText.contains(line.index) {
                guard let match = group.firstMatch(in: texts[line.index]) else { continue }
                let rest = match[1] ?? ""
                if let value = value(from: rest) { return value }
                // A label followed by other things ("Inv: 16-11-2207 05/11/16 16:21") has no value on another line,
                // and neither has a label inside a sentence (`Your bill is due`).
                guard !rest.contains(where: \.isNumber), !isSentence(rest) else { continue }
                // The value on its own line: beside the label (boxes) or just below it; a label set right of
                // the row with nothing after it has its value on the left.
                let right = screen.rightPartners(of: line.index)
                let left = right.isEmpty && (line.box?.x ?? 0) > 0.5 ? screen.leftPartners(of: line.index) : []
                // Captions under their values ("OCB…" above "Transaction reference"): the value is the line above.
                let above = screen.captionsBelowValues ? [screen.previousLine(before: line.index)] : []
                // A title over a key of its own (`RESIT RASMI` / `No. Resit` / `KDA/27/05/0388`) is no key: the key
                // below it gives the value.
                // So is a title over a key with its value (`CASH BILL` / `No: CB 007731`): the key reads it whole.
                if right.isEmpty, let next = screen.nextLine(after: line.index),
                    labelGroups.contains(where: { $0.occurs(in: texts[next.index]) })
                {
                    continue
                }
                let neighbours = right + left + [screen.nextLine(after: line.index)] + above
                // Counted by spaces: a UUID's dashes do not make it several words.
                // An address or a phone line is no reference (`24100 Kemaman`, `Tel: 013-982 4471`).
                for neighbour in neighbours.compactMap({ $0 })
                where neighbour.text.split(separator: " ").count <= 4
                    && !MerchantPlausibility.postcodeAndTown.occurs(in: neighbour.text)
                    && !phoneLine.occurs(in: neighbour.text)
                {
                    if let value = value(from: neighbour.text, leading: true) { return value }
                }
            }
        }
        return nil
    }

    /// A sentence's words in lower case after the label (`Your bill is due`), where a label's own tail is a
    /// capitalised word or a code (`ID Transaksi FPX`, `/ No. Rujukan`).
    private static func isSentence(_ rest: String) -> Bool {
        guard let word = rest.split(separator: " ").first else { return false }
        return word.count >= 2 && word.allSatisfy { $0.isLetter && $0.isLowercase }
    }

    /// The first token holding a digit, with any digit groups that follow it (`2503 1212 3456`).
    /// The index of the invoice, receipt, bill and order labels in `labelGroups`.
    private static let documentGroup = 2

    /// A number OCR read with letter O's for some of its zeros ("OO1772", "2O24O8") with them as zeros; any other
    /// token as it is.
    private static func zeros(in token: String) -> String {
        guard token.contains(where: \.isNumber), token.allSatisfy({ $0.isNumber || $0 == "O" || $0 == "o" }) else {
            return token
        }
        return String(token.map { $0.isNumber ? $0 : "0" })
    }

    /// With `leading`, a value on a line of its own: its number comes first or after one code (`MBB 2026…`); after
    /// two words it is an item's (`BERAS WANGI 10KG`).
    private static func value(from remainder: String, shortNumberAllowed: Bool = false, leading: Bool = false)
        -> String?
    {
        let tokens = remainder.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
            String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".,;:()[]|#"))
        }
        guard let first = tokens.firstIndex(where: { token in token.contains(where: \.isNumber) }) else {
            return nil
        }

        // "RM 25.00" after a label is an amount, not a reference.
        if first > 0, ["RM", "MYR"].contains(tokens[first - 1].uppercased()) { return nil }
        // "Payment receipt - May 2032": a year after its month is a date's, the title's period.
        if first > 0, DateTimeReader.isMonthName(tokens[first - 1]), tokens[first].count == 4,
            let year = Int(tokens[first]), (1970...2100).contains(year)
        {
            return nil
        }
        if leading {
            // Plain words, not a label's own (`Folio No:` before `26-00412` is a label with its value).
            let raw = remainder.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let words = raw.prefix { !$0.contains(where: \.isNumber) }.filter {
                $0.count >= 2 && $0.allSatisfy(\.isLetter)
            }
            if words.count >= 2 { return nil }
        }
        var value = Self.zeros(in: tokens[first])
        // "DATE:09/02/2016", "NO:WF/18/0209/04": a label glued to what follows it; the label is not the value.
        if let colon = value.firstIndex(of: ":"), value[..<colon].allSatisfy(\.isLetter), colon != value.startIndex {
            value = String(value[value.index(after: colon)...])
            if Words.containsAny(Words.normalize(String(tokens[first].prefix(while: { $0 != ":" }))), dateLabels) {
                return nil
            }
        }
        // "RS -0418223": OCR set a space inside the reference; a token starting with its own joiner continues the
        // short capital prefix before it.
        if first > 0, value.first == "-" || value.first == "/", tokens[first - 1].count <= 6,
            tokens[first - 1].allSatisfy({ $0.isUppercase && $0.isLetter })
        {
            value = tokens[first - 1] + value
        } else if first == 1, (2...4).contains(tokens[0].count),
            tokens[0].allSatisfy({ $0.isUppercase && $0.isLetter }), value.allSatisfy(\.isNumber), value.count <= 8,
            first + 1 == tokens.count, !labelGroups.contains(where: { $0.occurs(in: tokens[0]) })
        {
            // "No. Resit: TBK 20831", `Resit` | `HS 60931`: a receipt's series code before its short number, the
            // whole of the label's value; before a long id (`ID Transaksi FPX 2611251130448120`) the word is the
            // label's. A label's own word (`NO 000781`) is no code.
            value = tokens[0] + " " + value
        }
        let shortNumber = shortNumberAllowed && first == 0 && value.count >= 2 && value.allSatisfy(\.isNumber)
        // "RM25.00" is money; "RM-003391", a code of letters, a dash and digits, is a bill's number.
        let money = value.uppercased().hasPrefix("RM") && !rmCode.occurs(in: value)
        guard value.count >= 4 || shortNumber, !isDate(value), !money else {
            return nil
        }
        if value.allSatisfy(\.isNumber) {
            for token in tokens[(first + 1)...] {
                guard !token.isEmpty, token.allSatisfy(\.isNumber) else { break }
                value += " " + token
            }
        } else if value.count >= 6, value.last?.isNumber == true, first + 1 < tokens.count,
            tokens[first + 1].count >= 3, tokens[first + 1].allSatisfy(\.isNumber), first + 2 == tokens.count
        {
            // "260609SPX881 2740355": OCR split a long reference at a wide gap; letters and digits run on unbroken.
            value += tokens[first + 1]
        }
        return value
    }
}
