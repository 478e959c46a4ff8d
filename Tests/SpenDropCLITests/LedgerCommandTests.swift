import Foundation
import Testing

/// `spendrop add`, `list`, `export` and `accounts` as scripts use them (CONTRACTS.md).
@Suite struct LedgerCommandTests {
    static let entryFields: Set<String> = [
        "id", "kind", "amount", "currency", "merchant", "provider", "channel", "category", "account", "date", "time",
        "reference", "fee", "source", "created_at", "note", "status", "funding",
    ]

    private func listJSON(_ spendrop: Spendrop, _ extra: [String] = []) throws -> [[String: Any]] {
        let result = try spendrop.run(["list", "--json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    @Test func addedEntryIsListedWithEveryContractField() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let added = try spendrop.run([
            "add", "--amount", "12.5", "--merchant", "Kedai Kopi Ali", "--kind", "money-out", "--date", "2025-03-14",
            "--time", "12:30", "--account", "Maybank", "--category", "food", "--reference", "TX 0091",
            "--note", "lunch", "--json",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let object = try #require(try added.jsonLines().first)
        #expect(Set(object.keys) == Self.entryFields)
        let listed = try #require(try listJSON(spendrop).first)
        #expect(Set(listed.keys) == Self.entryFields)
        #expect(listed["id"] as? String == object["id"] as? String)
        #expect(listed["amount"] as? String == "12.50")
        #expect(listed["currency"] as? String == "MYR")
        #expect(listed["kind"] as? String == "money_out")
        #expect(listed["merchant"] as? String == "Kedai Kopi Ali")
        #expect(listed["account"] as? String == "Maybank")
        #expect(listed["category"] as? String == "food")
        #expect(listed["date"] as? String == "2025-03-14")
        #expect(listed["time"] as? String == "12:30")
        #expect(listed["reference"] as? String == "TX 0091")
        #expect(listed["source"] as? String == "manual")
        #expect(listed["fee"] is NSNull)
        #expect(listed["provider"] is NSNull)
        let created = try #require(listed["created_at"] as? String)
        #expect(ISO8601DateFormatter().date(from: created) != nil)
    }

    @Test func plainAddPrintsTheSavedId() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let added = try spendrop.run(["add", "--amount", "3", "--merchant", "Parking"])
        #expect(added.status == 0)
        let id = try #require(try listJSON(spendrop).first?["id"] as? String)
        #expect(added.stdout.hasPrefix("saved \(id): "))
        #expect(added.stdout.contains("RM 3.00"))
    }

    @Test(arguments: [
        ["--amount", "0", "--merchant", "x"], ["--amount", "-5", "--merchant", "x"],
        ["--amount", "1.234", "--merchant", "x"], ["--amount", "12,50", "--merchant", "x"],
        ["--amount", "abc", "--merchant", "x"], ["--merchant", "x"], ["--amount", "5"],
        ["--amount", "5", "--merchant", "   "], ["--amount", "5", "--merchant", "x", "--date", "2025-02-29"],
        ["--amount", "5", "--merchant", "x", "--date", "31/02/2025"],
        ["--amount", "5", "--merchant", "x", "--time", "24:00"], ["--amount", "5", "--merchant", "x", "--time", "9am"],
        ["--amount", "5", "--merchant", "x", "--kind", "transfer"],
        ["--amount", "5", "--merchant", "x", "--category", "snacks"],
    ])
    func badAddIsAUsageErrorAndSavesNothing(arguments: [String]) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let result = try spendrop.run(["add"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
        #expect(try listJSON(spendrop).isEmpty)
    }

    @Test func listIsNewestFirstAndHonoursTheLimit() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        for (merchant, date) in [("second", "2025-01-02"), ("first", "2025-01-01"), ("third", "2025-01-03")] {
            #expect(try spendrop.run(["add", "--amount", "1", "--merchant", merchant, "--date", date]).status == 0)
        }
        #expect(try listJSON(spendrop).map { $0["merchant"] as? String } == ["third", "second", "first"])
        #expect(try listJSON(spendrop, ["--limit", "1"]).map { $0["merchant"] as? String } == ["third"])
        let plain = try spendrop.run(["list"])
        #expect(plain.lines.count == 3)
        #expect(plain.lines.first?.contains("third") == true)
    }

    @Test func exportWritesSignedQuotedCSV() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        _ = try spendrop.run([
            "add", "--amount", "10", "--merchant", "Ali, \"Abu\"", "--date", "2025-01-01", "--note", "a\nb",
        ])
        _ = try spendrop.run([
            "add", "--amount", "2500", "--merchant", "Employer", "--kind", "money-in",
            "--date", "2025-01-02", "--account", "CIMB", "--reference", "SAL01",
        ])
        let out = spendrop.home.appendingPathComponent("exports", isDirectory: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let file = out.appendingPathComponent("ledger.csv")
        let result = try spendrop.run(["export", "--format", "csv", "--out", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let csv = try String(contentsOf: file, encoding: .utf8)
        // The contract's eight columns come first, in order; the rest follow (CSVExporterTests has them all).
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines.count == 4 && lines[3].isEmpty)
        #expect(lines[0].hasPrefix("date,amount,currency,payee,category,account,memo,reference,"))
        #expect(lines[1].hasPrefix("2025-01-01,-10.00,MYR,\"Ali, \"\"Abu\"\"\",other,,\"a\nb\",,"))
        #expect(lines[2].hasPrefix("2025-01-02,2500.00,MYR,Employer,other,CIMB,,SAL01,"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["ledger.csv"])
        let stdout = try spendrop.run(["export", "--format", "csv"])
        #expect(stdout.stdout == csv)
    }

    @Test(arguments: [["export"], ["export", "--format", "xlsx"]])
    func exportNeedsTheCSVFormat(arguments: [String]) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(arguments).status == 64)
    }

    @Test func exportToAMissingFolderIsAFileSystemError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let target = spendrop.home.appendingPathComponent("no/such/folder/x.csv").path
        let result = try spendrop.run(["export", "--format", "csv", "--out", target])
        #expect(result.status == 74)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// The contract's `accounts add NAME`: the type is optional, taken from the name, the provider or the card digits.
    @Test func anAccountAddedWithoutATypeTakesTheOneItsDetailsSay() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        for arguments in [["GrabPay Wallet"], ["Cash"], ["Visa Platinum", "--last4", "4417"], ["Joint Savings"]] {
            let added = try spendrop.run(["accounts", "add"] + arguments)
            #expect(added.status == 0, "\(added.stderr)")
        }
        let listed = try spendrop.run(["accounts", "list", "--json"])
        let accounts = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let types = Dictionary(
            uniqueKeysWithValues: accounts.compactMap { account in
                (account["name"] as? String).map { ($0, account["type"] as? String) }
            })
        #expect(
            types == ["GrabPay Wallet": "ewallet", "Cash": "cash", "Visa Platinum": "card", "Joint Savings": "bank"])
    }

    @Test func accountsAreAddedListedAndUniqueIgnoringCase() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["accounts"]).status == 0)
        let added = try spendrop.run([
            "accounts", "add", "TNG eWallet", "--type", "ewallet", "--provider", "touch_n_go",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try spendrop.run(["accounts", "add", "tng ewallet", "--type", "card"]).status == 65)
        #expect(try spendrop.run(["accounts", "add", "Wallet", "--type", "piggybank"]).status == 64)
        #expect(try spendrop.run(["accounts", "add", "Wallet", "--type", "cash", "--provider", "nope"]).status == 64)
        #expect(try spendrop.run(["accounts", "add", "Wallet", "--last4", "12"]).status == 64)
        _ = try spendrop.run(["add", "--amount", "5", "--merchant", "x", "--account", "Maybank"])
        let listed = try spendrop.run(["accounts", "list", "--json"])
        let accounts = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(accounts.map { $0["name"] as? String } == ["Maybank", "TNG eWallet"])
        #expect(accounts.last?["type"] as? String == "ewallet")
        #expect(accounts.last?["provider"] as? String == "touch_n_go")
    }

    @Test func aLedgerFromANewerVersionIsAStoreErrorAndIsKept() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["add", "--amount", "5", "--merchant", "x"]).status == 0)
        let ledger = spendrop.home.appendingPathComponent("ledger.sqlite").path
        let bump = "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version=42'); c.commit()"
        #expect(try Python.run(bump, ledger) == "")
        for arguments in [["list"], ["add", "--amount", "1", "--merchant", "y"], ["export", "--format", "csv"]] {
            let result = try spendrop.run(arguments)
            #expect(result.status == 74)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.contains("newer"))
        }
        let countEntries =
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
            + "print(c.execute('SELECT count(*) FROM entries').fetchone()[0])"
        let count = try Python.run(countEntries, ledger)
        #expect(count == "1")
    }
}

/// Runs a short python3 program (the sqlite3 module is always there; the sqlite3 CLI may not be).
enum Python {
    static func run(_ program: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
