import Foundation

/// What `loadItem` hands back: iOS returns an image object, a file URL or raw data.
public enum LoadedItem: Sendable {
    /// An image object, already encoded (UIImage → PNG data on iOS); `nil` when it could not be encoded.
    case image(Data?)
    case fileURL(URL)
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
    func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem
    func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data
    /// Loads a file; `read` runs before the temporary file is removed, as iOS only guarantees the file then.
    func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T
}
