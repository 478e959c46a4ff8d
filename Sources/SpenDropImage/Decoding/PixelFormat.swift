import SpenDropModel

/// How a decoder hands over the samples of one row, before they are brought to the output layout.
enum PixelFormat: Equatable {
    case gray
    case grayAlpha
    case rgb
    case rgba
    /// Four ink channels; `inverted` when stored as Adobe writes them (0 = full ink).
    case cmyk(inverted: Bool)

    var channels: Int {
        switch self {
        case .gray: 1
        case .grayAlpha: 2
        case .rgb: 3
        case .rgba, .cmyk: 4
        }
    }

    /// The format libpng reports for a channel count after expansion to 8-bit samples.
    init?(pngChannels: Int) {
        switch pngChannels {
        case 1: self = .gray
        case 2: self = .grayAlpha
        case 3: self = .rgb
        case 4: self = .rgba
        default: return nil
        }
    }
}

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
