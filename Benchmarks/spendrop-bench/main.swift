import Foundation

/// `spendrop-bench`: accuracy and speed reports, run by `make bench`.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: spendrop-bench parser [--corpus DIR] [--standing tuning|held-out|tuned-on-since]
                                                   per-field accuracy on the corpus and parse throughput
           spendrop-bench ledger [--entries N] [--iterations M] [--dir DIR] [--json]
                                                   duplicate check + insert at N entries
           spendrop-bench pixelhash FILE...              the same-screen hash: distances within and between screens
           spendrop-bench edits [--entries N] [--iterations M] [--dir DIR]
                                                   edit, delete and undo at N entries
           spendrop-bench ledger-read [--entries N] [--runs R] [--dir DIR]
                                                   list, export and report at N/4, N/2 and N entries vs sqlite3
    """

switch arguments.first {
case "parser":
    var corpus = "Corpus"
    if let index = arguments.firstIndex(of: "--corpus"), index + 1 < arguments.count { corpus = arguments[index + 1] }
    var standing = CorpusStanding.tuning
    if let index = arguments.firstIndex(of: "--standing") {
        guard index + 1 < arguments.count, let value = CorpusStanding(rawValue: arguments[index + 1]) else {
            FileHandle.standardError.write(
                Data("spendrop-bench: --standing takes tuning, held-out or tuned-on-since\n".utf8))
            exit(64)
        }
        standing = value
    }
    exit(runParserBenchmark(corpusDirectory: URL(fileURLWithPath: corpus), standing: standing))
case "ledger":
    exit(runLedgerBenchmark(arguments: Array(arguments.dropFirst())))
case "pixelhash":
    exit(runPixelHashBenchmark(files: Array(arguments.dropFirst())))
case "edits":
    exit(runEditBenchmark(arguments: Array(arguments.dropFirst())))
case "ledger-read":
    exit(runLedgerReadBenchmark(arguments: Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}
