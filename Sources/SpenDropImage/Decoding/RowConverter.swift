import SpenDropModel

/// Brings decoded rows to the output layout: alpha composited on white, ink converted to light, colour to
/// luma (BT.601 weights) when grey is asked for.
struct RowConverter {
    let format: PixelFormat
    let layout: Bitmap.Layout
    let width: Int

    /// Whether rows are already in the output layout and can be used as they are.
    var isPassThrough: Bool {
        (format == .gray && layout == .gray) || (format == .rgb && layout == .rgb)
    }

    /// Converts `width` pixels from `source` into `target` (`width × layout.rawValue` bytes).
    func convert(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) {
        let grey = layout == .gray
        for x in 0..<width {
            let pixel = source + x * format.channels
            var red: Int
            var green: Int
            var blue: Int
            switch format {
            case .gray:
                red = Int(pixel[0])
                green = red
                blue = red
            case .grayAlpha:
                red = Self.onWhite(Int(pixel[0]), alpha: Int(pixel[1]))
                green = red
                blue = red
            case .rgb:
                red = Int(pixel[0])
                green = Int(pixel[1])
                blue = Int(pixel[2])
            case .rgba:
                let alpha = Int(pixel[3])
                red = Self.onWhite(Int(pixel[0]), alpha: alpha)
                green = Self.onWhite(Int(pixel[1]), alpha: alpha)
                blue = Self.onWhite(Int(pixel[2]), alpha: alpha)
            case .cmyk(let inverted):
                // Light left after each ink: Adobe stores it directly, plain CMYK stores the ink.
                func light(_ index: Int) -> Int { inverted ? Int(pixel[index]) : 255 - Int(pixel[index]) }
                let key = light(3)
                red = (light(0) * key + 127) / 255
                green = (light(1) * key + 127) / 255
                blue = (light(2) * key + 127) / 255
            }
            if grey {
                target[x] = UInt8((77 * red + 150 * green + 29 * blue + 128) >> 8)
            } else {
                let out = target + x * 3
                out[0] = UInt8(red)
                out[1] = UInt8(green)
                out[2] = UInt8(blue)
            }
        }
    }

    /// A sample composited over white: transparent screenshots must not turn black.
    private static func onWhite(_ value: Int, alpha: Int) -> Int {
        (value * alpha + 255 * (255 - alpha) + 127) / 255
    }
}
