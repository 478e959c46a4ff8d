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
    /// Set when the extension could not even start (no container, no attachment) or a reading took too long:
    /// shown with Cancel, and left up until the person closes it.
    private(set) var startupError: String?
    /// Shown after a hand-off to the app: "Saved — open SpenDrop to finish".
    private(set) var handedOff = false
    private let finish: (Finish) -> Void
    private let watchdogLimit: Duration

    init(watchdogLimit: Duration = ShareWatchdog.limit, finish: @escaping (Finish) -> Void) {
        self.watchdogLimit = watchdogLimit
        self.finish = finish
    }

    /// Every attachment of every input item, reviewed one at a time (a person may share several screenshots).
    private var queue: [any ItemProviding] = []
    private var services: ShareServices?
    private var store: LedgerStore?
    private var watchdog: Task<Void, Never>?

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
            let waiting = queue
            queue = []
            Task { await handOffToApp(waiting) }
            return
        } catch {
            startupError = (error as? any ClassifiedError)?.message ?? "SpenDrop could not start."
            return
        }
        next()
    }

    /// Reviews the next attachment, or ends the request when none is left.
    private func next() {
        watchdog?.cancel()
        guard let services, let store, !queue.isEmpty else { return finish(.completed) }
        let provider = queue.removeFirst()
        let session = ReviewSession(
            provider: provider, pipeline: services.pipeline,
            saver: InboxFallbackSaver(base: LedgerEntrySaver(store: store), inbox: services.inbox()))
        self.session = session
        startWatchdog(for: session)
        Task { await session.process() }
    }

    /// Gives each attachment's reading its own time limit. It only ever stops a reading still under way: once the
    /// form, a message or an error is up, the person has all the time they need and the request stays open.
    private func startWatchdog(for session: ReviewSession) {
        let limit = watchdogLimit
        watchdog = Task { [weak self] in
            try? await Task.sleep(for: limit)
            guard !Task.isCancelled else { return }
            self?.readingTookTooLong(session)
        }
    }

    private func readingTookTooLong(_ watched: ReviewSession) {
        guard watched === session else { return }
        switch watched.phase {
        case .receiving, .processing:
            watched.cancel()
            startupError = "Reading the screenshot took too long. Try again, or enter the details in SpenDrop."
        default:
            break
        }
    }

    /// The store needs the app to migrate it: the images go to the share inbox for the app to finish.
    private func handOffToApp(_ providers: [any ItemProviding]) async {
        do {
            let container = try AppleContainer.resolve()
            try container.prepare()
            let log = SystemShareLog(file: FileShareLog(container: container))
            let inbox = ShareInbox(
                container: container, log: log, defaults: AppleShareServices.defaults(for: container))
            // The same loader as the pipeline's, security scopes included: Files and iCloud URLs need them.
            let loader = ItemProviderAdapter.loader(log: log)
            for provider in providers {
                let attachment = try await loader.loadImage(from: provider)
                _ = try inbox.put(attachment.data, displayName: attachment.suggestedName)
            }
            handedOff = true
        } catch {
            startupError = "The screenshot could not be handed to SpenDrop."
        }
    }

    /// The current review ended (saved): on to the next attachment.
    func done() { next() }

    func cancel() {
        watchdog?.cancel()
        session?.cancel()
        finish(.cancelled)
    }
}

/// How long one attachment may stay in receiving or processing before the sheet gives up on it and says so.
enum ShareWatchdog {
    static let limit: Duration = .seconds(25)
}
#endif
