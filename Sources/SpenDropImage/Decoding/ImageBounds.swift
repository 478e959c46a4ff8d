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
}
