import SpenDropModel

/// One OCR line prepared once: trimmed text, its word form, where it sits and how much OCR trusted it.
struct ScreenLine: Sendable {
    let index: Int
    let text: String
    /// Padded lowercase word form for boundary matching (see `Words`).
    let words: String
    let box: NormalizedBox?
    let confidence: Double?
    /// The amounts on this line, read once when the screen is prepared (nil for lines made up on the fly).
    var cachedReadings: [AmountReading]?
    /// Whether the line shares the top row with the phone's clock: the status bar, whatever OCR made of its signal
    /// and battery marks (`ull 5G`, `il 82`).
    var isOnClockRow = false

    /// Whether the line reads as an offer or banner (see `Promotion`).
    let isPromotion: Bool
    /// The number of words.
    let wordCount: Int
    /// The number of words with a letter: a receipt's tender line "BOOST 42.60" is one word beside its amount.
    let letterWordCount: Int

    /// Prepares the line; what every rule asks of its words is worked out here, once.
    init(index: Int, text: String, words: String, box: NormalizedBox?, confidence: Double?) {
        self.index = index
        self.text = text
        self.words = words
        self.box = box
        self.confidence = confidence
        isPromotion = Promotion.isOffer(words) && !Self.opensWithRecord(text)
        wordCount = Words.count(words)
        letterWordCount = words.split(separator: " ").filter { $0.contains(where: \.isLetter) }.count
    }

    /// A message whose first sentence records something with its figures and whose later sentence is a reward's note
    /// (`… on 24/01/2027 16:10. You earned 1,049 Timeless Bonus Points.`): the line is the record, not an offer; the
    /// note's own figures are still read as an offer's, clause by clause.
    private static func opensWithRecord(_ text: String) -> Bool {
        guard let end = text.range(of: ". ") else { return false }
        let first = String(text[..<end.lowerBound])
        return first.contains(where: \.isNumber) && Words.count(Words.normalize(first)) >= 5
            && !Promotion.isOffer(Words.normalize(first))
    }

    /// Lines OCR was unsure of are not evidence for provider, channel or kind.
    var isReliable: Bool { (confidence ?? 1) >= Screen.minimumConfidence }

    /// Whether any prepared phrase occurs on word boundaries.
    func has(_ prepared: [String]) -> Bool { Words.containsAny(words, prepared) }

    /// The line's last word, in its word form (`""` for a line without words).
    var lastWord: String { words.split(separator: " ").last.map(String.init) ?? "" }

    /// Whether the line holds letters at all.
    var hasLetters: Bool { text.unicodeScalars.contains { $0.properties.isAlphabetic } }

}

/// The whole screen: lines in reading order plus the layout questions the rules ask.
struct Screen: Sendable {
    static let minimumConfidence = 0.5
    /// Lines read with less confidence than this are garbage (bleed-through, banners, a logo's fragments): no amount
    /// and no name comes from them.
    static let garbageConfidence = 0.35

    let lines: [ScreenLine]
    /// The median height of the lines with boxes: the screen's usual text size, against which a hero stands out.
    let medianLineHeight: Double?
    /// Whether the screen writes its money in whole units with points between the thousands (`70.400`, `Rp
    /// 285.000`), as rupiah and dong are: no ringgit on it and no figure with cents (`AmountReader.writesDotThousands`).
    let writesDotThousands: Bool
    /// Whether the screen is printed in a script whose country writes whole units with comma thousands and no mark
    /// (`AmountReader.writesWholeUnits`: a Korean receipt).
    let writesWholeUnits: Bool

    init(_ ocr: [OCRLine]) {
        var prepared: [ScreenLine] = []
        prepared.reserveCapacity(ocr.count)
        let texts = ocr.map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        writesDotThousands = AmountReader.writesDotThousands(texts)
        writesWholeUnits = !writesDotThousands && AmountReader.writesWholeUnits(texts)
        for (index, line) in ocr.enumerated() {
            let text = texts[index]
            var screenLine = ScreenLine(
                index: index, text: text, words: Words.normalize(text), box: line.box, confidence: line.confidence)
            screenLine.cachedReadings = AmountReader.read(
                screenLine, dotThousands: writesDotThousands || AmountReader.lineWritesDotThousands(text),
                wholeUnits: writesWholeUnits)
            prepared.append(screenLine)
        }
        Self.markClockRow(&prepared)
        lines = prepared
        let heights = prepared.compactMap { $0.box?.height }.filter { $0 > 0 }.sorted()
        medianLineHeight = heights.isEmpty ? nil : heights[heights.count / 2]
    }

    /// A battery's charge as the status bar shows it: "71%", "▮ 71 %".
    private static let batteryFigure = Pattern(#"(?:^|\s|[^\w\s])\d{1,3}\s?%\s*$"#)

    /// The top of the screen within which a bare clock is the phone's status bar.
    static let statusBarTop = 0.05

    /// Marks the lines on the row of the phone's clock (`isOnClockRow`): a bare time among the first three lines,
    /// its box starting in the top `statusBarTop` of the screen, else a battery figure there; the lines overlapping
    /// it by half the shorter height share its row.
    private static func markClockRow(_ lines: inout [ScreenLine]) {
        let top = lines.prefix(3).filter { ($0.box?.minY ?? 1) < statusBarTop }
        // A lock screen's status bar has no clock of its own (the clock is drawn large below it): its battery
        // figure ("▮ 71%") marks the row, and the carrier's name beside it ("U Mobile") is no content.
        let battery = top.first { batteryFigure.occurs(in: $0.text) }
        // A status bar read as one line: the clock, then only signal and battery marks (`6:00 all = @)`).
        let clockLine = top.first { StatusBar.startsWithClockAndMarks($0.text) }
        guard let anchor = top.first(where: StatusBar.isClock) ?? battery ?? clockLine, let row = anchor.box else {
            return
        }
        for index in lines.indices {
            guard let box = lines[index].box else { continue }
            let overlap = min(box.maxY, row.maxY) - max(box.minY, row.minY)
            if overlap > 0.5 * min(box.height, row.height) { lines[index].isOnClockRow = true }
        }
    }

    var hasBoxes: Bool { lines.contains { $0.box != nil } }

    /// Whether the screen is a phone's screenshot (a status bar on the clock's row), not a paper receipt or slip.
    var isPhoneScreen: Bool { lines.contains { $0.isOnClockRow } }

    /// Lines on the same visual row as `index`, left to right; empty without boxes.
    func rowPartners(of index: Int) -> [ScreenLine] {
        guard let box = lines[index].box else { return [] }
        return lines.filter { other in
            guard other.index != index, let otherBox = other.box else { return false }
            let overlap = min(box.maxY, otherBox.maxY) - max(box.minY, otherBox.minY)
            return overlap > 0.5 * min(box.height, otherBox.height)
        }.sorted { ($0.box?.x ?? 0) < ($1.box?.x ?? 0) }
    }

    /// The row partners to the left of `index` (where a label sits beside its value).
    func leftPartners(of index: Int) -> [ScreenLine] {
        guard let box = lines[index].box else { return [] }
        return rowPartners(of: index).filter { ($0.box?.x ?? 1) < box.x }
    }

    /// The row partners to the right of `index` (where a value sits beside its label).
    func rightPartners(of index: Int) -> [ScreenLine] {
        guard let box = lines[index].box else { return [] }
        return rowPartners(of: index).filter { ($0.box?.x ?? 0) > box.x }
    }

    /// Whether the line is the key of a key-value row ("Date/Time" | "12 Mar 2026"): short, on the left, with a
    /// value beside it. A key names a field, never who was paid.
    func isKey(_ line: ScreenLine) -> Bool {
        guard let box = line.box, box.x < 0.4, line.wordCount <= 4, line.has(Self.fieldWords) else { return false }
        return rightPartners(of: line.index).contains { AmountReader.read($0).isEmpty }
    }

    /// Words that name a field of a detail screen; a short line holding one, with a value beside it, is a key.
    private static let fieldWords = Words.phrases([
        "date", "time", "type", "no", "number", "message", "phone", "mobile", "name", "status", "method", "reference",
        "ref", "id", "amount", "fee", "from", "to", "account", "bank", "recipient", "beneficiary", "payee", "note",
        "notes", "remarks", "details", "category", "location", "purpose", "description", "channel", "wallet",
        "tarikh", "masa", "jenis", "rujukan", "nota", "penerima", "akaun", "kaedah", "tujuan", "butiran", "nombor",
        "keterangan", "perihal",
    ])

    /// A hero is drawn at least this many times the median line height.
    static let heroRatio = 1.6

    /// Whether the amount on `line` is drawn much taller than the screen's usual text: a confirmation's hero.
    func isHero(_ line: ScreenLine) -> Bool {
        guard let box = line.box, let medianLineHeight else { return false }
        return box.height >= Self.heroRatio * medianLineHeight
    }

    /// Where a value's label sits: the line to its left on the same row (boxes), else the line above it.
    func labelPosition(of line: ScreenLine) -> ScreenLine? {
        leftPartners(of: line.index).last ?? previousLine(before: line.index)
    }

    /// A label line with its value: the line itself, its row partners to the right and, when it is a short label
    /// (three words at most), the next line below it.
    func labelBlock(of line: ScreenLine) -> Set<Int> {
        var block: Set<Int> = [line.index]
        for partner in rightPartners(of: line.index) { block.insert(partner.index) }
        if line.wordCount <= 3, let next = nextLine(after: line.index) { block.insert(next.index) }
        return block
    }

    /// Where a key's value may be: the lines right of it on its row, then the next line below.
    func valueLines(of index: Int) -> [ScreenLine] {
        rightPartners(of: index) + [nextLine(after: index)].compactMap { $0 }
    }

    /// The next non-empty line in reading order that is not a row partner of `index`.
    func nextLine(after index: Int) -> ScreenLine? {
        let partners = Set(rowPartners(of: index).map(\.index))
        var next = index + 1
        while next < lines.count {
            if !lines[next].text.isEmpty && !partners.contains(next) { return lines[next] }
            next += 1
        }
        return nil
    }

    /// The previous non-empty line in reading order that is not a row partner of `index`.
    func previousLine(before index: Int) -> ScreenLine? {
        let partners = Set(rowPartners(of: index).map(\.index))
        var previous = index - 1
        while previous >= 0 {
            if !lines[previous].text.isEmpty && !partners.contains(previous) { return lines[previous] }
            previous -= 1
        }
        return nil
    }

    /// Whether each label is a caption under its value: the hero amount has "Amount" (or "Jumlah") below it.
    var captionsBelowValues: Bool {
        lines.contains { line in
            guard line.words == " amount " || line.words == " jumlah ", let previous = previousLine(before: line.index)
            else { return false }
            return AmountReader.read(previous).count == 1
                && (nextLine(after: line.index).map { AmountReader.read($0).isEmpty } ?? true)
        }
    }

    /// A sentence that runs on to the next lines, three at most: "Your order has been delivered" / "from KEDAI X" (the
    /// next line starts in lower case), or a notification's "A transaction of MYR 88.00 was made with your" / "HSBC
    /// Visa card ending 3321 at GSC MID VALLEY" / "on 21 Oct 2024 20:11." (`runsOn`). Nil when the sentence ends on its
    /// own line, or (given `last`) before that line.
    func wrapped(_ line: ScreenLine, reaching last: Int? = nil) -> String? {
        var text = line.text
        var words = line.wordCount
        var current = line
        var joined = 0
        while joined < 3, let next = nextLine(after: current.index), next.index == current.index + 1,
            runsOn(current, into: next), words + next.wordCount <= 40
        {
            text += " " + next.text
            words += next.wordCount
            current = next
            joined += 1
        }
        if let last, current.index < last { return nil }
        return joined > 0 ? text : nil
    }

    /// Whether `next` carries on the sentence of `line`: it starts in lower case, or `line` is a sentence's words
    /// (four or more) with no closing stop and `next` starts where it starts, within one and a half line heights below.
    /// A line that stops on a currency or a preposition (`… was used for MYR` / `42.60 at X on`) has the rest of
    /// its sentence below, wherever a centred bubble starts it. A message's stamp (`Rab, 25 Nov, 19:03`: a time with
    /// three words at most, not opening in lower case) starts no sentence: the message under it is its own.
    func runsOn(_ line: ScreenLine, into next: ScreenLine) -> Bool {
        let lastWord = line.lastWord
        if Self.isStamp(line), !Self.unfinishedEndings.contains(lastWord) { return false }
        // A key with its value beside it (`Status` | `Completed`) starts a row of its own.
        if !rightPartners(of: next.index).isEmpty, next.wordCount <= 3 { return false }
        if next.text.first?.isLowercase == true { return true }
        guard line.wordCount >= 4, let last = line.text.last, !".!?:".contains(last), let above = line.box,
            let below = next.box
        else { return false }
        let close = below.minY - above.maxY < 1.5 * above.height
        if close, Self.unfinishedEndings.contains(lastWord) { return true }
        return abs(above.x - below.x) < 0.02 && close
    }
    private static let unfinishedEndings: Set<String> = [
        "rm", "myr", "at", "to", "for", "of", "from", "by", "with", "kepada", "daripada", "untuk",
    ]

    /// A message's or notification's stamp: a time with three words at most, not opening in lower case.
    static func isStamp(_ line: ScreenLine) -> Bool {
        line.letterWordCount <= 3 && line.text.first?.isLowercase != true && !DateTimeReader.times(in: line).isEmpty
    }

    /// Whether the line sits in the top part of the screen, where apps put their header.
    func isHeader(_ line: ScreenLine) -> Bool {
        if let box = line.box { return box.minY < 0.2 }
        let firstContent = lines.firstIndex { !StatusBar.isJunk($0) } ?? 0
        return line.index <= firstContent + 3
    }
}
