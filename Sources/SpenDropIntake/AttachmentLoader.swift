import Foundation
import SpenDropImage

/// One image loaded from an attachment: its bytes, sniffed format, and how it was obtained.
public struct LoadedAttachment: Sendable {
    public var data: Data
    public var format: ImageFormat
    /// The original display name when the source gave one (a file URL's last component).
    public var suggestedName: String?
    public var typeIdentifier: String
    public var strategy: String

    public init(data: Data, format: ImageFormat, suggestedName: String?, typeIdentifier: String, strategy: String) {
        self.data = data
        self.format = format
        self.suggestedName = suggestedName
        self.typeIdentifier = typeIdentifier
        self.strategy = strategy
    }
}

/// Why an attachment yielded no image. Carries the number of attempts, not their content.
public struct IntakeError: Error, Equatable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
}

/// Tries every type identifier × loading strategy on each attachment and logs every attempt.
public struct AttachmentLoader: Sendable {
    public init(log: any ShareLogging) {}

    /// Loads one image from one attachment, or explains in the error what was tried.
    public func loadImage(from provider: any ItemProviding, shareId: String? = nil) async throws(IntakeError)
        -> LoadedAttachment
    {
        throw IntakeError(message: "attachment loading is not available yet")
    }
}

/// An item provider backed by a file on disk: how `spendrop share FILE` enters the same loader.
public struct FileItemProvider: ItemProviding {
    public let url: URL

    public init(url: URL) { self.url = url }

    public var registeredTypeIdentifiers: [String] { ["public.file-url"] }
    public func conforms(to typeIdentifier: String) -> Bool { typeIdentifier == "public.file-url" }
    public func loadItem(forTypeIdentifier typeIdentifier: String) async throws -> LoadedItem { .fileURL(url) }
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String) async throws -> Data {
        try Data(contentsOf: url)
    }
    public func loadFileRepresentation<T: Sendable>(
        forTypeIdentifier typeIdentifier: String, read: @Sendable (URL) throws -> T
    ) async throws -> T {
        try read(url)
    }
}
