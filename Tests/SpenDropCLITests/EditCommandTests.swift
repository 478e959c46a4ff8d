import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `spendrop show`, `edit`, `delete`, `restore` and `undo` through the built binary.
@Suite struct EditCommandTests {
    private func add(_ spendrop: Spendrop, _ extra: [String] = []) throws -> String {
        let added = try spendrop.run(
            ["add", "--amount", "12.50", "--merchant", "Kedai Kopi Ali", "--date", "2025-03-14", "--json"] + extra)
        #expect(added.status == 0, "\(added.stderr)")
        return try #require(try added.jsonLines().first?["id"] as? String)
    }

    private func show(_ spendrop: Spendrop, _ id: String) throws -> [String: Any] {
        let shown = try spendrop.run(["show", id, "--json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        return try #require(try shown.jsonLines().first)
    }

    private func list(_ spendrop: Spendrop, _ extra: [String] = []) throws -> [[String: Any]] {
        let listed = try spendrop.run(["list", "--json"] + extra)
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    @Test func anEditPrintsTheSavedRowAndIsRecordedInTheHistory() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let id = try add(spendrop)
        let edited = try spendrop.run([
            "edit", String(id.prefix(8)), "--amount", "15.80", "--merchant", "Kopi Satu", "--kind", "money-out",
            "--date", "21/03/2025", "--time", "9:12 PM",
        ])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stderr.isEmpty)
        #expect(edited.stdout.hasPrefix("saved \(id.prefix(8)): RM 15.80 to Kopi Satu"))
        #expect(edited.stdout.contains("2025-03-21 21:12"))
        #expect(edited.stdout.contains("Money Out"))
        let entry = try #require(try list(spendrop).first)
        #expect(entry["amount"] as? String == "15.80")
        #expect(entry["kind"] as? String == "money_out")
        let shown = try show(spendrop, String(id.prefix(6)))
        #expect(shown["id"] as? String == id)
        let history = try #require(shown["history"] as? [[String: Any]])
        #expect(history.map { $0["action"] as? String } == ["saved", "edited"])
        #expect(history.allSatisfy { $0["by"] as? String == "cli" })
        let changes = try #require(history.last?["changes"] as? [String: [Any]])
        #expect(changes["amount"]?.compactMap { $0 as? String } == ["12.50", "15.80"])
        #expect(changes["time"]?.last as? String == "21:12")
        #expect(changes["merchant"]?.first as? String == "Kedai Kopi Ali")
    }

    @Test func anEditWithJSONPrintsTheEntryObject() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let id = try add(spendrop, ["--note", "lunch"])
        let edited = try spendrop.run(["edit", id, "--note", "", "--json"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let object = try #require(try edited.jsonLines().first)
        #expect(object["id"] as? String == id)
        #expect(object["amount"] as? String == "12.50")
        #expect(try list(spendrop).count == 1)
    }

    @Test func deleteMovesToTheBinAndRestoreAndUndoBringBack() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let first = try add(spendrop)
        let second = try add(spendrop, ["--amount", "3"])
        let deleted = try spendrop.run(["delete", String(first.prefix(8)), second, "--json"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try deleted.jsonLines().first?["deleted"] as? [String] == [first, second])
        #expect(try list(spendrop).isEmpty)
        let shown = try spendrop.run(["show", first])
        #expect(shown.stdout.contains("(in the bin)"))
        let restored = try spendrop.run(["restore", first, "--json"])
        #expect(try restored.jsonLines().first?["restored"] as? [String] == [first])
        #expect(try list(spendrop).map { $0["id"] as? String } == [first])
        // Undo: the restore (back to the bin), then the delete of both (restored).
        let undone = try spendrop.run(["undo", "--json"])
        let object = try #require(try undone.jsonLines().first?["undone"] as? [String: Any])
        #expect(object["action"] as? String == "restored")
        #expect(object["entry_id"] as? String == first)
        #expect(try list(spendrop).isEmpty)
        #expect(try spendrop.run(["undo"]).stdout.contains("undid the delete"))
        #expect(try list(spendrop).count == 2)
        #expect(try spendrop.run(["undo"]).stdout.contains("undid the save"))
        #expect(try spendrop.run(["undo"]).stdout.contains("undid the save"))
        #expect(try list(spendrop).isEmpty)
        let nothing = try spendrop.run(["undo"])
        #expect(nothing.status == 65)
        #expect(nothing.stdout.isEmpty)
    }

    @Test func undoOfAnEditRestoresTheOldValues() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let id = try add(spendrop, ["--category", "food"])
        _ = try spendrop.run(["edit", id, "--amount", "99", "--category", "bills"])
        let undone = try spendrop.run(["undo"])
        #expect(undone.status == 0, "\(undone.stderr)")
        let entry = try #require(try list(spendrop).first)
        #expect(entry["amount"] as? String == "12.50")
        #expect(entry["category"] as? String == "food")
    }

    @Test func badIdsAreOneLineOnStandardError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let id = try add(spendrop)
        let cases: [([String], Int32)] = [
            (["show", "abc"], 64), (["show", "ffffffff"], 65), (["edit", id], 64), (["delete"], 64),
            (["edit", id, "--amount", "abc"], 64), (["edit", id, "--date", "31/02/2025"], 64),
            (["restore", id], 65), (["show", "not-an-id!"], 64),
        ]
        for (arguments, status) in cases {
            let result = try spendrop.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Error Domain"))
        }
    }

    @Test func anAmbiguousPrefixIsAUsageError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        _ = try add(spendrop)
        _ = try add(spendrop, ["--amount", "3"])
        let ledger = spendrop.home.appendingPathComponent("ledger.sqlite").path
        let renumber = """
            import sqlite3,sys
            c=sqlite3.connect(sys.argv[1])
            ids=[r[0] for r in c.execute('SELECT id FROM entries')]
            for n,i in enumerate(ids): c.execute('UPDATE entries SET id=? WHERE id=?', ('ABCDEF0%d-0000-4000-8000-00000000000%d' % (n,n), i))
            c.commit()
            """
        #expect(try Python.run(renumber, ledger) == "")
        let ambiguous = try spendrop.run(["show", "abcdef"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.contains("more than one entry"))
        #expect(try spendrop.run(["show", "abcdef01"]).status == 0)
    }

    @Test func aReportedEditSurvivesKillNineRightAfter() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let id = try add(spendrop)
        for round in 1...5 {
            let process = Process()
            process.executableURL = Spendrop.binaryURL
            process.arguments = ["edit", id, "--amount", "\(round).25"]
            process.environment = ["SPENDROP_HOME": spendrop.home.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // As soon as the confirmation is readable, the process is killed outright.
            let line = output.fileHandleForReading.availableData
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(String(decoding: line, as: UTF8.self).hasPrefix("saved"))
            #expect(try list(spendrop).first?["amount"] as? String == "\(round).25")
        }
        let history = try #require(try show(spendrop, id)["history"] as? [[String: Any]])
        #expect(history.count == 6)
    }

    @Test func aReadOnlyLedgerCanBeListedAndShownButNotChanged() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let id = try add(spendrop)
        let ledger = spendrop.home.appendingPathComponent("ledger.sqlite")
        let asRoot = getuid() == 0
        if !asRoot {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: ledger.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: spendrop.home.path)
        }
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: spendrop.home.path)
        }
        // Root can write anything, so the check runs as an unprivileged user instead.
        func run(_ arguments: [String]) throws -> Spendrop.Result {
            let process = Process()
            let output = Pipe()
            let errors = Pipe()
            if asRoot {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments =
                    ["--reuid=65534", "--regid=65534", "--clear-groups", Spendrop.binaryURL.path] + arguments
            } else {
                process.executableURL = Spendrop.binaryURL
                process.arguments = arguments
            }
            process.environment = ["SPENDROP_HOME": spendrop.home.path, "HOME": spendrop.home.path]
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Spendrop.Result(
                status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                stderr: String(decoding: err, as: UTF8.self))
        }
        let listed = try run(["list", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains(id))
        #expect(try run(["show", id]).status == 0)
        #expect(try run(["export", "--format", "csv"]).status == 0)
        let edit = try run(["edit", id, "--amount", "1"])
        #expect(edit.status == 74)
        #expect(edit.stderr.contains("read-only"), "\(edit.stderr)")
        #expect(edit.stderr.split(separator: "\n").count == 1)
        #expect(try list(spendrop).first?["amount"] as? String == "12.50")
    }
}
