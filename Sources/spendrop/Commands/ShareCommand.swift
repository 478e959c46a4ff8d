/// `spendrop share`: Read payment screenshots and save them to the ledger.
enum ShareCommand: Command {
    static let name = "share"
    static let summary = "Read payment screenshots and save them to the ledger."
    static let usage = "spendrop share FILE... [--json] [--dry-run] [--yes] [--kind expense|money-in|money-out] [--account NAME] [--allow-duplicate]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
