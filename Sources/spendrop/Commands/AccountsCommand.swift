import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop accounts`: list, add, rename, delete and merge funding accounts.
enum AccountsCommand: Command {
    static let name = "accounts"
    static let summary = "List, add, rename, delete or merge funding accounts."
    static let usage =
        "spendrop accounts [list | add NAME [--type bank|ewallet|card|cash] [--provider ID] [--last4 NNNN] | "
        + "rename OLD NEW | delete NAME [--reassign OTHER] | merge FROM INTO] [--json]"
    static let discussion = """
        Account names are unique ignoring letter case. An account's provider comes from its own name ("TNG",
        "Maybank Savings") or from --provider, never from the entries that use it. --last4 records a card's last
        four digits: the review preselects the account whose provider and last four match the card a screen
        shows. 'add', 'edit' and 'share' also create an account when an entry names a new one, but refuse a new
        name within two letters of an existing one ("did you mean ..."): add such an account here first.
        'rename' and 'merge' keep every entry; 'delete' refuses an account in use unless --reassign names the
        account its entries move to (each move is recorded in the entry's history).
        """
    static let options: [OptionSpec] = [
        .value(
            "--type", "T",
            "For add: bank, ewallet, card or cash (default: card with --last4, else from the provider or the name)."),
        .value("--provider", "ID", "For add or rename: the provider id (maybank, touch_n_go, ...)."),
        .value("--last4", "NNNN", "For add or rename: a card's last four digits."),
        .value("--reassign", "OTHER", "For delete: move the account's entries to OTHER first."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let words = arguments.positionals
        let action = words.first ?? "list"
        let expected = ["list": 1, "add": 2, "rename": 3, "delete": 2, "merge": 3]
        guard let count = expected[action] else {
            throw CLIError.usage("unknown 'accounts' action '\(action)' (use list, add, rename, delete or merge)")
        }
        guard words.count == count || (action == "list" && words.isEmpty),
            words.dropFirst().allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { throw CLIError.usage("usage: \(usage)") }
        switch action {
        case "list": return try list(arguments, context: context)
        case "add": return try add(name: words[1], arguments, context: context)
        case "rename":
            let store = try context.openLedger()
            let account = try store.updateAccount(
                named: words[1], newName: words[2], provider: try provider(arguments).map { .some($0) },
                last4: try last4(arguments).map { .some($0) })
            return try report(account, "renamed \(words[1]) to", arguments, context)
        case "delete":
            let store = try context.openLedger()
            let moved = try store.deleteAccount(named: words[1], reassignTo: arguments.value("--reassign"))
            if arguments.has("--json") {
                try context.output.json(["deleted": words[1], "moved_entries": String(moved)])
            } else {
                context.output.line(
                    "deleted account \(words[1])"
                        + (moved > 0
                            ? "; \(moved) entr\(moved == 1 ? "y" : "ies") moved to \(arguments.value("--reassign") ?? "")"
                            : ""))
            }
            return ExitStatus.ok
        default:
            let store = try context.openLedger()
            let moved = try store.mergeAccount(words[1], into: words[2])
            if arguments.has("--json") {
                try context.output.json(["merged": words[1], "into": words[2], "moved_entries": String(moved)])
            } else {
                context.output.line(
                    "merged \(words[1]) into \(words[2]); \(moved) entr\(moved == 1 ? "y" : "ies") moved")
            }
            return ExitStatus.ok
        }
    }

    /// Refuses a new account name within two edits of an existing one: most often a typo that would silently
    /// start a second account. On a terminal the caller asks instead.
    static func guardAgainstTypo(_ name: String, store: LedgerStore) throws {
        guard let similar = try likelyMeant(name, store: store) else { return }
        throw CLIError.rejected(
            "no account called \(name): did you mean \(similar.name)? "
                + "(to start a new account, add it first with 'spendrop accounts add')")
    }

    /// The existing account a new name is most likely a typo of (within two edits), or nil when the name is known
    /// or like none.
    static func likelyMeant(_ name: String, store: LedgerStore) throws -> Account? {
        guard try store.account(named: name) == nil else { return nil }
        return try store.similarAccounts(to: name).first
    }

    private static func list(_ arguments: Arguments, context: Context) throws -> Int32 {
        let accounts = try context.existingLedger()?.accounts() ?? []
        if arguments.has("--json") {
            try context.output.json(accounts.map(AccountJSON.init))
        } else if accounts.isEmpty {
            context.output.line("No accounts yet.")
        } else {
            for account in accounts {
                context.output.line(
                    account.name.padding(toLength: max(24, account.name.count), withPad: " ", startingAt: 0) + "  "
                        + account.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                        + (account.provider?.rawValue ?? "-").padding(toLength: 18, withPad: " ", startingAt: 0)
                        + (account.last4.map { "  ••\($0)" } ?? ""))
            }
        }
        return ExitStatus.ok
    }

    private static func add(name: String, _ arguments: Arguments, context: Context) throws -> Int32 {
        let type = try arguments.choice("--type", from: Account.Kind.allCases.map(\.rawValue))
        let provider = try provider(arguments)
        let last4 = try last4(arguments)
        // Without a type: a card's last four digits say card; otherwise the store takes it from the provider the
        // account has or its name names (an e-wallet, "Cash", else a bank account).
        let kind = type.flatMap(Account.Kind.init(rawValue:)) ?? (last4 != nil ? .card : nil)
        let store = try context.openLedger()
        if try store.account(named: name) != nil {
            throw CLIError.rejected("an account with that name already exists (names ignore letter case)")
        }
        let account = try store.addAccount(name: name, kind: kind, provider: provider, last4: last4)
        return try report(account, "added account", arguments, context)
    }

    private static func report(_ account: Account, _ verb: String, _ arguments: Arguments, _ context: Context) throws
        -> Int32
    {
        if arguments.has("--json") {
            try context.output.json(AccountJSON(account))
        } else {
            context.output.line(
                "\(verb) \(account.name) (\(account.kind.rawValue)"
                    + (account.provider.map { ", \($0.displayName)" } ?? "") + (account.last4.map { ", ••\($0)" } ?? "")
                    + ")")
        }
        return ExitStatus.ok
    }

    private static func provider(_ arguments: Arguments) throws(CLIError) -> Provider? {
        guard let id = arguments.value("--provider") else { return nil }
        guard let known = Provider(rawValue: id.lowercased()) else {
            throw CLIError.usage(
                "unknown provider id '\(id)'; one of: " + Provider.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return known
    }

    private static func last4(_ arguments: Arguments) throws(CLIError) -> String? {
        guard let text = arguments.value("--last4") else { return nil }
        guard EntryFunding.isValidLast4(text) else { throw CLIError.usage("--last4 takes the card's last four digits") }
        return text
    }
}

/// An account as `spendrop accounts --json` prints it.
private struct AccountJSON: Encodable {
    let name: String
    let type: String
    let provider: String?
    let last4: String?

    init(_ account: Account) {
        name = account.name
        type = account.kind.rawValue
        provider = account.provider?.rawValue
        last4 = account.last4
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(provider, forKey: .provider)
        try container.encode(last4, forKey: .last4)
    }

    private enum CodingKeys: String, CodingKey { case name, type, provider, last4 }
}
