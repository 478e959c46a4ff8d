#if canImport(CImageShim)
import CImageShim
import SpenDropModel

/// JPEG through libjpeg-turbo: baseline, progressive, grey, CMYK and YCCK; decoded straight at the smallest
/// DCT scale (n/8) that still covers the target, the rest area-averaged; EXIF orientation applied last.
enum JPEGDecoder {
    /// The most libjpeg may allocate for itself; a progressive image keeps all its coefficients (about
    /// 3–6 bytes a pixel), so larger progressive images are refused rather than exhausting memory.
    static let decoderMemoryLimit = 96 << 20

    static func decode(_ input: DecoderInput, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
        let limit = decoderMemoryLimit
        let opened: OpaquePointer? =
            switch input {
            case .memory(let bytes):
                spd_jpeg_open_memory(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, limit)
            case .path(let path): spd_jpeg_open_path(path, limit)
            }
        guard let jpeg = opened else { throw ImageError(.unreadable, "the JPEG image could not be opened") }
        defer { spd_jpeg_close(jpeg) }

        var width: UInt32 = 0
        var height: UInt32 = 0
        var space: Int32 = 0
        var adobe: Int32 = 0
        guard spd_jpeg_read_header(jpeg, &width, &height, &space, &adobe) == 0 else {
            throw ImageError(.corrupt, "the JPEG header is damaged or truncated")
        }
        let sourceWidth = Int(width)
        let sourceHeight = Int(height)
        guard sourceWidth > 0, sourceHeight > 0 else { throw ImageError(.corrupt, "the JPEG header gives no size") }
        let target = TargetSize.fitting(width: sourceWidth, height: sourceHeight, maxSide: options.maxSide)
        let scale = dctScale(width: sourceWidth, height: sourceHeight, target: target)
        try ImageBounds.check(
            width: sourceWidth, height: sourceHeight, decodedWidth: (sourceWidth * scale + 7) / 8,
            decodedHeight: (sourceHeight * scale + 7) / 8, options: options, format: "JPEG")
        let orientation = exifOrientation(jpeg) ?? .up

        let layout = options.layout.bitmapLayout
        let outputSpace: Int32 =
            switch Int32(space) {
            case Int32(SPD_JPEG_CMYK.rawValue): Int32(SPD_JPEG_CMYK.rawValue)
            case Int32(SPD_JPEG_GRAY.rawValue): Int32(SPD_JPEG_GRAY.rawValue)
            default: layout == .gray ? Int32(SPD_JPEG_GRAY.rawValue) : Int32(SPD_JPEG_RGB.rawValue)
            }
        var outWidth: UInt32 = 0
        var outHeight: UInt32 = 0
        var channels: Int32 = 0
        guard spd_jpeg_start(jpeg, Int32(scale), outputSpace, &outWidth, &outHeight, &channels) == 0 else {
            throw ImageError(.corrupt, "the JPEG image could not be decoded")
        }
        let format: PixelFormat =
            switch outputSpace {
            case Int32(SPD_JPEG_CMYK.rawValue): .cmyk(inverted: adobe != 0)
            case Int32(SPD_JPEG_GRAY.rawValue): .gray
            default: .rgb
            }
        guard Int(channels) == format.channels, outWidth > 0, outHeight > 0 else {
            throw ImageError(.corrupt, "the JPEG image has an unusable pixel format")
        }
        let sink = RowSink(
            width: Int(outWidth), height: Int(outHeight), format: format, target: target, layout: layout)
        var row = [UInt8](repeating: 0, count: sink.rowBytes)
        for _ in 0..<Int(outHeight) {
            let status = row.withUnsafeMutableBufferPointer { buffer in
                let status = spd_jpeg_read_row(jpeg, buffer.baseAddress)
                if status == 0 { sink.push(buffer.baseAddress!) }
                return status
            }
            guard status == 0 else { throw ImageError(.corrupt, "the JPEG image data is damaged or truncated") }
        }
        guard spd_jpeg_finish(jpeg) == 0 else {
            throw ImageError(.corrupt, "the JPEG file is truncated after its image data")
        }
        let bitmap = orientation.apply(to: try sink.finish())
        return DownsampledImage(
            format: .jpeg,
            sourceWidth: orientation.swapsSides ? sourceHeight : sourceWidth,
            sourceHeight: orientation.swapsSides ? sourceWidth : sourceHeight,
            bitmap: bitmap)
    }

    /// The smallest n in 1…8 for which libjpeg's n/8 output (rounded up) still covers the target.
    static func dctScale(width: Int, height: Int, target: TargetSize) -> Int {
        for scale in 1...8 {
            let scaledWidth = (width * scale + 7) / 8
            let scaledHeight = (height * scale + 7) / 8
            if scaledWidth >= target.width && scaledHeight >= target.height { return scale }
        }
        return 8
    }

    private static func exifOrientation(_ jpeg: OpaquePointer) -> ImageOrientation? {
        var payload: UnsafePointer<UInt8>?
        let count = spd_jpeg_app1(jpeg, &payload)
        guard count > 0, let payload else { return nil }
        return EXIFReader.orientation(in: UnsafeBufferPointer(start: payload, count: count))
    }
}
#endif
