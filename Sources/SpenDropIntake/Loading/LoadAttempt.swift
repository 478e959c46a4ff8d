import Foundation

/// The three ways an item provider can hand over a representation, in the order the loader tries them.
public enum LoadStrategy: String, Sendable, CaseIterable {
    /// `loadItem`: an image object, a file URL or raw data, whichever the source app registered.
    case loadItem
    /// `loadDataRepresentation`: the bytes in memory.
    case loadDataRepresentation
    /// `loadFileRepresentation`: a temporary file, valid only while the callback runs.
    case loadFileRepresentation
}

/// How one attempt ended.
public enum LoadOutcome: String, Sendable {
    /// The attempt produced bytes that sniff as a decodable image.
    case ok
    /// The attempt was made and yielded no decodable image.
    case failed
    /// The attempt was deliberately not carried through (a remote URL, an exhausted time budget).
    case skipped
}

/// One identifier × strategy attempt, as the share log records it.
///
/// The reason names formats, error domains and codes, sizes and file extensions, never file contents, full paths
/// or anything read from the image.
public struct LoadAttempt: Sendable, Equatable {
    /// The identifier tried.
    public var typeIdentifier: String
    /// The strategy tried.
    public var strategy: LoadStrategy
    /// How it ended.
    public var outcome: LoadOutcome
    /// Why, in a few words: the format and size on success, what was wrong otherwise.
    public var reason: String

    /// Creates an attempt record.
    public init(typeIdentifier: String, strategy: LoadStrategy, outcome: LoadOutcome, reason: String) {
        self.typeIdentifier = typeIdentifier
        self.strategy = strategy
        self.outcome = outcome
        self.reason = reason
    }

    /// The share log line: `type=<id> strategy=<name> outcome=<ok|failed|skipped> reason=<…>`.
    ///
    /// The identifier comes from the source app, so it is reduced to identifier characters to keep one line per
    /// attempt.
    public var logMessage: String {
        "type=\(LoadReason.token(typeIdentifier)) strategy=\(strategy.rawValue) outcome=\(outcome.rawValue) reason=\(reason)"
    }

    /// The share log event for this attempt: failures are warnings, so a failed share stands out when read back.
    func event(shareId: String?) -> ShareLogEvent {
        ShareLogEvent(
            step: "load", logMessage, shareId: shareId, level: outcome == .failed ? .warning : .info)
    }
}
