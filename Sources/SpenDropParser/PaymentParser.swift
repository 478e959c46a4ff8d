import Foundation
import SpenDropModel

/// Reads one screen's OCR lines and decides which RM is the payment, who was paid, from where and when.
///
/// Deterministic and free of I/O. Build one and reuse it: its patterns are compiled once.
public struct PaymentParser: Sendable {
    public init() {}

    /// Parses one screen.
    public func parse(_ input: ParseInput) -> ParseResult {
        // First cut: the largest RM amount on screen. The parser issue replaces this with role classification.
        var candidates: [AmountCandidate] = []
        for (index, line) in input.lines.enumerated() {
            let scalars = line.text.replacingOccurrences(of: ",", with: "")
            guard let range = scalars.range(of: #"RM\s?\d+(\.\d{2})?"#, options: .regularExpression) else { continue }
            let digits = scalars[range].dropFirst(2).trimmingCharacters(in: .whitespaces)
            if let money = Money(decimalString: digits) {
                candidates.append(AmountCandidate(amount: money, role: .unknown, line: index))
            }
        }
        let payment = candidates.max(by: { $0.amount < $1.amount })
        return ParseResult(amount: payment?.amount, candidates: candidates)
    }
}
