import Foundation
import SpenDropLedger
import SpenDropModel

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
        let report = LedgerBenchmarkReport(
            entries: options.entries, iterations: options.iterations, seedSeconds: seedSeconds,
            duplicatesFound: duplicates, check: Summary(check), save: Summary(save), checkAndSave: Summary(combined))
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

    /// A new entry that repeats an earlier payment (same reference and amount, or same merchant and amount).
    mutating func repeatOfEarlier() -> LedgerEntry {
        guard !made.isEmpty else { return next() }
        var copy = made[random(made.count)]
        copy.id = UUID()
        copy.screenshotHash = nil
        return copy
    }
}
