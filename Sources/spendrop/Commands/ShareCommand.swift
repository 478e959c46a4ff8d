import Foundation
import SpenDropFlow
import SpenDropIntake
import SpenDropLedger
import SpenDropModel

/// `spendrop share`: the share-extension pipeline on image files, with the review form on a terminal.
enum ShareCommand: Command {
    static let name = "share"
    static let summary = "Read payment screenshots and save them to the ledger."
    static let usage =
        "spendrop share FILE... [--json] [--dry-run] [--yes] [--kind expense|money-in|money-out] "
        + "[--account NAME] [--allow-duplicate] [--explain]"
    static let options: [OptionSpec] = [
        .flag("--json", "Print one JSON object per file (CONTRACTS.md)."),
        .flag("--dry-run", "Do everything but save."),
        .flag("--yes", "Save what was read without asking, when an amount was found."),
        .value("--kind", "K", "Save as expense, money-in or money-out."),
        .value("--account", "NAME", "The funding account to link."),
        .flag("--allow-duplicate", "Save even when the ledger already has this payment."),
        .flag("--explain", "Print why the payment won and why the runner-up lost, before each file's form or result."),
    ]
    static let discussion = """
        On a terminal each file's review form is shown and you choose what to save. With --yes, --json,
        or when standard input is not a terminal, what was read is saved when an amount was found.
        A screen that shows a failed payment is never saved unattended (status failed_payment, 65); on a
        terminal the form says so and asks. A likely typo in --account ("did you mean ...") is asked about
        on a terminal and refused otherwise.
        Exit status: 0 when every file was handled (saved, duplicate, no text, no amount), otherwise the
        status of the worst failure (65 rejected input or failed payment, 66 missing file, 74 store error).
        """

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let files = arguments.positionals
        guard !files.isEmpty else { throw CLIError.usage("share needs at least one image FILE") }
        if arguments.has("--explain") && arguments.has("--json") {
            throw CLIError.usage("--explain prints text: use it without --json (the JSON has every candidate)")
        }
        let options = ShareOptions(
            dryRun: arguments.has("--dry-run"), allowDuplicate: arguments.has("--allow-duplicate"),
            kind: try kindOption(arguments))
        let interactive = context.output.isInteractive && !arguments.has("--yes") && !arguments.has("--json")
        var account = arguments.value("--account")
        if let name = account, let store = try context.existingLedger() {
            if interactive, let similar = try AccountsCommand.likelyMeant(name, store: store) {
                // On a terminal a likely typo is a question, as in the form's account field; a script is refused.
                let answer = TerminalReview.ask(
                    "There is no account '\(name)'. Did you mean \(similar.name)? [y] use it  [n] new account  "
                        + "[c] cancel", choices: ["y", "n", "c"], output: context.output)
                guard answer != "c" else {
                    context.output.line("cancelled; nothing saved")
                    return ExitStatus.ok
                }
                if answer == "y" { account = similar.name }
            } else {
                try AccountsCommand.guardAgainstTypo(name, store: store)
            }
        }
        let runner = try ShareRunner(context: context, source: .shareExtension, account: account)
        await KeptUntilExit.keep(runner)
        var worst: FailureClass?
        for file in files {
            let report = await runner.share(
                file: file, options: options, interactive: interactive, explain: arguments.has("--explain"))
            try context.output.print(report, json: arguments.has("--json"))
            if let failure = report.failureClass { worst = ShareRunner.worse(worst, failure) }
        }
        return worst.map(ExitStatus.forFailure) ?? ExitStatus.ok
    }

    static func kindOption(_ arguments: Arguments) throws(CLIError) -> EntryKind? {
        switch try arguments.choice("--kind", from: ["expense", "money-in", "money-out"]) {
        case "expense": .expense
        case "money-in": .moneyIn
        case "money-out": .moneyOut
        default: nil
        }
    }
}
