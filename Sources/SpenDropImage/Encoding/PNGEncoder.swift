import Foundation
import SpenDropModel

#if canImport(CImageShim)
import CImageShim
#endif

/// Encodes bitmaps as PNG files.
public enum PNGEncoder {
    /// The zlib level used. Rows are written with the Sub filter and zlib's run-length strategy, which on
    /// screenshots and photos alike is about ten times faster than libpng's adaptive filtering, for a file
    /// at most ~1.7× larger: `--out` files are for looking at, not for keeping.
    public static let defaultCompressionLevel = 6

    /// The bitmap as PNG bytes.
    /// - Throws: `ImageError.writeFailed` when libpng fails or is not available.
    public static func encode(
        _ bitmap: Bitmap, compressionLevel: Int = defaultCompressionLevel
    ) throws(ImageError) -> Data {
        #if canImport(CImageShim)
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        let level = Int32(max(0, min(9, compressionLevel)))
        let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
            spd_png_encode(
                pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), Int32(bitmap.layout.rawValue), level,
                &bytes, &count)
        }
        guard status == 0, let bytes else { throw ImageError(.writeFailed, "the PNG image could not be encoded") }
        return Data(bytesNoCopy: bytes, count: count, deallocator: .free)
        #else
        throw ImageError(.writeFailed, "PNG encoding needs libpng")
        #endif
    }

    /// Encodes the bitmap and writes it atomically (a temporary file renamed into place), so a failed write
    /// never leaves a half-written file behind.
    /// - Throws: `ImageError.writeFailed` when encoding or writing fails.
    public static func write(_ bitmap: Bitmap, to url: URL) throws(ImageError) {
        let data = try encode(bitmap)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ImageError(.writeFailed, "the PNG file could not be written")
        }
    }
}
