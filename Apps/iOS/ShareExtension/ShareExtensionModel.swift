#if canImport(UIKit)
import Foundation
import Observation
import SpenDropAppleShare
import SpenDropFlow
import SpenDropIntake
import SpenDropLedger
import SpenDropModel

/// Owns the review session for the extension's sheet and translates its outcomes into extension requests.
@MainActor
@Observable
final class ShareExtensionModel {
    enum Finish {
        case completed
        case cancelled
    }

    private(set) var session: ReviewSession?
    /// Set when the extension could not even start (no container, no attachment): shown with Cancel.
    private(set) var startupError: String?
    /// Shown after a hand-off to the app: "Saved — open SpenDrop to finish".
    private(set) var handedOff = false
    private let finish: (Finish) -> Void

    init(finish: @escaping (Finish) -> Void) { self.finish = finish }

    /// Every attachment of every input item, reviewed one at a time (a person may share several screenshots).
    private var queue: [any ItemProviding] = []
    private var services: ShareServices?
    private var store: LedgerStore?

    func start(providers: [[any ItemProviding]]) {
        queue = providers.flatMap { $0 }
        guard !queue.isEmpty else {
            startupError = "Nothing to read was shared."
            return
        }
        do {
            let services = try AppleShareServices.make(role: .shareExtension)
            self.services = services
            store = try services.openStore()
        } catch let error as LedgerError where error.code == .migrationNeeded {
            queue.forEach(handOffToApp)
            queue = []
            return
        } catch {
            startupError = (error as? any ClassifiedError)?.message ?? "SpenDrop could not start."
            return
        }
        next()
    }

    /// Reviews the next attachment, or ends the request when none is left.
    private func next() {
        guard let services, let store, !queue.isEmpty else { return finish(.completed) }
        let provider = queue.removeFirst()
        let session = ReviewSession(
            provider: provider, pipeline: services.pipeline,
            saver: InboxFallbackSaver(
                base: LedgerEntrySaver(store: store),
                inbox: ShareInbox(container: services.container, log: services.log)))
        self.session = session
        Task { await session.process() }
    }

    /// The store needs the app to migrate it: the image goes to the share inbox for the app to finish.
    private func handOffToApp(_ provider: any ItemProviding) {
        Task {
            do {
                let container = try AppleContainer.resolve()
                let log = SystemShareLog(file: FileShareLog(container: container))
                let attachment = try await AttachmentLoader(log: log).loadImage(from: provider)
                _ = try ShareInbox(container: container, log: log)
                    .put(attachment.data, displayName: attachment.suggestedName)
                handedOff = true
            } catch {
                startupError = "The screenshot could not be handed to SpenDrop."
            }
        }
    }

    func watchdogFired() {
        guard let session else { return finish(.cancelled) }
        switch session.phase {
        case .receiving, .processing:
            session.cancel()
            startupError = "Reading the screenshot took too long. Try again, or enter the details in SpenDrop."
        default:
            break
        }
    }

    /// The current review ended (saved): on to the next attachment.
    func done() { next() }
    func cancel() {
        session?.cancel()
        finish(.cancelled)
    }
}

/// How long the sheet may stay in receiving or processing before it gives up and says so.
enum ShareWatchdog {
    static let limit: Duration = .seconds(25)
}
#endif
