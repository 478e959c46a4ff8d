import Foundation
import SpenDropLedger
import SpenDropModel

#if canImport(Glibc)
import Glibc
#endif

/// `spendrop-bench ledger [--entries N] [--iterations M] [--dir DIR] [--json]`: the duplicate check and a save
/// timed on a ledger already holding N entries (default 100,000), the way the share extension does them.
///
/// The save is durable (SQLite `synchronous = FULL`), so its time is mostly the disk's fsync; run with `--dir` on
/// a RAM disk (such as /dev/shm on Linux) to see the store's own cost without it.
func runLedgerBenchmark(arguments: [String]) -> Int32 {
    var options = LedgerBenchmarkOptions()
    do {
        try options.parse(arguments)
    } catch {
        FileHandle.standardError.write(Data("spendrop-bench ledger: \(error.message)\n".utf8))
        return 64
    }
    let root = options.directory.appendingPathComponent("spendrop-ledger-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    do {
        let store = try LedgerStore(container: AppGroupContainer(url: root), role: .app)
        var generator = SyntheticEntries(seed: 42)
        let seedStart = DispatchTime.now().uptimeNanoseconds
        var remaining = options.entries
        while remaining > 0 {
            let batch = min(remaining, 10_000)
            try store.save(contentsOf: (0..<batch).map { _ in generator.next() })
            remaining -= batch
        }
        let seedSeconds = Double(DispatchTime.now().uptimeNanoseconds - seedStart) / 1e9
        var check: [Double] = []
        var save: [Double] = []
        var combined: [Double] = []
        var duplicates = 0
        for iteration in 0..<options.iterations {
            // Every fourth probe repeats a seeded payment, so the lookups that find something are timed too.
            let entry = iteration % 4 == 0 ? generator.repeatOfEarlier() : generator.next()
            let start = DispatchTime.now().uptimeNanoseconds
            let match = try store.findDuplicate(of: entry)
            let checked = DispatchTime.now().uptimeNanoseconds
            if match == nil { try store.save(entry) } else { duplicates += 1 }
            let saved = DispatchTime.now().uptimeNanoseconds
            check.append(Double(checked - start) / 1e6)
            if match == nil { save.append(Double(saved - checked) / 1e6) }
            combined.append(Double(saved - start) / 1e6)
        }
        // The same-screen rule alone: probes that carry only a pixel hash (no reference, a merchant seen nowhere
        // else), half of them a seeded screen's hash with 1 to 8 bits changed (each must be found), half new.
        var sameScreen: [Double] = []
        var sameScreenCPU: [Double] = []
        var sameScreenFound = 0
        var sameScreenMissed = 0
        for iteration in 0..<options.iterations {
            let repeated = iteration % 2 == 0
            let entry = repeated ? generator.sameScreenAsEarlier(iteration) : generator.newScreen(iteration)
            let cpuStart = processCPUMilliseconds()
            let start = DispatchTime.now().uptimeNanoseconds
            let match = try store.findDuplicate(of: entry)
            sameScreen.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            sameScreenCPU.append(processCPUMilliseconds() - cpuStart)
            if repeated { if match?.strength == .strong { sameScreenFound += 1 } else { sameScreenMissed += 1 } }
            if !repeated, match != nil { sameScreenMissed += 1 }
        }
        let report = LedgerBenchmarkReport(
            entries: options.entries, iterations: options.iterations, seedSeconds: seedSeconds,
            duplicatesFound: duplicates, check: Summary(check), save: Summary(save), checkAndSave: Summary(combined),
            sameScreenCheck: Summary(sameScreen), sameScreenCheckCPU: Summary(sameScreenCPU),
            sameScreenFound: sameScreenFound, sameScreenWrong: sameScreenMissed)
        print(options.json ? report.json : report.table)
        return 0
    } catch {
        FileHandle.standardError.write(Data("spendrop-bench ledger: \(error)\n".utf8))
        return 74
    }
}

/// The benchmark's options.
struct LedgerBenchmarkOptions {
    var entries = 100_000
    var iterations = 200
    var directory = FileManager.default.temporaryDirectory
    var json = false

    struct Failure: Error {
        let message: String
    }

    mutating func parse(_ arguments: [String]) throws(Failure) {
        var index = 0
        func value() throws(Failure) -> String {
            guard index + 1 < arguments.count else { throw Failure(message: "\(arguments[index]) needs a value") }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--entries":
                guard let number = Int(try value()), number >= 0 else { throw Failure(message: "bad --entries") }
                entries = number
            case "--iterations":
                guard let number = Int(try value()), number > 0 else { throw Failure(message: "bad --iterations") }
                iterations = number
            case "--dir": directory = URL(fileURLWithPath: try value(), isDirectory: true)
            case "--json": json = true
            default: throw Failure(message: "unknown option \(arguments[index])")
            }
            index += 1
        }
    }
}

/// The CPU time this process has used so far, in milliseconds: unlike the wall clock, not stretched by other
/// programs on a busy machine.
func processCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Median, 90th percentile and maximum of a list of milliseconds.
struct Summary: Encodable {
    let median: Double
    let p90: Double
    let max: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func at(_ fraction: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
        }
        median = at(0.5)
        p90 = at(0.9)
        max = sorted.last ?? 0
    }
}

private struct LedgerBenchmarkReport: Encodable {
    let entries: Int
    let iterations: Int
    let seedSeconds: Double
    let duplicatesFound: Int
    let check: Summary
    let save: Summary
    let checkAndSave: Summary
    let sameScreenCheck: Summary
    let sameScreenCheckCPU: Summary
    let sameScreenFound: Int
    let sameScreenWrong: Int

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
    }

    var table: String {
        func row(_ name: String, _ summary: Summary) -> String {
            name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + [summary.median, summary.p90, summary.max].map { String(format: "%10.3f", $0) }.joined()
        }
        return """
            ledger: \(entries) entries seeded in \(String(format: "%.1f", seedSeconds)) s; \(iterations) probes, \
            \(duplicatesFound) duplicates found
            operation (ms)        median       p90       max
            \(row("duplicate check", check))
            \(row("save (durable)", save))
            \(row("check + save", checkAndSave))
            \(row("same-screen check", sameScreenCheck))
            \(row("  its CPU time", sameScreenCheckCPU))
            same-screen probes: \(sameScreenFound) of \(iterations - iterations / 2) repeats found, \
            \(sameScreenWrong) wrong (a repeat missed or a new screen matched)
            """
    }
}

/// Deterministic, made-up ledger entries: a few hundred merchants, amounts, references and screenshot hashes.
struct SyntheticEntries {
    private var state: UInt64
    private var made: [LedgerEntry] = []
    private let start = Date(timeIntervalSince1970: 1_640_995_200)

    init(seed: UInt64) { state = seed }

    private mutating func random(_ bound: Int) -> Int {
        // SplitMix64: reproducible across platforms, unlike the system generator.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    /// The month (`YYYY-MM`) of the latest entry made so far.
    private(set) var lastMonth = "2024-12"
    private var latest = Date(timeIntervalSince1970: 0)

    /// A new entry; `varied` also spreads kinds, categories, accounts, fees and notes, as a real ledger has them.
    mutating func next(varied: Bool) -> LedgerEntry {
        var entry = next()
        let kinds: [EntryKind] = [.expense, .expense, .expense, .expense, .moneyIn, .moneyOut]
        entry.kind = kinds[random(kinds.count)]
        entry.category = SpendCategory.allCases[random(SpendCategory.allCases.count)]
        entry.account = ["Maybank Savings", "Touch 'n Go", "CIMB", "GrabPay", nil][random(5)]
        if random(5) == 0 { entry.fee = Money(minorUnits: Int64(random(200))) }
        if random(4) == 0 { entry.note = "note \(random(1_000))" }
        entry.source = .manual
        if entry.createdAt > latest, let date = entry.date {
            latest = entry.createdAt
            lastMonth = String(date.prefix(7))
        }
        return entry
    }

    mutating func next() -> LedgerEntry {
        let instant = start.addingTimeInterval(Double(random(3 * 365 * 86_400)))
        let zone = TimeZone(identifier: "Asia/Kuala_Lumpur")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let entry = LedgerEntry(
            amount: Money(minorUnits: Int64(100 + random(50_000))), merchant: "Merchant \(random(500))",
            provider: [Provider.touchNGo, .maybank, .cimb, .grabpay, nil][random(5)],
            date: String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0),
            time: String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0),
            reference: random(10) < 7 ? "TX\(random(1_000_000_000))" : nil, source: .shareExtension,
            screenshotHash: random(2) == 0
                ? (0..<4).map { _ in String(format: "%016llx", random(Int.max)) }.joined()
                : nil,
            createdAt: instant, pixelHash: random(2) == 0 ? UInt64(random(Int.max)) &* 2 : nil)
        if made.count < 1_000 { made.append(entry) }
        return entry
    }

    /// The first entries made, to pick existing ones from.
    var earlier: [LedgerEntry] { made }

    /// A number below `bound`, from the same reproducible sequence.
    mutating func pick(_ bound: Int) -> Int { random(bound) }

    /// An earlier entry's screen in another file: its pixel hash with 1 to 8 bits changed, the same amount, and
    /// nothing else that would match (no screenshot hash, no reference, a merchant of its own).
    mutating func sameScreenAsEarlier(_ number: Int) -> LedgerEntry {
        let withHash = made.filter { $0.pixelHash != nil }
        guard !withHash.isEmpty else { return newScreen(number) }
        var copy = withHash[random(withHash.count)]
        var hash = copy.pixelHash ?? 0
        var flipped: Set<Int> = []
        let bits = 1 + random(8)
        while flipped.count < bits { flipped.insert(random(64)) }
        for bit in flipped { hash ^= 1 << UInt64(bit) }
        copy.id = UUID()
        copy.pixelHash = hash
        copy.screenshotHash = nil
        copy.reference = nil
        copy.merchant = "Same screen \(number)"
        return copy
    }

    /// A screen not in the ledger: a new pixel hash, and nothing else that would match.
    mutating func newScreen(_ number: Int) -> LedgerEntry {
        var entry = next()
        entry.pixelHash = UInt64(random(Int.max)) &* 2 &+ UInt64(random(2))
        entry.screenshotHash = nil
        entry.reference = nil
        entry.merchant = "New screen \(number)"
        return entry
    }

    /// A new entry that repeats an earlier payment (same reference and amount, or same merchant and amount).
    mutating func repeatOfEarlier() -> LedgerEntry {
        guard !made.isEmpty else { return next() }
        var copy = made[random(made.count)]
        copy.id = UUID()
        copy.screenshotHash = nil
        return copy
    }
}

// MARK: - Reading: list, export, report

/// `spendrop-bench ledger-read [--entries N] [--runs R] [--dir DIR] [--spendrop PATH] [--sqlite3 PATH] [--keep DIR]`:
/// the `spendrop` commands that read the ledger, timed as processes (wall, CPU, peak memory) side by side with the
/// `sqlite3` shell reading the same rows, at a quarter, half and all of N entries (default 100,000), so memory
/// that grows with the ledger shows.
func runLedgerReadBenchmark(arguments: [String]) -> Int32 {
    var entries = 100_000
    var runs = 5
    var directory = FileManager.default.temporaryDirectory
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var spendrop = here.appendingPathComponent("spendrop").path
    var sqlite = "/usr/bin/sqlite3"
    var keep: URL?
    var index = 0
    while index < arguments.count {
        let value = index + 1 < arguments.count ? arguments[index + 1] : ""
        switch arguments[index] {
        case "--entries": entries = Int(value) ?? entries
        case "--runs": runs = max(1, Int(value) ?? runs)
        case "--dir": directory = URL(fileURLWithPath: value, isDirectory: true)
        case "--spendrop": spendrop = value
        case "--sqlite3": sqlite = value
        case "--keep": keep = URL(fileURLWithPath: value, isDirectory: true)
        default:
            FileHandle.standardError.write(
                Data("spendrop-bench ledger-read: unknown option \(arguments[index])\n".utf8))
            return 64
        }
        index += 2
    }
    guard FileManager.default.isExecutableFile(atPath: spendrop), FileManager.default.isExecutableFile(atPath: sqlite)
    else {
        FileHandle.standardError.write(
            Data("spendrop-bench ledger-read: needs \(spendrop) and \(sqlite) (make bench-setup)\n".utf8))
        return 69
    }
    // With --keep DIR the seeded ledger is left in DIR (a home for `spendrop --home`) and nothing is timed.
    let root = keep ?? directory.appendingPathComponent("spendrop-ledger-read-\(UUID().uuidString)")
    defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }
    do {
        let store = try LedgerStore(container: AppGroupContainer(url: root), role: .app)
        var generator = SyntheticEntries(seed: 42)
        var saved = 0
        var month = "2024-06"
        print("ledger-read: \(runs) runs each, median; wall and CPU in ms, peak RSS in MB; ratio = spendrop / sqlite3")
        print(ReadRow.header)
        for size in [entries / 4, entries / 2, entries] where size > saved {
            while saved < size {
                let batch = min(size - saved, 10_000)
                try store.save(contentsOf: (0..<batch).map { _ in generator.next(varied: true) })
                saved += batch
            }
            month = generator.lastMonth
            if keep != nil { continue }
            let ledger = root.appendingPathComponent("ledger.sqlite").path
            let home = ["--home", root.path]
            let columns =
                "e.id, e.kind, e.amount_minor, e.currency, e.merchant, e.provider, e.channel, a.name, e.category, e.date, e.time, e.reference, e.fee_minor, e.source, e.created_at, e.note, e.status"
            let from = " FROM entries e LEFT JOIN accounts a ON a.id = e.account_id WHERE e.deleted_at IS NULL"
            var work: [(String, [String], [String])] = [
                (
                    "list (20)", home + ["list", "--limit", "20"],
                    [ledger, "SELECT \(columns)\(from) ORDER BY e.occurred_at DESC, e.created_at DESC LIMIT 20"]
                ),
                (
                    "list --json", home + ["list", "--json"],
                    ["-json", ledger, "SELECT \(columns)\(from) ORDER BY e.occurred_at DESC, e.created_at DESC"]
                ),
            ]
            for format in ["csv", "json", "ledger", "beancount", "ofx"] {
                work.append(
                    (
                        "export \(format)", home + ["export", "--format", format],
                        [
                            format == "json" ? "-json" : "-csv", ledger,
                            "SELECT \(columns)\(from) ORDER BY e.occurred_at",
                        ]
                    ))
            }
            let bounds = monthBounds(month)
            work.append(
                (
                    "report (month)", home + ["report", "--month", month, "--format", "json"],
                    [
                        ledger,
                        """
                        SELECT kind, currency, count(*), sum(amount_minor), sum(fee_minor) FROM entries WHERE deleted_at IS NULL AND occurred_at >= \(bounds.0) AND occurred_at < \(bounds.1) GROUP BY kind, currency;
                        SELECT category, sum(amount_minor), count(*) FROM entries WHERE deleted_at IS NULL AND kind = 'expense' AND occurred_at >= \(bounds.0) AND occurred_at < \(bounds.1) GROUP BY category;
                        SELECT account_id, sum(amount_minor), count(*) FROM entries WHERE deleted_at IS NULL AND kind = 'expense' AND occurred_at >= \(bounds.0) AND occurred_at < \(bounds.1) GROUP BY account_id;
                        SELECT provider, sum(amount_minor), count(*) FROM entries WHERE deleted_at IS NULL AND kind = 'expense' AND occurred_at >= \(bounds.0) AND occurred_at < \(bounds.1) GROUP BY provider;
                        SELECT (occurred_at + 28800000) / 86400000, sum(amount_minor) FROM entries WHERE deleted_at IS NULL AND kind = 'expense' AND occurred_at >= \(bounds.0) AND occurred_at < \(bounds.1) GROUP BY 1;
                        SELECT min(merchant), sum(amount_minor), count(*) FROM entries WHERE deleted_at IS NULL AND kind = 'expense' AND occurred_at >= \(bounds.0) AND occurred_at < \(bounds.1) GROUP BY merchant_key ORDER BY 2 DESC LIMIT 10;
                        SELECT kind, sum(amount_minor) FROM entries WHERE deleted_at IS NULL AND occurred_at >= \(bounds.0 - 150 * 86_400_000) AND occurred_at < \(bounds.1) GROUP BY occurred_at / 2592000000, kind;
                        """,
                    ]
                ))
            for (name, spendropArguments, sqliteArguments) in work {
                let ours = try ProcessMeasurement.median(runs) {
                    try ProcessMeasurement.run(spendrop, spendropArguments)
                }
                let reference = try ProcessMeasurement.median(runs) {
                    try ProcessMeasurement.run(sqlite, sqliteArguments)
                }
                print(ReadRow(operation: name, entries: saved, ours: ours, reference: reference).line)
            }
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("spendrop-bench ledger-read: \(error)\n".utf8))
        return 74
    }
}

/// The first moments of `month` (`YYYY-MM`) and of the month after, in Kuala Lumpur (UTC+8), in milliseconds.
private func monthBounds(_ month: String) -> (Int64, Int64) {
    let parts = month.split(separator: "-").compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Kuala_Lumpur")!
    let start = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: 1))!
    let end = calendar.date(byAdding: .month, value: 1, to: start)!
    return (Int64(start.timeIntervalSince1970 * 1000), Int64(end.timeIntervalSince1970 * 1000))
}

/// One process's cost: wall time, CPU time (user + system) and peak resident memory.
private struct ProcessMeasurement {
    var wall: Double
    var cpu: Double
    var peakMegabytes: Double

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `path` with its output thrown away: wall and CPU time through `wait4`, peak memory through GNU time.
    ///
    /// Linux carries a process's peak resident size across `exec`, so a child spawned from this (large) process
    /// would report this process's size; GNU time, small, starts the program and reports the program's own peak.
    static func run(_ path: String, _ arguments: [String]) throws -> ProcessMeasurement {
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spendrop-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: peakFile) }
        let timer = "/usr/bin/time"
        let timed = FileManager.default.isExecutableFile(atPath: timer)
        let program = timed ? timer : path
        let words = timed ? ["-f", "%M", "-o", peakFile.path, path] + arguments : arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = ([program] + words).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(path): \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw Failure(description: "wait4 failed") }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        guard status == 0 else {
            throw Failure(description: "\(path) \(arguments.joined(separator: " ")) failed: \(status)")
        }
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        let peak = (try? String(contentsOf: peakFile, encoding: .utf8))
            .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return ProcessMeasurement(
            wall: wall, cpu: ms(usage.ru_utime) + ms(usage.ru_stime), peakMegabytes: (peak ?? .nan) / 1024)
    }

    /// The median of `runs` runs, field by field.
    static func median(_ runs: Int, _ body: () throws -> ProcessMeasurement) throws -> ProcessMeasurement {
        var all: [ProcessMeasurement] = []
        for _ in 0..<runs { all.append(try body()) }
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return ProcessMeasurement(
            wall: middle(all.map(\.wall)), cpu: middle(all.map(\.cpu)), peakMegabytes: middle(all.map(\.peakMegabytes)))
    }
}

/// One line of the reading benchmark's table.
private struct ReadRow {
    let operation: String
    let entries: Int
    let ours: ProcessMeasurement
    let reference: ProcessMeasurement

    static let header =
        "operation          entries   spendrop wall    cpu    MB   sqlite3 wall    cpu    MB   ratio wall   cpu"

    var line: String {
        operation.padding(toLength: 17, withPad: " ", startingAt: 0)
            + String(
                format: "%8d   %13.1f %6.1f %5.1f   %12.1f %6.1f %5.1f   %10.2f %5.2f", entries, ours.wall, ours.cpu,
                ours.peakMegabytes, reference.wall, reference.cpu, reference.peakMegabytes,
                ours.wall / max(reference.wall, 0.001), ours.cpu / max(reference.cpu, 0.001))
    }
}
