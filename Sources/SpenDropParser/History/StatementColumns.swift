/// The Debit and Credit columns of a bank statement table, found from their header row by the boxes.
///
/// Statements print unsigned amounts and let the column say which way the money went; an amount under Debit is
/// money out of the account, one under Credit money in.
struct StatementColumns: Sendable {
    let debitX: Double
    let creditX: Double
    /// The header row's line indices; rows start below them.
    let headerLines: Set<Int>

    private static let debitWords = Words.phrases(["debit", "debit rm", "withdrawal", "keluar", "dr"])
    private static let creditWords = Words.phrases(["credit", "credit rm", "deposit", "masuk", "cr"])

    /// The columns, when a Debit header and a Credit header share a row.
    static func find(on screen: Screen) -> StatementColumns? {
        for line in screen.lines where line.wordCount <= 3 && line.has(debitWords) {
            guard let debitBox = line.box else { continue }
            let partners = screen.rowPartners(of: line.index)
            guard let credit = partners.first(where: { $0.wordCount <= 3 && $0.has(creditWords) }),
                let creditBox = credit.box
            else { continue }
            let header = Set([line.index] + partners.map(\.index))
            return StatementColumns(
                debitX: debitBox.x + debitBox.width / 2, creditX: creditBox.x + creditBox.width / 2,
                headerLines: header)
        }
        return nil
    }

    /// -1 under Debit, +1 under Credit, nil when the amount sits in neither column (a balance, a description).
    func sign(of line: ScreenLine) -> Int? {
        guard let box = line.box, let header = headerLines.max(), line.index > header else { return nil }
        let center = box.x + box.width / 2
        let tolerance = abs(creditX - debitX) / 2
        if abs(center - debitX) < tolerance { return -1 }
        if abs(center - creditX) < tolerance { return 1 }
        return nil
    }
}
