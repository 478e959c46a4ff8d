import Foundation
import Testing

/// On Linux `spendrop` is the app as well as its share extension: after an update, a ledger written by the previous
/// version is upgraded by `share` and `import` themselves, not left for an app that is not there.
@Suite struct ShareUpgradeTests {
    /// Turns a current ledger back into what version 3 wrote (the v4 step only added indexes).
    private func makeVersionThree(_ spendrop: Spendrop) throws {
        let python = try Tool.require("python3", package: "python3")
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            for shift in (0, 13, 26, 39, 52): c.execute(f"DROP INDEX entries_by_pixel_block_{shift}")
            c.execute("CREATE INDEX entries_by_pixel_hash ON entries (pixel_hash, id) "
                      "WHERE pixel_hash IS NOT NULL AND deleted_at IS NULL")
            c.execute("DELETE FROM migrations WHERE name = 'v4_pixel_hash_blocks'")
            c.execute("PRAGMA user_version = 3")
            c.commit()
            """
        let ledger = spendrop.home.appendingPathComponent("ledger.sqlite").path
        let result = try python.run(["-c", script, ledger])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: [["share", "--yes"], ["import"]])
    func anOlderLedgerIsUpgradedAndTheShareSaved(_ command: [String]) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["add", "--amount", "4.50", "--merchant", "Kopi"]).status == 0)
        try makeVersionThree(spendrop)
        let shared = try spendrop.run(command + [Spendrop.sample("grabpay_food.png")])
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(!shared.stderr.contains("share inbox"), "\(shared.stderr)")
        let amounts = try spendrop.entries().compactMap { $0["amount"] as? String }
        #expect(Set(amounts) == ["4.50", "35.80"])
    }
}
