#if canImport(UIKit)
import Foundation
import Observation
import SpenDropAppleShare
import SpenDropFlow
import SpenDropIntake
import SpenDropLedger
import SpenDropModel

/// The app's state: the ledger's entries, the inbox pull, and the launch-argument tools.
@MainActor
@Observable
final class AppModel {
    enum Mode {
        case dashboard
        case shareLogs
        case diagnostics
    }

    private(set) var mode: Mode = .dashboard
    private(set) var entries: [LedgerEntry] = []
    /// This calendar month's report (totals and spending by category), from the ledger's own aggregates.
    private(set) var monthReport: LedgerReport?
    /// The zone the dashboard's month is read in: the device's, as the ledger reads dates without one.
    let timeZone: TimeZone = .current
    private(set) var error: String?
    private(set) var logLines: [String] = []
    private(set) var diagnosticsText = ""
    /// A share from the inbox waiting for review.
    private(set) var pendingReview: ReviewSession?
    private var services: ShareServices?
    private var store: LedgerStore?

    /// The inbox review as the sheet presents it. The sheet closes when the review ends (`finishReview`); its own
    /// attempt to set `nil` on dismissal changes nothing, the end is handled in `reviewSheetDismissed`.
    var reviewSheet: PendingReview? {
        get { pendingReview.map(PendingReview.init) }
        set {}
    }

    /// `--read-share-logs` and `--run-image-diagnostics` open the tools; otherwise the dashboard.
    func launch(arguments: [String]) {
        let services: ShareServices
        do {
            services = try AppleShareServices.make(role: .app)
            self.services = services
            store = try services.openStore()
        } catch {
            self.error = (error as? any ClassifiedError)?.message ?? "SpenDrop could not open its ledger."
            return
        }
        if arguments.contains("--read-share-logs") {
            mode = .shareLogs
            logLines = ((try? FileShareLog(container: services.container).contents()) ?? "").split(separator: "\n").map(
                String.init)
        } else if arguments.contains("--run-image-diagnostics") {
            mode = .diagnostics
            Task { await runDiagnostics() }
        }
        reload()
        becameActive()
    }

    func reload() {
        entries = (try? store?.entries(limit: 500)) ?? []
        monthReport = currentMonthReport()
    }

    /// The report of the month today falls in, in `timeZone`; nil when the ledger cannot be read.
    private func currentMonthReport() -> LedgerReport? {
        guard let store else { return nil }
        let today = CalendarDay(instant: Date(), in: timeZone)
        let month = String(format: "%04d-%02d", today.year, today.month)
        guard let days = EntryFilter.days(ofMonth: month) else { return nil }
        return try? store.report(matching: EntryFilter(from: days.first, to: days.last, timeZone: timeZone))
    }

    /// Applies `change` to the saved entry `id`; returns the ledger's reason when it refuses (nothing is lost).
    func edit(_ id: UUID, _ change: (inout LedgerEntry) -> Void) -> String? {
        guard let store else { return "The ledger is not open." }
        do {
            try store.edit(id: id, change)
        } catch {
            return error.message
        }
        reload()
        return nil
    }

    /// Moves the entry to the bin: it leaves the lists and totals, and nothing is destroyed.
    func delete(_ id: UUID) -> String? {
        guard let store else { return "The ledger is not open." }
        do {
            try store.moveToBin([id])
        } catch {
            return error.message
        }
        reload()
        return nil
    }

    /// On launch and every return to the foreground: tidy the inbox, then take the next share.
    func becameActive() {
        guard let services else { return }
        let inbox = services.inbox()
        // Only the app tidies (never the extension, which may be writing): put back what a killed extension left,
        // then delete the files of shares processed more than a day ago. File work, off the main actor.
        Task.detached(priority: .utility) {
            _ = try? inbox.repairOrphans()
            _ = try? inbox.clean()
        }
        pullInbox()
    }

    /// Takes the oldest unprocessed share into a review; it is marked processed only once the review has ended.
    func pullInbox() {
        guard pendingReview == nil, let services, let store else { return }
        guard let share = try? services.inbox().get() else { return }
        let session = ReviewSession(
            provider: DataItemProvider(data: share.data, name: share.image.fileName), pipeline: services.pipeline,
            saver: LedgerEntrySaver(store: store), shareId: share.image.shareId)
        pendingReview = session
        Task { await session.process() }
    }

    /// A review session with a blank form, saved as a manual entry.
    func manualSession() -> ReviewSession? {
        guard let services, let store else { return nil }
        let session = ReviewSession(
            provider: DataItemProvider(data: Data(), name: nil), pipeline: services.pipeline,
            saver: LedgerEntrySaver(store: store), source: .manual)
        session.beginManualEntry()
        return session
    }

    /// Cancel on the inbox review: the person does not want this share, so it is done and does not come back.
    func cancelReview(_ session: ReviewSession) {
        session.cancel()
        finishReview(session)
    }

    /// Ends the inbox review of `session` (saved or cancelled marks the share processed) and closes the sheet.
    ///
    /// Done, Cancel and the sheet's dismissal may each report the same end: only the first counts, and the next
    /// share is taken only once the sheet has gone (`reviewSheetDismissed`), never read twice.
    func finishReview(_ session: ReviewSession) {
        guard pendingReview === session, let services else { return }
        switch session.phase {
        case .saved, .cancelled:
            _ = try? services.inbox().markProcessed(session.shareId)
        default:
            break  // left intact: it comes back on the next pull
        }
        pendingReview = nil
    }

    /// The review sheet has gone. If the review was still open (the system dismissed it), the share stays in the
    /// inbox for the next return to the app; either way the list is refreshed and the next share taken.
    func reviewSheetDismissed() {
        let unfinished = pendingReview
        unfinished?.cancel()
        pendingReview = nil
        reload()
        if unfinished == nil { pullInbox() }
    }

    /// Runs the bundled PNG, JPEG and HEIC samples through the eight image steps and shows the table.
    private func runDiagnostics() async {
        guard let services else { return }
        // The samples ship in debug builds only (project.yml).
        let folder = Bundle.main.resourceURL?.appendingPathComponent("Samples", isDirectory: true)
        let files = folder.flatMap {
            try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }
        let samples = ["png", "jpg", "heic"].compactMap { ext in
            files?.filter { $0.pathExtension.lowercased() == ext }.sorted {
                $0.lastPathComponent < $1.lastPathComponent
            }
            .first
        }
        guard !samples.isEmpty else {
            diagnosticsText = "No bundled samples: they ship in debug builds only."
            return
        }
        let diagnostics = ImageDiagnostics(
            container: services.container, downsampler: services.pipeline.downsampler,
            recognizer: services.pipeline.recognizer, timeZone: services.pipeline.timeZone)
        let results = await diagnostics.run(samples.map { ImageDiagnostics.Sample(url: $0, expectedAmount: nil) })
        var text = "container \(services.container.url.path)\nstore \(services.container.ledgerURL.path)\n"
        text += "log \(services.container.shareLogURL.path)\n\n"
        for result in results {
            text += "\(result.sample) (\(result.format))\n"
            for step in result.steps {
                text += "  \(step.passed ? "pass" : "FAIL") \(step.step.rawValue) \(step.milliseconds) ms"
                text += step.reason.map { ": \($0)" } ?? ""
                text += "\n"
            }
        }
        diagnosticsText = text
    }
}
#endif
