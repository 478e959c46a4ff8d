import Foundation
import SpenDropModel

/// The Linux image stage: libpng, libjpeg-turbo and libheif, streamed into an area-averaging downsampler.
///
/// The format is sniffed from the bytes; sizes are checked against `DownsampleOptions.pixelLimit` from the
/// header, before any pixel buffer exists. Files are streamed from disk rather than read whole.
public struct ImagePipeline: ImageDownsampling {
    public init() {}

    /// Decodes `source` and reduces it to at most `options.maxSide` on its longest side.
    /// - Throws: `ImageError` naming why: empty, not an image, unsupported, too large, corrupt, unreadable.
    public func downsample(_ source: ImageSource, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
        var options = options
        options.maxSide = max(1, options.maxSide)
        switch source {
        case .data(let data):
            guard !data.isEmpty else { throw ImageError(.empty, "the image data is empty") }
            let format = ImageFormat.sniff(data.prefix(32))
            try Self.requireDecodable(format)
            let result = data.withUnsafeBytes { bytes in
                Result { () throws(ImageError) in try Self.decode(format, .memory(bytes), options: options) }
            }
            return try result.get()
        case .file(let url):
            let format = try Self.sniffFile(url)
            try Self.requireDecodable(format)
            return try Self.decode(format, .path(url.path), options: options)
        }
    }

    /// Reads the first bytes of a file: missing or unreadable, empty, or its sniffed format.
    private static func sniffFile(_ url: URL) throws(ImageError) -> ImageFormat {
        var isDirectory: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
            !isDirectory.boolValue, let handle = try? FileHandle(forReadingFrom: url)
        else { throw ImageError(.unreadable, "the image file is missing or cannot be read") }
        defer { try? handle.close() }
        // Foundation answers nil rather than empty data at the end of a file.
        let head: Data
        do { head = try handle.read(upToCount: 32) ?? Data() } catch {
            throw ImageError(.unreadable, "the image file cannot be read")
        }
        guard !head.isEmpty else { throw ImageError(.empty, "the image file is empty") }
        return ImageFormat.sniff(head)
    }

    private static func requireDecodable(_ format: ImageFormat) throws(ImageError) {
        switch format {
        case .png, .jpeg, .heic: return
        case .unknown: throw ImageError(.notAnImage, "the data is not an image")
        case .binaryPlist: throw ImageError(.unsupportedFormat, "archived image objects are not decoded here")
        case .gif, .webp, .tiff, .pdf:
            throw ImageError(.unsupportedFormat, "\(format.rawValue.uppercased()) images are not supported")
        }
    }

    private static func decode(
        _ format: ImageFormat, _ input: DecoderInput, options: DownsampleOptions
    ) throws(ImageError) -> DownsampledImage {
        #if canImport(CImageShim) && canImport(CHeif)
        switch format {
        case .png: return try PNGDecoder.decode(input, options: options)
        case .jpeg: return try JPEGDecoder.decode(input, options: options)
        case .heic: return try HEIFDecoder.decode(input, options: options)
        default: throw ImageError(.unsupportedFormat, "this image format is not supported")
        }
        #else
        throw ImageError(.unsupportedFormat, "decoding here needs the system codecs; use the ImageIO downsampler")
        #endif
    }
}
