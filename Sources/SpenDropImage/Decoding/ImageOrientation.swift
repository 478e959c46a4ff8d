import SpenDropModel

/// The eight EXIF orientations: how the stored pixels must be turned to be shown upright.
enum ImageOrientation: Int, CaseIterable {
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// Whether width and height trade places when shown.
    var swapsSides: Bool { rawValue >= 5 }

    /// The bitmap as it is meant to be seen.
    func apply(to bitmap: Bitmap) -> Bitmap {
        guard self != .up else { return bitmap }
        let width = bitmap.width
        let height = bitmap.height
        let channels = bitmap.layout.rawValue
        let shownWidth = swapsSides ? height : width
        let shownHeight = swapsSides ? width : height
        var pixels = [UInt8](repeating: 0, count: bitmap.pixels.count)
        bitmap.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<shownHeight {
                    for x in 0..<shownWidth {
                        let (sx, sy) = storedPosition(x: x, y: y, width: width, height: height)
                        let from = (sy * width + sx) * channels
                        let to = (y * shownWidth + x) * channels
                        for channel in 0..<channels { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return Bitmap(width: shownWidth, height: shownHeight, layout: bitmap.layout, pixels: pixels)
    }

    /// The stored pixel shown at (x, y), for a stored image of `width × height`.
    private func storedPosition(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, height - 1 - x)
        case .rightMirrored: (width - 1 - y, height - 1 - x)
        case .left: (width - 1 - y, x)
        }
    }
}
