import Foundation
import SpenDropModel

/// What the inbox's self-check verified.
public struct InboxSelfCheckReport: Sendable, Equatable {
    /// The container folder that was checked.
    public var containerPath: String
    /// The container's App Group.
    public var groupIdentifier: String
    /// The defaults suite, equal to the group when the check passes.
    public var defaultsSuite: String
    /// Shares waiting for the app.
    public var pendingCount: Int
}

extension ShareInbox {
    /// Checks that the App Group container exists and is writable and that the defaults belong to the same group.
    ///
    /// One real audit found the code and the entitlements naming different groups: the extension then writes
    /// where the app never looks. This fails loudly, naming both, instead of letting shares vanish.
    /// - Throws: `InboxError` `.store` naming the container, the group and the suite.
    public func selfCheck() throws -> InboxSelfCheckReport {
        let group = container.groupIdentifier
        let path = container.url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return try fail("the App Group container \(path) for \(group) does not exist")
        }
        let probe = container.url.appendingPathComponent(".inbox-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
            return try fail("the App Group container \(path) for \(group) is not writable")
        }
        try? FileManager.default.removeItem(at: probe)
        guard defaults.suiteName == group else {
            return try fail(
                "the App Group defaults suite '\(defaults.suiteName)' is not the container's group '\(group)': "
                    + "the code and the entitlements must name the same App Group")
        }
        do {
            _ = try defaults.snapshot()
        } catch {
            return try fail("the App Group defaults of \(group) cannot be read")
        }
        let pending: Int
        do {
            pending = try queue.load().filter(\.isPending).count
        } catch {
            return try fail("the share inbox queue in \(path) cannot be read")
        }
        record("selfCheck", "container, defaults and queue are consistent")
        return InboxSelfCheckReport(
            containerPath: path, groupIdentifier: group, defaultsSuite: defaults.suiteName, pendingCount: pending)
    }

    private func fail(_ message: String) throws -> InboxSelfCheckReport {
        record("selfCheck", "self-check failed", level: .error)
        throw InboxError(.store, message)
    }
}
