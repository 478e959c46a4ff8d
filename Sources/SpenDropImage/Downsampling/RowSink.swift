import Foundation
import SpenDropModel

/// Where a decoder's bytes come from: memory that outlives the decode, or a file it may stream.
enum DecoderInput {
    case memory(UnsafeRawBufferPointer)
    case path(String)

    /// Runs `body` over the file at `path` mapped (not copied: its pages stay the file's), or nil when it cannot be
    /// mapped.
    static func withMappedFile<T>(
        _ path: String, _ body: (UnsafeRawBufferPointer) throws(ImageError) -> T
    ) throws(ImageError) -> T? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        let result = data.withUnsafeBytes { bytes in Result { () throws(ImageError) in try body(bytes) } }
        return try result.get()
    }
}

/// Takes rows as a decoder produces them, brings them to the output layout and feeds the downsampler, so
/// that no decoder ever holds more than one converted row.
final class RowSink {
    private let converter: RowConverter
    private let downsampler: AreaDownsampler
    private var scratch: [UInt8]

    /// A sink for `width × height` decoded rows in `format`, reduced to `target`.
    init(width: Int, height: Int, format: PixelFormat, target: TargetSize, layout: Bitmap.Layout) {
        converter = RowConverter(format: format, layout: layout, width: width)
        downsampler = AreaDownsampler(
            sourceWidth: width, sourceHeight: height,
            targetWidth: min(width, target.width), targetHeight: min(height, target.height), layout: layout)
        scratch = converter.isPassThrough ? [] : [UInt8](repeating: 0, count: width * layout.rawValue)
    }

    /// Bytes one decoded row takes.
    var rowBytes: Int { converter.width * converter.format.channels }

    /// Whether every row has arrived.
    var isComplete: Bool { downsampler.isComplete }

    /// Adds the next decoded row (`rowBytes` bytes).
    func push(_ row: UnsafePointer<UInt8>) {
        if converter.isPassThrough {
            downsampler.push(row)
            return
        }
        scratch.withUnsafeMutableBufferPointer { buffer in
            converter.convert(row, into: buffer.baseAddress!)
            downsampler.push(buffer.baseAddress!)
        }
    }

    /// The downsampled bitmap, or a corrupt-image error when rows are missing.
    func finish() throws(ImageError) -> Bitmap {
        guard downsampler.isComplete else { throw ImageError(.corrupt, "the image ended before its last row") }
        return downsampler.finish()
    }
}
