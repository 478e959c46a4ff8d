import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop accounts`: List or add funding accounts.
enum AccountsCommand: Command {
    static let name = "accounts"
    static let summary = "List or add funding accounts."
    static let usage = "spendrop accounts [list|add NAME --type bank|ewallet|card|cash [--provider ID]]"
    static let discussion = """
        Account names are unique ignoring letter case. 'add' and 'share' also create an account on demand when
        an entry names a new one.
        """
    static let options: [OptionSpec] = [
        .value("--type", "T", "For add: bank, ewallet, card or cash."),
        .value("--provider", "ID", "For add: the provider id (maybank, touch_n_go, ...)."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let words = arguments.positionals
        switch words.first ?? "list" {
        case "list":
            guard words.count <= 1 else { throw CLIError.usage("'accounts list' takes no arguments") }
            return try list(arguments, context: context)
        case "add":
            guard words.count == 2, !words[1].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CLIError.usage("usage: \(usage)")
            }
            return try add(name: words[1], arguments, context: context)
        default:
            throw CLIError.usage("unknown 'accounts' action '\(words[0])' (use list or add)")
        }
    }

    private static func list(_ arguments: Arguments, context: Context) throws -> Int32 {
        let store = try LedgerStore(container: try context.preparedContainer(), role: .app)
        let accounts = try store.accounts()
        if arguments.has("--json") {
            try context.output.json(accounts.map(AccountJSON.init))
        } else if accounts.isEmpty {
            context.output.line("No accounts yet.")
        } else {
            for account in accounts {
                context.output.line(
                    account.name.padding(toLength: max(24, account.name.count), withPad: " ", startingAt: 0) + "  "
                        + account.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                        + (account.provider?.rawValue ?? "-"))
            }
        }
        return ExitStatus.ok
    }

    private static func add(name: String, _ arguments: Arguments, context: Context) throws -> Int32 {
        guard let type = try arguments.choice("--type", from: Account.Kind.allCases.map(\.rawValue)),
            let kind = Account.Kind(rawValue: type)
        else { throw CLIError.usage("'accounts add' needs --type bank, ewallet, card or cash") }
        var provider: Provider?
        if let id = arguments.value("--provider") {
            guard let known = Provider(rawValue: id) else {
                throw CLIError.usage("unknown provider id '\(id)' (see the provider list in the documentation)")
            }
            provider = known
        }
        let store = try LedgerStore(container: try context.preparedContainer(), role: .app)
        if try store.account(named: name) != nil {
            throw CLIError.rejected("an account with that name already exists (names ignore letter case)")
        }
        let account = try store.addAccount(name: name, kind: kind, provider: provider)
        if arguments.has("--json") {
            try context.output.json(AccountJSON(account))
        } else {
            context.output.line("added account \(account.name) (\(account.kind.rawValue))")
        }
        return ExitStatus.ok
    }
}

/// An account as `spendrop accounts --json` prints it.
private struct AccountJSON: Encodable {
    let name: String
    let type: String
    let provider: String?

    init(_ account: Account) {
        name = account.name
        type = account.kind.rawValue
        provider = account.provider?.rawValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(provider, forKey: .provider)
    }

    private enum CodingKeys: String, CodingKey { case name, type, provider }
}
