/// `spendrop diagnose`: Run the bundled samples through every image step.
enum DiagnoseCommand: Command {
    static let name = "diagnose"
    static let summary = "Run the bundled samples through every image step."
    static let usage = "spendrop diagnose [--json]"
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
