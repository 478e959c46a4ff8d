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
        // Screenshots are opaque RGB(A) turned to grey: one plain loop each, the same values as the general one.
        if layout == .gray, format == .rgb || format == .rgba {
            convertToGrey(source, into: target, channels: format.channels)
            return
        }
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

    /// RGB or RGBA to grey; a pixel with any transparency takes the general formula's path. The weighted sum fits in
    /// 16 bits (at most 65 408), which lets the opaque loop run on vector lanes.
    private func convertToGrey(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, channels: Int)
    {
        if channels == 3 {
            for x in 0..<width {
                let pixel = source + 3 &* x
                target[x] = Self.luma(pixel[0], pixel[1], pixel[2])
            }
            return
        }
        for x in 0..<width {
            let pixel = source + 4 &* x
            let alpha = pixel[3]
            if alpha == 255 {
                target[x] = Self.luma(pixel[0], pixel[1], pixel[2])
            } else {
                let red = Self.onWhite(Int(pixel[0]), alpha: Int(alpha))
                let green = Self.onWhite(Int(pixel[1]), alpha: Int(alpha))
                let blue = Self.onWhite(Int(pixel[2]), alpha: Int(alpha))
                target[x] = UInt8(truncatingIfNeeded: (77 &* red &+ 150 &* green &+ 29 &* blue &+ 128) &>> 8)
            }
        }
    }

    @inline(__always)
    private static func luma(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let sum = 77 &* UInt16(red) &+ 150 &* UInt16(green) &+ 29 &* UInt16(blue) &+ 128
        return UInt8(truncatingIfNeeded: sum &>> 8)
    }

    /// A sample composited over white: transparent screenshots must not turn black.
    private static func onWhite(_ value: Int, alpha: Int) -> Int {
        (value * alpha + 255 * (255 - alpha) + 127) / 255
    }
}
