#if canImport(CImageShim)
import CImageShim
import Foundation
import SpenDropModel

/// PNG through libpng: every bit depth, grey, palette, tRNS and alpha expanded to 8-bit samples, then
/// streamed one row at a time into the downsampler.
///
/// Adam7-interlaced images cannot be streamed (each pass revisits every row), so they are decoded whole at
/// 8 bits per sample, and only when that buffer stays under `interlacedByteLimit`.
///
/// The common PNG (8 bits a sample, not interlaced, no transparent colour: every phone screenshot), in memory or a
/// mapped file, is read row by row without libpng first (`spd_png_stream_open`: the same rows, inflated by ISA-L,
/// ~4× faster than zlib on screenshots). Anything that path does not take, or finds damaged, is read by libpng from
/// the start, so libpng's verdict on a damaged file stands.
enum PNGDecoder {
    /// The largest whole-image buffer an interlaced PNG may take (about 12 megapixels with alpha).
    static let interlacedByteLimit = 48 << 20

    /// The largest PNG file mapped for the path without libpng (a phone screenshot is 0.1–3 MB).
    static let mappedFileLimit = 16 << 20

    /// - Parameter streaming: whether the common case may skip libpng (tests compare the two).
    static func decode(
        _ input: DecoderInput, options: DownsampleOptions, streaming: Bool = true
    ) throws(ImageError) -> DownsampledImage {
        if streaming {
            switch input {
            case .memory(let bytes):
                if let decoded = try decodeStreaming(bytes, options: options) { return decoded }
            case .path(let path):
                // Walking the chunks touches every page of the mapped file, so a file larger than `mappedFileLimit`
                // streams through libpng instead.
                let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
                if let size, size <= mappedFileLimit,
                    let decoded = try DecoderInput.withMappedFile(
                        path,
                        { bytes throws(ImageError) in
                            try decodeStreaming(bytes, options: options)
                        }) ?? nil
                {
                    return decoded
                }
            }
        }
        let opened: OpaquePointer? =
            switch input {
            case .memory(let bytes): spd_png_open_memory(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
            case .path(let path): spd_png_open_path(path)
            }
        guard let png = opened else { throw ImageError(.unreadable, "the PNG image could not be opened") }
        defer { spd_png_close(png) }

        var width: UInt32 = 0
        var height: UInt32 = 0
        var interlaced: Int32 = 0
        guard spd_png_read_header(png, &width, &height, &interlaced) == 0 else {
            throw ImageError(.corrupt, "the PNG header is damaged or truncated")
        }
        let sourceWidth = Int(width)
        let sourceHeight = Int(height)
        try ImageBounds.check(width: sourceWidth, height: sourceHeight, options: options, format: "PNG")

        var channels: Int32 = 0
        var passes: Int32 = 0
        guard spd_png_prepare(png, &channels, &passes) == 0, let format = PixelFormat(pngChannels: Int(channels))
        else { throw ImageError(.corrupt, "the PNG header describes an unusable pixel format") }

        let target = TargetSize.fitting(width: sourceWidth, height: sourceHeight, maxSide: options.maxSide)
        let sink = RowSink(
            width: sourceWidth, height: sourceHeight, format: format, target: target,
            layout: options.layout.bitmapLayout)
        if passes > 1 {
            try readInterlaced(png, sink: sink, height: sourceHeight)
        } else {
            var row = [UInt8](repeating: 0, count: sink.rowBytes)
            for _ in 0..<sourceHeight {
                let status = row.withUnsafeMutableBufferPointer { buffer in
                    let status = spd_png_read_row(png, buffer.baseAddress)
                    if status == 0 { sink.push(buffer.baseAddress!) }
                    return status
                }
                guard status == 0 else { throw ImageError(.corrupt, "the PNG image data is damaged or truncated") }
            }
        }
        guard spd_png_finish(png) == 0 else {
            throw ImageError(.corrupt, "the PNG file is truncated after its image data")
        }
        let bitmap = try sink.finish()
        return DownsampledImage(format: .png, sourceWidth: sourceWidth, sourceHeight: sourceHeight, bitmap: bitmap)
    }

    /// The common case without libpng, or nil when the file is not one it takes or its data is damaged.
    private static func decodeStreaming(
        _ bytes: UnsafeRawBufferPointer, options: DownsampleOptions
    ) throws(ImageError) -> DownsampledImage? {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var channels: Int32 = 0
        guard
            let png = spd_png_stream_open(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &channels),
            let format = PixelFormat(pngChannels: Int(channels))
        else { return nil }
        defer { spd_png_stream_close(png) }
        let sourceWidth = Int(width)
        let sourceHeight = Int(height)
        try ImageBounds.check(width: sourceWidth, height: sourceHeight, options: options, format: "PNG")
        let target = TargetSize.fitting(width: sourceWidth, height: sourceHeight, maxSide: options.maxSide)
        let sink = RowSink(
            width: sourceWidth, height: sourceHeight, format: format, target: target,
            layout: options.layout.bitmapLayout)
        var row: UnsafePointer<UInt8>?
        for _ in 0..<sourceHeight {
            guard spd_png_stream_next_row(png, &row) == 0, let row else { return nil }
            sink.push(row)
        }
        guard spd_png_stream_finish(png) == 0 else { return nil }
        let bitmap = try sink.finish()
        return DownsampledImage(format: .png, sourceWidth: sourceWidth, sourceHeight: sourceHeight, bitmap: bitmap)
    }

    private static func readInterlaced(_ png: OpaquePointer, sink: RowSink, height: Int) throws(ImageError) {
        let rowBytes = sink.rowBytes
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow, total <= interlacedByteLimit else {
            throw ImageError(.tooLarge, "the interlaced PNG image is too large to decode within the memory bound")
        }
        var image = [UInt8](repeating: 0, count: total)
        let status = image.withUnsafeMutableBufferPointer { buffer in
            var rows = (0..<height).map { Optional(buffer.baseAddress! + $0 * rowBytes) }
            let status = spd_png_read_image(png, &rows)
            if status == 0 {
                for row in rows { sink.push(row!) }
            }
            return status
        }
        guard status == 0 else { throw ImageError(.corrupt, "the PNG image data is damaged or truncated") }
    }
}
#endif
