/// `spendrop logs`: Print the share log.
enum LogsCommand: Command {
    static let name = "logs"
    static let summary = "Print the share log."
    static let usage = "spendrop logs"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
