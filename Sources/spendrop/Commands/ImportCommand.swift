import Foundation
import SpenDropFlow
import SpenDropImage
import SpenDropModel

/// `spendrop import`: bulk import of image files or folders through the same pipeline.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Import many screenshots or folders of them."
    static let usage = "spendrop import PATH... [--json] [--jobs N]"
    static let options: [OptionSpec] = [
        .flag("--json", "Print one JSON object per file (CONTRACTS.md)."),
        .value("--jobs", "N", "Files read at once (default 2, one per core)."),
    ]
    static let discussion = """
        Folders are searched recursively for images (recognised by their bytes, not their names). Each file
        is saved with source type 'screenshot' when an amount was found; duplicates are reported, not saved.
        A progress bar is shown on a terminal, then a summary.
        """

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw CLIError.usage("import needs at least one PATH") }
        let jobs = try arguments.integer("--jobs", in: 1...64) ?? 2
        let files = try ImportFiles.collect(arguments.positionals)
        guard !files.isEmpty else {
            throw CLIError.missing("no files to import in \(arguments.positionals.joined(separator: ", "))")
        }
        let runner = try ShareRunner(context: context, source: .screenshot, account: nil)
        await KeptUntilExit.keep(runner)
        let json = arguments.has("--json")
        let progress = ProgressBar(total: files.count, output: context.output, enabled: true)
        var counts: [ShareStatus: Int] = [:]
        var worst: FailureClass?
        var unfinished: [String] = []
        // Reports are printed in input order as they complete, so output stays deterministic.
        try await withThrowingTaskGroup(of: (Int, ShareReport).self) { group in
            var next = 0
            var pending: [Int: ShareReport] = [:]
            var printed = 0
            func launch() {
                guard next < files.count else { return }
                let index = next
                let file = files[index]
                next += 1
                group.addTask { (index, await runner.share(file: file, options: ShareOptions(), interactive: false)) }
            }
            for _ in 0..<min(jobs, files.count) { launch() }
            while let (index, report) = try await group.next() {
                pending[index] = report
                launch()
                while let ready = pending.removeValue(forKey: printed) {
                    counts[ready.status, default: 0] += 1
                    if let failure = ready.failureClass { worst = ShareRunner.worse(worst, failure) }
                    progress.clear()
                    if let reason = Self.unfinishedReason(ready) {
                        unfinished.append("  \(ready.file): \(reason)")
                    }
                    // Failures are listed once, together, at the end.
                    if json {
                        try context.output.json(ready)
                    } else if ready.status != .error {
                        context.output.line((ready.file as NSString).lastPathComponent + ": " + Output.text(ready))
                    }
                    printed += 1
                    progress.update(printed)
                }
            }
        }
        progress.finish()
        let summary = [ShareStatus.saved, .duplicate, .noAmount, .noText, .failedPayment, .error].compactMap { status in
            counts[status].map {
                "\($0) \(status == .error ? "not read" : status.rawValue.replacingOccurrences(of: "_", with: " "))"
            }
        }
        context.output.error(
            "imported \(files.count) file\(files.count == 1 ? "" : "s"): " + summary.joined(separator: ", "))
        if !unfinished.isEmpty {
            context.output.error("not finished (\(unfinished.count)):")
            for line in unfinished { context.output.error(line) }
        }
        return worst.map(ExitStatus.forFailure) ?? ExitStatus.ok
    }
}

extension ImportCommand {
    /// Why a file was not saved, for the list at the end; nil for a file that was saved (or was already there).
    static func unfinishedReason(_ report: ShareReport) -> String? {
        switch report.status {
        case .saved, .duplicate, .dryRun: return nil
        case .error: return report.error?.message ?? "failed"
        default: return Output.text(report)
        }
    }
}

/// Finds the files under the given paths: every file in a folder (hidden ones aside), so one that is not an
/// image is reported rather than passed over.
enum ImportFiles {
    static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError.missing("\(path): no such file or folder")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let walker = manager.enumerator(atPath: path) else {
                throw CLIError.missing("\(path): folder cannot be read")
            }
            var found: [String] = []
            for case let relative as String in walker {
                let full = (path as NSString).appendingPathComponent(relative)
                guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue { found.append(full) }
            }
            files.append(contentsOf: found.sorted())
        }
        return files
    }
}

/// A one-line progress bar on standard error, drawn only on a terminal.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let output: Output
    private let enabled: Bool

    init(total: Int, output: Output, enabled: Bool) {
        self.total = total
        self.output = output
        self.enabled = enabled && output.stderrIsTerminal && total > 1
    }

    func update(_ done: Int) {
        guard enabled else { return }
        let width = 30
        let filled = total == 0 ? width : width * done / total
        output.progress(
            "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                + "] \(done)/\(total)")
    }

    func clear() {
        guard enabled else { return }
        output.progress("\r" + String(repeating: " ", count: 50) + "\r")
    }

    func finish() {
        guard enabled else { return }
        clear()
    }
}
