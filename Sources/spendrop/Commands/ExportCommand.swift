import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop export`: Export the ledger as CSV.
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "Export the ledger as CSV."
    static let usage = "spendrop export --format csv [--out FILE]"
    static let discussion = """
        Columns: date, amount, currency, payee, category, account, memo, reference; oldest first, RFC 4180
        quoting, CRLF line ends. Expenses and money out are negative, money in positive: map 'amount' as a single
        signed amount column in Actual, YNAB or Firefly III. With --out the file is written atomically.
        """
    static let options: [OptionSpec] = [
        .value("--format", "csv", "The file format (csv)."),
        .value("--out", "FILE", "Write to FILE instead of standard output."),
    ]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard try arguments.choice("--format", from: ["csv"]) != nil else {
            throw CLIError.usage("'export' needs --format csv")
        }
        guard arguments.positionals.isEmpty else { throw CLIError.usage("'export' takes no file arguments; use --out") }
        let store = try LedgerStore(container: try context.preparedContainer(), role: .app)
        let entries = try store.entries()
        let data = Data(CSVExporter.csv(for: entries.reversed()).utf8)
        guard let out = arguments.value("--out") else {
            FileHandle.standardOutput.write(data)
            return ExitStatus.ok
        }
        let url = URL(fileURLWithPath: (out as NSString).expandingTildeInPath)
        do {
            // Written beside the target and renamed over it: a reader never sees half a file.
            try data.write(to: url, options: .atomic)
        } catch {
            throw CLIError.store("cannot write the export to \(url.path): check the folder exists and is writable")
        }
        context.output.line("exported \(entries.count) entries to \(url.path)")
        return ExitStatus.ok
    }
}
