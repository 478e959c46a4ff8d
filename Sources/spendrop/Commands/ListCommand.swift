/// `spendrop list`: List ledger entries, newest first.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List ledger entries, newest first."
    static let usage = "spendrop list [--json] [--limit N]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
