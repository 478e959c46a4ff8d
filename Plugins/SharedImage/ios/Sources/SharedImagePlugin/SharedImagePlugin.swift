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
/// when the web app first calls `getSharedImage`; a cold start loses nothing. Capacitor 6 and 7 register the
/// plugin from `CAPBridgedPlugin` by themselves; an app that builds its bridge by hand can call
/// `bridge?.registerPluginInstance(SharedImagePlugin())` in `capacitorDidLoad()`.
@objc(SharedImagePlugin)
public final class SharedImagePlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "SharedImagePlugin"
    public let jsName = "SharedImage"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "getSharedImage", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "hasSharedImage", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "markProcessed", returnType: CAPPluginReturnPromise),
    ]

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
        // iOS keeps the group's defaults in `UserDefaults(suiteName:)`; the queue file stays the truth.
        let inbox = ShareInbox(
            container: container, log: FileShareLog(container: container),
            defaults: UserDefaultsSharedDefaults(suiteName: group))
        self.inbox = inbox
        // `load` runs while the bridge starts: the check and the tidying go to a background queue. Only the app
        // tidies: repair what a killed extension left, then drop files past the grace period.
        DispatchQueue.global(qos: .utility).async {
            do {
                _ = try inbox.selfCheck()
                _ = try inbox.repairOrphans()
                _ = try inbox.clean()
            } catch {
                CAPLog.print("SharedImage: \((error as? any ClassifiedError)?.message ?? "the inbox check failed")")
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
            _ = try inbox.markProcessed(shareId)
            return ["success": true]
        }
    }

    /// Runs `body` and resolves the call, or rejects it with the error's safe message and class.
    ///
    /// Capacitor already calls plugin methods on its bridge's serial background queue, in the order the web app
    /// made them, so the inbox's file work runs right here: the call, which is not Sendable, never changes thread.
    private func run(_ call: CAPPluginCall, _ body: (ShareInbox) throws -> PluginCallResultData) {
        guard let inbox else {
            call.reject(setupError ?? "the share inbox is not available", "UNAVAILABLE")
            return
        }
        do {
            call.resolve(try body(inbox))
        } catch let error as any ClassifiedError {
            call.reject(error.message, Self.code(error.failureClass))
        } catch {
            call.reject("the share inbox failed", "INTERNAL")
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
