import Foundation
import SpenDropLedger
import SpenDropModel
import SpenDropParser

/// How one shared file ended (CONTRACTS.md `status`).
public enum ShareStatus: String, Sendable, Codable {
    case saved
    case dryRun = "dry_run"
    case duplicate
    case noText = "no_text"
    case noAmount = "no_amount"
    /// The screen shows a failed payment: not saved.
    case failedPayment = "failed_payment"
    case cancelled, error
}

/// One file's result, as `spendrop share --json` and `spendrop import --json` print it.
public struct ShareReport: Sendable, Encodable {
    public struct ErrorInfo: Sendable, Encodable, Equatable {
        public var code: String
        public var message: String

        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    public var file: String
    public var status: ShareStatus
    public var entryID: UUID?
    public var duplicateOf: UUID?
    /// Why `duplicate_of` was reported (not part of the contract's JSON; shown to people).
    public var duplicateReason: String?
    public var parsed: ParseResult?
    public var error: ErrorInfo?
    public var image: ImageSummary?
    public var timings: StageTimings?
    /// The failure class behind an `error` status, for the exit code.
    public var failureClass: FailureClass?
    /// The entry as the ledger holds it, when saved: the confirmation is printed from this, never from the reading.
    public var savedEntry: LedgerEntry?
    /// The entry a duplicate matched, for the message to name.
    public var duplicateEntry: LedgerEntry?

    public init(file: String, status: ShareStatus) {
        self.file = file
        self.status = status
    }

    enum CodingKeys: String, CodingKey {
        case file, status
        case entryID = "entry_id"
        case duplicateOf = "duplicate_of"
        case parsed, error, image
        case timings = "timings_ms"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(entryID?.uuidString.lowercased(), forKey: .entryID)
        try container.encodeIfPresent(duplicateOf?.uuidString.lowercased(), forKey: .duplicateOf)
        try container.encodeIfPresent(parsed, forKey: .parsed)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(timings, forKey: .timings)
    }
}

/// What a person (or a flag) decided for an unattended share.
public struct ShareOptions: Sendable {
    public var dryRun: Bool
    public var allowDuplicate: Bool
    /// Overrides the parsed kind (`--kind`).
    public var kind: EntryKind?

    public init(dryRun: Bool = false, allowDuplicate: Bool = false, kind: EntryKind? = nil) {
        self.dryRun = dryRun
        self.allowDuplicate = allowDuplicate
        self.kind = kind
    }
}

extension ReviewSession {
    /// Applies the options' overrides to the form.
    public func apply(_ options: ShareOptions) {
        if let kind = options.kind {
            draft.kind = kind
            draft.kindPreselected = true
        }
    }

    /// Finishes a share with nobody to ask: saves what was read when an amount was found.
    ///
    /// A screen without a date is saved without one (never with a silent "now").
    public func finishUnattended(file: String, options: ShareOptions) async -> ShareReport {
        apply(options)
        var report = baseReport(file: file)
        guard phase == .reviewing else { return report }
        guard draft.amount != nil else {
            report.status = .noAmount
            return report
        }
        if isFailedPayment {
            report.status = .failedPayment
            report.error = ShareReport.ErrorInfo(
                code: "failed_payment",
                message: "the screen shows a failed payment; not saved (review it on a terminal to keep it anyway)")
            report.failureClass = .inputRejected
            return report
        }
        if options.dryRun {
            report.status = .dryRun
            if let duplicate { report.duplicateOf = duplicate.entryID }
            return report
        }
        let outcome = await save(allowDuplicate: options.allowDuplicate, requireDate: false)
        report.timings = reading?.timings
        report.savedEntry = savedEntry
        return report.with(outcome)
    }

    /// The report for where the session is now, before any save.
    public func baseReport(file: String) -> ShareReport {
        var report = ShareReport(file: file, status: .error)
        report.parsed = reading?.parsed
        report.image = reading?.image
        report.timings = reading?.timings
        switch phase {
        case .noTextFound:
            report.status = .noText
        case .cancelled:
            report.status = .cancelled
        case .failed(let message):
            report.status = .error
            report.error = ShareReport.ErrorInfo(code: failure?.code ?? "failed", message: message)
            report.failureClass = failure?.failureClass ?? .internal
        case .saved(let id):
            report.status = .saved
            report.entryID = id
            report.savedEntry = savedEntry
        default:
            report.status = .noAmount
        }
        return report
    }
}

extension ShareReport {
    /// The report after a save attempt.
    public func with(_ outcome: ReviewSession.SaveOutcome) -> ShareReport {
        var report = self
        switch outcome {
        case .saved(let id, let warning):
            report.status = .saved
            report.entryID = id
            report.duplicateOf = warning?.entryID
            report.duplicateReason = warning?.reason
        case .duplicate(let match):
            report.status = .duplicate
            report.duplicateOf = match.entryID
            report.duplicateReason = match.reason
        case .invalid(let problems):
            report.status = .error
            report.error = ErrorInfo(
                code: "invalid_form", message: problems.map(\.message).joined(separator: " "))
            report.failureClass = .inputRejected
        case .failed(let message):
            report.status = .error
            report.error = ErrorInfo(code: "save_failed", message: message)
            report.failureClass = .store
        }
        return report
    }
}
