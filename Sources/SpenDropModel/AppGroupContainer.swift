import Foundation

/// The folder the app and its share extension both open: the App Group container on iOS, `--home` on Linux.
///
/// Every path the ledger, the share inbox and the share log use is derived here, so the store that is
/// configured is the store that is used.
public struct AppGroupContainer: Sendable, Equatable {
    /// The App Group both targets are entitled to. One build setting feeds this on iOS.
    public static let defaultGroupIdentifier = "group.app.spendrop"

    public let groupIdentifier: String
    /// The container's root folder.
    public let url: URL

    public init(groupIdentifier: String = AppGroupContainer.defaultGroupIdentifier, url: URL) {
        self.groupIdentifier = groupIdentifier
        self.url = url.standardizedFileURL
    }

    /// Resolves the home folder as the `spendrop` command does: an explicit `--home`, then `SPENDROP_HOME`,
    /// then `$XDG_DATA_HOME/spendrop`, then `~/.local/share/spendrop`.
    public static func resolve(
        explicitHome: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        groupIdentifier: String = AppGroupContainer.defaultGroupIdentifier
    ) -> AppGroupContainer {
        let path: String
        if let explicitHome, !explicitHome.isEmpty {
            path = explicitHome
        } else if let home = environment["SPENDROP_HOME"], !home.isEmpty {
            path = home
        } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            path = xdg + "/spendrop"
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            path = home + "/.local/share/spendrop"
        }
        let expanded = (path as NSString).expandingTildeInPath
        let absolute =
            expanded.hasPrefix("/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
        return AppGroupContainer(groupIdentifier: groupIdentifier, url: URL(fileURLWithPath: absolute))
    }

    /// Creates the container if needed and proves it can be written, or throws naming the folder and the group.
    public func prepare() throws(ContainerError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ContainerError(
                message: "cannot create the App Group container \(url.path) for \(groupIdentifier): "
                    + Self.reason(creating: url))
        }
        let probe = url.appendingPathComponent(".write-probe-\(UUID().uuidString)")
        guard manager.createFile(atPath: probe.path, contents: Data()) else {
            throw ContainerError(
                message: "the App Group container \(url.path) for \(groupIdentifier) is not writable "
                    + "(permission denied)")
        }
        try? manager.removeItem(at: probe)
    }

    // MARK: Derived locations

    /// The SQLite ledger both processes open.
    public var ledgerURL: URL { url.appendingPathComponent("ledger.sqlite") }
    /// Where the share inbox keeps shared images as `<shareId>.<ext>`.
    public var inboxDirectory: URL { url.appendingPathComponent("SharedImages", isDirectory: true) }
    /// Screenshots saved with ledger entries, by entry id.
    public var screenshotsDirectory: URL { url.appendingPathComponent("Screenshots", isDirectory: true) }
    /// The App Group defaults on Linux: `<home>/Library/Preferences/<group id>.plist`.
    public var defaultsURL: URL {
        url.appendingPathComponent("Library/Preferences/\(groupIdentifier).plist")
    }
    /// The append-only share log.
    public var shareLogURL: URL { url.appendingPathComponent("Logs/share.log") }
    /// Scratch space for files being written before they are renamed into place.
    public var temporaryDirectory: URL { url.appendingPathComponent("tmp", isDirectory: true) }

    /// Whether `candidate` lies inside the container once `..` and symbolic links are resolved.
    public func contains(_ candidate: URL) -> Bool {
        let root = url.resolvingSymlinksInPath().standardizedFileURL.path
        let path = candidate.resolvingSymlinksInPath().standardizedFileURL.path
        return path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Why `url` could not be created, in plain words (never a Foundation error domain): the first part of the
    /// path that exists is a file, or cannot be written.
    private static func reason(creating url: URL) -> String {
        let manager = FileManager.default
        var ancestor = url.deletingLastPathComponent()
        while ancestor.path != "/" && !manager.fileExists(atPath: ancestor.path) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "it is a file, not a folder"
        }
        if manager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "\(ancestor.path) is a file, not a folder"
        }
        if !manager.isWritableFile(atPath: ancestor.path) { return "permission denied in \(ancestor.path)" }
        return "the folder cannot be created"
    }
}

/// The App Group container is missing or unusable. Never answered by falling back to a private folder.
public struct ContainerError: ClassifiedError, Equatable {
    public let message: String
    public var failureClass: FailureClass { .store }

    public init(message: String) { self.message = message }
}
