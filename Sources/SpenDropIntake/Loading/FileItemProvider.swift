import Foundation

/// An item provider backed by a file on disk: how `spendrop share FILE` enters the same loader.
///
/// It behaves as iOS does for a file shared from Files: registered as `public.file-url`, so it also conforms to
/// `public.url` and `public.data`; `loadItem` gives the URL for the URL types and the bytes for `public.data`,
/// and both data and file representations are the file itself. Nothing is assumed from the file's name.
public struct FileItemProvider: ItemProviding {
    /// The file this provider offers.
    public let url: URL

    /// Creates a provider for a local file.
    public init(url: URL) { self.url = url }

    public var registeredTypeIdentifiers: [String] { ["public.file-url"] }

    public func conforms(to typeIdentifier: String) -> Bool {
        TypeIdentifierHierarchy.standard.conforms("public.file-url", to: typeIdentifier)
    }

    public func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem {
        try requireConformance(typeIdentifier)
        if TypeIdentifierHierarchy.standard.conforms(typeIdentifier, to: "public.url") { return .fileURL(url) }
        return .data(try contents())
    }

    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data {
        try requireConformance(typeIdentifier)
        return try contents()
    }

    public func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        try requireConformance(typeIdentifier)
        // The file is the user's own, not a temporary copy, so it outlives the callback; no copy is made.
        return try read(url)
    }

    private func requireConformance(_ typeIdentifier: String) throws {
        guard conforms(to: typeIdentifier) else { throw ItemProviderError("not registered") }
    }

    private func contents() throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ItemProviderError("file missing", fileUnavailable: true)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ItemProviderError("file unreadable", fileUnavailable: true)
        }
    }
}
