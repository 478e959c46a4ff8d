#if canImport(ImageIO)
import CoreGraphics
import Foundation
import ImageIO
import SpenDropImage
import SpenDropModel

/// The image stage on Apple platforms: ImageIO's thumbnailer decodes straight to the target size.
///
/// `CGImageSourceCreateThumbnailAtIndex` with `kCGImageSourceThumbnailMaxPixelSize` lets the codec skip the
/// full-size bitmap (JPEG DCT scaling, HEIC tiles), and `…WithTransform` applies the EXIF or HEIF
/// orientation. The result is drawn once more onto white in the layout asked for, so transparent
/// screenshots do not turn black and the core gets the same bitmaps as from the Linux pipeline.
public struct ImageIODownsampler: ImageDownsampling {
    public init() {}

    /// Decodes `source` and reduces it to at most `options.maxSide` on its longest side.
    /// - Throws: `ImageError` naming why: empty, not an image, unsupported, too large, corrupt, unreadable.
    public func downsample(_ source: ImageSource, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
        let noCache = [kCGImageSourceShouldCache: false] as CFDictionary
        let format: ImageFormat
        let imageSource: CGImageSource?
        switch source {
        case .data(let data):
            guard !data.isEmpty else { throw ImageError(.empty, "the image data is empty") }
            format = ImageFormat.sniff(data.prefix(32))
            try Self.requireDecodable(format)
            imageSource = CGImageSourceCreateWithData(data as CFData, noCache)
        case .file(let url):
            guard let handle = try? FileHandle(forReadingFrom: url) else {
                throw ImageError(.unreadable, "the image file is missing or cannot be read")
            }
            let head = (try? handle.read(upToCount: 32)) ?? Data()
            try? handle.close()
            guard !head.isEmpty else { throw ImageError(.empty, "the image file is empty") }
            format = ImageFormat.sniff(head)
            try Self.requireDecodable(format)
            imageSource = CGImageSourceCreateWithURL(url as CFURL, noCache)
        }
        guard let imageSource, CGImageSourceGetCount(imageSource) > 0,
            let properties = CGImageSourceCopyPropertiesAtIndex(imageSource, 0, noCache) as? [CFString: Any],
            let width = properties[kCGImagePropertyPixelWidth] as? Int,
            let height = properties[kCGImagePropertyPixelHeight] as? Int, width > 0, height > 0
        else { throw ImageError(.corrupt, "the image header is damaged or truncated") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= options.pixelLimit else {
            throw ImageError(
                .tooLarge, "the image has \(width)×\(height) pixels, over the limit of \(options.pixelLimit)")
        }
        let swaps = ((properties[kCGImagePropertyOrientation] as? Int) ?? 1) >= 5
        let thumbnailOptions: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: max(1, min(options.maxSide, max(width, height))),
        ]
        guard let image = CGImageSourceCreateThumbnailAtIndex(imageSource, 0, thumbnailOptions as CFDictionary) else {
            throw ImageError(.corrupt, "the image could not be decoded")
        }
        let bitmap = try Self.render(image, layout: options.layout.bitmapLayout)
        return DownsampledImage(
            format: format, sourceWidth: swaps ? height : width, sourceHeight: swaps ? width : height, bitmap: bitmap)
    }

    private static func requireDecodable(_ format: ImageFormat) throws(ImageError) {
        switch format {
        case .png, .jpeg, .heic, .gif, .webp, .tiff: return
        case .unknown: throw ImageError(.notAnImage, "the data is not an image")
        case .pdf, .binaryPlist: throw ImageError(.unsupportedFormat, "this kind of file is not decoded here")
        }
    }

    /// Draws the image on white into grey or RGB bytes (Core Graphics has no 24-bit RGB, so RGBX is packed).
    private static func render(_ image: CGImage, layout: Bitmap.Layout) throws(ImageError) -> Bitmap {
        let width = image.width
        let height = image.height
        let grey = layout == .gray
        let bytesPerPixel = grey ? 1 : 4
        var buffer = [UInt8](repeating: 255, count: width * height * bytesPerPixel)
        let drawn = buffer.withUnsafeMutableBytes { raw -> Bool in
            guard
                let context = CGContext(
                    data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8,
                    bytesPerRow: width * bytesPerPixel,
                    space: grey ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: grey ? CGImageAlphaInfo.none.rawValue : CGImageAlphaInfo.noneSkipLast.rawValue)
            else { return false }
            context.setFillColor(CGColor(gray: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { throw ImageError(.corrupt, "the image could not be drawn") }
        if grey { return Bitmap(width: width, height: height, layout: .gray, pixels: buffer) }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<(width * height) {
            rgb[index * 3] = buffer[index * 4]
            rgb[index * 3 + 1] = buffer[index * 4 + 1]
            rgb[index * 3 + 2] = buffer[index * 4 + 2]
        }
        return Bitmap(width: width, height: height, layout: .rgb, pixels: rgb)
    }
}
#endif
