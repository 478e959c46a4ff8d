import Foundation
import SpenDropFlow
import SpenDropModel

/// The review form on a terminal: the same session the share extension's sheet drives, rendered as text.
@MainActor
struct TerminalReview {
    let session: ReviewSession
    let output: Output
    let file: String

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
        case .failed(let message):
            output.line("\(name): \(message)")
            return session.baseReport(file: file)
        case .reviewing: break
        default: return session.baseReport(file: file)
        }
        while true {
            render(name: name)
            let answer = ask(
                "[Enter] Save  [e] Edit a field  [k] Kind  [c] Cancel", choices: ["", "e", "k", "c"])
            switch answer {
            case "c":
                session.cancel()
                return session.baseReport(file: file)
            case "k":
                let kind = ask("Save as: [1] Expense  [2] Money In  [3] Money Out", choices: ["1", "2", "3"])
                session.draft.kind = EntryDraft.offeredKinds[Int(kind)! - 1]
                session.draft.kindPreselected = true
            case "e":
                edit()
            default:
                if options.dryRun { return session.baseReport(file: file).withStatus(.dryRun) }
                var allowDuplicate = options.allowDuplicate
                while true {
                    let outcome = await session.save(allowDuplicate: allowDuplicate)
                    switch outcome {
                    case .invalid(let problems):
                        for problem in problems { output.line("  ! \(problem.message)") }
                    case .duplicate(let match):
                        output.line("  ! Already in the ledger (\(match.reason)).")
                        if ask("Save anyway? [y/N]", choices: ["y", "n", ""]) == "y" {
                            allowDuplicate = true
                            continue
                        }
                        return session.baseReport(file: file).with(outcome)
                    case .failed(let message):
                        output.line("  ! Not saved: \(message)")
                    case .saved:
                        return session.baseReport(file: file).with(outcome)
                    }
                    break
                }
            }
        }
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
        if let duplicate = session.duplicate {
            output.line("  ! A similar entry is already in the ledger (\(duplicate.reason)).")
        }
        if let error = session.saveError { output.line("  ! Last save failed: \(error)") }
    }

    private func rows(_ draft: EntryDraft) -> [(String, String)] {
        [
            ("Amount", draft.amountText.isEmpty ? "—" : "RM " + draft.amountText),
            ("Merchant", draft.merchant.isEmpty ? "—" : draft.merchant),
            ("Category", draft.category.rawValue), ("Account", draft.account.isEmpty ? "—" : draft.account),
            ("Channel", draft.channel?.displayName ?? "—"),
            ("Date", draft.date.isEmpty ? "— (the screen shows none: enter it)" : draft.date),
            ("Time", draft.time.isEmpty ? "—" : draft.time),
            ("Reference", draft.reference.isEmpty ? "—" : draft.reference),
            ("Remarks", draft.remarks.isEmpty ? "—" : draft.remarks),
        ]
    }

    private func edit() {
        let fields = ["amount", "merchant", "category", "account", "date", "time", "reference", "remarks"]
        let field = ask("Field (\(fields.joined(separator: ", ")))", choices: fields)
        let value = prompt("New \(field)")
        switch field {
        case "amount": session.draft.amountText = value
        case "merchant": session.draft.merchant = value
        case "category":
            if let category = SpendCategory(rawValue: value.lowercased()) {
                session.draft.category = category
            } else {
                output.line("  ! Categories: \(SpendCategory.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        case "account": session.draft.account = value
        case "date": session.draft.date = value
        case "time": session.draft.time = value
        case "reference": session.draft.reference = value
        default: session.draft.remarks = value
        }
    }

    private func prompt(_ text: String) -> String {
        output.progress("\(text): ")
        return (readLine() ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// Asks until the answer is one of `choices`; end of input cancels.
    private func ask(_ text: String, choices: [String]) -> String {
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
