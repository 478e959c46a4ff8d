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
