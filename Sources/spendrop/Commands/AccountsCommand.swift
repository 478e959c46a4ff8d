/// `spendrop accounts`: List or add funding accounts.
enum AccountsCommand: Command {
    static let name = "accounts"
    static let summary = "List or add funding accounts."
    static let usage = "spendrop accounts [list|add NAME --type bank|ewallet|card|cash [--provider ID]]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
