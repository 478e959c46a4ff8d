import Foundation
import SpenDropModel

/// The report as one self-contained HTML page (inline CSS and SVG; no script, font or image from anywhere), or its
/// charts alone as one SVG file.
///
/// The page fits a phone's width, follows the system's light or dark appearance (`prefers-color-scheme`), and
/// keeps every figure as text beside its chart.
public struct ReportHTMLRenderer: Sendable {
    public var labels: ReportLabels

    public init(labels: ReportLabels = ReportLabels()) {
        self.labels = labels
    }

    public func html(_ report: LedgerReport) -> String {
        let charts = ReportCharts(report: report, labels: labels)
        let title = report.isWholeMonth ? ReportText.monthTitle(report.from) : "\(report.from) to \(report.to)"
        let totals = report.totals
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Where the money went · \(ReportCharts.escaped(title))</title>
            <style>
            \(ReportCharts.style)
            html { background: var(--bg); color: var(--fg); }
            body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
            main { max-width: 680px; margin: 0 auto; padding: 16px; }
            h1 { font-size: 1.4em; margin: 0 0 2px; }
            h2 { font-size: 1.05em; margin: 0 0 8px; }
            p.range, footer, p.note { color: var(--muted); font-size: 0.9em; margin: 0; }
            .totals { display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: 8px;
              margin: 16px 0; }
            .figure { background: var(--card); border-radius: 10px; padding: 8px 10px; }
            .figure span { display: block; color: var(--muted); font-size: 0.8em; }
            .figure strong { font-size: 1.02em; font-variant-numeric: tabular-nums; white-space: nowrap; }
            section.chart { background: var(--card); border-radius: 12px; padding: 12px; margin: 12px 0; }
            section.chart svg .track { fill: var(--bg); }
            p.note { margin: 12px 0; }
            footer { margin-top: 20px; }
            </style>
            </head>
            <body>
            <main>
            <header>
            <h1>Where the money went</h1>
            <p class="range">\(ReportCharts.escaped(title)) · \(report.from) to \(report.to) · \
            \(ReportCharts.escaped(report.timeZone.identifier))</p>
            </header>
            <section class="totals">

            """
        let figures = [
            ("Spent", totals.expense.displayString), ("Money in", totals.moneyIn.displayString),
            ("Money out", totals.moneyOut.displayString), ("Fees", totals.fees.displayString),
            ("Net", totals.net.displayString), ("Entries", "\(totals.count)"),
        ]
        for (name, value) in figures {
            page += "<div class=\"figure\"><span>\(name)</span><strong>\(ReportCharts.escaped(value))</strong></div>\n"
        }
        page += "</section>\n"
        for chart in charts.all {
            page += "<section class=\"chart\" id=\"\(chart.id)\">\n<h2>\(ReportCharts.escaped(chart.title))</h2>\n"
            page += chart.svg + "\n</section>\n"
        }
        let uncategorised = report.uncategorised
        page +=
            uncategorised.count == 0
            ? "<p class=\"note\">Every expense has a category.</p>\n"
            : "<p class=\"note\">Uncategorised: \(ReportText.entries(uncategorised.count)), "
                + "\(ReportCharts.escaped(uncategorised.amount.displayString)).</p>\n"
        for other in report.otherCurrencies {
            page +=
                "<p class=\"note\">Not counted above: \(ReportText.entries(other.count)) in \(other.currency).</p>\n"
        }
        page += """
            <footer>Made by SpenDrop from the ledger on this device. Every amount is exact to the sen.</footer>
            </main>
            </body>
            </html>

            """
        return page
    }

    /// The charts alone, stacked in one SVG document with their titles and the same light and dark styles.
    public func svg(_ report: LedgerReport) -> String {
        let charts = ReportCharts(report: report, labels: labels)
        let width = charts.width
        var body = ""
        var y = 0
        for chart in charts.all {
            let height = Self.viewBoxHeight(chart.svg)
            body += "<g id=\"\(chart.id)\" transform=\"translate(0 \(y))\">\n"
            body += "<text class=\"title\" x=\"0\" y=\"14\">\(ReportCharts.escaped(chart.title))</text>\n"
            // A nested svg keeps each chart's own coordinates.
            body +=
                chart.svg.replacingOccurrences(
                    of: "<svg class=\"chart\"",
                    with: "<svg class=\"chart\" y=\"22\" width=\"\(width)\" height=\"\(height)\"") + "\n</g>\n"
            y += height + 40
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" class="report" viewBox="-12 -12 \(width + 24) \(y + 4)" \
            width="\(width + 24)" height="\(y + 16)">
            <style>
            \(ReportCharts.style)
            svg.report { background: var(--bg); }
            svg.report text.title { fill: var(--fg); font: 600 13px system-ui, sans-serif; }
            </style>
            <rect x="-12" y="-12" width="\(width + 24)" height="\(y + 16)" style="fill: var(--bg)"/>
            \(body)</svg>

            """
    }

    /// The height in a chart's `viewBox="0 0 W H"`.
    private static func viewBoxHeight(_ svg: String) -> Int {
        guard let range = svg.range(of: "viewBox=\"0 0 ") else { return 0 }
        let rest = svg[range.upperBound...].prefix { $0 != "\"" }
        return Int(rest.split(separator: " ").last ?? "") ?? 0
    }
}
