import Foundation
import SpenDropFlow
import SpenDropIntake
import SpenDropLedger
import SpenDropModel

/// Runs the share flow on files for `share` and `import`: builds the services once, one session per file.
struct ShareRunner: Sendable {
    let services: ShareServices
    let saver: any EntrySaving
    let source: SourceType
    let account: String?
    let output: Output

    init(context: Context, source: SourceType, account: String?) throws {
        // `ShareServices.live` creates and checks the container; preparing it here too would probe it twice.
        let container = context.container
        let log = ShareLogFactory.make(container: container, timeZone: context.timeZone)
        services = try ShareServices.live(container: container, timeZone: context.timeZone, log: log)
        saver = InboxFallbackSaver(
            base: LazyLedgerSaver(services: services), inbox: ShareInbox(container: container, log: log))
        self.source = source
        self.account = account
        output = context.output
    }

    /// Shares one file and reports how it ended.
    @MainActor
    func share(file: String, options: ShareOptions, interactive: Bool) async -> ShareReport {
        let url = URL(fileURLWithPath: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            FileManager.default.isReadableFile(atPath: url.path)
        else {
            var report = ShareReport(file: file, status: .error)
            report.error = .init(code: "input_missing", message: "\(file): no such readable file")
            report.failureClass = .inputMissing
            return report
        }
        let session = ReviewSession(
            provider: FileItemProvider(url: url), pipeline: services.pipeline, saver: saver, source: source,
            defaultAccount: account)
        await session.process()
        if interactive {
            return await TerminalReview(session: session, output: output, file: file).run(options: options)
        }
        return await session.finishUnattended(file: file, options: options)
    }

    /// The more serious of two failures, for a run's exit status.
    static func worse(_ a: FailureClass?, _ b: FailureClass) -> FailureClass {
        let order: [FailureClass] = [.usage, .inputRejected, .inputMissing, .internal, .store]
        guard let a else { return b }
        return order.firstIndex(of: a)! >= order.firstIndex(of: b)! ? a : b
    }
}

/// Opens the ledger on first use, so a dry run never creates one and a run of unreadable files never touches it.
final class LazyLedgerSaver: EntrySaving, @unchecked Sendable {
    private let services: ShareServices
    private let lock = NSLock()
    private var opened: LedgerEntrySaver?

    init(services: ShareServices) { self.services = services }

    private func saver() throws -> LedgerEntrySaver {
        try lock.withLock {
            if let opened { return opened }
            let saver = LedgerEntrySaver(store: try services.openStore())
            opened = saver
            return saver
        }
    }

    /// Nothing can be a duplicate in a home without a ledger: none is created just to look (a dry run leaves none).
    func findDuplicate(of entry: LedgerEntry) async throws -> DuplicateMatch? {
        guard ledgerExists else { return nil }
        return try await saver().findDuplicate(of: entry)
    }

    private var ledgerExists: Bool {
        lock.withLock { opened != nil } || FileManager.default.fileExists(atPath: services.container.ledgerURL.path)
    }

    func save(_ entry: LedgerEntry, screenshot: Data?, allowStrongDuplicate: Bool) async throws -> SaveOutcome {
        try await saver().save(entry, screenshot: screenshot, allowStrongDuplicate: allowStrongDuplicate)
    }
}

/// The share log the command line writes to: the container's append-only file, echoed to standard error when
/// `SPENDROP_LOG=stderr` (standard output stays the command's own, so `--json` output stays clean).
enum ShareLogFactory {
    static func make(container: AppGroupContainer, timeZone: TimeZone) -> any ShareLogging {
        FileShareLog(
            container: container,
            echoToStandardError: ProcessInfo.processInfo.environment["SPENDROP_LOG"] == "stderr", timeZone: timeZone)
    }
}
