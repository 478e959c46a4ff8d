import Foundation
import SpenDropParser

/// What a corpus is to the parser: what its accuracy figures can claim.
enum CorpusStanding: String {
    /// The corpus the parser's rules were written against.
    case tuning
    /// Written apart from the parser and never looked at while changing it: figures for unseen screens.
    case heldOut = "held-out"
    /// Written as held out, then its misses were looked at while changing the parser (docs/parser.md): its figures
    /// overstate how the parser does on new screens.
    case tunedOnSince = "tuned-on-since"

    /// The label printed with every figure of the set.
    var label: String {
        switch self {
        case .tuning: "tuning corpus"
        case .heldOut: "held out"
        case .tunedOnSince: "held-out set, tuned on since: overstates new screens (first-look figures: docs/parser.md)"
        }
    }
}

/// `spendrop-bench parser [--corpus DIR] [--standing S]`: per-field accuracy on a labelled corpus and single-core
/// parse throughput, each figure labelled with what the corpus is (`CorpusStanding`).
///
/// Returns the process exit status: 0 when measured, 66 when the corpus is missing, 65 when a file does not decode.
func runParserBenchmark(corpusDirectory: URL, standing: CorpusStanding) -> Int32 {
    let files: [URL]
    do {
        files = try FileManager.default.contentsOfDirectory(at: corpusDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    } catch {
        printError("parser benchmark: the corpus folder cannot be read")
        return 66
    }
    var cases: [CorpusCase] = []
    for file in files {
        do {
            cases += try CorpusCase.decodeAll(from: Data(contentsOf: file))
        } catch {
            printError("parser benchmark: \(file.lastPathComponent) is not a valid corpus file")
            return 65
        }
    }
    guard !cases.isEmpty else {
        printError("parser benchmark: no corpus cases found")
        return 66
    }

    let evaluator = CorpusEvaluator()
    let report = evaluator.evaluate(cases)
    print("parser accuracy on \(report.cases) cases (\(files.count) files), \(standing.label)")
    print("field        correct / checked   accuracy")
    for score in report.fields where score.checked > 0 {
        let percent = (score.accuracy * 1000).rounded() / 10
        let name = score.field.padding(toLength: 12, withPad: " ", startingAt: 0)
        let counts = "\(score.correct) / \(score.checked)".padding(toLength: 19, withPad: " ", startingAt: 0)
        print("\(name) \(counts) \(percent)%" + (standing == .tunedOnSince ? "  (tuned on since)" : ""))
    }
    print("misses: \(report.misses.count)")
    for miss in report.misses { print("  \(miss)") }

    // Throughput: parse every case over and over on this thread for about two seconds.
    let inputs = cases.map { $0.input(defaultNow: Date(timeIntervalSince1970: 1_798_732_799)) }
    let parser = PaymentParser()
    let clock = ContinuousClock()
    let start = clock.now
    var parsed = 0
    var checksum = 0
    while clock.now - start < .seconds(2) {
        for input in inputs {
            checksum &+= parser.parse(input).candidates.count
            parsed += 1
        }
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Int((Double(parsed) / seconds).rounded())
    let perScreen = (seconds / Double(parsed) * 1e6 * 10).rounded() / 10
    print(
        "throughput: \(rate) screens/s on one core (\(perScreen) µs per screen, \(parsed) parses, "
            + "check \(checksum % 10))"
    )
    // Per screen: each case's fastest of five parses (the machine's noise only ever adds), then the median and the
    // slowest across cases. The target is a median of 2 ms or less on one core.
    var best: [Double] = []
    for input in inputs {
        var fastest = Double.infinity
        for _ in 0..<5 {
            let began = clock.now
            checksum &+= parser.parse(input).candidates.count
            let took = clock.now - began
            fastest = min(fastest, Double(took.components.attoseconds) / 1e15 + Double(took.components.seconds) * 1e3)
        }
        best.append(fastest)
    }
    best.sort()
    if let slowest = best.last {
        let median = best[best.count / 2]
        print(
            "per screen: median \((median * 100).rounded() / 100) ms, 90th percentile "
                + "\((best[best.count * 9 / 10] * 100).rounded() / 100) ms, slowest \((slowest * 100).rounded() / 100) ms "
                + "(target: median ≤ 2 ms)")
    }
    return 0
}

private func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
