#if canImport(CHeif)
import CHeif
import SpenDropModel

/// HEIC and HEIF through libheif, which applies the file's rotation, mirroring and cropping on decode.
///
/// libheif 1.15 decodes a whole image at once (its own scaling is nearest-neighbour), so the decoded frame
/// is held once, interleaved 8-bit, and then area-averaged row by row; the header size is checked first.
enum HEIFDecoder {
    static func decode(_ input: DecoderInput, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
        guard let context = heif_context_alloc() else {
            throw ImageError(.unreadable, "the HEIF image could not be opened")
        }
        defer { heif_context_free(context) }
        heif_context_set_maximum_image_size_limit(context, 1 << 16)

        let read: heif_error = switch input {
        case .memory(let bytes): heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil)
        case .path(let path): heif_context_read_from_file(context, path, nil)
        }
        try check(read, "the HEIF container is damaged or truncated")

        var handleOut: OpaquePointer?
        try check(heif_context_get_primary_image_handle(context, &handleOut), "the HEIF image has no primary image")
        guard let handle = handleOut else { throw ImageError(.corrupt, "the HEIF image has no primary image") }
        defer { heif_image_handle_release(handle) }

        let sourceWidth = Int(heif_image_handle_get_width(handle))
        let sourceHeight = Int(heif_image_handle_get_height(handle))
        try ImageBounds.check(width: sourceWidth, height: sourceHeight, options: options, format: "HEIF")
        try ImageBounds.check(
            width: Int(heif_image_handle_get_ispe_width(handle)), height: Int(heif_image_handle_get_ispe_height(handle)),
            options: options, format: "HEIF")

        let hasAlpha = heif_image_handle_has_alpha_channel(handle) != 0
        let chroma = hasAlpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB
        var imageOut: OpaquePointer?
        try check(heif_decode_image(handle, &imageOut, heif_colorspace_RGB, chroma, nil), "the HEIF image could not be decoded")
        guard let image = imageOut else { throw ImageError(.corrupt, "the HEIF image could not be decoded") }
        defer { heif_image_release(image) }

        let width = Int(heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(heif_image_get_height(image, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0, let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
              Int(stride) >= width * (hasAlpha ? 4 : 3)
        else { throw ImageError(.corrupt, "the HEIF image could not be decoded") }

        let target = TargetSize.fitting(width: width, height: height, maxSide: options.maxSide)
        let sink = RowSink(
            width: width, height: height, format: hasAlpha ? .rgba : .rgb, target: target,
            layout: options.layout.bitmapLayout)
        for y in 0..<height { sink.push(plane + y * Int(stride)) }
        return DownsampledImage(format: .heic, sourceWidth: width, sourceHeight: height, bitmap: try sink.finish())
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
