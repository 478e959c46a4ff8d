import Foundation
import SpenDropIntake

/// `spendrop logs`: Print the share log.
enum LogsCommand: Command {
    static let name = "logs"
    static let summary = "Print the share log."
    static let usage = "spendrop logs"
    static let options: [OptionSpec] = []
    static let discussion = """
        Prints the rotated file (share.log.1) and then the current one (share.log), oldest line first.
        The log is redacted when written: no amounts, merchants, OCR text, account, card or phone numbers.
        """

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("logs takes no arguments") }
        // Reading the log never creates the container.
        let log = FileShareLog(container: context.container)
        let text = try log.contents()
        if text.isEmpty {
            context.output.error("the share log is empty")
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        return ExitStatus.ok
    }
}
