import SpenDropModel

extension ParseResult {
    /// A readable account of the choice: why the payment won and why the runner-up lost.
    ///
    /// Names amounts, roles, line numbers and evidence, never the screen's text, so it can be shared in a bug report.
    public func explanation() -> String {
        var out: [String] = []
        let ranked = candidates.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }.map(\.element)
        if candidates.isEmpty {
            out.append("No amount was read on this screen.")
        } else if let amount, let winner = candidates.first(where: { $0.role == .payment && $0.amount == amount }) {
            out.append(
                "Payment: RM \(amount.decimalString), line \(winner.line + 1), score \(Self.number(winner.score)).")
            out += Self.reasons(winner)
            if let runnerUp = ranked.first(where: { $0.line != winner.line || $0.amount != winner.amount }) {
                out.append(
                    "Runner-up: RM \(runnerUp.amount.decimalString) (\(runnerUp.role.rawValue)), line "
                        + "\(runnerUp.line + 1), score \(Self.number(runnerUp.score)): "
                        + "\(Self.number(winner.score - runnerUp.score)) behind.")
                out += Self.reasons(runnerUp)
            }
        } else {
            switch status {
            case .balanceOnly:
                out.append("No payment: the screen shows balances or limits and nothing that happened.")
            default:
                out.append("No payment: no amount had enough evidence for it.")
            }
            if !items.isEmpty { out.append("The screen lists \(items.count) transactions; see items.") }
            for candidate in ranked.prefix(3) {
                out.append(
                    "RM \(candidate.amount.decimalString) (\(candidate.role.rawValue)), line \(candidate.line + 1), "
                        + "score \(Self.number(candidate.score))")
                out += Self.reasons(candidate)
            }
        }
        if let fee { out.append("Fee shown separately: RM \(fee.decimalString).") }
        if let funding {
            out.append("Paid from: \(funding.label)" + (funding.last4.map { " ending \($0)" } ?? "") + ".")
        }
        return out.joined(separator: "\n")
    }

    private static func reasons(_ candidate: AmountCandidate) -> [String] {
        zip(
            candidate.evidence,
            candidate.evidenceWeights.count == candidate.evidence.count
                ? candidate.evidenceWeights : candidate.evidence.map { _ in .nan }
        )
        .map { code, weight in
            let meaning = PaymentEvidence.meaning(of: code)
            return "  \(weight.isNaN ? "" : (weight >= 0 ? "+" : "") + number(weight) + " ")\(code): \(meaning)"
        }
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// What each evidence code means, in words.
enum PaymentEvidence {
    static func meaning(of code: String) -> String {
        if code.hasPrefix("row:") { return "its own label says \(code.dropFirst(4)), not what was paid" }
        if code.hasPrefix("sum:") { return "arithmetic that closes (\(code.dropFirst(4)))" }
        switch code {
        case "label:payment": return "labelled as the amount paid or sent"
        case "label:paid": return "labelled unambiguously as what was paid"
        case "label:total": return "labelled as a total"
        case "label:final": return "the grand or final total"
        case "label:subtotal": return "a subtotal"
        case "label:cash": return "cash handed over"
        case "label:cashback-in": return "cashback credited on money in"
        case "hero": return "drawn much taller than the screen's other lines"
        case "standalone": return "alone on its line"
        case "currency": return "marked RM or MYR"
        case "foreign": return "written in another currency, beside ringgit"
        case "repeat": return "shown again as a labelled payment or total"
        case "addend": return "a part of a sum that closes, not the sum"
        case "proven": return "arithmetic outweighs its label"
        case "tendered": return "what was handed over, less change"
        case "debit": return "the amount plus a shown fee: the total debit"
        case "largest": return "the largest unlabelled amount"
        case "repaired": return "read with OCR repairs"
        case "total-differs": return "a total of another value is shown"
        default: return code
        }
    }
}
