import Foundation
import SpenDropImage

/// One image loaded from an attachment: its bytes, sniffed format, and how it was obtained.
public struct LoadedAttachment: Sendable {
    /// The encoded image, exactly as the source handed it over.
    public var data: Data
    /// The format sniffed from `data`; always png, jpeg or heic, the formats the image stage decodes.
    public var format: ImageFormat
    /// The original display name when the source gave one (a file URL's last component).
    public var suggestedName: String?
    /// The type identifier whose representation won.
    public var typeIdentifier: String
    /// The strategy that won, a `LoadStrategy` raw value.
    public var strategy: String
    /// How many attempts were made on this attachment, the winning one included.
    public var attempts: Int

    /// Creates a loaded attachment.
    public init(
        data: Data, format: ImageFormat, suggestedName: String?, typeIdentifier: String, strategy: String,
        attempts: Int = 1
    ) {
        self.data = data
        self.format = format
        self.suggestedName = suggestedName
        self.typeIdentifier = typeIdentifier
        self.strategy = strategy
        self.attempts = attempts
    }
}
