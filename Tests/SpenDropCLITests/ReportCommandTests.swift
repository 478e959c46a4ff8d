import Foundation
import SpenDropModel
import Testing

/// `spendrop report` through the built binary: the range it picks, its formats and its errors.
@Suite struct ReportCommandTests {
    private func json(_ spendrop: Spendrop, _ arguments: [String]) throws -> [String: Any] {
        let result = try spendrop.run(["report", "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func theTextReportAddsUpTheMonth() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let entries = try SampleLedger.seed(into: spendrop.home)
        let result = try spendrop.run(["report", "--month", "2025-03"])
        #expect(result.status == 0, "\(result.stderr)")
        let spent = entries.filter { $0.kind == .expense && $0.date?.hasPrefix("2025-03") == true }
            .reduce(0) { $0 + $1.amount.minorUnits }
        #expect(result.stdout.hasPrefix("Where the money went · March 2025\n"))
        let spentLine = result.stdout.split(separator: "\n").first { $0.hasPrefix("  Spent ") }
        #expect(spentLine?.hasSuffix(" \(Money(minorUnits: spent))") == true)
        for heading in ["Spending by category", "By account", "By provider", "By day", "Biggest merchants"] {
            #expect(result.stdout.contains("\n\(heading)\n"), "\(heading)")
        }
        #expect(result.stdout.contains("Touch 'n Go"))
        #expect(result.stdout.contains("█"))
        #expect(result.stdout.contains("Uncategorised: 1 entry, RM 33.00"))
    }

    @Test func theDefaultIsThisMonthInTheGivenZone() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["add", "--amount", "7.25", "--merchant", "Today"]).status == 0)
        let zone = TimeZone(identifier: "Asia/Kuala_Lumpur")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let month = calendar.dateComponents([.year, .month], from: Date())
        let report = try json(spendrop, [])
        #expect(report["from"] as? String == String(format: "%04d-%02d-01", month.year!, month.month!))
        #expect((report["totals"] as? [String: Any])?["expense"] as? String == "7.25")
    }

    @Test func aRangeMayCrossMonths() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let report = try json(spendrop, ["--from", "2025-02-28", "--to", "2025-03-03"])
        #expect(
            (report["by_day"] as? [[String: Any]])?.map { $0["date"] as? String ?? "" }
                == ["2025-02-28", "2025-03-01", "2025-03-02", "2025-03-03"])
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["expense"] as? String == "82.50")
        #expect(totals["money_in"] as? String == "3500.00")
        #expect(totals["count"] as? Int == 3)
    }

    @Test(arguments: ["html", "svg"])
    func pagesAndChartsAreWrittenWhole(format: String) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let file = spendrop.home.appendingPathComponent("report.\(format)")
        let result = try spendrop.run(["report", "--month", "2025-03", "--format", format, "--out", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote the \(format) report for 2025-03-01 to 2025-03-31 to "))
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasSuffix(format == "html" ? "</html>\n" : "</svg>\n"))
        // No script, and nothing fetched: no link, source, import or url() anywhere.
        for fetch in ["<script", "<link", "src=", "href=", "@import", "url("] {
            #expect(!text.contains(fetch), "\(fetch)")
        }
        // Awkward merchant names arrive escaped.
        #expect(text.contains("Unifi; Home &amp; Co"))
        #expect(!text.contains("Home & Co"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: spendrop.home.path)
            .filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test(arguments: [
        ["--format", "pdf"], ["--month", "2025-3"], ["--month", "2025-03", "--to", "2025-03-05"], ["extra"],
        ["--from", "2025-03-05", "--to", "2025-03-01"],
    ])
    func aBadRequestIsOneUsageLine(arguments: [String]) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["report"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func anUnwritableDestinationIsAFileSystemErrorAndLeavesNothing() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let target = spendrop.home.appendingPathComponent("missing/report.html").path
        let result = try spendrop.run(["report", "--format", "html", "--out", target])
        #expect(result.status == 74)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
