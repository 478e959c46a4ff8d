import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop list`: List ledger entries, newest first.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List ledger entries, newest first."
    static let usage = "spendrop list [--json] [--limit N]"
    static let options: [OptionSpec] = [
        .flag("--json", "Print one JSON array of entries."),
        .value("--limit", "N", "Show at most N entries."),
    ]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let limit = try arguments.integer("--limit", in: 0...10_000_000)
        let store = try LedgerStore(container: try context.preparedContainer(), role: .app)
        let entries = try store.entries(limit: limit)
        if arguments.has("--json") {
            try context.output.json(entries.map(LedgerEntryJSON.init))
        } else if entries.isEmpty {
            context.output.line("The ledger is empty.")
        } else {
            for entry in entries {
                context.output.line(entry.id.uuidString.lowercased() + "  " + summaryLine(entry))
            }
        }
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
        if let account = entry.account { line += "  [\(account)]" }
        return line
    }
}
