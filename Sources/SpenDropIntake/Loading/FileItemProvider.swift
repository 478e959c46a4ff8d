import Foundation

/// An item provider backed by a file on disk: how `spendrop share FILE` enters the same loader.
///
/// It behaves as iOS does for a file URL shared by reference: registered as `public.file-url`, so it also conforms
/// to `public.url` and `public.data`. For the URL types, `loadItem` gives the URL and the data representation is
/// the URL spelled out in UTF-8 (as `NSURL` writes it); for `public.data` both give the file's bytes. The file
/// representation is the file itself. Nothing is assumed from the file's name.
public struct FileItemProvider: ItemProviding {
    /// The file this provider offers.
    public let url: URL
    /// Files larger than this are refused before they are read into memory.
    public let maxDataBytes: Int

    /// Creates a provider for a local file.
    public init(url: URL, maxDataBytes: Int = 64 << 20) {
        self.url = url
        self.maxDataBytes = maxDataBytes
    }

    public var registeredTypeIdentifiers: [String] { ["public.file-url"] }

    public func conforms(to typeIdentifier: String) -> Bool {
        TypeIdentifierHierarchy.standard.conforms("public.file-url", to: typeIdentifier)
    }

    public func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem {
        try requireConformance(typeIdentifier)
        if isURLType(typeIdentifier) { return .fileURL(url) }
        return .data(try contents())
    }

    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data {
        try requireConformance(typeIdentifier)
        if isURLType(typeIdentifier) { return Data(url.absoluteString.utf8) }
        return try contents()
    }

    public func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        try requireConformance(typeIdentifier)
        // The file is the user's own, not a temporary copy, so it outlives the callback; no copy is made.
        return try read(url)
    }

    private func isURLType(_ typeIdentifier: String) -> Bool {
        TypeIdentifierHierarchy.standard.conforms(typeIdentifier, to: "public.url")
    }

    private func requireConformance(_ typeIdentifier: String) throws {
        guard conforms(to: typeIdentifier) else { throw ItemProviderError("not registered") }
    }

    private func contents() throws -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw ItemProviderError(exists ? "file unreadable" : "file missing", fileUnavailable: true)
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maxDataBytes {
            throw ItemProviderError("file too large")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ItemProviderError("file unreadable", fileUnavailable: true)
        }
    }
}
