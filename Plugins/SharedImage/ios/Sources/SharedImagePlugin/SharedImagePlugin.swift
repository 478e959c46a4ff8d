#if canImport(Capacitor)
import Capacitor
import Foundation
import SpenDropIntake
import SpenDropModel
import UIKit

/// The `SharedImage` Capacitor plugin: the web app's view of the SpenDrop share inbox.
///
/// Every method delegates to the core's `ShareInbox`; no decision lives here. Delivery is a pull: the queue
/// persists in the App Group container, so a share made before the app (or this plugin) loaded is still there
/// when the web app first calls `getSharedImage`; a cold start loses nothing. Register the plugin in
/// `capacitorDidLoad()` of the app's bridge view controller (`bridge?.registerPluginInstance(SharedImagePlugin())`).
@objc(SharedImagePlugin)
public final class SharedImagePlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "SharedImagePlugin"
    public let jsName = "SharedImage"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "getSharedImage", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "hasSharedImage", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "markProcessed", returnType: CAPPluginReturnPromise),
    ]

    /// Inbox work runs off the main thread, one call at a time, in the order the web app made them.
    private let work = DispatchQueue(label: "app.spendrop.shared-image", qos: .userInitiated)
    private var inbox: ShareInbox?
    private var setupError: String?

    override public func load() {
        // One build setting feeds the group to the code, both entitlements and both Info.plists.
        let group =
            Bundle.main.object(forInfoDictionaryKey: "SpenDropAppGroup") as? String
            ?? AppGroupContainer.defaultGroupIdentifier
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) else {
            setupError = "the App Group \(group) is not available to this app: check its entitlements"
            return
        }
        let container = AppGroupContainer(groupIdentifier: group, url: url)
        let inbox = ShareInbox(
            container: container, log: FileShareLog(container: container),
            defaults: UserDefaultsSharedDefaults(suiteName: group))
        self.inbox = inbox
        work.async {
            do {
                _ = try inbox.selfCheck()
                // Only the app cleans: repair what a killed extension left, then drop files past the grace period.
                _ = try inbox.repairOrphans()
                _ = try inbox.clean()
            } catch {
                CAPLog.print("SharedImage: \(error)")
            }
        }
    }

    @objc func getSharedImage(_ call: CAPPluginCall) {
        run(call) { inbox in
            guard let share = try inbox.get() else {
                return ["base64": NSNull(), "fileName": NSNull(), "shareId": NSNull()]
            }
            return [
                "base64": share.data.base64EncodedString(), "fileName": share.image.fileName,
                "shareId": share.image.shareId,
            ]
        }
    }

    @objc func hasSharedImage(_ call: CAPPluginCall) {
        run(call) { inbox in ["hasImage": try inbox.has()] }
    }

    @objc func markProcessed(_ call: CAPPluginCall) {
        let shareId = call.getString("shareId") ?? ""
        run(call) { inbox in
            try inbox.markProcessed(shareId)
            return ["success": true]
        }
    }

    /// Runs `body` on the work queue and resolves the call, or rejects it with the error's safe message and class.
    private func run(_ call: CAPPluginCall, _ body: @escaping (ShareInbox) throws -> [String: Any]) {
        guard let inbox else {
            call.reject(setupError ?? "the share inbox is not available", "UNAVAILABLE")
            return
        }
        work.async {
            do {
                call.resolve(try body(inbox))
            } catch let error as any ClassifiedError {
                call.reject(error.message, Self.code(error.failureClass))
            } catch {
                call.reject("the share inbox failed", "INTERNAL")
            }
        }
    }

    private static func code(_ failure: FailureClass) -> String {
        switch failure {
        case .usage: "INVALID_ARGUMENT"
        case .inputRejected: "NOT_FOUND"
        case .inputMissing: "NOT_FOUND"
        case .internal: "INTERNAL"
        case .store: "STORE"
        }
    }
}
#endif
