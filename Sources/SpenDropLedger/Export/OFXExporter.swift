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
        // One pass over the entries in time order: each transaction goes to its statement's spool file (a transfer
        // to both), and the statements are then written one after the other. Memory stays flat; the disk holds at
        // most one more copy of the transactions while the export runs.
        let spool = try OFXSpool(count: groups.count)
        var index: [String: Int] = [:]
        for (number, group) in groups.enumerated() { index[group.spoolKey] = number }
        var balances = [Int64](repeating: 0, count: groups.count)
        let count = try forEachEntry(matching: filter, order: .oldestFirst) { entry in
            let currency = entry.amount.currency
            let from = OFXStatement.key(account: entry.account, provider: entry.provider, currency: currency)
            if let statement = index[from] {
                let amount = entry.kind == .moneyIn ? entry.amount.minorUnits : -entry.amount.minorUnits
                var text = OFXText.transaction(entry, amount: amount, in: zone)
                balances[statement] += amount
                // The fee is paid by the account the money came from (for money in, the one it went to).
                if let fee = entry.fee, fee.minorUnits > 0 {
                    balances[statement] -= fee.minorUnits
                    text += OFXText.fee(entry, fee: fee, in: zone)
                }
                try spool.append(text, to: statement)
            }
            if entry.kind == .transfer, let target = entry.transferAccount,
                let statement = index[OFXStatement.key(account: target, provider: nil, currency: currency)]
            {
                balances[statement] += entry.amount.minorUnits
                try spool.append(OFXText.transaction(entry, amount: entry.amount.minorUnits, in: zone), to: statement)
            }
        }
        for (number, group) in groups.enumerated() {
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
            try spool.copy(number, to: output)
            let asOf = OFXText.timestamp(group.last, in: zone)
            let total = Money(minorUnits: balances[number], currency: group.currency).decimalString
            try output.write(
                """
                </BANKTRANLIST>
                <LEDGERBAL><BALAMT>\(total)</BALAMT><DTASOF>\(asOf)</DTASOF></LEDGERBAL>
                </STMTRS></STMTTRNRS>

                """)
        }
        try output.write("</BANKMSGSRSV1>\n</OFX>\n")
        return count
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

    /// The statement an entry's money leaves from (or, for money in, arrives in): its account, else its provider.
    static func key(account: String?, provider: Provider?, currency: String) -> String {
        let name = account.map { "a:" + $0.lowercased() } ?? provider.map { "p:" + $0.rawValue } ?? "u:"
        return name + "|" + currency
    }

    var spoolKey: String {
        switch key.funding {
        case .account(let name): Self.key(account: name, provider: nil, currency: currency)
        case .provider(let provider): Self.key(account: nil, provider: provider, currency: currency)
        case .unassigned: Self.key(account: nil, provider: nil, currency: currency)
        }
    }
    var currency: String { key.currency }

    var name: String {
        switch key.funding {
        case .account(let name): name
        case .provider(let provider): provider.rawValue
        case .unassigned: "unassigned"
        }
    }

}

/// OFX's text rules: XML escaping (only &, < and >, which SGML readers such as libofx also know), field lengths and
/// its `YYYYMMDDHHMMSS.XXX[offset:zone]` timestamps.
enum OFXText {
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 < 0x20 }) else { return text }
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
        // The zone's name after the offset is optional and left out: looking it up (ICU) would cost more than the
        // rest of the export, and Linux names most zones "GMT+8", which is no OFX name anyway.
        return clock + ".000[" + (offset >= 0 ? "+" : "") + offsetText + "]"
    }

    /// When the payment was made: the entry's own date and time with its zone's offset (no calendar
    /// arithmetic per entry: this runs once a transaction), or when it was saved when it carries no date.
    static func posted(_ entry: LedgerEntry, in zone: TimeZone) -> String {
        guard let date = entry.date, let day = CalendarDay(string: date) else {
            return timestamp(entry.createdAt, in: zone)
        }
        let clock = (entry.time ?? "00:00").split(separator: ":").compactMap { Int($0) }
        let seconds =
            (clock.first ?? 0) * 3_600 + (clock.count > 1 ? clock[1] : 0) * 60 + (clock.count > 2 ? clock[2] : 0)
        let local = day.daysSinceEpoch * 86_400 + seconds
        let ownZone = entry.timeZone
        let offset = ownZone.secondsFromGMT(
            for: Date(timeIntervalSince1970: Double(local - ownZone.secondsFromGMT())))
        return timestamp(Date(timeIntervalSince1970: Double(local - offset)), in: ownZone)
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

/// The statements' transactions while the entries are read: one unlinked temporary file each.
final class OFXSpool {
    private var files: [FileHandle] = []
    private var buffers: [String]

    init(count: Int) throws {
        buffers = Array(repeating: "", count: count)
        let folder = FileManager.default.temporaryDirectory
        for _ in 0..<count {
            let url = folder.appendingPathComponent("spendrop-ofx-\(UUID().uuidString).part")
            guard FileManager.default.createFile(atPath: url.path, contents: nil),
                let handle = FileHandle(forUpdatingAtPath: url.path)
            else { throw ExportOutput.WriteError(errno: errno) }
            // Unlinked at once: the file goes away with the process, whatever happens.
            unlink(url.path)
            files.append(handle)
        }
    }

    func append(_ text: String, to statement: Int) throws {
        buffers[statement] += text
        if buffers[statement].utf8.count >= 1 << 15 { try flush(statement) }
    }

    private func flush(_ statement: Int) throws {
        try files[statement].write(contentsOf: Data(buffers[statement].utf8))
        buffers[statement] = ""
    }

    /// Writes everything spooled for `statement` to `output`.
    func copy(_ statement: Int, to output: ExportOutput) throws {
        try flush(statement)
        let file = files[statement]
        try file.seek(toOffset: 0)
        while let chunk = try file.read(upToCount: 1 << 16), !chunk.isEmpty {
            try output.write(bytes: [UInt8](chunk))
        }
        try file.close()
    }
}
