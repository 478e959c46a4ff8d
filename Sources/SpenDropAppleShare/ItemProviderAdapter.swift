#if canImport(UIKit)
import Foundation
import SpenDropIntake
import UIKit

/// Presents an `NSItemProvider` to the core loader; it only translates, every decision stays in the loader.
///
/// `NSItemProvider` is safe to load from any thread, which is what the unchecked conformance relies on.
public struct ItemProviderAdapter: ItemProviding, @unchecked Sendable {
    private let provider: NSItemProvider

    /// Wraps one attachment of a share.
    public init(_ provider: NSItemProvider) {
        self.provider = provider
    }

    /// Every attachment of every input item of a share, in order, ready for `AttachmentLoader.loadImages`.
    public static func items(of context: NSExtensionContext) -> [[any ItemProviding]] {
        let inputItems = context.inputItems.compactMap { $0 as? NSExtensionItem }
        return inputItems.map { item in (item.attachments ?? []).map { ItemProviderAdapter($0) } }
    }

    /// A loader that opens security-scoped URLs the way iOS requires.
    public static func loader(log: any ShareLogging) -> AttachmentLoader {
        AttachmentLoader(log: log, securityScope: URLSecurityScope())
    }

    public var registeredTypeIdentifiers: [String] {
        provider.registeredTypeIdentifiers
    }

    public func conforms(to typeIdentifier: String) -> Bool {
        provider.hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    public func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem {
        try await withCheckedThrowingContinuation { continuation in
            provider.loadItem(forTypeIdentifier: typeIdentifier, options: nil) { item, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: Self.translate(item))
                }
            }
        }
    }

    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            _ = provider.loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
                if let data {
                    continuation.resume(returning: data)
                } else {
                    continuation.resume(throwing: error ?? ItemProviderError("no data and no error"))
                }
            }
        }
    }

    /// Runs `read` while the completion handler is still waiting, since iOS deletes the file once it returns.
    ///
    /// The handler runs on one of the provider's background queues, not the cooperative pool, so holding it on a
    /// semaphore until `read` is done is safe; the wait is bounded so a lost task cannot pin that queue forever.
    public func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        let done = DispatchSemaphore(value: 0)
        let file: URL = try await withCheckedThrowingContinuation { continuation in
            _ = provider.loadFileRepresentation(forTypeIdentifier: typeIdentifier) { url, error in
                guard let url else {
                    continuation.resume(throwing: error ?? ItemProviderError("no file and no error"))
                    return
                }
                continuation.resume(returning: url)
                _ = done.wait(timeout: .now() + .seconds(60))
            }
        }
        defer { done.signal() }
        return try read(file)
    }

    /// Turns what `loadItem` produced into the core's item, naming unknown kinds by their type only.
    ///
    /// The item is a Foundation object (`NSURL`, `NSData`, `UIImage`), matched as such and bridged after.
    private static func translate(_ item: (any NSSecureCoding)?) -> LoadedItem {
        switch item {
        case let url as NSURL: .fileURL(url as URL)
        case let data as NSData: .data(data as Data)
        case let image as UIImage: .image(image.pngData())
        case nil: .unsupported("nil")
        case let other?: .unsupported(String(describing: type(of: other)))
        }
    }
}

/// The iOS security scope: `startAccessingSecurityScopedResource` and its matching stop.
public struct URLSecurityScope: SecurityScopeAccess {
    /// Creates the live scope.
    public init() {}

    public func begin(_ url: URL) -> Bool {
        url.startAccessingSecurityScopedResource()
    }

    public func end(_ url: URL) {
        url.stopAccessingSecurityScopedResource()
    }
}
#endif
