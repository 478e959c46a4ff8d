import Foundation
import SpenDropLedger
import SpenDropModel

/// `spendrop-bench edits [--entries N] [--iterations M] [--dir DIR]`: what `spendrop edit`, `delete` and `undo`
/// cost on a ledger already holding N entries (default 100,000), each one durable transaction with its history
/// rows, timed in the store as the command runs it: the id resolved from its 8 characters, then the change.
///
/// Run once on a disk and once with `--dir` on a RAM disk (/dev/shm): the difference is the fsync.
func runEditBenchmark(arguments: [String]) -> Int32 {
    var options = LedgerBenchmarkOptions()
    do {
        try options.parse(arguments)
    } catch {
        FileHandle.standardError.write(Data("spendrop-bench edits: \(error.message)\n".utf8))
        return 64
    }
    let root = options.directory.appendingPathComponent("spendrop-edit-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    do {
        let store = try LedgerStore(container: AppGroupContainer(url: root), role: .app, author: .cli)
        var generator = SyntheticEntries(seed: 7)
        var remaining = options.entries
        while remaining > 0 {
            let batch = min(remaining, 10_000)
            try store.save(contentsOf: (0..<batch).map { _ in generator.next() })
            remaining -= batch
        }
        let targets = generator.earlier
        var edit: [Double] = []
        var delete: [Double] = []
        var undo: [Double] = []
        func time(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        for iteration in 0..<options.iterations {
            let target = targets[generator.pick(targets.count)]
            let short = String(target.id.uuidString.lowercased().prefix(8))
            edit.append(
                try time {
                    let id = try store.resolveEntryID(short)
                    try store.edit(id: id) {
                        $0.amount = Money(minorUnits: Int64(100 + iteration))
                        $0.note = "edit \(iteration)"
                    }
                })
            delete.append(try time { try store.moveToBin([try store.resolveEntryID(short)]) })
            undo.append(try time { _ = try store.undoLast() })
        }
        print(
            """
            edits: \(options.entries) entries (+ their history rows); \(options.iterations) rounds in \
            \(options.directory.path)
            operation (ms)        median       p90       max
            \(row("edit (id + change)", Summary(edit)))
            \(row("delete to the bin", Summary(delete)))
            \(row("undo", Summary(undo)))
            """)
        return 0
    } catch {
        FileHandle.standardError.write(Data("spendrop-bench edits: \(error)\n".utf8))
        return 74
    }
}

private func row(_ name: String, _ summary: Summary) -> String {
    name.padding(toLength: 22, withPad: " ", startingAt: 0)
        + [summary.median, summary.p90, summary.max].map { String(format: "%10.3f", $0) }.joined()
}
