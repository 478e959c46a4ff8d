/// `spendrop import`: Import many screenshots or folders of them.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Import many screenshots or folders of them."
    static let usage = "spendrop import PATH... [--json] [--jobs N]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
