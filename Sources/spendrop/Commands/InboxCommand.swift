/// `spendrop inbox`: The share inbox: hand images from the share extension to the app.
enum InboxCommand: Command {
    static let name = "inbox"
    static let summary = "The share inbox: hand images from the share extension to the app."
    static let usage = "spendrop inbox put|has|get|mark-processed|list|clean ..."
    static let options: [OptionSpec] = []

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        throw CLIError.notAvailable(name)
    }
}
