#if canImport(UIKit)
import Foundation
import SpenDropModel

/// Resolves the App Group container on iOS: the one function the app and the share extension both call.
public enum AppleContainer {
    /// The group id from the bundle's `SpenDropAppGroup` Info.plist key, fed by the `SPENDROP_APP_GROUP` build
    /// setting that also feeds both entitlements files.
    public static var configuredGroupIdentifier: String? {
        Bundle.main.object(forInfoDictionaryKey: "SpenDropAppGroup") as? String
    }

    /// The container, or an error naming the group that was tried. Never falls back to a private folder.
    public static func resolve() throws -> AppGroupContainer {
        guard let group = configuredGroupIdentifier, !group.isEmpty else {
            throw ContainerError(message: "the SpenDropAppGroup Info.plist key is missing: set SPENDROP_APP_GROUP")
        }
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) else {
            throw ContainerError(
                message: "the App Group container for \(group) is unavailable: check both targets' entitlements")
        }
        return AppGroupContainer(groupIdentifier: group, url: url)
    }
}
#endif
