import Foundation
import Testing

/// `spendrop share` and `import` tell what happened: the saved row, the entry a duplicate matches, plain errors.
@Suite struct ShareTruthTests {
    static func sample(_ name: String) -> String {
        Spendrop.repositoryRoot.appendingPathComponent("Samples/\(name)").path
    }

    private func list(_ spendrop: Spendrop) throws -> [[String: Any]] {
        let listed = try spendrop.run(["list", "--json"])
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    @Test func theSaveLineIsPrintedFromTheSavedRow() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let shared = try spendrop.run([
            "share", "--yes", "--kind", "money-in", "--account", "Maybank", Self.sample("grabpay_food.png"),
        ])
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(shared.stdout.contains("Money In"))
        #expect(shared.stdout.contains("from Nasi Lemak Wangi"))
        #expect(shared.stdout.contains("account Maybank"))
        let entry = try #require(try list(spendrop).first)
        #expect(entry["kind"] as? String == "money_in")
        #expect(shared.stdout.contains("[entry \((entry["id"] as? String ?? "").prefix(8))]"))
    }

    @Test func theSameScreenAsHEICIsAStrongDuplicateNamingTheEntry() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let first = try spendrop.run(["share", "--yes", "--json", Self.sample("apple_wallet_card.png")])
        let id = try #require(try first.jsonLines().first?["entry_id"] as? String)
        let second = try spendrop.run(["share", "--yes", "--json", Self.sample("apple_wallet_card.heic")])
        #expect(second.status == 0, "\(second.stderr)")
        let object = try #require(try second.jsonLines().first)
        #expect(object["status"] as? String == "duplicate")
        #expect(object["duplicate_of"] as? String == id)
        let plain = try spendrop.run(["share", "--yes", Self.sample("apple_wallet_card.heic")])
        #expect(plain.stdout.contains("already in the ledger as entry \(id.prefix(8))"))
        #expect(plain.stdout.contains("same screen saved before, in another file"))
        #expect(try list(spendrop).count == 1)
    }

    @Test func unreadableFilesAreOnePlainLineOnStandardErrorOnly() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let folder = spendrop.home.appendingPathComponent("inputs", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        let text = folder.appendingPathComponent("notes.png")
        try Data("Paid RM 12.50 at the kopitiam\n".utf8).write(to: text)
        let cases: [(String, String, Int32)] = [
            (folder.path, "is a directory", 66), (empty.path, "empty file", 65),
            (text.path, "not an image: it looks like text", 65),
            (folder.appendingPathComponent("missing.png").path, "no such file", 66),
        ]
        for (path, words, status) in cases {
            let result = try spendrop.run(["share", "--yes", path])
            #expect(result.status == status, "\(path): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(path): \(result.stdout)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(path): \(result.stderr)")
            #expect(result.stderr.contains(words), "\(path): \(result.stderr)")
            #expect(!result.stderr.contains("Domain") && !result.stderr.contains("attempts"))
        }
    }

    @Test func importListsEveryFileItCouldNotFinish() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let folder = spendrop.home.appendingPathComponent("batch", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.sample("tng_money_in.png"), toPath: folder.appendingPathComponent("a.png").path)
        try Data().write(to: folder.appendingPathComponent("b.png"))
        try Data("hello\n".utf8).write(to: folder.appendingPathComponent("c.txt"))
        let result = try spendrop.run(["import", folder.path])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("imported 3 files: 1 saved, 2 not read"))
        #expect(result.stderr.contains("not finished (2):"))
        #expect(result.stderr.contains("b.png: empty file"))
        #expect(result.stderr.contains("c.txt: not an image: it looks like text"))
        #expect(try list(spendrop).count == 1)

        let emptyFolder = spendrop.home.appendingPathComponent("nothing", isDirectory: true)
        try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
        let none = try spendrop.run(["import", emptyFolder.path])
        #expect(none.status == 66)
        #expect(none.stderr.contains("no files to import"))
    }

    @Test func aHomeUnderAFileIsAPlainError() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let file = spendrop.home.appendingPathComponent("afile")
        try Data("x".utf8).write(to: file)
        let result = try spendrop.run(["--home", file.path + "/sub", "list"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("is a file, not a folder"))
        #expect(!result.stderr.contains("Domain"))
    }

    @Test func aTypoInAnAccountNameIsRefusedWithTheLikelyOne() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["accounts", "add", "Maybank Savings", "--type", "bank"]).status == 0)
        let typo = try spendrop.run(["add", "--amount", "5", "--merchant", "x", "--account", "Maybank Savngs"])
        #expect(typo.status == 65)
        #expect(typo.stderr.contains("did you mean Maybank Savings?"))
        #expect(try list(spendrop).isEmpty)
        let shared = try spendrop.run(["share", "--yes", "--account", "TNG", Self.sample("grabpay_food.png")])
        #expect(shared.status == 0, "\(shared.stderr)")
        let accounts = try spendrop.run(["accounts", "list", "--json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(accounts.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(parsed.first { $0["name"] as? String == "TNG" }?["provider"] as? String == "touch_n_go")
    }
}
