import Foundation
import SpenDropModel

/// Names for people: the ids the ledger stores (`touch_n_go`, `food`) as a report shows them.
public struct ReportLabels: Sendable {
    /// Provider id to display name; ids missing here are shown as they are.
    public var providers: [String: String]

    public init(providers: [String: String] = [:]) {
        self.providers = providers
    }

    func provider(_ id: String?) -> String { id.map { providers[$0] ?? $0 } ?? "(no provider)" }

    func category(_ id: String?) -> String {
        guard let id else { return "(none)" }
        return id.prefix(1).uppercased() + id.dropFirst()
    }

    func account(_ name: String?) -> String { name ?? "(no account)" }

    func merchant(_ name: String?) -> String { name ?? "(no merchant)" }
}

/// The report as aligned text for a terminal, with bars in block characters.
public struct ReportTextRenderer: Sendable {
    public var labels: ReportLabels
    /// Bar length in character cells for the biggest value of a section.
    public var barWidth: Int

    public init(labels: ReportLabels = ReportLabels(), barWidth: Int = 24) {
        self.labels = labels
        self.barWidth = barWidth
    }

    public func render(_ report: LedgerReport) -> String {
        var lines: [String] = []
        let title = report.isWholeMonth ? ReportText.monthTitle(report.from) : "\(report.from) to \(report.to)"
        lines.append("Where the money went · \(title)")
        lines.append("\(report.from) to \(report.to) · \(report.timeZone.identifier) · \(report.currency)")
        lines.append("")
        let totals = report.totals
        let figures: [(String, String)] = [
            ("Spent", totals.expense.displayString), ("Money in", totals.moneyIn.displayString),
            ("Money out", totals.moneyOut.displayString), ("Fees", totals.fees.displayString),
            ("Net", totals.net.displayString), ("Entries", "\(totals.count)"),
        ]
        lines += ReportText.table(figures.map { [$0.0, $0.1] }, rightAligned: [1]).map { "  " + $0 }
        let spent = totals.expense.minorUnits
        lines += section("Spending by category", report.byCategory, spent: spent) { labels.category($0) }
        lines += section("By account", report.byAccount, spent: spent) { labels.account($0) }
        lines += section("By provider", report.byProvider, spent: spent) { labels.provider($0) }
        lines += days(report)
        lines += months(report)
        lines += section("Biggest merchants", report.topMerchants, spent: spent) { labels.merchant($0) }
        lines.append("")
        let uncategorised = report.uncategorised
        if uncategorised.count == 0 {
            lines.append("Uncategorised: nothing; every expense has a category.")
        } else {
            lines.append(
                "Uncategorised: \(ReportText.entries(uncategorised.count)), \(uncategorised.amount.displayString)"
                    + " (spendrop list --kind expense --category other --from \(report.from) --to \(report.to))")
        }
        for other in report.otherCurrencies {
            lines.append("Not counted above: \(ReportText.entries(other.count)) in \(other.currency).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(
        _ title: String, _ shares: [LedgerReport.Share], spent: Int64, name: (String?) -> String
    ) -> [String] {
        let lines = ["", title]
        guard !shares.isEmpty else { return lines + ["  no spending"] }
        let largest = shares.map(\.amount.minorUnits).max() ?? 0
        let rows = shares.map { share in
            [
                name(share.name), share.amount.displayString,
                ReportText.bar(share.amount.minorUnits, of: largest, width: barWidth),
                ReportText.percent(share.amount.minorUnits, of: spent), "\(share.count)",
            ]
        }
        return lines + ReportText.table(rows, rightAligned: [1, 3, 4]).map { "  " + $0 }
    }

    private func days(_ report: LedgerReport) -> [String] {
        var lines = ["", "By day"]
        let largest = report.byDay.map(\.amount.minorUnits).max() ?? 0
        guard largest > 0 else { return lines + ["  no spending"] }
        if report.byDay.count <= 62 {
            let rows = report.byDay.map { day in
                [
                    ReportText.weekday(day.date) + " " + String(format: "%02d", day.date.day) + "/"
                        + String(format: "%02d", day.date.month),
                    day.amount.minorUnits == 0 ? "-" : day.amount.displayString,
                    ReportText.bar(day.amount.minorUnits, of: largest, width: barWidth),
                ]
            }
            return lines + ReportText.table(rows, rightAligned: [1]).map { "  " + $0 }
        }
        // A long range: one line of column heights per month.
        var byMonth: [(String, [Int64])] = []
        for day in report.byDay {
            if byMonth.last?.0 != day.date.monthString { byMonth.append((day.date.monthString, [])) }
            byMonth[byMonth.count - 1].1.append(day.amount.minorUnits)
        }
        for (month, amounts) in byMonth {
            lines.append("  \(month)  " + amounts.map { ReportText.column($0, of: largest) }.joined())
        }
        return lines + ["  (one column a day; the tallest is \(Money(minorUnits: largest, currency: report.currency)))"]
    }

    private func months(_ report: LedgerReport) -> [String] {
        guard !report.months.isEmpty else { return [] }
        let count = report.months.count
        let lines = ["", count == 1 ? "The month" : "The month against the \(count - 1) before"]
        let largest = report.months.map(\.expense.minorUnits).max() ?? 0
        var rows = [["", "spent", "", "money in", "money out"]]
        for month in report.months {
            rows.append([
                month.month, month.expense.displayString,
                ReportText.bar(month.expense.minorUnits, of: largest, width: barWidth / 2),
                month.moneyIn.displayString, month.moneyOut.displayString,
            ])
        }
        return lines + ReportText.table(rows, rightAligned: [1, 3, 4]).map { "  " + $0 }
    }
}

/// Text helpers shared by the text, HTML and SVG reports.
enum ReportText {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    static func monthTitle(_ day: CalendarDay) -> String { "\(monthNames[day.month - 1]) \(day.year)" }

    static func weekday(_ day: CalendarDay) -> String {
        // 1970-01-01 was a Thursday.
        ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][((day.daysSinceEpoch % 7) + 7) % 7]
    }

    static func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }

    /// A share to the whole percent, from integers: `34%`, or `<1%` for a small non-zero share.
    static func percent(_ part: Int64, of whole: Int64) -> String {
        guard whole > 0, part > 0 else { return "0%" }
        let rounded = (part * 200 + whole) / (whole * 2)
        return rounded == 0 ? "<1%" : "\(rounded)%"
    }

    /// A bar of `width` cells for the largest value, drawn to an eighth of a cell.
    static func bar(_ value: Int64, of largest: Int64, width: Int) -> String {
        guard largest > 0, value > 0 else { return "" }
        let eighths = max(1, Int((value * Int64(width) * 8 + largest / 2) / largest))
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        return String(repeating: "█", count: eighths / 8) + partial
    }

    /// One column of a sparkline, in eight heights.
    static func column(_ value: Int64, of largest: Int64) -> String {
        guard largest > 0, value > 0 else { return " " }
        let level = min(7, Int((value * 8 - 1) / largest))
        return ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"][level]
    }

    /// Rows laid out in columns two spaces apart; the `rightAligned` columns are padded on the left.
    static func table(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if index > 0 { line += "  " }
                line += rightAligned.contains(index) ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
