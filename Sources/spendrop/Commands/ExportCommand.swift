import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop export`: The ledger as a file other tools read.
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "Export the ledger as CSV, JSON, Ledger/hledger, Beancount or OFX."
    static let usage =
        "spendrop export --format csv|json|ledger|beancount|ofx [--out FILE] [--bom] [list's filters]"
    static let discussion = """
        Entries oldest first, streamed. csv: RFC 4180, CRLF; columns date, amount, currency, payee, category,
        account, memo, reference, then time, kind, fee, provider, channel, status, entry_id. Expenses, money out and
        fees are negative, money in positive: map 'amount' as one signed amount column in Actual, YNAB or Firefly
        III. A text field starting with = + - @, a tab or CR gets a leading ' so spreadsheets do not run it.
        json: the 'list --json' array. ledger: a journal for Ledger and hledger (expenses:<category>,
        assets:<account>, expenses:fees). beancount: the same with open directives. ofx: an OFX 2 bank statement
        per funding account. With --out the file is written beside FILE and renamed over it when complete.
        """
    static let options: [OptionSpec] =
        [
            .value("--format", "F", "csv, json, ledger, beancount or ofx."),
            .value("--out", "FILE", "Write to FILE instead of standard output."),
            .flag("--bom", "Start a CSV file with a UTF-8 byte order mark (for Excel)."),
        ] + FilterOptions.specs + [FilterOptions.deleted]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let formats = ExportFormat.allCases.map(\.rawValue)
        guard let format = try arguments.choice("--format", from: formats).flatMap(ExportFormat.init(rawValue:)) else {
            throw CLIError.usage("'export' needs --format (\(formats.joined(separator: ", ")))")
        }
        guard arguments.positionals.isEmpty else { throw CLIError.usage("'export' takes no file arguments; use --out") }
        if arguments.has("--bom") && format != .csv { throw CLIError.usage("--bom is only for --format csv") }
        let store = try context.openLedger()
        let filter = try FilterOptions.filter(from: arguments, context: context, store: store)
        let options = ExportOptions(byteOrderMark: arguments.has("--bom"))
        guard let out = arguments.value("--out") else {
            let output = ExportOutput.standardOutput()
            try writing("standard output") {
                try store.export(format, matching: filter, options: options, to: output)
                try output.flush()
            }
            return ExitStatus.ok
        }
        let url = URL(fileURLWithPath: (out as NSString).expandingTildeInPath)
        var count = 0
        try writing(url.path) {
            let file = try AtomicFile(url: url)
            do {
                count = try store.export(format, matching: filter, options: options, to: file.output)
                try file.commit()
            } catch {
                file.abandon()
                throw error
            }
        }
        context.output.line("exported \(count == 1 ? "1 entry" : "\(count) entries") to \(url.path)")
        return ExitStatus.ok
    }

    /// Runs `body`, turning a failed write into one plain store error naming where it went.
    static func writing(_ place: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExportOutput.WriteError {
            let reason = String(cString: strerror(error.errno)).lowercased()
            throw CLIError.store("cannot write to \(place): \(reason)")
        }
    }
}
