import Foundation
import SpenDropFlow
import SpenDropImage
import SpenDropIntake
import SpenDropLedger
import SpenDropModel
import SpenDropParser

/// Runs the share flow on files for `share` and `import`: builds the services once, one session per file.
struct ShareRunner: Sendable {
    let services: ShareServices
    let saver: any EntrySaving
    private let ledger: LazyLedgerSaver
    let source: SourceType
    let account: String?
    let output: Output

    init(context: Context, source: SourceType, account: String?) throws {
        // `ShareServices.live` creates and checks the container; preparing it here too would probe it twice.
        let container = context.container
        Self.upgradeLedgerIfOlder(in: container)
        let log = ShareLogFactory.make(container: container, timeZone: context.timeZone)
        services = try ShareServices.live(container: container, timeZone: context.timeZone, log: log)
        ledger = LazyLedgerSaver(services: services)
        saver = InboxFallbackSaver(base: ledger, inbox: ShareInbox(container: container, log: log))
        self.source = source
        self.account = account
        output = context.output
    }

    /// Shares one file and reports how it ended; with `explain`, first says why the payment was chosen.
    @MainActor
    func share(file: String, options: ShareOptions, interactive: Bool, explain: Bool = false) async -> ShareReport {
        let url = URL(fileURLWithPath: file)
        if let problem = FileCheck.problem(with: url.path) {
            var report = ShareReport(file: file, status: .error)
            report.error = .init(code: problem.code, message: problem.message)
            report.failureClass = problem.failureClass
            return report
        }
        let session = ReviewSession(
            provider: FileItemProvider(url: url), pipeline: services.pipeline, saver: saver, source: source,
            defaultAccount: account)
        await session.process()
        if explain, let parsed = session.reading?.parsed, session.reading?.hasText == true {
            output.line("\((file as NSString).lastPathComponent): \(parsed.explanation())")
        }
        var report: ShareReport
        if interactive {
            report = await TerminalReview(session: session, output: output, file: file, saver: saver).run(
                options: options)
        } else {
            report = await session.finishUnattended(file: file, options: options)
        }
        if let id = report.duplicateOf { report.duplicateEntry = await ledger.entry(id: id) }
        return report
    }

    /// On Linux this command is the app as well as its share extension: a ledger written by an earlier version is
    /// upgraded here, as the app does at launch, so the shares that follow are saved instead of waiting in the
    /// share inbox for an app that is not there. Only the app role migrates; the shares still open the ledger as
    /// the extension. Anything that stops the upgrade (a read-only or newer ledger) is left for the share to report.
    private static func upgradeLedgerIfOlder(in container: AppGroupContainer) {
        guard FileManager.default.fileExists(atPath: container.ledgerURL.path) else { return }
        _ = try? LedgerStore(container: container, role: .app, author: .cli)
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

    func accounts() async throws -> [Account] {
        guard ledgerExists else { return [] }
        return try await saver().accounts()
    }

    /// A saved entry, to name the one a duplicate matches; nil when it cannot be read.
    func entry(id: UUID) async -> LedgerEntry? {
        guard ledgerExists else { return nil }
        return try? saver().store.entry(id: id)
    }
}

/// Why a path cannot be shared, in plain words, before anything tries to load it.
enum FileCheck {
    struct Problem {
        let code: String
        let message: String
        let failureClass: FailureClass
    }

    static func problem(with path: String) -> Problem? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return Problem(code: "input_missing", message: "no such file", failureClass: .inputMissing)
        }
        if isDirectory.boolValue {
            return Problem(
                code: "is_a_directory", message: "is a directory, not an image (use 'spendrop import' for folders)",
                failureClass: .inputMissing)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return Problem(code: "permission_denied", message: "permission denied", failureClass: .inputMissing)
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        if head.isEmpty {
            return Problem(code: "empty_file", message: "empty file (0 bytes)", failureClass: .inputRejected)
        }
        guard ImageFormat.sniff(head) == .unknown else { return nil }
        if looksLikeText(head) {
            return Problem(
                code: "not_an_image", message: "not an image: it looks like text", failureClass: .inputRejected)
        }
        return Problem(
            code: "not_an_image", message: "not an image (not PNG, JPEG or HEIC)", failureClass: .inputRejected)
    }

    /// Valid UTF-8 without control characters other than tab and line ends (a cut-off last character allowed).
    static func looksLikeText(_ bytes: Data) -> Bool {
        guard let text = String(data: bytes, encoding: .utf8) ?? String(data: bytes.dropLast(3), encoding: .utf8)
        else { return false }
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }
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
