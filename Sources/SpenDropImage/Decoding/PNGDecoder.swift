#if canImport(CImageShim)
import CImageShim
import SpenDropModel

/// PNG through libpng: every bit depth, grey, palette, tRNS and alpha expanded to 8-bit samples, then
/// streamed one row at a time into the downsampler.
///
/// Adam7-interlaced images cannot be streamed (each pass revisits every row), so they are decoded whole at
/// 8 bits per sample, and only when that buffer stays under `interlacedByteLimit`.
enum PNGDecoder {
    /// The largest whole-image buffer an interlaced PNG may take (about 12 megapixels with alpha).
    static let interlacedByteLimit = 48 << 20

    static func decode(_ input: DecoderInput, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
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
