import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Several `spendrop` processes on one ledger, as the app and the share extension share it, and crashes.
@Suite(.serialized) struct LedgerProcessTests {
    /// Entries per writer; `SPENDROP_LEDGER_WRITES` lowers it for a quick local run.
    static let writesPerWriter = Int(ProcessInfo.processInfo.environment["SPENDROP_LEDGER_WRITES"] ?? "") ?? 300

    /// A shell loop of `spendrop add` processes; each prints the saved entry as JSON only after its commit.
    private func writerScript(tag: String, count: Int, output: URL) -> String {
        """
        i=0
        out='\(output.path)'
        while [ $i -lt \(count) ]; do
            i=$((i + 1))
            "$SPENDROP" add --amount "$i.25" --merchant "\(tag)-$i" --reference "\(tag)REF$i" --json >> "$out" \
                || echo "failed $i" >> "$out.errors"
        done
        """
    }

    private func startShell(_ script: String, home: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["SPENDROP"] = Spendrop.binaryURL.path
        environment["SPENDROP_HOME"] = home.path
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        try process.run()
        return process
    }

    /// Ids the writers reported as saved: complete JSON lines only.
    private func reportedIDs(_ file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
    }

    private func ledgerIDs(_ spendrop: Spendrop) throws -> Set<String> {
        let result = try spendrop.run(["list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return Set(array.compactMap { $0["id"] as? String })
    }

    private func integrityCheck(_ spendrop: Spendrop) throws -> String {
        try Python.run(
            "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA integrity_check').fetchone()[0])",
            spendrop.home.appendingPathComponent("ledger.sqlite").path)
    }

    @Test func twoWritersLoseNothing() throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        // The first process creates the ledger, as the app does before any share.
        #expect(try spendrop.run(["accounts"]).status == 0)
        let count = Self.writesPerWriter
        let outputs = ["a", "b"].map { spendrop.home.appendingPathComponent("writer-\($0).jsonl") }
        let writers = try zip(["A", "B"], outputs).map { tag, output in
            try startShell(writerScript(tag: tag, count: count, output: output), home: spendrop.home)
        }
        for writer in writers { writer.waitUntilExit() }
        for output in outputs {
            #expect(!FileManager.default.fileExists(atPath: output.path + ".errors"), "a save failed")
        }
        let reported = outputs.flatMap(reportedIDs)
        #expect(reported.count == 2 * count)
        let saved = try ledgerIDs(spendrop)
        #expect(saved.count == 2 * count)
        #expect(Set(reported) == saved)
        #expect(try integrityCheck(spendrop) == "ok")
    }

    /// The kill comes once the loops have reported `saves` saves between them (their own output, not a delay tuned
    /// to one machine), while they go on saving.
    @Test(arguments: [1, 4, 12])
    func killNineDuringSavesKeepsEveryReportedEntry(saves: Int) throws {
        let spendrop = try Spendrop.withFreshHome()
        defer { spendrop.cleanUp() }
        #expect(try spendrop.run(["accounts"]).status == 0)
        let output = spendrop.home.appendingPathComponent("writer.jsonl")
        var loops: [Process] = []
        // Whatever happens, no loop outlives the test (the count is a backstop too).
        defer {
            for loop in loops where loop.isRunning { kill(-loop.processIdentifier, SIGKILL) }
        }
        for tag in ["K", "L"] {
            let file = tag == "K" ? output : spendrop.home.appendingPathComponent("writer-l.jsonl")
            let loop = try startShell(writerScript(tag: tag, count: 1_000, output: file), home: spendrop.home)
            loops.append(loop)
            // Foundation starts each child in its own process group, so one signal reaches the save in flight.
            try #require(getpgid(loop.processIdentifier) == loop.processIdentifier)
        }
        let outputs = [output, spendrop.home.appendingPathComponent("writer-l.jsonl")]
        // The deadline only ends a hang.
        let deadline = Date().addingTimeInterval(300)
        while outputs.flatMap(reportedIDs).count < saves && loops.allSatisfy(\.isRunning) && Date() < deadline {
            usleep(2_000)
        }
        // The whole group dies at once: the shell loop and whichever save is in flight.
        for loop in loops { kill(-loop.processIdentifier, SIGKILL) }
        for loop in loops { loop.waitUntilExit() }
        #expect(loops.allSatisfy { $0.terminationReason == .uncaughtSignal })
        let reported = reportedIDs(output) + reportedIDs(spendrop.home.appendingPathComponent("writer-l.jsonl"))
        #expect(reported.count >= saves, "fewer saves finished before the kill than waited for")
        // The next opener rolls back any hot journal the killed save left.
        let saved = try ledgerIDs(spendrop)
        #expect(Set(reported).isSubset(of: saved))
        #expect(try integrityCheck(spendrop) == "ok")
        // And the ledger still takes writes.
        #expect(try spendrop.run(["add", "--amount", "1", "--merchant", "after"]).status == 0)
    }
}
