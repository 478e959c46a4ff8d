import Foundation
import SpenDropModel

/// Why an attachment yielded no image. Carries the number of attempts and the last reason, never their content.
public struct IntakeError: ClassifiedError, Equatable, Sendable {
    /// One line safe to show and log: how many attempts were made and why the last one failed.
    public var message: String
    /// How many identifier × strategy attempts were made (0 when the provider offered nothing to try).
    public var attemptCount: Int
    /// The last failed attempt's reason (else the last attempt's), when there was one.
    public var lastReason: String?
    /// `inputMissing` when a file to read was missing or unreadable and no content was seen, else `inputRejected`.
    public var failureClass: FailureClass

    /// Creates an error with a ready message, classed as rejected input.
    public init(message: String) {
        self.message = message
        self.attemptCount = 0
        self.lastReason = nil
        self.failureClass = .inputRejected
    }

    /// Creates the error that ends a failed attachment, with its message derived from the attempts.
    public init(attempts: [LoadAttempt], fileUnavailable: Bool) {
        // The last failure explains more than a trailing skip ("time budget spent") does.
        let last = attempts.last(where: { $0.outcome == .failed })?.reason ?? attempts.last?.reason
        self.attemptCount = attempts.count
        self.lastReason = last
        self.failureClass = fileUnavailable && !attempts.isEmpty ? .inputMissing : .inputRejected
        if attempts.isEmpty {
            self.message = "no image: the attachment offered no type identifier to load"
        } else {
            let noun = attempts.count == 1 ? "attempt" : "attempts"
            self.message = "no image after \(attempts.count) \(noun); last failure: \(last ?? "unknown")"
        }
    }
}
