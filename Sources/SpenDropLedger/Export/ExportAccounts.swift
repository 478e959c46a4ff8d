import Foundation
import SpenDropModel

/// What an export needs to know before its first entry: every account, category and currency the filtered
/// entries use, and their first day. One aggregate query; the entries themselves are streamed afterwards.
struct ExportPlan {
    /// Funding names (an account's name, else the provider id, else `unassigned`), each once, in order.
    var fundingNames: [String] = []
    var categories: Set<SpendCategory> = []
    var kinds: Set<EntryKind> = []
    var currencies: Set<String> = []
    var hasFees = false
    /// The earliest day an entry is dated (or, undated, was saved), less one for zones ahead of UTC.
    var firstDay: CalendarDay?

    /// The name an entry's money moves from (or, for money in, to) in every export.
    static func fundingName(_ account: String?, _ provider: Provider?) -> String {
        account ?? provider?.rawValue ?? "unassigned"
    }
}

extension LedgerStore {
    func exportPlan(matching filter: EntryFilter) throws(LedgerError) -> ExportPlan {
        let filter = try filter.validated()
        let conditions = filter.sqlConditions()
        return try database.read("prepare the export") { db in
            var plan = ExportPlan()
            var seen: Set<String> = []
            func addFunding(_ name: String) {
                if seen.insert(name.lowercased()).inserted { plan.fundingNames.append(name) }
            }
            try db.query(
                """
                SELECT DISTINCT e.kind, e.category, a.name, e.provider, t.name, e.currency, e.fee_minor > 0
                FROM entries e LEFT JOIN accounts a ON a.id = e.account_id LEFT JOIN accounts t ON t.id = e.to_account_id
                WHERE \(conditions.sql)
                """, conditions.values, operation: "prepare the export"
            ) { row in
                let kind = row.text(0).flatMap(EntryKind.init(rawValue:))
                if let kind { plan.kinds.insert(kind) }
                if kind == .expense {
                    plan.categories.insert(row.text(1).flatMap(SpendCategory.init(rawValue:)) ?? .other)
                }
                addFunding(ExportPlan.fundingName(row.text(2), row.text(3).flatMap(Provider.init(rawValue:))))
                if let target = row.text(4) { addFunding(target) }
                if let currency = row.text(5) { plan.currencies.insert(currency) }
                if row.int64(6) == 1 { plan.hasFees = true }
            }
            plan.fundingNames.sort { $0.lowercased() < $1.lowercased() }
            try db.query(
                "SELECT min(e.date), min(e.created_at) FROM entries e WHERE \(conditions.sql)", conditions.values,
                operation: "prepare the export"
            ) { row in
                let dated = row.text(0).flatMap { CalendarDay(string: $0) }
                let saved = row.int64(1).map {
                    CalendarDay(daysSinceEpoch: Int(($0 / 86_400_000) - 1))
                }
                plan.firstDay = [dated, saved].compactMap { $0 }.min()
            }
            return plan
        }
    }
}

/// Account names for plain-text accounting files, one per funding name, category and kind of posting.
///
/// hledger and Ledger take nearly any text (not two spaces, a tab or a colon inside a name); Beancount wants
/// `Assets:Name` with each part starting with a capital or digit and holding only letters, digits and dashes.
/// Two names that clean up to the same account get a numbered suffix, so no two accounts merge.
struct AccountNamer {
    enum Style {
        case ledger
        case beancount
    }

    let style: Style
    private var funding: [String: String] = [:]
    // Cleaned once: a posting is made for every entry.
    private let categories: [SpendCategory: String]
    let fees: String
    let moneyOut: String
    let moneyIn: String

    init(style: Style, fundingNames: [String]) {
        self.style = style
        func root(_ name: String) -> String {
            style == .ledger ? name : name.prefix(1).uppercased() + name.dropFirst()
        }
        categories = Dictionary(
            uniqueKeysWithValues: SpendCategory.allCases.map {
                ($0, root("expenses") + ":" + Self.clean($0.rawValue, style: style))
            })
        fees = root("expenses") + ":" + Self.clean("fees", style: style)
        moneyOut = root("expenses") + ":" + Self.clean("money-out", style: style)
        moneyIn = root("income") + ":" + Self.clean("money-in", style: style)
        var taken: Set<String> = []
        for name in fundingNames {
            let base = Self.clean(name, style: style)
            var candidate = base
            var number = 2
            while taken.contains(candidate.lowercased()) {
                candidate = base + "-\(number)"
                number += 1
            }
            taken.insert(candidate.lowercased())
            funding[name.lowercased()] = root("assets") + ":" + candidate
        }
    }

    /// The asset account for a funding name.
    func asset(_ name: String) -> String {
        funding[name.lowercased()] ?? root("assets") + ":" + Self.clean(name, style: style)
    }

    func expense(_ category: SpendCategory) -> String { categories[category] ?? fees }

    private func root(_ name: String) -> String {
        style == .ledger ? name : name.prefix(1).uppercased() + name.dropFirst()
    }

    /// One account-name part, cleaned for `style`.
    static func clean(_ name: String, style: Style) -> String {
        switch style {
        case .ledger:
            // Colons would start sub-accounts; two spaces or a tab would end the name; brackets mark virtual
            // postings; a semicolon starts a comment.
            var text = ""
            for character in name {
                if character.isWhitespace || character.isNewline {
                    if !text.hasSuffix(" ") { text.append(" ") }
                } else if ":;()[]\"".contains(character) {
                    text.append("-")
                } else {
                    text.append(character)
                }
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? "unnamed" : trimmed
        case .beancount:
            let folded = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
            var text = ""
            for scalar in folded.unicodeScalars {
                if scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) {
                    text.unicodeScalars.append(scalar)
                } else if !text.hasSuffix("-") {
                    text.append("-")
                }
            }
            text = text.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
            guard let first = text.first else { return "Unnamed" }
            return first.uppercased() + text.dropFirst()
        }
    }
}

/// The postings an entry makes in double-entry form; they always add up to zero.
struct Posting: Equatable {
    let account: String
    let minorUnits: Int64
}

extension AccountNamer {
    /// Expense: category up, funding down. Money out: `money-out` up. Money in: funding up, `money-in` down.
    /// Transfer: the receiving account up, the sending one down. A fee is its own posting, paid from the funding.
    func postings(for entry: LedgerEntry) -> [Posting] {
        let amount = entry.amount.minorUnits
        let fee = entry.fee?.minorUnits ?? 0
        let from = asset(ExportPlan.fundingName(entry.account, entry.provider))
        var result: [Posting]
        switch entry.kind {
        case .expense: result = [Posting(account: expense(entry.category), minorUnits: amount)]
        case .moneyOut: result = [Posting(account: moneyOut, minorUnits: amount)]
        case .moneyIn: result = [Posting(account: moneyIn, minorUnits: -amount)]
        case .transfer:
            result = [Posting(account: asset(entry.transferAccount ?? "unassigned"), minorUnits: amount)]
        }
        if fee > 0 { result.append(Posting(account: fees, minorUnits: fee)) }
        let funding = entry.kind == .moneyIn ? amount - fee : -(amount + fee)
        result.append(Posting(account: from, minorUnits: funding))
        return result
    }
}
