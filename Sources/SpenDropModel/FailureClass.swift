/// What kind of failure an error is, so every front end can react alike (the CLI maps these to sysexits).
public enum FailureClass: Sendable, Equatable {
    /// The caller asked for something malformed (exit 64).
    case usage
    /// The input was read but rejected: not an image, corrupt, too large, unparseable (exit 65).
    case inputRejected
    /// The input file is missing or unreadable (exit 66).
    case inputMissing
    /// A bug or an unavailable capability (exit 70).
    case `internal`
    /// The store or the file system failed (exit 74).
    case store
}

/// An error that knows its failure class and has a one-line message safe to show and log.
///
/// The message must carry no OCR text, amounts, account, card or phone numbers.
public protocol ClassifiedError: Error, CustomStringConvertible {
    var failureClass: FailureClass { get }
    var message: String { get }
}

extension ClassifiedError {
    public var description: String { message }
}
