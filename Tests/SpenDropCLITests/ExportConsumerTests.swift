import Foundation
import SpenDropModel
import Testing

/// The exports read by the tools people use them with, installed by Scripts/setup.sh: hledger and Ledger read
/// the journal and their balances equal `report`'s totals; bean-check accepts the Beancount file; ofxdump parses
/// the OFX file. A missing tool fails the test with the package to install: these are the checks, never skipped.
@Suite(.serialized) struct ExportConsumerTests {
    /// `report --format json`'s totals, in sen.
    struct Totals {
        var expense: Int64
        var moneyIn: Int64
        var moneyOut: Int64
        var fees: Int64
        var net: Int64
        var count: Int
    }

    private func reportTotals(_ spendrop: Spendrop, _ range: [String]) throws -> Totals {
        let result = try spendrop.run(["report", "--format", "json"] + range)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Any])
        func sen(_ key: String) throws -> Int64 {
            try #require((totals[key] as? String).flatMap { Money(decimalString: $0) }).minorUnits
        }
        return Totals(
            expense: try sen("expense"), moneyIn: try sen("money_in"), moneyOut: try sen("money_out"),
            fees: try sen("fees"), net: try sen("net"), count: totals["count"] as? Int ?? -1)
    }

    private func exported(_ spendrop: Spendrop, _ format: String, _ range: [String]) throws -> URL {
        let file = spendrop.home.appendingPathComponent("export.\(format)")
        let result = try spendrop.run(["export", "--format", format, "--out", file.path] + range)
        #expect(result.status == 0, "\(result.stderr)")
        return file
    }

    /// `account<TAB>amount` lines (the amount `12.50 MYR`, or `0`) as sen per account.
    private func balances(_ text: String, separator: Character) -> [String: Int64] {
        var result: [String: Int64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: separator, maxSplits: 1).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            guard parts.count == 2, parts[0] != "account" else { continue }
            let number = parts[1].split(separator: " ").first.map(String.init) ?? "0"
            result[parts[0]] = Money(decimalString: number)?.minorUnits ?? 0
        }
        return result
    }

    /// Expenses by category, money out, fees, money in and the assets, from per-account balances.
    private func expectBalances(_ balances: [String: Int64], equal totals: Totals, tool: String) {
        func sum(_ include: (String) -> Bool) -> Int64 {
            balances.filter { include($0.key) }.reduce(0) { $0 + $1.value }
        }
        let spent = sum { $0.hasPrefix("expenses:") && $0 != "expenses:fees" && $0 != "expenses:money-out" }
        #expect(spent == totals.expense, "\(tool): expenses")
        #expect(sum { $0 == "expenses:money-out" } == totals.moneyOut, "\(tool): money out")
        #expect(sum { $0 == "expenses:fees" } == totals.fees, "\(tool): fees")
        #expect(sum { $0.hasPrefix("income:") } == -totals.moneyIn, "\(tool): money in")
        #expect(sum { $0.hasPrefix("assets:") } == totals.net, "\(tool): net")
    }

    @Test(arguments: [["--month", "2025-03"], ["--from", "2024-12-01", "--to", "2025-04-30"]])
    func hledgerAndLedgerBalancesEqualTheReportsTotals(range: [String]) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let totals = try reportTotals(spendrop, range)
        #expect(totals.fees > 0 && totals.moneyOut > 0 && totals.moneyIn > 0)
        let journal = try exported(spendrop, "ledger", range)
        let hledger = try Tool.require("hledger", package: "hledger")
        let check = try hledger.run(["-f", journal.path, "check", "accounts", "commodities"])
        #expect(check.status == 0, "hledger check: \(check.stderr)")
        let hledgerBalances = try hledger.run(["-f", journal.path, "balance", "--flat", "-N", "-O", "csv"])
        #expect(hledgerBalances.status == 0, "\(hledgerBalances.stderr)")
        expectBalances(balances(hledgerBalances.stdout, separator: ","), equal: totals, tool: "hledger")
        let ledger = try Tool.require("ledger", package: "ledger")
        let ledgerBalances = try ledger.run([
            "-f", journal.path, "--pedantic", "balance", "--flat", "--no-total", "-F", "%(account)\t%(display_total)\n",
        ])
        #expect(ledgerBalances.status == 0, "ledger: \(ledgerBalances.stderr)")
        expectBalances(balances(ledgerBalances.stdout, separator: "\t"), equal: totals, tool: "ledger")
        // One transaction per entry.
        let printed = try hledger.run(["-f", journal.path, "print"])
        #expect(printed.stdout.split(separator: "\n").filter { $0.first?.isNumber == true }.count == totals.count)
    }

    @Test func beanCheckAcceptsTheBeancountFile() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let file = try exported(spendrop, "beancount", [])
        let check = try Tool.require("bean-check", package: "beancount").run([file.path])
        #expect(check.status == 0, "bean-check: \(check.stderr)\(check.stdout)")
        #expect(check.stderr.isEmpty && check.stdout.isEmpty)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("open Assets:Maybank-Savings"))
        #expect(text.contains("Expenses:Fees"))
        #expect(text.components(separatedBy: "\n  entry: ").count - 1 == SampleLedger.entries().count)
    }

    @Test func ofxdumpParsesEveryStatementAndTransaction() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let entries = try SampleLedger.seed(into: spendrop.home)
        let range = ["--month", "2025-03"]
        let totals = try reportTotals(spendrop, range)
        let file = try exported(spendrop, "ofx", range)
        let dump = try Tool.require("ofxdump", package: "ofx").run([file.path])
        #expect(dump.status == 0)
        #expect(!dump.stderr.contains("LibOFX ERROR") && !dump.stdout.contains("LibOFX ERROR"), "\(dump.stderr)")
        let march = entries.filter { $0.date?.hasPrefix("2025-03") == true }
        let statements = Set(march.map { $0.account ?? $0.provider?.rawValue ?? "unassigned" } + ["Touch 'n Go"])
        #expect(dump.stdout.components(separatedBy: "ofx_proc_statement():").count - 1 == statements.count)
        // Every entry, the receiving side of each transfer, and each fee.
        let expected = march.count + march.filter { $0.kind == .transfer }.count + march.filter { $0.fee != nil }.count
        #expect(dump.stdout.components(separatedBy: "ofx_proc_transaction():").count - 1 == expected)
        // Transfers cancel out between their two statements: what is left is the report's net.
        var sum: Int64 = 0
        for line in dump.stdout.split(separator: "\n") where line.contains("Total money amount:") {
            let number = line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? ""
            sum += try #require(Money(decimalString: number)).minorUnits
        }
        #expect(sum == totals.net)
    }

    @Test func csvCarriesEveryEntryFeesAndTheFormulaGuard() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let result = try spendrop.run(["export", "--format", "csv", "--bom", "--month", "2025-03"])
        #expect(result.status == 0, "\(result.stderr)")
        let data = Data(result.stdout.utf8)
        #expect(Array(data.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = String(result.stdout.dropFirst())
        #expect(text.hasPrefix("date,amount,currency,payee,category,account,memo,reference,time,kind,fee,"))
        #expect(text.contains(",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","))
        #expect(!text.contains(",=HYPERLINK"))
        #expect(text.contains(",-0.50,"))
        #expect(text.contains(",-1.00,"))
        let plain = try spendrop.run(["export", "--format", "csv"])
        #expect(plain.stdout.hasPrefix("date,"))
        #expect(try spendrop.run(["export", "--format", "json", "--bom"]).status == 64)
    }

    @Test func jsonExportIsTheListShapeOldestFirst() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let exported = try spendrop.run(["export", "--format", "json"])
        let listed = try spendrop.run(["list", "--json"])
        let exportedArray = try #require(
            try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [[String: Any]])
        let listedArray = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(exportedArray.count == SampleLedger.entries().count)
        #expect(
            exportedArray.compactMap { $0["id"] as? String }
                == listedArray.reversed().compactMap { $0["id"] as? String })
        let card = try #require(exportedArray.first { ($0["funding"] as? [String: Any]) != nil })
        #expect((card["funding"] as? [String: Any])?["last4"] as? String == "4417")
        #expect(exportedArray.contains { $0["status"] as? String == "pending" })
    }
}
