import Foundation
import SpenDropImage

/// libFuzzer entry point: any bytes through the whole image stage, in memory, as the share extension would.
///
/// The stage must answer every input with an image or an `ImageError`; a crash, a sanitizer report, a
/// leak or a hang is a finding. The limits are small so that a claimed size cannot make a run slow.
@_cdecl("LLVMFuzzerTestOneInput")
public func imageDecoderFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    for layout in DownsampleOptions.OutputLayout.allCases {
        let options = DownsampleOptions(maxSide: 64, pixelLimit: 16_000_000, layout: layout)
        if let image = try? ImagePipeline().downsample(.data(data), options: options) {
            // A decoded image must respect the bounds it was given.
            precondition(max(image.bitmap.width, image.bitmap.height) <= 64)
            let bitmap = image.bitmap
            precondition(bitmap.pixels.count == bitmap.width * bitmap.height * layout.bitmapLayout.rawValue)
        }
    }
    return 0
}
