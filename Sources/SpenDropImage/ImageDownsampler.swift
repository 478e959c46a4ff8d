import Foundation
import SpenDropModel

/// Limits, target size and pixel layout for the image stage.
public struct DownsampleOptions: Sendable, Equatable {
    /// The pixel layout of the result.
    public enum OutputLayout: String, Sendable, Equatable, CaseIterable {
        /// One luma channel: what text recognition needs, at a third of the memory.
        case gray
        /// Three 8-bit channels, for writing a picture people look at.
        case rgb

        /// The bitmap layout this output uses.
        public var bitmapLayout: Bitmap.Layout { self == .gray ? .gray : .rgb }
    }

    /// The longest side of the result, in pixels (scale 1).
    public var maxSide: Int
    /// Images with more source pixels than this are rejected before any pixel buffer is allocated.
    public var pixelLimit: Int
    /// Grey for recognition, RGB (the default) for writing.
    public var layout: OutputLayout

    public init(maxSide: Int = 1280, pixelLimit: Int = 100_000_000, layout: OutputLayout = .rgb) {
        self.maxSide = maxSide
        self.pixelLimit = pixelLimit
        self.layout = layout
    }
}

/// Where image bytes come from: memory, or a file the decoder may stream.
public enum ImageSource: Sendable {
    case data(Data)
    case file(URL)
}

/// The image stage's result: the sniffed format, the source size, and the downsampled bitmap.
public struct DownsampledImage: Sendable {
    public let format: ImageFormat
    public let sourceWidth: Int
    public let sourceHeight: Int
    public let bitmap: Bitmap

    public init(format: ImageFormat, sourceWidth: Int, sourceHeight: Int, bitmap: Bitmap) {
        self.format = format
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.bitmap = bitmap
    }
}

/// Decodes and downsamples an image to at most `maxSide` on its longest side, within bounded memory.
public protocol ImageDownsampling: Sendable {
    func downsample(_ source: ImageSource, options: DownsampleOptions) throws(ImageError) -> DownsampledImage
}

/// Why the image stage refused or failed. Messages name no content of the image.
public struct ImageError: ClassifiedError, Equatable {
    public enum Code: String, Sendable {
        case notAnImage = "not_an_image"
        case unsupportedFormat = "unsupported_format"
        case tooLarge = "too_large"
        case corrupt
        case empty
        case unreadable
        case writeFailed = "write_failed"
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var failureClass: FailureClass {
        switch code {
        case .unreadable: .inputMissing
        case .writeFailed: .store
        default: .inputRejected
        }
    }
}
