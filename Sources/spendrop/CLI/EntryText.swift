import Foundation
import SpenDropLedger
import SpenDropModel

/// An entry in words, always from the row the ledger holds (never from what was read or typed).
enum EntryText {
    /// `RM 15.80 to Kopi Satu · GrabPay · e-wallet · 2026-04-21 13:12 · ref A-7KQ · Maybank · Money Out`.
    static func summary(_ entry: LedgerEntry) -> String {
        var parts: [String] = []
        parts.append(
            entry.amount.displayString
                + (entry.merchant.map { " \(entry.kind == .moneyIn ? "from" : "to") \($0)" } ?? ""))
        if let provider = entry.provider { parts.append(provider.displayName) }
        if let channel = entry.channel, channel.displayName != entry.provider?.displayName {
            parts.append(channel.displayName)
        }
        if let date = entry.date { parts.append(date + (entry.time.map { " \($0)" } ?? "")) }
        if let reference = entry.reference { parts.append("ref \(reference)") }
        if let account = entry.account { parts.append("account \(account)") }
        if entry.kind != .expense { parts.append(entry.kind.displayName) }
        switch entry.status {
        case .completed: break
        case .pending: parts.append("pending")
        case .failed: parts.append("failed payment")
        }
        return parts.joined(separator: " · ")
    }

    /// The 8 characters of an id that `list` shows.
    static func shortID(_ id: UUID) -> String { String(id.uuidString.lowercased().prefix(8)) }

    /// Every field of an entry, one per line, for `show`.
    static func detail(_ entry: LedgerEntry) -> [String] {
        var rows: [(String, String)] = [
            ("Entry", entry.id.uuidString.lowercased() + (entry.isDeleted ? "  (in the bin)" : "")),
            ("Kind", entry.kind.displayName), ("Amount", entry.amount.displayString),
            ("Merchant", entry.merchant ?? "—"), ("Category", entry.category.rawValue),
            ("Account", entry.account ?? "—"), ("Provider", entry.provider?.displayName ?? "—"),
            ("Channel", entry.channel?.displayName ?? "—"),
            ("Date", [entry.date, entry.time].compactMap { $0 }.joined(separator: " ").nonEmpty ?? "—"),
            ("Reference", entry.reference ?? "—"), ("Fee", entry.fee?.displayString ?? "—"),
            ("Note", entry.note ?? "—"), ("Status", statusText(entry.status)),
        ]
        if let funding = entry.funding {
            rows.append(
                (
                    "Paid with",
                    [funding.label, funding.last4.map { "••\($0)" }].compactMap { $0 }.joined(separator: " ")
                ))
        }
        rows.append(("Source", entry.source.rawValue))
        rows.append(("Saved", timestamp(entry.createdAt, entry.timeZone)))
        if let deleted = entry.deletedAt { rows.append(("Deleted", timestamp(deleted, entry.timeZone))) }
        return rows.map { "  " + $0.0.padding(toLength: 10, withPad: " ", startingAt: 0) + " " + $0.1 }
    }

    /// One line per recorded change.
    static func history(_ changes: [EntryChange], timeZone: TimeZone) -> [String] {
        changes.map { change in
            var line = "  \(timestamp(change.at, timeZone))  \(change.action.rawValue) by \(change.author.rawValue)"
            if change.undoes != nil { line += " (undo)" }
            if change.action == .edited, !change.fields.isEmpty {
                line +=
                    ": "
                    + change.fields.map { "\($0.field) \($0.old ?? "—") → \($0.new ?? "—")" }.joined(separator: "; ")
            }
            return line
        }
    }

    static func statusText(_ status: EntryStatus) -> String {
        switch status {
        case .completed: "completed"
        case .pending: "pending (the screen said the payment is still being processed)"
        case .failed: "failed payment (kept by hand)"
        }
    }

    /// `2026-12-01 19:04:23 +08:00`, in the entry's zone.
    static func timestamp(_ date: Date, _ zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss xxx"
        return formatter.string(from: date)
    }

    /// ISO-8601 with the zone's offset, as the JSON contracts write times.
    static func iso8601(_ date: Date, _ zone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = zone
        return formatter.string(from: date)
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

/// `show --json`: the entry object (as `list --json` prints it) plus its history.
struct EntryWithHistoryJSON: Encodable {
    let entry: LedgerEntry
    let history: [EntryChange]

    private enum Keys: String, CodingKey { case history }

    func encode(to encoder: any Encoder) throws {
        try LedgerEntryJSON(entry).encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(history.map { ChangeJSON($0, zone: entry.timeZone) }, forKey: .history)
    }
}

/// One change as `show --json` prints it: `{"at", "action", "by", "changes": {"field": [old, new]}}`.
struct ChangeJSON: Encodable {
    let at: String
    let action: String
    let by: String
    let changes: [String: [String?]]
    let undo: Bool

    init(_ change: EntryChange, zone: TimeZone) {
        at = EntryText.iso8601(change.at, zone)
        action = change.action.rawValue
        by = change.author.rawValue
        changes = Dictionary(change.fields.map { ($0.field, [$0.old, $0.new]) }, uniquingKeysWith: { _, last in last })
        undo = change.undoes != nil
    }

    private enum Keys: String, CodingKey { case at, action, by, changes, undo }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(at, forKey: .at)
        try container.encode(action, forKey: .action)
        try container.encode(by, forKey: .by)
        var fields = container.nestedContainer(keyedBy: AnyKey.self, forKey: .changes)
        for (field, values) in changes {
            var pair = fields.nestedUnkeyedContainer(forKey: AnyKey(field))
            for value in values {
                if let value { try pair.encode(value) } else { try pair.encodeNil() }
            }
        }
        try container.encode(undo, forKey: .undo)
    }
}

/// A coding key made from any string.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
