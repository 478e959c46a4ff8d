import Foundation
import SpenDropImage
import SpenDropIntake

/// An item provider over bytes already in memory: a share taken from the inbox, re-entering the same pipeline.
public struct DataItemProvider: ItemProviding {
    public let data: Data
    public let name: String?

    public init(data: Data, name: String?) {
        self.data = data
        self.name = name
    }

    /// Registered under the type its bytes sniff as, like an app that shares raw image data.
    public var registeredTypeIdentifiers: [String] {
        switch ImageFormat.sniff(data) {
        case .png: ["public.png"]
        case .jpeg: ["public.jpeg"]
        case .heic: ["public.heic"]
        default: ["public.data"]
        }
    }

    public func conforms(to typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier) || ["public.image", "public.data"].contains(typeIdentifier)
    }

    public func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem { .data(data) }

    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data { data }

    public func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString)")
        try data.write(to: url, options: .atomic)
        defer { try? FileManager.default.removeItem(at: url) }
        return try read(url)
    }
}
