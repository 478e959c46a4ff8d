import Foundation
import SpenDropModel
import Testing

/// `spendrop list`'s filters and totals line, through the built binary.
@Suite struct ListFilterTests {
    private func merchants(_ spendrop: Spendrop, _ arguments: [String]) throws -> [String] {
        let result = try spendrop.run(["list", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return array.map { $0["merchant"] as? String ?? "" }
    }

    @Test func filtersNarrowTheList() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let entries = try SampleLedger.seed(into: spendrop.home)
        let march = entries.filter { $0.date?.hasPrefix("2025-03") == true }
        #expect(try merchants(spendrop, ["--month", "2025-03"]).count == march.count)
        #expect(
            try merchants(spendrop, ["--from", "2025-03-31", "--to", "2025-04-01"]) == [
                "Mamak", "Restoran Nasi Kandar",
            ])
        #expect(try merchants(spendrop, ["--kind", "money-in", "--month", "2025-03"]) == ["Syarikat Majikan Sdn Bhd"])
        #expect(try merchants(spendrop, ["--category", "food", "--month", "2025-03"]).count == 3)
        #expect(try merchants(spendrop, ["--provider", "grabpay"]) == ["Grab"])
        #expect(try merchants(spendrop, ["--search", "KOPI"]) == ["Kedai Kopi Ali", "Kedai Kopi Ali"])
        #expect(try merchants(spendrop, ["--search", "rent share"]) == ["Ahmad bin Ali"])
        #expect(try merchants(spendrop, ["--account", "touch 'n go", "--kind", "transfer"]) == ["Top-up"])
        #expect(try merchants(spendrop, ["--limit", "2"]) == ["Mamak", "Restoran Nasi Kandar"])
        #expect(try merchants(spendrop, ["--deleted"]).isEmpty)
        let plain = try spendrop.run(["list", "--month", "2024-06"])
        #expect(plain.stdout == "No entries match.\n")
    }

    @Test(arguments: [
        ["--month", "2025-13"], ["--month", "2025-03", "--from", "2025-03-01"], ["--from", "2025-02-30"],
        ["--from", "2025-03-02", "--to", "2025-03-01"], ["--kind", "spending"], ["--category", "snacks"],
        ["--provider", "paypal"], ["--account", "No Such Bank"], ["--search", "  "],
    ])
    func aBadFilterIsOneUsageLine(arguments: [String]) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        try SampleLedger.seed(into: spendrop.home)
        let result = try spendrop.run(["list"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// On a terminal (a pseudo-terminal here) the totals of the rows shown follow them; in a pipe they do not.
    @Test func aTerminalGetsATotalsLineThatAddsUpTheRows() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        let entries = try SampleLedger.seed(into: spendrop.home)
        let script = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            chunks = []
            while True:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                chunks.append(data)
            os.waitpid(pid, 0)
            sys.stdout.write(b"".join(chunks).decode())
            """
        let output = try Python.run(
            script, Spendrop.binaryURL.path, "--home", spendrop.home.path, "list", "--month", "2025-03")
        // A terminal ends lines with CR LF.
        let lines = output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        let march = entries.filter { $0.date?.hasPrefix("2025-03") == true }
        func sum(_ kind: EntryKind) -> Money {
            Money(minorUnits: march.filter { $0.kind == kind }.reduce(0) { $0 + $1.amount.minorUnits })
        }
        let fees = Money(minorUnits: march.reduce(0) { $0 + ($1.fee?.minorUnits ?? 0) })
        let net = Money(
            minorUnits: sum(.moneyIn).minorUnits - sum(.expense).minorUnits - sum(.moneyOut).minorUnits
                - fees.minorUnits)
        let totals = try #require(lines.last)
        #expect(lines.count == march.count + 1)
        #expect(
            totals
                == "── \(march.count) entries · spent \(sum(.expense)) · money in \(sum(.moneyIn)) · money out "
                + "\(sum(.moneyOut)) · fees \(fees) · net \(net)")
        let piped = try spendrop.run(["list", "--month", "2025-03"])
        #expect(piped.lines.count == march.count)
        #expect(!piped.stdout.contains("──"))
        let cut = try Python.run(
            script, Spendrop.binaryURL.path, "--home", spendrop.home.path, "list", "--month", "2025-03", "--limit", "3")
        #expect(
            cut.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").last?.hasPrefix(
                "── 3 entries (the newest; more match) · ") == true)
    }
}
