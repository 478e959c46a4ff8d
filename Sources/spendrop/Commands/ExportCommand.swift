/// `spendrop export`: Export the ledger as CSV.
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "Export the ledger as CSV."
    static let usage = "spendrop export --format csv [--out FILE]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
