import Foundation

/// The App Group defaults through `UserDefaults(suiteName:)`, as the app, the extension and the plugin use them on iOS.
///
/// On iOS the group's property list belongs to the preferences daemon, which caches and rewrites it, so Apple
/// platforms never write it themselves: the Apple adapter (`AppleShareServices.defaults(for:)`) and the SharedImage
/// plugin inject this type into the share inbox. The queue file stays the source of truth; these keys follow it.
///
/// UserDefaults sets keys one at a time, so publishing clears `sharedPhotoReady` first, writes the other keys,
/// and sets `sharedPhotoReady` last: a reader never sees ready beside keys of another share. (On Linux the suite
/// lands outside any chosen home, so the command line uses `AppGroupDefaults`, the property list, instead.)
public struct UserDefaultsSharedDefaults: SharedDefaultsStoring {
    /// The App Group identifier used as the suite name.
    public let suiteName: String

    /// Defaults of the App Group `suiteName`, which must be the group the container belongs to.
    public init(suiteName: String) {
        self.suiteName = suiteName
    }

    /// Reads the five keys from the suite.
    public func snapshot() throws -> SharedDefaultsSnapshot {
        let defaults = try suite()
        typealias Key = SharedDefaultsSnapshot.Key
        return SharedDefaultsSnapshot(
            fileName: defaults.string(forKey: Key.fileName), filePath: defaults.string(forKey: Key.filePath),
            shareId: defaults.string(forKey: Key.shareId), ready: defaults.bool(forKey: Key.ready),
            processedShareId: defaults.string(forKey: Key.processedShareId))
    }

    /// Writes the keys with `sharedPhotoReady` cleared first and set last.
    public func publish(_ snapshot: SharedDefaultsSnapshot) throws {
        let defaults = try suite()
        typealias Key = SharedDefaultsSnapshot.Key
        defaults.set(false, forKey: Key.ready)
        for (key, value) in [
            (Key.fileName, snapshot.fileName), (Key.filePath, snapshot.filePath), (Key.shareId, snapshot.shareId),
            (Key.processedShareId, snapshot.processedShareId),
        ] {
            if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
        }
        if snapshot.ready { defaults.set(true, forKey: Key.ready) }
    }

    private func suite() throws -> UserDefaults {
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            throw InboxError(.store, "the App Group defaults suite '\(suiteName)' cannot be opened")
        }
        return defaults
    }
}
