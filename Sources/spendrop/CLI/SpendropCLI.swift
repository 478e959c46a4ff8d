import Foundation
import SpenDropModel

/// The `spendrop` command line: global options, the command table, dispatch and exit statuses.
enum SpendropCLI {
    /// Every command, in the order `spendrop --help` lists them.
    static let commands: [any Command.Type] = [
        ShareCommand.self, ImportCommand.self, ParseCommand.self, DownsampleCommand.self, OCRCommand.self,
        AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self, RestoreCommand.self,
        UndoCommand.self, ExportCommand.self, ReportCommand.self, AccountsCommand.self, LogsCommand.self,
        DiagnoseCommand.self, InboxCommand.self,
    ]

    /// Aliases kept for the iOS app's launch arguments.
    static let aliases: [String: String] = [
        "--read-share-logs": LogsCommand.name, "--run-image-diagnostics": DiagnoseCommand.name,
    ]

    static func topLevelHelp() -> String {
        var text = "usage: spendrop [--home DIR] [--tz ZONE] COMMAND [options]\n\n"
        text += "SpenDrop turns payment screenshots into ledger entries.\n\ncommands:\n"
        for command in commands {
            text += "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nRun 'spendrop COMMAND --help' for a command's options.\n"
        return text
    }

    /// Splits off the global options (allowed before or after the command) and runs the command.
    static func run(_ words: [String]) async -> Int32 {
        let output = Output()
        var rest: [String] = []
        var home: String?
        var zone = "Asia/Kuala_Lumpur"
        var index = 0
        do {
            while index < words.count {
                let word = words[index]
                index += 1
                if word == "--home" || word == "--tz" {
                    guard index < words.count else { throw CLIError.usage("option '\(word)' needs a value") }
                    if word == "--home" { home = words[index] } else { zone = words[index] }
                    index += 1
                } else if word.hasPrefix("--home=") {
                    home = String(word.dropFirst("--home=".count))
                } else if word.hasPrefix("--tz=") {
                    zone = String(word.dropFirst("--tz=".count))
                } else if word == "--" {
                    rest.append(contentsOf: words[(index - 1)...])
                    break
                } else {
                    rest.append(word)
                }
            }
            guard let timeZone = TimeZone(identifier: zone) else {
                throw CLIError.usage("unknown time zone '\(zone)' (use an IANA name such as Asia/Kuala_Lumpur)")
            }
            guard var name = rest.first else {
                output.error(topLevelHelp())
                return ExitStatus.usage
            }
            if let alias = aliases[name] { name = alias }
            if name == "--help" || name == "-h" || name == "help" {
                output.line(topLevelHelp())
                return ExitStatus.ok
            }
            if name == "--version" {
                output.line("spendrop \(SpenDropVersion.current)")
                return ExitStatus.ok
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                throw CLIError.usage("unknown command '\(name)' (see 'spendrop --help')")
            }
            let commandWords = Array(rest.dropFirst())
            if commandWords.contains("--help") || commandWords.contains("-h") {
                output.line(command.help)
                return ExitStatus.ok
            }
            let arguments = try Arguments(commandWords, specs: command.options, command: command.name)
            let context = Context(
                container: AppGroupContainer.resolve(explicitHome: home), timeZone: timeZone, output: output)
            return try await command.run(arguments, context: context)
        } catch let error as any ClassifiedError {
            output.error("spendrop: \(error.message)")
            return ExitStatus.forFailure(error.failureClass)
        } catch {
            output.error("spendrop: internal error: \(type(of: error))")
            return ExitStatus.software
        }
    }
}
