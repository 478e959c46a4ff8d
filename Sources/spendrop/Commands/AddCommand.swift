/// `spendrop add`: Add an entry by hand.
enum AddCommand: Command {
    static let name = "add"
    static let summary = "Add an entry by hand."
    static let usage = "spendrop add --amount A --merchant M [--kind K] [--date YYYY-MM-DD] [--time HH:mm] [--account NAME] [--category C] [--reference R] [--note N] [--json]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
