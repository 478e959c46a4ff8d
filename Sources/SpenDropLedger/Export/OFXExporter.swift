import Foundation
import SpenDropModel

/// OFX 2.1.1 (XML): one bank statement per funding account and currency, for GnuCash, Firefly III and the
/// importers banks' software ships.
///
/// A statement lists the entries paid from the account (debits), paid into it (credits) and, for a transfer,
/// both sides in the two accounts' statements. A fee is its own `FEE` transaction. `FITID` is the entry's id, so
/// importing the same file twice adds nothing. The ledger balance is the sum of the listed transactions: SpenDrop
/// does not know what the bank holds.
extension LedgerStore {
    func exportOFX(matching filter: EntryFilter, now: Date, to output: ExportOutput) throws -> Int {
        let groups = try ofxStatements(matching: filter)
        let zone = filter.timeZone
        try output.write(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
            <OFX>
            <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>\
            <DTSERVER>\(OFXText.timestamp(now, in: zone))</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
            <BANKMSGSRSV1>

            """)
        for (number, group) in groups.enumerated() {
            var statementFilter = filter
            statementFilter.funding = group.funding
            var balance: Int64 = 0
            try output.write(
                """
                <STMTTRNRS><TRNUID>\(number + 1)</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
                <STMTRS><CURDEF>\(OFXText.escaped(group.currency))</CURDEF>
                <BANKACCTFROM><BANKID>\(OFXText.bankID(group))</BANKID>\
                <ACCTID>\(OFXText.escaped(OFXText.truncated(group.name, 22)))</ACCTID>\
                <ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
                <BANKTRANLIST><DTSTART>\(OFXText.timestamp(group.first, in: zone))</DTSTART>\
                <DTEND>\(OFXText.timestamp(group.last, in: zone))</DTEND>

                """)
            try forEachEntry(matching: statementFilter, order: .oldestFirst) { entry in
                guard entry.amount.currency == group.currency else { return }
                let incoming = entry.kind == .moneyIn || (entry.kind == .transfer && group.receives(entry))
                let amount = incoming ? entry.amount.minorUnits : -entry.amount.minorUnits
                balance += amount
                try output.write(OFXText.transaction(entry, amount: amount, in: zone))
                // The fee is paid by the account the money came from (for money in, the one it went to).
                if let fee = entry.fee, fee.minorUnits > 0, !(entry.kind == .transfer && incoming) {
                    balance -= fee.minorUnits
                    try output.write(OFXText.fee(entry, fee: fee, in: zone))
                }
            }
            let asOf = OFXText.timestamp(group.last, in: zone)
            let total = Money(minorUnits: balance, currency: group.currency).decimalString
            try output.write(
                """
                </BANKTRANLIST>
                <LEDGERBAL><BALAMT>\(total)</BALAMT><DTASOF>\(asOf)</DTASOF></LEDGERBAL>
                </STMTRS></STMTTRNRS>

                """)
        }
        try output.write("</BANKMSGSRSV1>\n</OFX>\n")
        return try count(matching: filter)
    }

    /// One statement per funding account (or, for entries without one, per provider) and currency.
    private func ofxStatements(matching filter: EntryFilter) throws(LedgerError) -> [OFXStatement] {
        let filter = try filter.validated()
        let conditions = filter.sqlConditions()
        return try database.read("prepare the export") { db in
            var statements: [OFXStatement] = []
            let sql = """
                SELECT a.name, CASE WHEN a.name IS NULL THEN e.provider END, e.currency,
                    min(e.occurred_at), max(e.occurred_at), max(a.provider)
                FROM entries e LEFT JOIN accounts a ON a.id = e.account_id WHERE \(conditions.sql)
                GROUP BY e.account_id, CASE WHEN a.name IS NULL THEN e.provider END, e.currency
                UNION ALL
                SELECT t.name, NULL, e.currency, min(e.occurred_at), max(e.occurred_at), max(t.provider)
                FROM entries e JOIN accounts t ON t.id = e.to_account_id WHERE \(conditions.sql)
                GROUP BY e.to_account_id, e.currency
                """
            try db.query(sql, conditions.values, operation: "prepare the export") { row in
                guard let currency = row.text(2), let first = row.int64(3), let last = row.int64(4) else { return }
                let funding: EntryFilter.Funding
                if let account = row.text(0) {
                    funding = .account(account)
                } else if let provider = row.text(1).flatMap(Provider.init(rawValue:)) {
                    funding = .provider(provider)
                } else {
                    funding = .unassigned
                }
                let key = OFXStatement.Key(funding: funding, currency: currency)
                if let index = statements.firstIndex(where: { $0.key == key }) {
                    statements[index].first = min(statements[index].first, EntryRecord.date(milliseconds: first))
                    statements[index].last = max(statements[index].last, EntryRecord.date(milliseconds: last))
                } else {
                    statements.append(
                        OFXStatement(
                            key: key, provider: row.text(5).flatMap(Provider.init(rawValue:)),
                            first: EntryRecord.date(milliseconds: first), last: EntryRecord.date(milliseconds: last)))
                }
            }
            return statements.sorted { ($0.name.lowercased(), $0.currency) < ($1.name.lowercased(), $1.currency) }
        }
    }
}

/// One statement's account, currency and dates.
struct OFXStatement {
    struct Key: Equatable {
        let funding: EntryFilter.Funding
        let currency: String
    }

    let key: Key
    /// The bank or wallet behind the account, when known.
    let provider: Provider?
    var first: Date
    var last: Date

    var funding: EntryFilter.Funding { key.funding }
    var currency: String { key.currency }

    var name: String {
        switch key.funding {
        case .account(let name): name
        case .provider(let provider): provider.rawValue
        case .unassigned: "unassigned"
        }
    }

    /// Whether this statement's account is where a transfer's money went.
    func receives(_ entry: LedgerEntry) -> Bool {
        guard case .account(let name) = key.funding, let target = entry.transferAccount else { return false }
        return target.lowercased() == name.lowercased()
    }
}

/// OFX's text rules: XML escaping (only &, < and >, which SGML readers such as libofx also know), field lengths and
/// its `YYYYMMDDHHMMSS.XXX[offset:zone]` timestamps.
enum OFXText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    static func truncated(_ text: String, _ length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length))
    }

    /// A routing-number stand-in (A-9): the provider's id when known.
    static func bankID(_ statement: OFXStatement) -> String {
        let provider: Provider? =
            if case .provider(let provider) = statement.funding { provider } else { statement.provider }
        let id = (provider?.rawValue ?? "spendrop").uppercased().filter { $0.isLetter || $0.isNumber }
        return String(id.prefix(9))
    }

    static func timestamp(_ instant: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: instant)
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
        let days = Int((Double(local) / 86_400).rounded(.down))
        let seconds = local - days * 86_400
        let day = CalendarDay(daysSinceEpoch: days)
        let clock = String(
            format: "%04d%02d%02d%02d%02d%02d", day.year, day.month, day.day, seconds / 3_600,
            seconds / 60 % 60, seconds % 60)
        let hours = Double(offset) / 3_600
        let offsetText = hours == hours.rounded() ? String(Int(hours)) : String(format: "%.2f", hours)
        // The zone's name is optional; Linux names most zones "GMT+8", which is no OFX name, so it is left out.
        let name = zone.abbreviation(for: instant).flatMap { $0.allSatisfy(\.isLetter) ? ":" + $0 : nil } ?? ""
        return clock + ".000[" + (offset >= 0 ? "+" : "") + offsetText + name + "]"
    }

    static func posted(_ entry: LedgerEntry, in zone: TimeZone) -> String {
        let instant = LocalDateTime.instant(date: entry.date, time: entry.time, in: entry.timeZone) ?? entry.createdAt
        return timestamp(instant, in: zone)
    }

    static func transaction(_ entry: LedgerEntry, amount: Int64, in zone: TimeZone) -> String {
        let type: String
        switch entry.kind {
        case .expense: type = "DEBIT"
        case .moneyIn: type = "CREDIT"
        case .moneyOut: type = "DEBIT"
        case .transfer: type = "XFER"
        }
        let payee = entry.kind == .transfer ? entry.transferAccount ?? entry.merchant : entry.merchant
        var text = "<STMTTRN><TRNTYPE>\(type)</TRNTYPE><DTPOSTED>\(posted(entry, in: zone))</DTPOSTED>"
        text += "<TRNAMT>\(Money(minorUnits: amount, currency: entry.amount.currency).decimalString)</TRNAMT>"
        text += "<FITID>\(entry.id.uuidString.lowercased())</FITID>"
        if let reference = entry.reference { text += "<REFNUM>\(escaped(truncated(reference, 32)))</REFNUM>" }
        text += "<NAME>\(escaped(truncated(payee ?? "SpenDrop entry", 32)))</NAME>"
        let memo = [entry.note, entry.category == .other ? nil : entry.category.rawValue].compactMap { $0 }
        if !memo.isEmpty { text += "<MEMO>\(escaped(truncated(memo.joined(separator: " - "), 255)))</MEMO>" }
        return text + "</STMTTRN>\n"
    }

    static func fee(_ entry: LedgerEntry, fee: Money, in zone: TimeZone) -> String {
        var text = "<STMTTRN><TRNTYPE>FEE</TRNTYPE><DTPOSTED>\(posted(entry, in: zone))</DTPOSTED>"
        text += "<TRNAMT>\(Money(minorUnits: -fee.minorUnits, currency: fee.currency).decimalString)</TRNAMT>"
        text += "<FITID>\(entry.id.uuidString.lowercased())-fee</FITID>"
        let payee = entry.kind == .transfer ? entry.transferAccount ?? entry.merchant : entry.merchant
        text += "<NAME>\(escaped(truncated("Fee: " + (payee ?? "SpenDrop entry"), 32)))</NAME>"
        return text + "</STMTTRN>\n"
    }
}
