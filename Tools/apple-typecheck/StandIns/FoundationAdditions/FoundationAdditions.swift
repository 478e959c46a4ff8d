// Stand-in for the parts of Apple's Foundation (and the CoreFoundation it re-exports) that Linux's Foundation
// lacks. The type-check imports this module implicitly into every file, as `import Foundation` brings these
// into scope on Apple platforms; everything Linux's Foundation already has comes from it unchanged.
@_exported import Foundation
@_exported import ObjectiveC

// MARK: - CoreFoundation (toll-free bridged: modelled as the Foundation classes they bridge to)

/// https://developer.apple.com/documentation/corefoundation/cfdata
public typealias CFData = NSData
/// https://developer.apple.com/documentation/corefoundation/cfdictionary
public typealias CFDictionary = NSDictionary
/// https://developer.apple.com/documentation/corefoundation/cfstring
public typealias CFString = NSString
/// https://developer.apple.com/documentation/corefoundation/cfurl
public typealias CFURL = NSURL

// MARK: - App Groups and security scopes

extension FileManager {
    /// The container directory shared by the apps and extensions of an App Group; `nil` without the entitlement.
    /// https://developer.apple.com/documentation/foundation/filemanager/containerurl(forsecurityapplicationgroupidentifier:)
    @available(iOS 7.0, macOS 10.8, *)
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }
}

extension URL {
    /// https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource()
    public func startAccessingSecurityScopedResource() -> Bool { false }
    /// https://developer.apple.com/documentation/foundation/url/stopaccessingsecurityscopedresource()
    public func stopAccessingSecurityScopedResource() {}
}

// MARK: - Item providers and extension contexts

/// An item provider: not marked Sendable in the SDK.
/// https://developer.apple.com/documentation/foundation/nsitemprovider
@available(iOS 8.0, macOS 10.10, *)
open class NSItemProvider: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsitemprovider/completionhandler
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// https://developer.apple.com/documentation/foundation/nsitemprovider/registeredtypeidentifiers
    open var registeredTypeIdentifiers: [String] { [] }

    /// https://developer.apple.com/documentation/foundation/nsitemprovider/hasitemconformingtotypeidentifier(_:)
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }

    /// https://developer.apple.com/documentation/foundation/nsitemprovider/loaditem(fortypeidentifier:options:completionhandler:)
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: NSItemProvider.CompletionHandler? = nil
    ) {}

    /// https://developer.apple.com/documentation/foundation/nsitemprovider/loaddatarepresentation(fortypeidentifier:completionhandler:)
    @available(iOS 11.0, macOS 10.13, *)
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress { Progress(totalUnitCount: 1) }

    /// https://developer.apple.com/documentation/foundation/nsitemprovider/loadfilerepresentation(fortypeidentifier:completionhandler:)
    @available(iOS 11.0, macOS 10.13, *)
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress { Progress(totalUnitCount: 1) }
}

/// https://developer.apple.com/documentation/foundation/nsextensionitem
@available(iOS 8.0, macOS 10.10, *)
open class NSExtensionItem: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsextensionitem/attachments
    open var attachments: [NSItemProvider]?
}

/// https://developer.apple.com/documentation/foundation/nsextensioncontext
@available(iOS 8.0, macOS 10.10, *)
open class NSExtensionContext: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsextensioncontext/inputitems
    open var inputItems: [Any] { [] }

    /// https://developer.apple.com/documentation/foundation/nsextensioncontext/completerequest(returningitems:completionhandler:)
    open func completeRequest(
        returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil
    ) {}

    /// https://developer.apple.com/documentation/foundation/nsextensioncontext/cancelrequest(witherror:)
    open func cancelRequest(withError error: any Error) {}
}
