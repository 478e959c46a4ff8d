// Stand-in for Capacitor 6/7's iOS runtime: the plugin base class, the bridged-plugin protocol, the call object
// and the logger, as SpenDrop's SharedImage plugin uses them. None of these types is Sendable or actor-isolated;
// Capacitor calls plugin methods on its bridge's background queue (CapacitorBridge.handleJSCall).
import Foundation

/// https://capacitorjs.com/docs/plugins/ios (CAPPlugin.h)
open class CAPPlugin: NSObject {
    /// Called once when the bridge creates the plugin.
    /// https://capacitorjs.com/docs/plugins/ios#plugin-basics
    open func load() {}
    public override init() {}
}

/// The Swift plugin registration of Capacitor 6 and later: the plugin names itself and its methods.
/// https://capacitorjs.com/docs/updating/6-0#ios (CAPBridgedPlugin.h)
public protocol CAPBridgedPlugin: AnyObject {
    var identifier: String { get }
    var jsName: String { get }
    var pluginMethods: [CAPPluginMethod] { get }
}

/// The return kind `promise` of a bridged method.
/// https://capacitorjs.com/docs/plugins/ios (CAPPluginMethod.h: CAPPluginReturnPromise)
public let CAPPluginReturnPromise: String = "promise"

/// https://capacitorjs.com/docs/plugins/ios (CAPPluginMethod.h)
open class CAPPluginMethod: NSObject {
    public init(name: String, returnType: String) {}
}

/// The result data a call resolves with.
/// https://capacitorjs.com/docs/plugins/ios#returning-data-back
public typealias PluginCallResultData = [String: Any]

/// One call from JavaScript; not thread-safe, not Sendable.
/// https://capacitorjs.com/docs/core-apis/ios (CAPPluginCall.swift)
open class CAPPluginCall: NSObject {
    /// https://capacitorjs.com/docs/plugins/ios#accessing-call-data
    public func getString(_ key: String) -> String? { nil }
    /// https://capacitorjs.com/docs/plugins/ios#accessing-call-data
    public func getString(_ key: String, _ defaultValue: String) -> String { defaultValue }
    /// https://capacitorjs.com/docs/plugins/ios#returning-data-back
    public func resolve() {}
    /// https://capacitorjs.com/docs/plugins/ios#returning-data-back
    public func resolve(_ data: PluginCallResultData = [:]) {}
    /// https://capacitorjs.com/docs/plugins/ios#errors
    public func reject(
        _ message: String, _ code: String? = nil, _ error: (any Error)? = nil, _ data: PluginCallResultData = [:]
    ) {}
}

/// https://capacitorjs.com/docs/core-apis/ios (CAPLog.swift)
public enum CAPLog {
    public static func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {}
}
