import Foundation

/// What `loadItem` hands back: iOS returns an image object, a file URL or raw data.
public enum LoadedItem: Sendable {
    /// An image object, already encoded (UIImage → PNG data on iOS); `nil` when it could not be encoded.
    case image(Data?)
    /// A URL: a local file (possibly security-scoped) or, from Safari and others, a remote page or image.
    case fileURL(URL)
    /// Raw bytes: an encoded image, archived object data, or a URL spelled out.
    case data(Data)
    /// Something else (a string, a dictionary); described by its type, never its content.
    case unsupported(String)
}

/// The core's model of `NSItemProvider`: registered type identifiers and three asynchronous ways to load.
public protocol ItemProviding: Sendable {
    /// Type identifiers in the order the source app registered them.
    var registeredTypeIdentifiers: [String] { get }
    /// Whether the provider conforms to `typeIdentifier` (exact or through the type hierarchy).
    func conforms(to typeIdentifier: String) -> Bool
    /// Loads the item as registered: an image object, a URL or data.
    func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem
    /// Loads the representation's bytes.
    func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data
    /// Loads a file; `read` runs before the temporary file is removed, as iOS only guarantees the file then.
    func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T
}

/// A provider's own failure, with a short reason safe to log (no content, no paths).
public struct ItemProviderError: Error, Sendable, Equatable {
    /// What went wrong, in a few words (`"not registered"`, `"no data representation"`).
    public var reason: String
    /// Whether the failure was a file that is missing or unreadable, which the CLI reports as missing input.
    public var fileUnavailable: Bool

    /// Creates a provider error.
    public init(_ reason: String, fileUnavailable: Bool = false) {
        self.reason = reason
        self.fileUnavailable = fileUnavailable
    }
}
