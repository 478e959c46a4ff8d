import Foundation

/// One step of a share, as the share log records it. Messages are redacted by their authors:
/// no amounts, merchants, OCR text, account, card or phone numbers.
public struct ShareLogEvent: Sendable, Equatable {
    public enum Level: String, Sendable {
        case info, warning, error
    }

    public var step: String
    public var message: String
    public var shareId: String?
    public var level: Level

    public init(step: String, _ message: String, shareId: String? = nil, level: Level = .info) {
        self.step = step
        self.message = message
        self.shareId = shareId
        self.level = level
    }
}

/// Where share steps are recorded.
public protocol ShareLogging: Sendable {
    func record(_ event: ShareLogEvent)
}

/// A share log kept in memory, for tests and for collecting the attempts of one share.
public final class InMemoryShareLog: ShareLogging, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ShareLogEvent] = []

    public init() {}

    public func record(_ event: ShareLogEvent) {
        lock.lock()
        stored.append(event)
        lock.unlock()
    }

    /// Everything recorded so far, in order.
    public var events: [ShareLogEvent] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
