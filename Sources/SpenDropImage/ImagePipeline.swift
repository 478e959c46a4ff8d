import Foundation
import SpenDropModel

/// The Linux image stage: libpng, libjpeg-turbo and libheif, streamed into an area-averaging downsampler.
public struct ImagePipeline: ImageDownsampling {
    public init() {}

    public func downsample(_ source: ImageSource, options: DownsampleOptions) throws(ImageError) -> DownsampledImage {
        throw ImageError(.unsupportedFormat, "image decoding is not available yet")
    }
}

/// Encodes bitmaps as PNG files.
public enum PNGEncoder {
    public static func encode(_ bitmap: Bitmap) throws(ImageError) -> Data {
        throw ImageError(.writeFailed, "PNG encoding is not available yet")
    }
}
