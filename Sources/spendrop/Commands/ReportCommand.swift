import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop report`: Where the money went over a month or a range of days.
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "Show where the money went: totals, categories, accounts, days, months, merchants."
    static let usage =
        "spendrop report [--month YYYY-MM | --from YYYY-MM-DD --to YYYY-MM-DD] [--format text|json|html|svg] "
        + "[--out FILE] [list's filters]"
    static let discussion = """
        Without a range, this month in --tz. --from alone runs to today; --to alone starts on the first of its
        month. The breakdowns (category, account, provider, day, merchant) are spending: the expenses, which add up
        to 'spent'. Money in, money out and fees are in the totals and the months. net = money in - spent - money
        out - fees. html is one self-contained page (inline SVG charts, light and dark); svg is the charts alone.
        With --out the file is written beside FILE and renamed over it when complete.
        """
    static let options: [OptionSpec] =
        [
            .value("--format", "F", "text (default), json, html or svg."),
            .value("--out", "FILE", "Write to FILE instead of standard output."),
        ] + FilterOptions.specs

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        let format = try arguments.choice("--format", from: ["text", "json", "html", "svg"]) ?? "text"
        guard arguments.positionals.isEmpty else { throw CLIError.usage("'report' takes no file arguments; use --out") }
        let store = try context.openLedger()
        var filter = try FilterOptions.filter(from: arguments, context: context, store: store)
        let today = CalendarDay(instant: Date(), in: context.timeZone)
        switch (filter.from.flatMap(CalendarDay.init(string:)), filter.to.flatMap(CalendarDay.init(string:))) {
        case (nil, nil):
            filter.from = today.firstOfMonth(adding: 0).description
            filter.to = today.lastOfMonth.description
        case (_?, nil):
            filter.to = max(today, CalendarDay(string: filter.from!)!).description
        case (nil, let to?):
            filter.from = to.firstOfMonth(adding: 0).description
        case (_?, _?):
            break
        }
        let report = try store.report(matching: filter)
        let labels = ReportLabels(
            providers: Dictionary(uniqueKeysWithValues: Provider.allCases.map { ($0.rawValue, $0.displayName) }))
        let text: String
        switch format {
        case "json": text = try Output.encodeJSON(report.json) + "\n"
        case "html": text = ReportHTMLRenderer(labels: labels).html(report)
        case "svg": text = ReportHTMLRenderer(labels: labels).svg(report)
        default: text = ReportTextRenderer(labels: labels).render(report)
        }
        guard let out = arguments.value("--out") else {
            let output = ExportOutput.standardOutput()
            try ExportCommand.writing("standard output") {
                try output.write(text)
                try output.flush()
            }
            return ExitStatus.ok
        }
        let url = URL(fileURLWithPath: (out as NSString).expandingTildeInPath)
        try ExportCommand.writing(url.path) {
            let file = try AtomicFile(url: url)
            do {
                try file.output.write(text)
                try file.commit()
            } catch {
                file.abandon()
                throw error
            }
        }
        context.output.line("wrote the \(format) report for \(filter.from!) to \(filter.to!) to \(url.path)")
        return ExitStatus.ok
    }
}
