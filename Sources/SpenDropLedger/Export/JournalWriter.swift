import Foundation
import SpenDropModel

/// Ledger/hledger journals and Beancount files: one balanced transaction per entry, accounts declared first.
///
/// Each transaction carries the entry's id, time, reference, source and note as tags (Ledger/hledger
/// `; key: value` comment lines, Beancount metadata), so a reader can trace it back to SpenDrop.
struct JournalWriter {
    let style: AccountNamer.Style
    let namer: AccountNamer
    let plan: ExportPlan
    let now: Date

    init(style: AccountNamer.Style, plan: ExportPlan, now: Date) {
        self.style = style
        self.plan = plan
        self.now = now
        namer = AccountNamer(style: style, fundingNames: plan.fundingNames)
    }

    /// Every tag a transaction may carry.
    static let tagNames = ["entry", "time", "reference", "source", "provider", "status", "funding", "note"]

    /// Every account any transaction posts to, each once, sorted.
    var accounts: [String] {
        var names: Set<String> = Set(plan.fundingNames.map(namer.asset))
        for category in plan.categories where plan.kinds.contains(.expense) { names.insert(namer.expense(category)) }
        if plan.kinds.contains(.moneyOut) { names.insert(namer.moneyOut) }
        if plan.kinds.contains(.moneyIn) { names.insert(namer.moneyIn) }
        if plan.hasFees { names.insert(namer.fees) }
        return names.sorted()
    }

    /// The header: a comment, then commodity and account declarations (Beancount: options and `open`s).
    var preamble: String {
        let written = JSONTextTimestamp.string(now)
        switch style {
        case .ledger:
            var text = "; SpenDrop ledger export, written \(written). Read by Ledger and hledger.\n\n"
            // Declared, so `hledger check accounts commodities` and `ledger --pedantic` accept the file too.
            for currency in plan.currencies.sorted() { text += "commodity \(currency)\n" }
            for tag in Self.tagNames { text += "tag \(tag)\n" }
            for account in accounts { text += "account \(account)\n" }
            return text + "\n"
        case .beancount:
            var text = "; SpenDrop ledger export, written \(written).\n"
            text += "option \"title\" \"SpenDrop\"\n"
            let main = plan.currencies.contains("MYR") ? "MYR" : plan.currencies.sorted().first ?? "MYR"
            text += "option \"operating_currency\" \"\(main)\"\n\n"
            let opened = (plan.firstDay ?? CalendarDay(year: 2000, month: 1, day: 1)).description
            for currency in plan.currencies.sorted() where currency != main {
                text += "\(opened) commodity \(currency)\n"
            }
            for account in accounts { text += "\(opened) open \(account)\n" }
            return text + "\n"
        }
    }

    /// One entry as a transaction.
    func transaction(_ entry: LedgerEntry) -> String {
        let date = entry.date ?? LocalDateTime.dateString(of: entry.createdAt, in: entry.timeZone)
        let payee = entry.kind == .transfer ? (entry.transferAccount ?? entry.merchant) : entry.merchant
        var tags: [(String, String)] = [("entry", entry.id.uuidString.lowercased())]
        if let time = entry.time { tags.append(("time", time)) }
        if let reference = entry.reference { tags.append(("reference", reference)) }
        tags.append(("source", entry.source.rawValue))
        if let provider = entry.provider { tags.append(("provider", provider.rawValue)) }
        if entry.status != .completed { tags.append(("status", entry.status.rawValue)) }
        if let funding = entry.funding {
            let card = [funding.label, funding.last4.map { "ending " + $0 }].compactMap { $0 }.joined(separator: " ")
            if !card.isEmpty { tags.append(("funding", card)) }
        }
        let postings = namer.postings(for: entry)
        let currency = entry.amount.currency
        // Cleared, or pending (`!`) while the screen said the payment was still being processed.
        let flag = entry.status == .completed ? "*" : "!"
        switch style {
        case .ledger:
            var text = "\(date) \(flag) \(Self.ledgerDescription(payee ?? Self.kindWords(entry.kind)))\n"
            if let note = entry.note { tags.append(("note", note)) }
            for (key, value) in tags { text += "    ; \(key): \(Self.ledgerTagValue(value))\n" }
            for posting in postings { text += Self.postingLine(posting, currency: currency, indent: 4) }
            return text + "\n"
        case .beancount:
            var text = "\(date) \(flag)"
            if let payee { text += " " + Self.beancountString(payee) }
            text += " " + Self.beancountString(entry.note ?? (payee == nil ? Self.kindWords(entry.kind) : "")) + "\n"
            for (key, value) in tags { text += "  \(key): \(Self.beancountString(value))\n" }
            for posting in postings { text += Self.postingLine(posting, currency: currency, indent: 2) }
            return text + "\n"
        }
    }

    private static func kindWords(_ kind: EntryKind) -> String {
        switch kind {
        case .expense: "Expense"
        case .moneyIn: "Money in"
        case .moneyOut: "Money out"
        case .transfer: "Transfer"
        }
    }

    private static func postingLine(_ posting: Posting, currency: String, indent: Int) -> String {
        let amount = Money(minorUnits: posting.minorUnits, currency: currency).decimalString + " " + currency
        let account = String(repeating: " ", count: indent) + posting.account
        let gap = max(2, 52 - account.count - amount.count)
        return account + String(repeating: " ", count: gap) + amount + "\n"
    }

    /// One line; a semicolon would start a comment.
    private static func ledgerDescription(_ text: String) -> String {
        let line = oneLine(text)
        return line.utf8.contains(0x3B) ? line.replacingOccurrences(of: ";", with: ",") : line
    }

    /// hledger ends a tag's value at a comma.
    private static func ledgerTagValue(_ text: String) -> String {
        let line = oneLine(text)
        return line.utf8.contains(0x2C) ? line.replacingOccurrences(of: ",", with: ";") : line
    }

    private static func beancountString(_ text: String) -> String {
        let line = oneLine(text)
        guard line.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 }) else { return "\"" + line + "\"" }
        return "\"" + line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// The text on one line: line breaks and tabs become spaces. Most text has none, and is returned as it is.
    private static func oneLine(_ text: String) -> String {
        guard
            text.utf8.contains(where: { $0 < 0x20 || $0 == 0xC2 || $0 == 0xE2 })
                || text.utf8.first == 0x20 || text.utf8.last == 0x20
        else { return text }
        return text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
    }
}

/// `2025-03-14T04:30:00Z`, for the files' header comments.
enum JSONTextTimestamp {
    static func string(_ instant: Date) -> String {
        LedgerEntryJSON.timestamp(instant, in: TimeZone(identifier: "UTC")!)
    }
}
