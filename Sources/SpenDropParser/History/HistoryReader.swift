import SpenDropModel

/// Reads screens that list several transactions (an account or wallet history) into one item per row.
///
/// A row is the run of lines that ends with an amount: its name, its date (or the section date above it), its time.
/// The kind comes from the sign (`+` in, `-` out) or from the row's wording.
enum HistoryReader {
    private static let headers = Words.phrases([
        "transaction history", "history", "recent transactions", "latest transactions", "sejarah transaksi", "sejarah",
        "sejarah akaun", "transactions", "activity", "account activity", "statement", "penyata", "transaksi terkini",
        "all transactions", "recent activity", "mini statement",
    ])
    /// Section headers of a detail screen that lists the same merchant's earlier payments below the one shown.
    private static let relatedHeaders = Words.phrases([
        "earlier at this merchant", "earlier transactions", "previous transactions", "past transactions",
        "other transactions", "more transactions", "earlier payments", "previous payments",
    ])
    private static let rowExcluded: Set<AmountRole> = [.balance, .promotion, .cashback, .fee, .tax, .discount]
    private static let moneyInWords = Words.phrases([
        "received", "receive", "refund", "refunded", "credited", "cash in", "duit masuk", "wang diterima", "incoming",
        "transfer in", "dari", "from", "bayaran balik", "deposit", "salary", "gaji", "interest", "cashback",
    ])
    private static let moneyOutWords = Words.phrases([
        "transfer", "transferred", "transfer to", "sent", "send", "top up", "topup", "reload", "pemindahan",
        "withdrawal", "cash out", "atm", "duitnow transfer", "ibg", "transfer to", "trf", "duitnow trf", "own acc",
        "send money", "sent to", "pindahan", "pindahan kepada", "duitnow ke", "pindahan ke", "duitnow to",
    ])
    private static let today = Words.phrases(["today", "hari ini"])
    private static let yesterday = Words.phrases(["yesterday", "semalam"])

    /// Whether the screen is a list of transactions rather than one confirmation.
    static func isHistory(_ amounts: [ClassifiedAmount], on screen: Screen, today: CalendarDate?) -> Bool {
        // One transaction's detail with a list of earlier ones below it: the labelled payment above the list's
        // header makes the screen a single confirmation. A header with no amount below it lists nothing (the
        // `History` tab of the app's bottom bar).
        if let section = screen.lines.first(where: { $0.wordCount <= 5 && ($0.has(relatedHeaders) || isListTitle($0)) }
        ),
            amounts.contains(where: { $0.line > section.index }),
            amounts.contains(where: { $0.role == .payment && $0.labelled && $0.line < section.index })
        {
            return false
        }
        // A confirmation's hero under its outcome ("Payment successful", "You paid") is one payment: the rows below
        // it are its instalments or breakdown (split in 3, four instalments), not earlier transactions.
        let heroes = amounts.filter { !rowExcluded.contains($0.role) && screen.isHero(screen.lines[$0.line]) }
        if heroes.count == 1, let hero = heroes.first,
            StatusReader.showsOutcome(on: screen, before: hero.line),
            amounts.contains(where: { $0.line > hero.line })
        {
            return false
        }
        if let columns = StatementColumns.find(on: screen),
            withColumnSigns(amounts, columns, on: screen).filter({ $0.reading.sign != 0 }).count >= 2
        {
            return true
        }
        // An estimate of a figure in another currency (`THB 860.00` over `≈ RM 111.18`) is that figure again, no row
        // of its own.
        // Nor is a figure under its own amount key (`Transaction amount` / `SAR 48.00` over `Billing amount` /
        // `MYR 58.90`): one transaction's fields, not rows.
        let rows = rowAmounts(amounts, titled: isTitled(screen)).filter {
            !ForeignCurrency.isConversion($0.reading, on: screen) && !isUnderAmountKey($0, on: screen)
        }
        let rowLines = Set(rows.map(\.line))
        guard rowLines.count >= 2 else { return false }
        if amounts.contains(where: { $0.role == .total || $0.role == .subtotal || $0.role == .change }) {
            return false
        }
        let hasHeader = screen.lines.contains { $0.wordCount <= 4 && isListTitle($0) }
        if hasHeader { return true }
        let datedLines = Set(
            screen.lines.filter { !DateTimeReader.dates(in: $0, today: today).isEmpty }.map(\.index))
        let signed = rows.filter { $0.reading.sign != 0 }.count
        // Rows carry their dates: a receipt's "Tarikh" at the top and a due date at the foot date no row.
        let datedRows = rowLines.filter { row in datedLines.contains { abs($0 - row) <= 1 } }.count
        return rowLines.count >= 3 && (datedRows >= 2 || signed >= 3)
    }

    static func items(_ amounts: [ClassifiedAmount], on screen: Screen, today: CalendarDate?) -> [ParsedItem] {
        let columns = StatementColumns.find(on: screen)
        let signed = columns.map { withColumnSigns(amounts, $0, on: screen) } ?? amounts
        var rows = rowAmounts(signed, on: screen, titled: isTitled(screen))
        // The rows are under the list's title; a wallet's balance drawn above it is not one of them.
        if let title = screen.lines.first(where: { $0.wordCount <= 4 && isListTitle($0) }),
            rows.filter({ $0.line > title.index }).count >= 2
        {
            rows.removeAll { $0.line < title.index }
        }
        guard let firstRow = rows.first else { return [] }
        var blockStart = firstBlockStart(before: firstRow.line, amounts: amounts, on: screen)
        if let header = columns?.headerLines.max() { blockStart = max(blockStart, header + 1) }
        let datesFollow =
            !blockHasDate(blockStart, firstRow.line, on: screen, today: today)
            && lineHasDate(firstRow.line + 1, on: screen, today: today)
        // "04 Dec 2026" | "7.80 CR" over "DUITNOW QR CR AHMAD …" | "3,262.15": each row's date shares its amount's
        // line, and its description follows on the next, beside the running balance.
        let namesFollow =
            !datesFollow
            && screen.leftPartners(of: firstRow.line).contains { lineHasDate($0.index, on: screen, today: today) }
            && !blockHasName(blockStart, firstRow.line, on: screen)
        // A ride's brand: one named above the rows, else a transport brand named in any row.
        let rideBrand =
            screen.lines.prefix(firstRow.line).lazy.compactMap { BrandCatalog.brand(containedIn: $0.words)?.name }
            .first
            ?? screen.lines.lazy.compactMap { BrandCatalog.brand(containedIn: $0.words) }
            .first { $0.category == .transport }?.name
        var items: [ParsedItem] = []
        var sectionDate: CalendarDate?
        var position = 0
        while position < rows.count {
            let row = rows[position]
            let nextRowLine = position + 1 < rows.count ? rows[position + 1].line : screen.lines.count
            var blockEnd = row.line
            // Lines after the amount that carry this row's time ("DuitNow QR • 2:37 PM") or, in some layouts,
            // its date.
            while blockEnd + 1 < nextRowLine {
                let next = screen.lines[blockEnd + 1]
                // "DuitNow Transfer        11:45 AM": a row's second line may carry its time in a box beside it;
                // a name there starts the next row instead (its amount below it).
                let hasTime =
                    !DateTimeReader.times(in: next).isEmpty
                    || (screen.rightPartners(of: next.index).contains {
                        !DateTimeReader.times(in: $0).isEmpty && AmountReader.read($0).isEmpty
                    } && MerchantFinder.plausible(next.text) == nil)
                let hasDate = lineHasDate(next.index, on: screen, today: today)
                let partnerOfTail = screen.rowPartners(of: next.index).contains {
                    $0.index <= blockEnd && $0.index > row.line
                }
                // On a statement every line up to the next dated row continues this row's description.
                let statementContinuation = columns != nil && !hasDate
                let description = namesFollow && !hasDate && blockEnd == row.line
                // The row's figure in the shop's currency under it (`28 Feb, 12:40 PM · JPY 1,530`) is the same row's.
                let onlyForeign = AmountReader.read(next).allSatisfy {
                    $0.sign == 0 && ForeignCurrency.isForeign($0, on: next)
                }
                guard onlyForeign,
                    hasTime || (datesFollow && hasDate) || partnerOfTail || statementContinuation || description
                else {
                    break
                }
                blockEnd += 1
            }
            let block = Array(screen.lines[min(blockStart, row.line)...blockEnd])
            var date: CalendarDate?
            var time: String?
            for line in block {
                if date == nil, let hit = DateTimeReader.dates(in: line, today: today).first { date = hit.date }
                if date == nil, let short = DateTimeReader.leadingDayMonth(in: line, today: today) { date = short }
                if date == nil, line.wordCount <= 2, line.has(self.today) { date = today }
                if date == nil, line.wordCount <= 2, line.has(yesterday) { date = dayBefore(today) }
                if date == nil, let day = CalendarDate.lastWeekday(named: line.text, before: today) { date = day }
                if time == nil, let hit = DateTimeReader.times(in: line).first { time = hit.text }
            }
            if let date { sectionDate = date }
            // A phone's prepaid reload is airtime bought from its telco, not money moved into a wallet.
            let ownAccount = block.contains {
                $0.has(ownAccountWords) && !$0.has(prepaidWords) || $0.has(cashDepositWords) || $0.has(conversionWords)
            }
            let merchant =
                ownAccount
                ? nil
                : columns != nil
                    ? statementDescription(in: block, amountLine: row.line)
                    : merchantName(in: block, amountLine: row.line, rideBrand: rideBrand, on: screen)
            // A company known by its acronym as the row prints it (`TENAGA NASIONAL BERHAD` is `Tenaga Nasional`).
            let printed = merchant.map { BrandCatalog.asPrinted($0, printedIn: block.map(\.words)) }
            let kind = kind(of: row, block: block)
            items.append(
                ParsedItem(
                    date: (date ?? sectionDate)?.iso, time: time, merchant: printed, amount: row.money, kind: kind))
            blockStart = blockEnd + 1
            position += 1
            while position < rows.count && rows[position].line <= blockEnd { position += 1 }
        }
        return items
    }

    /// Unsigned amounts under the Debit or Credit column take that column's sign.
    private static func withColumnSigns(
        _ amounts: [ClassifiedAmount], _ columns: StatementColumns, on screen: Screen
    ) -> [ClassifiedAmount] {
        amounts.map { amount in
            guard amount.reading.sign == 0, let sign = columns.sign(of: screen.lines[amount.line]) else {
                return amount
            }
            var signed = amount
            signed.reading.sign = sign
            return signed
        }
    }

    /// A statement row's description, which may run over several lines: joined, then cleaned.
    private static func statementDescription(in block: [ScreenLine], amountLine: Int) -> String? {
        let parts = block.filter { line in
            line.index != amountLine && AmountReader.read(line).isEmpty && !line.text.isEmpty
                && DateTimeReader.dates(in: line, today: nil).isEmpty
                && DateTimeReader.leadingDayMonth(in: line, today: nil) == nil
        }.map(\.text)
        guard !parts.isEmpty else { return nil }
        return MerchantFinder.plausible(parts.joined(separator: " "))
    }

    private static let ownAccountWords = Words.phrases([
        "own acc", "own account", "own acc trf", "own a/c", "reload", "top up", "topup", "tambah nilai",
        "akaun sendiri", "money added",
    ])
    /// A multi-currency wallet's money moved between its own balances (`Converted from MYR`): no one on the other
    /// side, and the row's sign says which way it went.
    private static let conversionWords = Words.phrases(["converted from", "converted to"])
    /// Cash paid in at a machine or a counter (`DEPOSIT TUNAI CDM`): money in, from no one.
    private static let cashDepositWords = Words.phrases([
        "cash deposit", "deposit tunai", "cdm", "simpanan tunai", "chq deposit", "cheque deposit", "cek deposit",
    ])
    /// A list's title (`Transaction History`, `Penyata`); a balance's caption that shares a word with one
    /// (`Statement balance`) is no title.
    private static func isListTitle(_ line: ScreenLine) -> Bool {
        line.has(headers) && !line.has(balanceWords)
    }

    private static let balanceWords = Words.phrases([
        "balance", "baki", "available", "credit limit", "available credit", "outstanding", "ledger",
    ])

    private static let accountWords = Words.phrases(["account", "akaun", "savings", "current account", "wallet"])

    /// Where the first row's lines begin: after the title, the balance block and the status bar above it.
    private static func firstBlockStart(before line: Int, amounts: [ClassifiedAmount], on screen: Screen) -> Int {
        var start = 0
        for candidate in screen.lines.prefix(line) {
            let isHeader = candidate.wordCount <= 4 && isListTitle(candidate)
            let hasOtherAmount = amounts.contains { $0.line == candidate.index }
            if isHeader || hasOtherAmount || DateTimeChooser.isStatusBar(candidate) || candidate.has(balanceWords)
                || candidate.has(accountWords)
                || MerchantPlausibility.isProviderLine(candidate.words)
            {
                start = candidate.index + 1
            }
        }
        return start
    }

    /// The amounts that are rows: signed or in ringgit, not a balance, not the running-balance column.
    private static func rowAmounts(
        _ amounts: [ClassifiedAmount], on screen: Screen, titled: Bool
    ) -> [ClassifiedAmount] {
        var seenLines: Set<Int> = []
        var rows: [ClassifiedAmount] = []
        for amount in amounts where isRowAmount(amount, titled: titled) {
            let line = screen.lines[amount.line]
            let ownLabel =
                line.has(balanceWords)
                || screen.leftPartners(of: amount.line).contains { $0.has(balanceWords) }
            let labelAbove =
                screen.previousLine(before: amount.line).map {
                    // A caption above the amount, not a table's column header row.
                    $0.wordCount <= 4 && $0.has(balanceWords) && AmountReader.read($0).isEmpty
                        && screen.rowPartners(of: $0.index).isEmpty
                } ?? false
            if ownLabel || labelAbove || amount.role == .promotion { continue }
            // A second amount on the same row is the running balance.
            let partners = Set(screen.rowPartners(of: amount.line).map(\.index))
            if rows.contains(where: { partners.contains($0.line) }) { continue }
            guard seenLines.insert(amount.line).inserted else { continue }
            rows.append(amount)
        }
        return rows
    }

    private static func rowAmounts(_ amounts: [ClassifiedAmount], titled: Bool) -> [ClassifiedAmount] {
        var seenLines: Set<Int> = []
        return amounts.filter { amount in
            guard !rowExcluded.contains(amount.role), isRowAmount(amount, titled: titled) else { return false }
            return seenLines.insert(amount.line).inserted
        }
    }

    /// A row's amount is signed or in ringgit; under a list title a card's bare "112.35" alone on its line is one too,
    /// also when its row's type names it a payment (`640.00 THB` over `Card payment`).
    private static func isRowAmount(_ amount: ClassifiedAmount, titled: Bool) -> Bool {
        amount.reading.hasCurrency || amount.reading.sign != 0
            || titled && amount.standalone && (amount.role == .unknown || amount.role == .payment)
    }

    /// Whether a figure is the value of a short key naming an amount (`Billing amount` | `MYR 58.90`, `Jumlah` over
    /// it), beside it on its row or right above it.
    private static func isUnderAmountKey(_ amount: ClassifiedAmount, on screen: Screen) -> Bool {
        guard let key = screen.labelPosition(of: screen.lines[amount.line]),
            key.index == amount.line - 1
                || screen.leftPartners(of: amount.line).contains(where: { $0.index == key.index })
        else { return false }
        return key.wordCount <= 3 && key.has(amountKeys) && AmountReader.read(key).isEmpty
            && DateTimeReader.dates(in: key, today: nil).isEmpty
    }
    private static let amountKeys = Words.phrases(["amount", "amaun", "jumlah"])

    private static func isTitled(_ screen: Screen) -> Bool {
        screen.lines.contains { $0.wordCount <= 4 && isListTitle($0) }
    }

    private static let rideRow = Pattern(#"^\s*(?:ride|trip|perjalanan)\s+(?:to|ke)\b"#)

    private static func merchantName(
        in block: [ScreenLine], amountLine: Int, rideBrand: String?, on screen: Screen
    ) -> String? {
        // "KEDAI KOPI SIN HOE HUAT" | "-RM 8.60": the name on the amount's own row is the row's, whatever sits above
        // it (a filter tab, a month's heading).
        if let name = screen.leftPartners(of: amountLine).last.flatMap({ line -> String? in
            guard AmountReader.read(line).isEmpty, DateTimeReader.dates(in: line, today: nil).isEmpty,
                !rideRow.occurs(in: line.text)
            else { return nil }
            return separatedName(line.text) ?? MerchantFinder.plausible(line.text)
        }) {
            return name
        }
        for line in block {
            var text = line.text
            if line.index == amountLine, let first = AmountReader.read(line).first {
                text = String(Array(line.text)[0..<first.start])
            }
            guard DateTimeReader.dates(in: line, today: nil).isEmpty || line.index == amountLine else { continue }
            if line.index != amountLine && !AmountReader.read(line).isEmpty { continue }
            // "Ride to Bangsar South": a ride names where it went; the ride's brand is the app's header brand.
            if rideRow.occurs(in: text) { return rideBrand }
            if let name = separatedName(text) ?? MerchantFinder.plausible(text) { return name }
            // "PETRONAS JALAN KUCHAI 2": a known brand with its outlet's address is still the brand.
            if line.index != amountLine || !text.isEmpty, let brand = BrandCatalog.brand(matching: text) {
                return brand.name
            }
        }
        // "ShopeePay Cashback": money the wallet itself paid in names the wallet.
        for line in block where line.index != amountLine && line.has(creditedByApp) {
            let name = MerchantCleaner.stripType(line.text)
            if MerchantPlausibility.isProviderLine(Words.normalize(name)) { return name }
        }
        return nil
    }

    private static let dotSeparator = Pattern(#"^(.+?)\s+[·•]\s+(.+)$"#)
    private static let placeStarts = Words.phrases([
        "stesen", "station", "jalan", "jln", "taman", "lrt", "mrt", "terminal", "airport", "lapangan terbang",
    ])

    /// "GrabFood · Nasi Lemak Ali": the service before the dot, the merchant after it; when what follows the dot
    /// is a place (a ride's drop-off), the service's brand is the merchant.
    private static func separatedName(_ text: String) -> String? {
        guard let match = dotSeparator.firstMatch(in: text), let service = match[1], let detail = match[2] else {
            return nil
        }
        let isPlace = placeStarts.contains { Words.normalize(detail).hasPrefix($0) }
        if !isPlace, let name = MerchantFinder.plausible(detail) { return name }
        return BrandCatalog.brand(matching: service)?.name ?? MerchantFinder.plausible(service)
    }

    private static let creditedByApp = Words.phrases(["cashback", "rebate", "reward", "rewards", "bonus"])

    /// Whether a row of the list is a highway's toll.
    static func listsAToll(on screen: Screen) -> Bool {
        screen.lines.contains {
            $0.wordCount <= 6 && TollOperator.opensAToll($0.text) && AmountReader.read($0).isEmpty
        }
    }

    /// A phone's prepaid reload (the kind classifier's words), and a bare `Prepaid` row.
    private static let prepaidWords = KindClassifier.prepaidWords + Words.phrases(["prepaid"])

    private static func kind(of row: ClassifiedAmount, block: [ScreenLine]) -> EntryKind {
        if block.contains(where: { $0.has(prepaidWords) }) { return row.reading.sign > 0 ? .moneyIn : .expense }
        let outWords = block.contains { $0.has(moneyOutWords) }
        let topUp = block.contains { $0.has(ownAccountWords) }
        if row.reading.sign > 0 { return topUp ? .moneyOut : .moneyIn }
        if row.reading.sign < 0 { return outWords || topUp ? .moneyOut : .expense }
        if topUp { return .moneyOut }
        if block.contains(where: { $0.has(moneyInWords) }) { return .moneyIn }
        return outWords ? .moneyOut : .expense
    }

    /// Whether a line from `start` to `end` holds a name (no amount, no date): where a row's description sits.
    private static func blockHasName(_ start: Int, _ end: Int, on screen: Screen) -> Bool {
        guard start <= end else { return false }
        return (start...end).contains { index in
            let line = screen.lines[index]
            return AmountReader.read(line).isEmpty && DateTimeReader.dates(in: line, today: nil).isEmpty
                && MerchantFinder.plausible(line.text) != nil
        }
    }

    private static func blockHasDate(_ start: Int, _ end: Int, on screen: Screen, today: CalendarDate?) -> Bool {
        guard start <= end else { return false }
        return (start...end).contains { lineHasDate($0, on: screen, today: today) }
    }

    private static func lineHasDate(_ index: Int, on screen: Screen, today: CalendarDate?) -> Bool {
        guard index >= 0, index < screen.lines.count else { return false }
        let line = screen.lines[index]
        return !DateTimeReader.dates(in: line, today: today).isEmpty
            || DateTimeReader.leadingDayMonth(in: line, today: today) != nil
            || (line.wordCount <= 2 && (line.has(self.today) || line.has(yesterday)))
            || CalendarDate.lastWeekday(named: line.text, before: today) != nil
    }

    private static func dayBefore(_ date: CalendarDate?) -> CalendarDate? {
        guard let date else { return nil }
        if date.day > 1 { return CalendarDate(year: date.year, month: date.month, day: date.day - 1) }
        let month = date.month == 1 ? 12 : date.month - 1
        let year = date.month == 1 ? date.year - 1 : date.year
        return CalendarDate(year: year, month: month, day: CalendarDate.days(in: month, of: year))
    }
}
