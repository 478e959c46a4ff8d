import Foundation
import SpenDropImage
import SpenDropIntake
import SpenDropModel
import SpenDropOCR
import SpenDropParser

/// Milliseconds spent in each stage of one share.
public struct StageTimings: Sendable, Equatable, Codable {
    public var load: Int?
    public var decode: Int?
    public var ocr: Int?
    public var parse: Int?
    public var save: Int?

    public init(load: Int? = nil, decode: Int? = nil, ocr: Int? = nil, parse: Int? = nil, save: Int? = nil) {
        self.load = load
        self.decode = decode
        self.ocr = ocr
        self.parse = parse
        self.save = save
    }
}

/// The image facts a share reports: sniffed type, source size, downsampled size.
public struct ImageSummary: Sendable, Equatable, Codable {
    public var type: String
    public var sourceWidth: Int
    public var sourceHeight: Int
    public var width: Int
    public var height: Int

    public init(_ image: DownsampledImage) {
        type = image.format.rawValue
        sourceWidth = image.sourceWidth
        sourceHeight = image.sourceHeight
        width = image.bitmap.width
        height = image.bitmap.height
    }

    enum CodingKeys: String, CodingKey {
        case type
        case sourceWidth = "source_width"
        case sourceHeight = "source_height"
        case width, height
    }
}

/// Everything the pipeline read from one shared image, before anyone reviews it.
public struct ShareReading: Sendable {
    /// The original bytes, kept to save the screenshot with the entry or hand it to the inbox.
    public var imageData: Data
    public var format: ImageFormat
    public var suggestedName: String?
    public var image: ImageSummary
    public var text: OCRText
    public var parsed: ParseResult
    public var timings: StageTimings
    /// The decoded, downsampled image's difference hash (`PixelHash`), for the same-screen duplicate check.
    public var pixelHash: UInt64?

    public init(
        imageData: Data, format: ImageFormat, suggestedName: String?, image: ImageSummary, text: OCRText,
        parsed: ParseResult, timings: StageTimings, pixelHash: UInt64? = nil
    ) {
        self.pixelHash = pixelHash
        self.imageData = imageData
        self.format = format
        self.suggestedName = suggestedName
        self.image = image
        self.text = text
        self.parsed = parsed
        self.timings = timings
    }

    /// Whether recognition found any text at all.
    public var hasText: Bool { text.lines.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty } }
}

/// Why a share could not be read, with the stage that failed and a message in plain words.
public struct ShareFailure: ClassifiedError, Equatable {
    public enum Stage: String, Sendable, Codable {
        case load, decode, ocr, parse, save, store
    }

    public var stage: Stage
    public var failureClass: FailureClass
    public var message: String
    /// A stable machine-readable code for JSON output (`not_an_image`, `cancelled`, …).
    public var code: String

    public init(stage: Stage, failureClass: FailureClass, code: String, message: String) {
        self.stage = stage
        self.failureClass = failureClass
        self.code = code
        self.message = message
    }

    /// Whether the failure is a cancellation rather than an error.
    public var isCancellation: Bool { code == RecognitionError.Code.cancelled.rawValue }
}
