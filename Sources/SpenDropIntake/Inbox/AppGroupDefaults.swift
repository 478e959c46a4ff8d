import Foundation
import SpenDropModel

/// The five App Group defaults keys of the share hand-off, as they are (CONTRACTS.md).
public struct SharedDefaultsSnapshot: Sendable, Equatable {
    /// The keys, spelled exactly as the app and older readers expect them.
    public enum Key {
        public static let fileName = "sharedPhotoFileName"
        public static let filePath = "sharedPhotoFilePath"
        public static let shareId = "sharedPhotoShareId"
        public static let ready = "sharedPhotoReady"
        public static let processedShareId = "sharedPhotoProcessedShareId"
    }

    /// `sharedPhotoFileName`: the head's display name, sanitised.
    public var fileName: String?
    /// `sharedPhotoFilePath`: the head's file, relative to the container.
    public var filePath: String?
    /// `sharedPhotoShareId`: the head's share id.
    public var shareId: String?
    /// `sharedPhotoReady`: whether a share is waiting.
    public var ready: Bool
    /// `sharedPhotoProcessedShareId`: the last share marked processed, kept when the queue empties.
    public var processedShareId: String?

    public init(
        fileName: String? = nil, filePath: String? = nil, shareId: String? = nil, ready: Bool = false,
        processedShareId: String? = nil
    ) {
        self.fileName = fileName
        self.filePath = filePath
        self.shareId = shareId
        self.ready = ready
        self.processedShareId = processedShareId
    }

    /// The keys describing `head` (or an empty queue), keeping the last processed id.
    init(head: SharedImage?, processedShareId: String?) {
        self.init(
            fileName: head?.fileName, filePath: head?.filePath, shareId: head?.shareId, ready: head != nil,
            processedShareId: processedShareId)
    }
}

/// Where the App Group defaults live: a property list on Linux (`AppGroupDefaults`), `UserDefaults(suiteName:)` on
/// Apple platforms (`UserDefaultsSharedDefaults`, injected by the Apple adapter).
public protocol SharedDefaultsStoring: Sendable {
    /// The App Group (suite) these defaults belong to, checked against the container's by the self-check.
    var suiteName: String { get }
    /// The current values of the hand-off keys.
    func snapshot() throws -> SharedDefaultsSnapshot
    /// Publishes `snapshot` so that a reader never sees `sharedPhotoReady` true without the other keys.
    func publish(_ snapshot: SharedDefaultsSnapshot) throws
}

/// The App Group defaults as the property list `<home>/Library/Preferences/<group id>.plist`, as Linux keeps them.
///
/// Apple platforms do not use it: there the file belongs to the preferences daemon (`UserDefaultsSharedDefaults`).
///
/// The whole list is replaced by one atomic rename, so the keys change together: a reader sees the previous
/// head or the new one, never `sharedPhotoReady` beside a half-written share. Keys other than the five are kept.
/// Callers serialise writes with the inbox lock.
public struct AppGroupDefaults: SharedDefaultsStoring {
    /// The group whose defaults these are; the file is named after it.
    public let suiteName: String
    /// The property list file.
    public let url: URL
    private let temporaryDirectory: URL

    /// The defaults of `container`'s own group.
    public init(container: AppGroupContainer) {
        self.init(suiteName: container.groupIdentifier, container: container)
    }

    /// The defaults of the suite `suiteName` inside `container` (a different suite models a misconfiguration).
    public init(suiteName: String, container: AppGroupContainer) {
        self.suiteName = suiteName
        url = container.url.appendingPathComponent("Library/Preferences/\(suiteName).plist")
        temporaryDirectory = container.temporaryDirectory
    }

    /// Reads the five keys; an absent file reads as an empty queue.
    public func snapshot() throws -> SharedDefaultsSnapshot {
        let values = try dictionary()
        typealias Key = SharedDefaultsSnapshot.Key
        return SharedDefaultsSnapshot(
            fileName: values[Key.fileName] as? String, filePath: values[Key.filePath] as? String,
            shareId: values[Key.shareId] as? String, ready: values[Key.ready] as? Bool ?? false,
            processedShareId: values[Key.processedShareId] as? String)
    }

    /// Replaces the five keys in one atomic write, keeping every other key of the list.
    public func publish(_ snapshot: SharedDefaultsSnapshot) throws {
        typealias Key = SharedDefaultsSnapshot.Key
        // An unreadable list is replaced: the hand-off keys are rebuilt from the queue, which is the truth.
        var values = (try? dictionary()) ?? [:]
        let optional: [(String, String?)] = [
            (Key.fileName, snapshot.fileName), (Key.filePath, snapshot.filePath), (Key.shareId, snapshot.shareId),
            (Key.processedShareId, snapshot.processedShareId),
        ]
        for (key, value) in optional {
            if let value { values[key] = value } else { values.removeValue(forKey: key) }
        }
        values[Key.ready] = snapshot.ready
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        } catch {
            throw InboxError(.internal, "cannot encode the App Group defaults")
        }
        try POSIXFile.writeAtomically(data, to: url, temporaryDirectory: temporaryDirectory)
    }

    /// Every key of the list; empty when the file does not exist yet.
    public func dictionary() throws -> [String: Any] {
        guard let data = try POSIXFile.read(url), !data.isEmpty else { return [:] }
        guard let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else {
            throw InboxError(.store, "the App Group defaults of \(suiteName) are not a readable property list")
        }
        return values
    }
}
