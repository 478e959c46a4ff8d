import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop list`: List ledger entries, newest first, filtered, with totals on a terminal.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List ledger entries, newest first."
    static let usage =
        "spendrop list [--json] [--limit N] [--month YYYY-MM] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--kind K] "
        + "[--category C] [--account NAME] [--provider P] [--search TEXT] [--deleted]"
    static let discussion = """
        Days are read in --tz: an entry is in a month when its date and time (or, without a date, when it was
        saved) fall in that month there. On a terminal a totals line follows the rows: spent (expenses), money in,
        money out, fees, net (money in less everything that went out) and the count, over the rows shown.
        """
    static let options: [OptionSpec] =
        [
            .flag("--json", "Print one JSON array of entries."),
            .value("--limit", "N", "Show at most N entries (the newest)."),
        ] + FilterOptions.specs + [FilterOptions.deleted]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let limit = try arguments.integer("--limit", in: 0...10_000_000)
        let store = try context.openLedger()
        let filter = try FilterOptions.filter(from: arguments, context: context, store: store)
        if arguments.has("--json") {
            let output = ExportOutput.standardOutput()
            try store.writeJSONArray(matching: filter, order: .newestFirst, limit: limit, to: output)
            try output.flush()
            return ExitStatus.ok
        }
        let output = ExportOutput.standardOutput()
        var totals = CurrencyTotals()
        var shown = 0
        var more = false
        // One more than the limit tells whether the list was cut short, without counting everything.
        try store.forEachEntry(matching: filter, limit: limit.map { $0 + 1 }) { entry in
            if let limit, shown == limit {
                more = true
                return
            }
            shown += 1
            totals.add(entry)
            try output.write(entry.id.uuidString.lowercased().prefix(8) + "  " + summaryLine(entry) + "\n")
        }
        if shown == 0 {
            let empty =
                arguments.has("--deleted")
                ? "The bin is empty."
                : FilterOptions.isFiltered(arguments) ? "No entries match." : "The ledger is empty."
            try output.write(empty + "\n")
        } else if context.output.stdoutIsTerminal {
            try output.write(totalsLine(totals, shown: shown, more: more) + "\n")
        }
        try output.flush()
        return ExitStatus.ok
    }

    /// One entry in a line for people: when, what kind, how much, with whom, from which account.
    static func summaryLine(_ entry: LedgerEntry) -> String {
        let when = [entry.date, entry.time].compactMap { $0 }.joined(separator: " ")
        var line = when.padding(toLength: 16, withPad: " ", startingAt: 0) + "  "
        line += entry.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + "  "
        let amount = entry.amount.displayString
        line += String(repeating: " ", count: max(0, 13 - amount.count)) + amount + "  "
        line += entry.merchant ?? "-"
        if entry.status != .completed { line += "  (\(entry.status.rawValue))" }
        if let fee = entry.fee, fee.minorUnits > 0 { line += "  (fee \(fee.displayString))" }
        if let account = entry.account { line += "  [\(account)]" }
        return line
    }

    /// `── 12 entries · spent RM 80.50 · money in RM 0.00 · money out RM 20.00 · net -RM 100.50`, one per currency.
    static func totalsLine(_ totals: CurrencyTotals, shown: Int, more: Bool) -> String {
        var parts: [String] = []
        for total in totals.totals {
            var part = "spent \(total.expense.displayString) · money in \(total.moneyIn.displayString)"
            part += " · money out \(total.moneyOut.displayString)"
            if total.fees.minorUnits > 0 { part += " · fees \(total.fees.displayString)" }
            part += " · net \(total.net.displayString)"
            parts.append(part)
        }
        let count = shown == 1 ? "1 entry" : "\(shown) entries"
        return "── \(count)\(more ? " (the newest; more match)" : "") · " + parts.joined(separator: " │ ")
    }
}

/// The filters `list`, `export` and `report` share, read from the command line into an `EntryFilter`.
enum FilterOptions {
    static let kinds: [String: EntryKind] = [
        "expense": .expense, "money-in": .moneyIn, "money_in": .moneyIn, "money-out": .moneyOut,
        "money_out": .moneyOut, "transfer": .transfer,
    ]

    static let specs: [OptionSpec] = [
        .value("--month", "YYYY-MM", "Only entries of this month."),
        .value("--from", "YYYY-MM-DD", "Only entries on or after this day."),
        .value("--to", "YYYY-MM-DD", "Only entries on or before this day."),
        .value("--kind", "K", "expense, money-in, money-out or transfer."),
        .value("--category", "C", "One of: " + SpendCategory.allCases.map(\.rawValue).joined(separator: ", ") + "."),
        .value("--account", "NAME", "Only entries paid from or into this account."),
        .value("--provider", "P", "A provider id (touch_n_go, maybank, …)."),
        .value("--search", "TEXT", "Text in the merchant, the note or the reference (any case)."),
    ]

    /// For `list` and `export`: the bin instead of the ledger.
    static let deleted = OptionSpec.flag("--deleted", "The entries in the bin instead (see 'spendrop delete').")

    static let keys = specs.map(\.key)

    static func isFiltered(_ arguments: Arguments) -> Bool {
        arguments.has("--deleted") || keys.contains { arguments.value($0) != nil }
    }

    /// The filter the options describe; a malformed value, or an account the ledger does not have, is a usage error.
    static func filter(from arguments: Arguments, context: Context, store: LedgerStore) throws -> EntryFilter {
        var filter = EntryFilter(timeZone: context.timeZone, deleted: arguments.has("--deleted"))
        if let month = arguments.value("--month") {
            guard arguments.value("--from") == nil, arguments.value("--to") == nil else {
                throw CLIError.usage("use either --month or --from/--to, not both")
            }
            guard let days = EntryFilter.days(ofMonth: month) else {
                throw CLIError.usage("--month must be a month written YYYY-MM, such as 2025-03")
            }
            filter.from = days.first
            filter.to = days.last
        }
        for key in ["--from", "--to"] {
            guard let day = arguments.value(key) else { continue }
            guard LocalDateTime.isValidDate(day) else {
                throw CLIError.usage("\(key) must be a real calendar date written YYYY-MM-DD")
            }
            if key == "--from" { filter.from = day } else { filter.to = day }
        }
        if let from = filter.from, let to = filter.to, from > to {
            throw CLIError.usage("--from must not be after --to")
        }
        if let kind = arguments.value("--kind") {
            guard let value = kinds[kind] else {
                throw CLIError.usage("option '--kind' takes one of: expense, money-in, money-out, transfer")
            }
            filter.kind = value
        }
        filter.category = try arguments.choice("--category", from: SpendCategory.allCases.map(\.rawValue))
            .flatMap(SpendCategory.init(rawValue:))
        filter.provider = try arguments.choice("--provider", from: Provider.allCases.map(\.rawValue))
            .flatMap(Provider.init(rawValue:))
        if let account = arguments.value("--account") {
            guard try store.account(named: account) != nil else {
                throw CLIError.usage("there is no account named '\(account)' (see 'spendrop accounts')")
            }
            filter.account = account
        }
        if let search = arguments.value("--search") {
            let trimmed = search.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw CLIError.usage("--search needs some text") }
            filter.search = trimmed
        }
        return filter
    }
}
