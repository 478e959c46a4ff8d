import Foundation
import SpenDropModel

/// The report's charts as inline SVG: drawn from the figures alone, coloured through CSS classes so one style
/// sheet gives them light and dark looks, scaled to any width by their view box.
struct ReportCharts {
    /// One chart: its id (the HTML section's), title and SVG markup.
    struct Chart {
        let id: String
        let title: String
        let svg: String
    }

    let report: LedgerReport
    let labels: ReportLabels
    /// View-box width; the charts scale to the page, so this only sets text size relative to the chart.
    let width = 360

    var all: [Chart] {
        [
            Chart(
                id: "chart-category", title: "Spending by category",
                svg: bars(report.byCategory, name: labels.category, label: "Spending by category")),
            Chart(id: "chart-day", title: "By day", svg: days()),
            Chart(
                id: "chart-months",
                title: report.months.count > 1
                    ? "The month against the \(report.months.count - 1) before" : "The month",
                svg: months()),
            Chart(
                id: "chart-account", title: "By account",
                svg: bars(report.byAccount, name: labels.account, label: "Spending by account")),
            Chart(
                id: "chart-provider", title: "By provider",
                svg: bars(report.byProvider, name: labels.provider, label: "Spending by provider")),
            Chart(
                id: "chart-merchants", title: "Biggest merchants",
                svg: bars(report.topMerchants, name: labels.merchant, label: "Biggest merchants")),
        ]
    }

    /// The CSS every chart's classes need, for a page or a standalone SVG file.
    static let style = """
        :root { --bg: #ffffff; --fg: #1c1c1e; --muted: #6b6b70; --line: #d9d9de; --card: #f4f4f6;
          --spent: #2f6fdb; --in: #1f9d55; --out: #d9822b; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #121214; --fg: #f2f2f5; --muted: #a0a0a8; --line: #3a3a40; --card: #1e1e22;
            --spent: #6ea1ff; --in: #4cc38a; --out: #f0a45d; }
        }
        svg.chart { display: block; width: 100%; height: auto; font-family: system-ui, -apple-system, "Segoe UI",
          Roboto, sans-serif; }
        svg.chart text { fill: var(--fg); font-size: 11px; }
        svg.chart text.muted { fill: var(--muted); font-size: 10px; }
        svg.chart .spent { fill: var(--spent); }
        svg.chart .in { fill: var(--in); }
        svg.chart .out { fill: var(--out); }
        svg.chart .track { fill: var(--card); }
        svg.chart .axis { stroke: var(--line); stroke-width: 1; }
        """

    // MARK: Charts

    private func bars(_ shares: [LedgerReport.Share], name: (String?) -> String, label: String) -> String {
        guard !shares.isEmpty else { return empty(label) }
        let row = 22
        let height = shares.count * row + 4
        let largest = max(1, shares.map(\.amount.minorUnits).max() ?? 1)
        let barStart = 118
        let barSpace = 158
        var body = ""
        for (index, share) in shares.enumerated() {
            let y = index * row + 2
            let length = max(2, Int((share.amount.minorUnits * Int64(barSpace) + largest / 2) / largest))
            body += "<text x=\"0\" y=\"\(y + 14)\">\(Self.escaped(Self.clipped(name(share.name), 19)))</text>"
            body +=
                "<rect class=\"track\" x=\"\(barStart)\" y=\"\(y + 3)\" width=\"\(barSpace)\" height=\"14\" rx=\"3\"/>"
            body +=
                "<rect class=\"spent\" x=\"\(barStart)\" y=\"\(y + 3)\" width=\"\(length)\" height=\"14\" rx=\"3\"/>"
            body +=
                "<text x=\"\(width)\" y=\"\(y + 14)\" text-anchor=\"end\">"
                + "\(Self.escaped(Self.compact(share.amount)))</text>\n"
        }
        return svg(height: height, label: label, body: body)
    }

    private func days() -> String {
        let days = report.byDay
        let largest = days.map(\.amount.minorUnits).max() ?? 0
        guard largest > 0 else { return empty("Spending by day") }
        let top = 14
        let plot = 110
        let height = top + plot + 20
        let step = Double(width) / Double(days.count)
        var body =
            "<text class=\"muted\" x=\"0\" y=\"10\">highest \(Self.escaped(Self.compact(Money(minorUnits: largest, currency: report.currency))))</text>"
        body += "<line class=\"axis\" x1=\"0\" y1=\"\(top + plot)\" x2=\"\(width)\" y2=\"\(top + plot)\"/>"
        let labelEvery = max(1, Int((Double(days.count) / 6).rounded(.up)))
        for (index, day) in days.enumerated() {
            let x = Double(index) * step
            if day.amount.minorUnits > 0 {
                let h = max(1.5, Double(day.amount.minorUnits) / Double(largest) * Double(plot))
                body +=
                    "<rect class=\"spent\" x=\"\(Self.number(x + step * 0.12))\" y=\"\(Self.number(Double(top + plot) - h))\" "
                    + "width=\"\(Self.number(max(0.8, step * 0.76)))\" height=\"\(Self.number(h))\" rx=\"1\"/>"
            }
            if index % labelEvery == 0 {
                let text = days.count <= 62 ? "\(day.date.day)" : "\(day.date.day)/\(day.date.month)"
                body +=
                    "<text class=\"muted\" x=\"\(Self.number(x + step / 2))\" y=\"\(height - 4)\" text-anchor=\"middle\">\(text)</text>"
            }
        }
        return svg(height: height, label: "Spending by day", body: body)
    }

    private func months() -> String {
        let months = report.months
        guard !months.isEmpty else { return empty("Months") }
        let largest = max(1, months.flatMap { [$0.expense, $0.moneyIn, $0.moneyOut] }.map(\.minorUnits).max() ?? 1)
        let top = 22
        let plot = 110
        let height = top + plot + 20
        let group = Double(width) / Double(months.count)
        var body = ""
        for (index, (name, style)) in [("spent", "spent"), ("money in", "in"), ("money out", "out")].enumerated() {
            let x = index * 80
            body += "<rect class=\"\(style)\" x=\"\(x)\" y=\"2\" width=\"10\" height=\"10\" rx=\"2\"/>"
            body += "<text class=\"muted\" x=\"\(x + 14)\" y=\"11\">\(name)</text>"
        }
        body += "<line class=\"axis\" x1=\"0\" y1=\"\(top + plot)\" x2=\"\(width)\" y2=\"\(top + plot)\"/>"
        for (index, month) in months.enumerated() {
            let x = Double(index) * group
            let barWidth = group * 0.8 / 3
            for (offset, (amount, style)) in [(month.expense, "spent"), (month.moneyIn, "in"), (month.moneyOut, "out")]
                .enumerated()
            where amount.minorUnits > 0 {
                let h = max(1.5, Double(amount.minorUnits) / Double(largest) * Double(plot))
                body +=
                    "<rect class=\"\(style)\" x=\"\(Self.number(x + group * 0.1 + Double(offset) * barWidth))\" "
                    + "y=\"\(Self.number(Double(top + plot) - h))\" width=\"\(Self.number(barWidth * 0.9))\" "
                    + "height=\"\(Self.number(h))\" rx=\"1\"/>"
            }
            let parts = month.month.split(separator: "-")
            let short =
                parts.count == 2 ? String(ReportText.monthNames[(Int(parts[1]) ?? 1) - 1].prefix(3)) : month.month
            body +=
                "<text class=\"muted\" x=\"\(Self.number(x + group / 2))\" y=\"\(height - 4)\" text-anchor=\"middle\">\(short)</text>"
        }
        return svg(height: height, label: "Money in and out by month", body: body)
    }

    private func empty(_ label: String) -> String {
        svg(height: 24, label: label, body: "<text class=\"muted\" x=\"0\" y=\"16\">No spending in this range.</text>")
    }

    private func svg(height: Int, label: String, body: String) -> String {
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" "
            + "aria-label=\"\(Self.escaped(label))\">\n" + body + "</svg>"
    }

    // MARK: Text

    /// `RM 1,234.50`, or `RM 12.3k` past ten thousand so labels fit a phone.
    static func compact(_ money: Money) -> String {
        guard money.minorUnits.magnitude >= 1_000_000 else { return money.displayString }
        let symbol = money.currency == "MYR" ? "RM" : money.currency
        let tenths = (money.minorUnits.magnitude + 5_000) / 10_000
        return (money.minorUnits < 0 ? "-" : "") + "\(symbol) \(tenths / 10).\(tenths % 10)k"
    }

    static func clipped(_ text: String, _ length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
