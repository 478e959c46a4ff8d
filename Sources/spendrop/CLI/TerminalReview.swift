import Foundation
import SpenDropFlow
import SpenDropLedger
import SpenDropModel
import SpenDropParser

/// The review form on a terminal: the same session the share extension's sheet drives, rendered as text.
@MainActor
struct TerminalReview {
    let session: ReviewSession
    let output: Output
    let file: String
    let saver: any EntrySaving

    /// The fields the edit prompt offers, in the form's order.
    static let fields = [
        "amount", "merchant", "category", "account", "provider", "date", "time", "reference", "remarks",
    ]

    /// Shows the form and acts on the person's answers until the entry is saved or the share cancelled.
    func run(options: ShareOptions) async -> ShareReport {
        session.apply(options)
        let name = (file as NSString).lastPathComponent
        switch session.phase {
        case .noTextFound:
            output.line("\(name): no text found in the image.")
            guard ask("[m] Enter Details Manually  [r] Retry  [c] Cancel", choices: ["m", "r", "c"]) != "c" else {
                session.cancel()
                return session.baseReport(file: file)
            }
            session.enterManually()
        case .failed:
            return session.baseReport(file: file)
        case .reviewing: break
        default: return session.baseReport(file: file)
        }
        let accounts = (try? await saver.accounts()) ?? []
        while true {
            render(name: name)
            let amounts = amountChoices()
            let numbers = amounts.indices.map { String($0 + 1) }
            let hint = amounts.isEmpty ? "" : "  [1-\(amounts.count)] Use that amount"
            let answer = ask(
                "[Enter] Save  [e] Edit a field  [k] Kind  [c] Cancel\(hint)", choices: ["", "e", "k", "c"] + numbers)
            switch answer {
            case "c":
                session.cancel()
                return session.baseReport(file: file)
            case "k":
                let kind = ask("Save as: [1] Expense  [2] Money In  [3] Money Out", choices: ["1", "2", "3", "c"])
                if let index = Int(kind) {
                    session.draft.kind = EntryDraft.offeredKinds[index - 1]
                    session.draft.kindPreselected = true
                }
            case "e":
                edit(accounts: accounts)
            case let number where numbers.contains(number):
                session.draft.amountText = amounts[Int(number)! - 1].decimalString
            default:
                if session.isFailedPayment {
                    output.line("  ! The screen says this payment FAILED: no money should have moved.")
                    guard ask("Save it anyway, marked as a failed payment? [y/N]", choices: ["y", "n", ""]) == "y"
                    else {
                        session.cancel()
                        var report = session.baseReport(file: file)
                        report.status = .failedPayment
                        return report
                    }
                }
                if options.dryRun { return session.baseReport(file: file).withStatus(.dryRun) }
                if let report = await save(allowDuplicate: options.allowDuplicate) { return report }
            }
        }
    }

    /// Saves; nil when the form stays open (a problem was shown, or the person declined a duplicate's save).
    private func save(allowDuplicate: Bool) async -> ShareReport? {
        var allowDuplicate = allowDuplicate
        while true {
            let outcome = await session.save(allowDuplicate: allowDuplicate)
            switch outcome {
            case .invalid(let problems):
                for problem in problems { output.line("  ! \(problem.message)") }
                return nil
            case .duplicate(let match):
                output.line("  ! Already in the ledger as entry \(EntryText.shortID(match.entryID)) (\(match.reason)).")
                if ask("Save anyway? [y/N]", choices: ["y", "n", ""]) == "y" {
                    allowDuplicate = true
                    continue
                }
                return session.baseReport(file: file).with(outcome)
            case .failed(let message):
                output.line("  ! Not saved: \(message)")
                return nil
            case .saved:
                return session.baseReport(file: file).with(outcome)
            }
        }
    }

    /// The amounts the screen showed, offered when no payment amount was chosen.
    private func amountChoices() -> [Money] {
        guard session.draft.amount == nil else { return [] }
        var seen: [Money] = []
        for candidate in session.reading?.parsed.candidates ?? [] where !seen.contains(candidate.amount) {
            seen.append(candidate.amount)
        }
        return Array(seen.prefix(9))
    }

    private func render(name: String) {
        let draft = session.draft
        output.line("")
        output.line("── \(name) " + String(repeating: "─", count: max(4, 60 - name.count)))
        let kindHint = draft.kindPreselected ? "" : "  (check: the screen does not say clearly)"
        for (label, value) in rows(draft) {
            output.line("  \(label.padding(toLength: 10, withPad: " ", startingAt: 0)) \(value)")
        }
        output.line("  Save as    \(draft.kind.displayName)\(kindHint)")
        if draft.amount == nil {
            output.line("  ! No payment amount was found on the screen.")
            let candidates = session.reading?.parsed.candidates ?? []
            var shown: [Money] = []
            for candidate in candidates where !shown.contains(candidate.amount) && shown.count < 9 {
                shown.append(candidate.amount)
                let roles = candidates.filter { $0.amount == candidate.amount }.map(\.role.rawValue)
                output.line(
                    "    [\(shown.count)] \(candidate.amount.displayString)  "
                        + "(\(Array(Set(roles)).sorted().joined(separator: ", ").replacingOccurrences(of: "_", with: " ")))"
                )
            }
            output.line(
                shown.isEmpty ? "    Type it with [e] amount." : "    Pick one by its number, or type one with [e].")
        }
        switch draft.status {
        case .failed: output.line("  ! The screen says this payment FAILED.")
        case .pending: output.line("  ! The screen says this payment is still pending: it is saved marked pending.")
        case .completed: break
        }
        if let duplicate = session.duplicate {
            output.line(
                "  ! A similar entry is already in the ledger: entry \(EntryText.shortID(duplicate.entryID)) "
                    + "(\(duplicate.reason)).")
        }
        if let error = session.saveError { output.line("  ! Last save failed: \(error)") }
    }

    private func rows(_ draft: EntryDraft) -> [(String, String)] {
        var account = draft.account.isEmpty ? "—" : draft.account
        if let picked = session.preselectedAccount, picked.name == draft.account, let last4 = picked.last4 {
            account += "  (picked: the screen's card ends in \(last4))"
        }
        var rows: [(String, String)] = [
            ("Amount", draft.amountText.isEmpty ? "—" : "RM " + draft.amountText),
            ("Merchant", draft.merchant.isEmpty ? "—" : draft.merchant),
            ("Category", draft.category.rawValue), ("Account", account),
            ("Provider", draft.provider?.displayName ?? "—"),
            ("Channel", draft.channel?.displayName ?? "—"),
            ("Date", draft.date.isEmpty ? "— (the screen shows none: enter it)" : draft.date),
            ("Time", draft.time.isEmpty ? "—" : draft.time),
            ("Reference", draft.reference.isEmpty ? "—" : draft.reference),
            ("Remarks", draft.remarks.isEmpty ? "—" : draft.remarks),
        ]
        if let funding = draft.funding {
            rows.append(
                (
                    "Paid with",
                    [funding.label, funding.last4.map { "••\($0)" }].compactMap { $0 }.joined(separator: " ")
                ))
        }
        return rows
    }

    /// One field changed. An unknown field says so and goes back; an empty answer keeps the value; Esc or q
    /// leaves without changing anything; each value is checked as it is typed.
    private func edit(accounts: [Account]) {
        let field = prompt("Field (\(Self.fields.joined(separator: ", ")); Esc or q to go back)").lowercased()
        if leaves(field) || field.isEmpty { return }
        guard Self.fields.contains(field) else {
            output.line("  ! There is no field '\(field)'. Fields: \(Self.fields.joined(separator: ", ")).")
            return
        }
        while true {
            let value = prompt(
                "New \(field)\(hint(for: field, accounts: accounts)) (Enter keeps it, Esc or q goes back)")
            if value.isEmpty || leaves(value) { return }
            if let problem = set(field, to: value, accounts: accounts) {
                output.line("  ! \(problem)")
                continue
            }
            return
        }
    }

    private func hint(for field: String, accounts: [Account]) -> String {
        switch field {
        case "category": " [" + SpendCategory.allCases.map(\.rawValue).joined(separator: ", ") + "]"
        case "account": accounts.isEmpty ? "" : " [" + accounts.map(\.name).joined(separator: ", ") + "]"
        case "provider": " [" + Provider.allCases.map(\.rawValue).joined(separator: ", ") + ", or - for none]"
        case "date": " [DD/MM/YYYY, YYYY-MM-DD, today, yesterday]"
        case "time": " [21:12 or 9:12 PM]"
        default: ""
        }
    }

    /// Sets a field from a typed value; the problem in words when it cannot be taken.
    private func set(_ field: String, to value: String, accounts: [Account]) -> String? {
        switch field {
        case "amount":
            guard let amount = FieldInput.amount(value) else {
                return "The amount must be a number more than zero with at most two decimals, such as 12.50."
            }
            session.draft.amountText = amount.decimalString
        case "merchant": session.draft.merchant = value
        case "category":
            guard let category = SpendCategory(rawValue: value.lowercased()) else {
                return "Categories: \(SpendCategory.allCases.map(\.rawValue).joined(separator: ", "))."
            }
            session.draft.category = category
        case "account":
            let known = accounts.first { $0.name.lowercased() == value.lowercased() }
            if known == nil,
                let similar = accounts.first(where: {
                    AccountNames.editDistance($0.name.lowercased(), value.lowercased(), limit: 2) <= 2
                })
            {
                let answer = ask(
                    "There is no account '\(value)'. Did you mean \(similar.name)? [y] use it  [n] new account  [c] back",
                    choices: ["y", "n", "c", ""])
                if answer == "c" || answer == "" { return nil }
                session.draft.account = answer == "y" ? similar.name : value
            } else {
                session.draft.account = known?.name ?? value
            }
        case "provider":
            if value == "-" {
                session.draft.provider = nil
            } else {
                guard let provider = Self.provider(named: value) else {
                    return "Providers: \(Provider.allCases.map(\.rawValue).joined(separator: ", "))."
                }
                session.draft.provider = provider
            }
        case "date":
            guard let date = FieldInput.date(value, timeZone: session.timeZone) else {
                return "The date must be a real date: DD/MM/YYYY, YYYY-MM-DD, today or yesterday."
            }
            session.draft.date = date
        case "time":
            guard let time = FieldInput.time(value) else { return "The time must be like 21:12 or 9:12 PM." }
            session.draft.time = time
        case "reference": session.draft.reference = value
        default: session.draft.remarks = value
        }
        return nil
    }

    /// The provider a person typed: its id (`touch_n_go`), the name the form shows (`Touch 'n Go`), or a name
    /// people give it (`TNG`, `M2U`).
    static func provider(named text: String) -> Provider? {
        let folded = { (name: String) in name.lowercased().filter { $0.isLetter || $0.isNumber } }
        let typed = folded(text)
        return Provider(rawValue: text.lowercased())
            ?? Provider.allCases.first { folded($0.rawValue) == typed || folded($0.displayName) == typed }
            ?? AccountNames.provider(in: text)
    }

    /// `q` (either case) or Esc: the prompt's way back.
    private func leaves(_ answer: String) -> Bool {
        answer.lowercased() == "q" || answer.contains("\u{1B}")
    }

    private func prompt(_ text: String) -> String {
        output.progress("\(text): ")
        return (readLine() ?? "\u{1B}").trimmingCharacters(in: .whitespaces)
    }

    private func ask(_ text: String, choices: [String]) -> String {
        Self.ask(text, choices: choices, output: output)
    }

    /// Asks on the terminal until the answer is one of `choices` (lower-cased); end of input cancels ("c").
    nonisolated static func ask(_ text: String, choices: [String], output: Output) -> String {
        while true {
            output.progress("\(text) ")
            guard let answer = readLine() else { return "c" }
            let normalised = answer.trimmingCharacters(in: .whitespaces).lowercased()
            if choices.contains(normalised) { return normalised }
        }
    }
}

extension ShareReport {
    func withStatus(_ status: ShareStatus) -> ShareReport {
        var report = self
        report.status = status
        return report
    }
}
