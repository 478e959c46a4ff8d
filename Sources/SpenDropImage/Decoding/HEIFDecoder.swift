#if canImport(CHeif)
import CHeif
import Foundation
import SpenDropModel

/// HEIC and HEIF through libheif, which applies the file's rotation, mirroring and cropping on decode.
///
/// libheif 1.15 decodes a whole image at once (its own scaling is nearest-neighbour). To hold as little as
/// possible, 8-bit images without alpha are decoded to Y′CbCr 4:2:0 planes (1.5 bytes a pixel) and converted
/// row by row into the downsampler (grey output reads the luma plane only); anything else goes through
/// libheif's interleaved RGB(A). Measured on a 1290×2796 screenshot: 51.5 MB peak against 62.1 MB through
/// RGB, at the same speed. Asking for the "undefined" (native) colour space instead was slower and larger
/// than either. The header size is checked before any of it.
enum HEIFDecoder {
    static func decode(_ input: DecoderInput, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
        switch input {
        case .memory(let bytes):
            return try decode(bytes, options: options)
        case .path(let path):
            // Mapped: the grid probe needs the bytes, and libheif would read the file whole anyway.
            guard
                let image = try DecoderInput.withMappedFile(
                    path,
                    { bytes throws(ImageError) in
                        try decode(bytes, options: options)
                    })
            else { throw ImageError(.unreadable, "the HEIF image could not be read") }
            return image
        }
    }

    private static func decode(
        _ bytes: UnsafeRawBufferPointer, options: DownsampleOptions
    ) throws(ImageError) -> DownsampledImage {
        for canvas in HEIFGridProbe.derivedCanvasSizes(in: bytes) {
            let format = canvas.type == "iovl" ? "HEIF overlay" : "HEIF grid"
            try ImageBounds.check(width: canvas.width, height: canvas.height, options: options, format: format)
        }
        try loadLibrary()
        guard let context = sd_heif_context_alloc() else {
            throw ImageError(.unreadable, "the HEIF image could not be opened")
        }
        defer { sd_heif_context_free(context) }
        sd_heif_context_set_maximum_image_size_limit(context, 1 << 16)

        try check(
            sd_heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil),
            "the HEIF container is damaged or truncated")

        var handleOut: OpaquePointer?
        try check(sd_heif_context_get_primary_image_handle(context, &handleOut), "the HEIF image has no primary image")
        guard let handle = handleOut else { throw ImageError(.corrupt, "the HEIF image has no primary image") }
        defer { sd_heif_image_handle_release(handle) }

        try ImageBounds.check(
            width: Int(sd_heif_image_handle_get_width(handle)), height: Int(sd_heif_image_handle_get_height(handle)),
            options: options, format: "HEIF")
        try ImageBounds.check(
            width: Int(sd_heif_image_handle_get_ispe_width(handle)),
            height: Int(sd_heif_image_handle_get_ispe_height(handle)), options: options, format: "HEIF")

        let bitmap: Bitmap
        let colour = nclx(handle)
        if sd_heif_image_handle_has_alpha_channel(handle) == 0,
            sd_heif_image_handle_get_luma_bits_per_pixel(handle) == 8,
            YCbCrConverter.supports(matrix: colour.matrix),
            let native = try decodeNative(handle, converter: colour, options: options)
        {
            bitmap = native
        } else {
            bitmap = try decodeRGB(handle, options: options)
        }
        let (width, height) = (
            Int(sd_heif_image_handle_get_width(handle)), Int(sd_heif_image_handle_get_height(handle))
        )
        return DownsampledImage(format: .heic, sourceWidth: width, sourceHeight: height, bitmap: bitmap)
    }

    /// Opens libheif on first use (`CHeif`): processes that decode no HEIF image never load it or its codecs.
    /// - Throws: `unsupportedFormat` naming the package when the library is missing or too old.
    static func loadLibrary() throws(ImageError) {
        var message = [CChar](repeating: 0, count: 256)
        guard sd_heif_load(&message, message.count) == 0 else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw ImageError(.unsupportedFormat, "HEIF images cannot be decoded here: \(reason)")
        }
    }

    /// The Y′CbCr matrix and range the file declares; HEIF's defaults (BT.601, full range) when it does not.
    private static func nclx(_ handle: OpaquePointer) -> YCbCrConverter {
        var profile: UnsafeMutablePointer<heif_color_profile_nclx>?
        guard sd_heif_image_handle_get_nclx_color_profile(handle, &profile).code == heif_error_Ok, let profile else {
            return YCbCrConverter(matrix: 6, fullRange: true)
        }
        defer { sd_heif_nclx_color_profile_free(profile) }
        return YCbCrConverter(
            matrix: Int(profile.pointee.matrix_coefficients.rawValue), fullRange: profile.pointee.full_range_flag != 0)
    }

    /// Decodes to 4:2:0 planes; nil when they turn out not to be 8-bit Y′CbCr or monochrome.
    private static func decodeNative(
        _ handle: OpaquePointer, converter: YCbCrConverter, options: DownsampleOptions
    ) throws(ImageError) -> Bitmap? {
        var imageOut: OpaquePointer?
        try check(
            sd_heif_decode_image(handle, &imageOut, heif_colorspace_YCbCr, heif_chroma_420, nil),
            "the HEIF image could not be decoded")
        guard let image = imageOut else { throw ImageError(.corrupt, "the HEIF image could not be decoded") }
        defer { sd_heif_image_release(image) }

        let chroma = sd_heif_image_get_chroma_format(image)
        let colourSpace = sd_heif_image_get_colorspace(image)
        let isMonochrome = colourSpace == heif_colorspace_monochrome
        guard
            isMonochrome
                || (colourSpace == heif_colorspace_YCbCr
                    && (chroma == heif_chroma_420 || chroma == heif_chroma_422 || chroma == heif_chroma_444)),
            sd_heif_image_get_bits_per_pixel_range(image, heif_channel_Y) == 8
        else { return nil }

        let width = Int(sd_heif_image_get_width(image, heif_channel_Y))
        let height = Int(sd_heif_image_get_height(image, heif_channel_Y))
        let layout = options.layout.bitmapLayout
        let needsChroma = layout == .rgb && !isMonochrome
        var lumaStride: Int32 = 0
        var blueStride: Int32 = 0
        var redStride: Int32 = 0
        guard width > 0, height > 0, let luma = sd_heif_image_get_plane_readonly(image, heif_channel_Y, &lumaStride)
        else { throw ImageError(.corrupt, "the HEIF image could not be decoded") }
        let blue = needsChroma ? sd_heif_image_get_plane_readonly(image, heif_channel_Cb, &blueStride) : nil
        let red = needsChroma ? sd_heif_image_get_plane_readonly(image, heif_channel_Cr, &redStride) : nil
        guard !needsChroma || (blue != nil && red != nil) else {
            throw ImageError(.corrupt, "the HEIF image could not be decoded")
        }
        let shiftX = chroma == heif_chroma_444 ? 0 : 1
        let shiftY = chroma == heif_chroma_420 ? 1 : 0

        let target = TargetSize.fitting(width: width, height: height, maxSide: options.maxSide)
        let sink = RowSink(
            width: width, height: height, format: layout == .gray ? .gray : .rgb, target: target, layout: layout)
        var row = [UInt8](repeating: 0, count: width * layout.rawValue)
        row.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                let chromaOffset = (y >> shiftY)
                converter.convert(
                    y: luma + y * Int(lumaStride), cb: blue.map { $0 + chromaOffset * Int(blueStride) },
                    cr: red.map { $0 + chromaOffset * Int(redStride) }, shiftX: shiftX, width: width, layout: layout,
                    into: buffer.baseAddress!)
                sink.push(buffer.baseAddress!)
            }
        }
        return try sink.finish()
    }

    /// Decodes through libheif's own conversion to interleaved RGB or RGBA.
    private static func decodeRGB(_ handle: OpaquePointer, options: DownsampleOptions) throws(ImageError) -> Bitmap {
        let hasAlpha = sd_heif_image_handle_has_alpha_channel(handle) != 0
        let chroma = hasAlpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB
        var imageOut: OpaquePointer?
        try check(
            sd_heif_decode_image(handle, &imageOut, heif_colorspace_RGB, chroma, nil),
            "the HEIF image could not be decoded")
        guard let image = imageOut else { throw ImageError(.corrupt, "the HEIF image could not be decoded") }
        defer { sd_heif_image_release(image) }

        let width = Int(sd_heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(sd_heif_image_get_height(image, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0,
            let plane = sd_heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
            Int(stride) >= width * (hasAlpha ? 4 : 3)
        else { throw ImageError(.corrupt, "the HEIF image could not be decoded") }

        let target = TargetSize.fitting(width: width, height: height, maxSide: options.maxSide)
        let sink = RowSink(
            width: width, height: height, format: hasAlpha ? .rgba : .rgb, target: target,
            layout: options.layout.bitmapLayout)
        for y in 0..<height { sink.push(plane + y * Int(stride)) }
        return try sink.finish()
    }

    private static func check(_ error: heif_error, _ message: String) throws(ImageError) {
        guard error.code != heif_error_Ok else { return }
        if error.code == heif_error_Unsupported_feature || error.code == heif_error_Unsupported_filetype {
            throw ImageError(.unsupportedFormat, "this kind of HEIF image is not supported")
        }
        if error.code == heif_error_Memory_allocation_error {
            throw ImageError(.tooLarge, "the HEIF image is too large to decode within the memory bound")
        }
        throw ImageError(.corrupt, message)
    }
}
#endif
