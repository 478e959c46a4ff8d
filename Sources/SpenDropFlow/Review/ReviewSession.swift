import Foundation
import Observation
import SpenDropIntake
import SpenDropLedger
import SpenDropModel
import SpenDropOCR

/// The share sheet's state machine, driven alike by the extension's SwiftUI view and the CLI's terminal review.
///
/// receiving → processing → reviewing | noTextFound | failed; from reviewing, saving → saved (or back to
/// reviewing with the error). Recognition runs in one cancellable task: a second trigger while it runs joins
/// the first instead of starting another.
@MainActor
@Observable
public final class ReviewSession {
    /// Where the sheet is.
    public enum Phase: Equatable, Sendable {
        /// The attachment is arriving.
        case receiving
        /// Loading, decoding and recognising.
        case processing
        /// The form is shown with what was read (or blank, after "Enter Details Manually").
        case reviewing
        /// Recognition found no text: offer Enter Details Manually and Retry.
        case noTextFound
        /// Something failed; the message says what, in plain words. Offer Cancel (and Retry).
        case failed(String)
        case saving
        case saved(UUID)
        case cancelled
    }

    /// What a save attempt came to.
    public enum SaveOutcome: Equatable, Sendable {
        /// Saved; `warning` holds a weak duplicate the person was told about.
        case saved(UUID, warning: DuplicateMatch?)
        /// A strong duplicate: not saved unless the person allows it.
        case duplicate(DuplicateMatch)
        /// The form has problems; nothing was written.
        case invalid([DraftProblem])
        /// The store failed; the form stays open with this message and nothing is lost.
        case failed(String)
    }

    public private(set) var phase: Phase = .receiving
    /// The form. Edit it freely while reviewing.
    public var draft = EntryDraft()
    public private(set) var reading: ShareReading? {
        didSet { screenshotHash = nil }
    }
    /// The screenshot's SHA-256, computed once per reading (the duplicate check and the save both need it).
    private var screenshotHash: String?
    /// The last failure, with its stage, when `phase` is `.failed`.
    public private(set) var failure: ShareFailure?
    /// A ledger entry this share appears to repeat, shown as a warning on the form.
    public private(set) var duplicate: DuplicateMatch?
    /// The last save error, shown on the form.
    public private(set) var saveError: String?
    /// The entry as the ledger holds it after the last successful save: what the confirmation shows.
    public private(set) var savedEntry: LedgerEntry?
    /// The account preselected because its provider and last four digits match the card the screen shows.
    public private(set) var preselectedAccount: Account?

    public let shareId: String
    private let provider: any ItemProviding
    private let pipeline: SharePipeline
    private let saver: any EntrySaving
    private let source: SourceType
    private let defaultAccount: String?
    private var work: Task<Void, Never>?

    public init(
        provider: any ItemProviding, pipeline: SharePipeline, saver: any EntrySaving,
        source: SourceType = .shareExtension, defaultAccount: String? = nil, shareId: String = UUID().uuidString
    ) {
        self.provider = provider
        self.pipeline = pipeline
        self.saver = saver
        self.source = source
        self.defaultAccount = defaultAccount
        self.shareId = shareId
    }

    /// Starts reading the attachment. Ignored while a reading is already under way (the caller joins it).
    public func start() {
        guard work == nil else { return }
        switch phase {
        case .receiving, .noTextFound, .failed: break
        default: return
        }
        phase = .processing
        failure = nil
        work = Task { [pipeline, provider, shareId] in
            let outcome: Result<ShareReading, ShareFailure>
            do throws(ShareFailure) {
                outcome = .success(try await pipeline.read(provider, shareId: shareId))
            } catch {
                outcome = .failure(error)
            }
            await self.finishReading(outcome)
        }
    }

    /// Starts (or joins) the reading and waits until it has finished.
    public func process() async {
        start()
        await work?.value
    }

    /// Cancels the sheet: stops recognition promptly and ends in `.cancelled`.
    public func cancel() {
        work?.cancel()
        phase = .cancelled
    }

    /// Reads the attachment again after no text was found or an error.
    public func retry() async {
        guard phase == .noTextFound || isFailed else { return }
        await process()
    }

    /// Leaves recognition behind and shows a blank form, with the image still attached.
    public func enterManually() {
        guard phase == .noTextFound || isFailed || phase == .reviewing else { return }
        draft = EntryDraft()
        if let defaultAccount { draft.account = defaultAccount }
        phase = .reviewing
    }

    /// Manual entry with no screenshot: straight from receiving to a blank form.
    public func beginManualEntry() {
        guard phase == .receiving, work == nil else { return }
        draft = EntryDraft()
        if let defaultAccount { draft.account = defaultAccount }
        phase = .reviewing
    }

    /// Checks the form and saves it. A failed save keeps the form open with the error: never reported as saved.
    /// - Parameter requireDate: whether a missing date stops the save (a person can be asked; a script cannot).
    public func save(allowDuplicate: Bool = false, requireDate: Bool = true) async -> SaveOutcome {
        guard phase == .reviewing else { return .failed("There is nothing to save yet.") }
        let problems = draft.problems.filter { requireDate || $0 != .dateMissing }
        guard problems.isEmpty else { return .invalid(problems) }
        let entry = makeEntry()
        phase = .saving
        saveError = nil
        do {
            var timer = Stopwatch()
            let outcome = try await saver.save(
                entry, screenshot: reading?.imageData, allowStrongDuplicate: allowDuplicate)
            reading?.timings.save = timer.lap()
            duplicate = outcome.duplicate
            savedEntry = outcome.entry ?? (outcome.saved ? entry : nil)
            guard outcome.saved else {
                phase = .reviewing
                pipeline.log.record(ShareLogEvent(step: "save", "not saved: strong duplicate", shareId: shareId))
                return .duplicate(
                    outcome.duplicate ?? DuplicateMatch(entryID: entry.id, strength: .strong, reason: "duplicate"))
            }
            phase = .saved(entry.id)
            pipeline.log.record(ShareLogEvent(step: "save", "saved entry", shareId: shareId))
            return .saved(entry.id, warning: outcome.duplicate)
        } catch {
            let message = (error as? any ClassifiedError)?.message ?? "the entry could not be saved"
            saveError = message
            phase = .reviewing
            pipeline.log.record(ShareLogEvent(step: "save", "failed: \(message)", shareId: shareId, level: .error))
            return .failed(message)
        }
    }

    /// The entry the form would save now.
    public func makeEntry() -> LedgerEntry {
        let trimmed = { (text: String) -> String? in
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }
        return LedgerEntry(
            kind: draft.kind, amount: draft.amount ?? Money(minorUnits: 0), merchant: trimmed(draft.merchant),
            provider: draft.provider, channel: draft.channel, account: trimmed(draft.account),
            category: draft.category, date: trimmed(draft.date), time: trimmed(draft.time),
            timeZone: pipeline.timeZone, reference: trimmed(draft.reference), fee: draft.fee,
            note: trimmed(draft.remarks), source: source, ocrText: reading?.text.text,
            confidence: reading?.parsed.confidence,
            screenshotHash: currentScreenshotHash(), status: draft.status,
            funding: draft.funding.flatMap { $0.isEmpty ? nil : $0 }, pixelHash: reading?.pixelHash)
    }

    /// The zone dates typed into the form are read in.
    public var timeZone: TimeZone { pipeline.timeZone }

    /// Whether the screen shows a failed payment: never saved without a person choosing to keep it.
    public var isFailedPayment: Bool { draft.status == .failed }

    /// The account whose provider and last four digits match the card the screen shows, if exactly one does.
    public static func matchingAccount(for funding: EntryFunding?, in accounts: [Account]) -> Account? {
        guard let funding, let last4 = funding.last4 else { return nil }
        let matches = accounts.filter { account in
            account.last4 == last4
                && (account.provider == nil || funding.provider == nil || account.provider == funding.provider)
        }
        return matches.count == 1 ? matches.first : nil
    }

    private func currentScreenshotHash() -> String? {
        guard let reading else { return nil }
        if let screenshotHash { return screenshotHash }
        let hash = SHA256.hexDigest(of: reading.imageData)
        screenshotHash = hash
        return hash
    }

    private var isFailed: Bool {
        if case .failed = phase { return true }
        return false
    }

    private func finishReading(_ outcome: Result<ShareReading, ShareFailure>) async {
        work = nil
        guard phase == .processing else { return }  // cancelled meanwhile
        switch outcome {
        case .success(let reading):
            self.reading = reading
            guard reading.hasText else {
                phase = .noTextFound
                return
            }
            draft = EntryDraft(parsed: reading.parsed, account: defaultAccount)
            if defaultAccount == nil, let accounts = try? await saver.accounts(),
                let account = Self.matchingAccount(for: draft.funding, in: accounts)
            {
                draft.account = account.name
                preselectedAccount = account
            }
            if draft.amount != nil {
                duplicate = try? await saver.findDuplicate(of: makeEntry())
            }
            if phase == .processing { phase = .reviewing }
        case .failure(let failure):
            if failure.isCancellation || Task.isCancelled {
                phase = .cancelled
            } else {
                self.failure = failure
                phase = .failed(failure.message)
            }
        }
    }
}
