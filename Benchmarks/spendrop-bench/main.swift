import Foundation

/// `spendrop-bench`: accuracy and speed reports, run by `make bench`.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: spendrop-bench parser [--corpus DIR]     per-field accuracy on the corpus and parse throughput
           spendrop-bench ledger [--entries N] [--iterations M] [--dir DIR] [--json]
                                                   duplicate check + insert at N entries
           spendrop-bench pixelhash FILE...              the same-screen hash: distances within and between screens
           spendrop-bench edits [--entries N] [--iterations M] [--dir DIR]
                                                   edit, delete and undo at N entries
    """

switch arguments.first {
case "parser":
    var corpus = "Corpus"
    if let index = arguments.firstIndex(of: "--corpus"), index + 1 < arguments.count { corpus = arguments[index + 1] }
    exit(runParserBenchmark(corpusDirectory: URL(fileURLWithPath: corpus)))
case "ledger":
    exit(runLedgerBenchmark(arguments: Array(arguments.dropFirst())))
case "pixelhash":
    exit(runPixelHashBenchmark(files: Array(arguments.dropFirst())))
case "edits":
    exit(runEditBenchmark(arguments: Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}
