import SpenDropModel

/// Header checks every decoder makes before it allocates a pixel buffer.
enum ImageBounds {
    /// Throws unless the size is positive and within `options.pixelLimit`.
    static func check(width: Int, height: Int, options: DownsampleOptions, format: String) throws(ImageError) {
        guard width > 0, height > 0 else { throw ImageError(.corrupt, "the \(format) header gives no size") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= options.pixelLimit else {
            throw ImageError(
                .tooLarge,
                "the \(format) image has \(width)×\(height) pixels, over the limit of \(options.pixelLimit)")
        }
    }

    /// How much larger than the pixel limit a source may be when its codec scales while decoding (JPEG's DCT
    /// scaling to 1/8): the limit bounds the pixels a decoder must hold, and this bounds the work of decoding.
    static let scaledSourceFactor = 4

    /// The check for a codec that decodes at a reduced scale: the decoded size must be within the limit, and the
    /// source within `scaledSourceFactor` times it. A 12000×9000 (108 MP) phone photo decodes at 1/8 scale.
    static func check(
        width: Int, height: Int, decodedWidth: Int, decodedHeight: Int, options: DownsampleOptions, format: String
    ) throws(ImageError) {
        guard width > 0, height > 0 else { throw ImageError(.corrupt, "the \(format) header gives no size") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (sourceLimit, limitOverflow) = options.pixelLimit.multipliedReportingOverflow(by: scaledSourceFactor)
        guard !overflow, limitOverflow || pixels <= sourceLimit else {
            throw ImageError(
                .tooLarge,
                "the \(format) image has \(width)×\(height) pixels, over the limit of \(sourceLimit) for a scaled decode"
            )
        }
        try check(width: decodedWidth, height: decodedHeight, options: options, format: format)
    }
}
