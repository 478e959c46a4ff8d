import Foundation
import SpenDropModel

/// A share waiting for (or already taken by) the app.
public struct SharedImage: Sendable, Equatable {
    public var shareId: String
    /// The original display name, sanitised.
    public var fileName: String
    /// The on-disk name, relative to the container.
    public var filePath: String
    public var createdAt: Date
    public var processedAt: Date?

    public init(shareId: String, fileName: String, filePath: String, createdAt: Date, processedAt: Date? = nil) {
        self.shareId = shareId
        self.fileName = fileName
        self.filePath = filePath
        self.createdAt = createdAt
        self.processedAt = processedAt
    }
}

/// The hand-off queue from the share extension to the app, in the App Group container.
public final class ShareInbox: Sendable {
    public init(container: AppGroupContainer, log: any ShareLogging) {}

    /// Stores `data` under a new share id and publishes it. Returns the share.
    public func put(_ data: Data, displayName: String?) throws -> SharedImage {
        throw InboxError(.store, "the share inbox is not available yet")
    }
}

/// Why the inbox refused or failed.
public struct InboxError: ClassifiedError, Equatable {
    public let failureClass: FailureClass
    public let message: String

    public init(_ failureClass: FailureClass, _ message: String) {
        self.failureClass = failureClass
        self.message = message
    }
}
