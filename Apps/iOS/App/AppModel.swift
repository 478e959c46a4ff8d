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
    private(set) var error: String?
    private(set) var logLines: [String] = []
    private(set) var diagnosticsText = ""
    /// A share from the inbox waiting for review.
    var pendingReview: ReviewSession?
    private var services: ShareServices?
    private var store: LedgerStore?

    /// `--read-share-logs` and `--run-image-diagnostics` open the tools; otherwise the dashboard.
    func launch(arguments: [String]) {
        do {
            let services = try AppleShareServices.make(role: .app)
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
        pullInbox()
    }

    func reload() {
        entries = (try? store?.entries(limit: 500)) ?? []
    }

    /// Takes the oldest unprocessed share into a review; marks it processed only once the review has ended.
    func pullInbox() {
        guard pendingReview == nil, let services, let store else { return }
        let inbox = ShareInbox(container: services.container, log: services.log)
        guard let share = try? inbox.get() else { return }
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

    /// Called when the inbox review sheet closes: saved or cancelled, the share is done.
    func finishPendingReview() {
        guard let session = pendingReview, let services else { return }
        switch session.phase {
        case .saved, .cancelled:
            _ = try? ShareInbox(container: services.container, log: services.log).markProcessed(session.shareId)
        default:
            break  // left intact: it comes back on the next pull
        }
        pendingReview = nil
        reload()
        pullInbox()
    }

    /// Runs the bundled PNG, JPEG and HEIC samples through the eight image steps and shows the table.
    private func runDiagnostics() async {
        guard let services else { return }
        let samples = ["png", "jpg", "heic"].compactMap { ext in
            Bundle.main.urls(forResourcesWithExtension: ext, subdirectory: "Samples")?.sorted { $0.path < $1.path }
                .first
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
