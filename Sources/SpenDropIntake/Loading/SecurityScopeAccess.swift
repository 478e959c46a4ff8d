import Foundation

/// Opens and closes access to a security-scoped file URL around a read.
///
/// Files and some other apps hand over URLs outside the extension's sandbox; iOS grants access only between
/// `startAccessingSecurityScopedResource` and `stopAccessingSecurityScopedResource`. The loader calls `end` exactly
/// once for every `begin` that returned `true`, on every path out of the read.
public protocol SecurityScopeAccess: Sendable {
    /// Starts access; returns whether access was started and so must be ended.
    func begin(_ url: URL) -> Bool
    /// Ends access started by a `begin` that returned `true`.
    func end(_ url: URL)
}

/// Linux has no security scopes: every file the process can open is already accessible.
public struct NoSecurityScope: SecurityScopeAccess {
    /// Creates the no-op scope.
    public init() {}

    /// Starts nothing, so there is nothing to end.
    public func begin(_ url: URL) -> Bool { false }

    /// Does nothing; never called, as `begin` returns `false`.
    public func end(_ url: URL) {}
}

/// A security scope that records every begin and end, for tests that prove the pairing.
public final class RecordingSecurityScope: SecurityScopeAccess, @unchecked Sendable {
    /// One recorded call, with the URL's last path component only.
    public enum Event: Sendable, Equatable {
        case begin(String)
        case end(String)
    }

    private let lock = NSLock()
    private var recorded: [Event] = []
    private var open: [URL: Int] = [:]
    private let grants: Bool
    private let onBegin: @Sendable (URL) -> Void
    private let onEnd: @Sendable (URL) -> Void

    /// Creates a recording scope.
    /// - Parameters:
    ///   - grants: what `begin` returns; `false` models a URL that is not security-scoped.
    ///   - onBegin: runs after a granted begin, e.g. to make a scope-gated file appear.
    ///   - onEnd: runs after an end, e.g. to make that file vanish again.
    public init(
        grants: Bool = true, onBegin: @escaping @Sendable (URL) -> Void = { _ in },
        onEnd: @escaping @Sendable (URL) -> Void = { _ in }
    ) {
        self.grants = grants
        self.onBegin = onBegin
        self.onEnd = onEnd
    }

    public func begin(_ url: URL) -> Bool {
        lock.withLock {
            recorded.append(.begin(url.lastPathComponent))
            if grants { open[url, default: 0] += 1 }
        }
        if grants { onBegin(url) }
        return grants
    }

    public func end(_ url: URL) {
        lock.withLock {
            recorded.append(.end(url.lastPathComponent))
            open[url, default: 0] -= 1
            if open[url] == 0 { open[url] = nil }
        }
        onEnd(url)
    }

    /// Every begin and end, in order.
    public var events: [Event] { lock.withLock { recorded } }

    /// Whether every granted begin has been matched by exactly one end.
    public var isBalanced: Bool { lock.withLock { open.isEmpty } }
}
