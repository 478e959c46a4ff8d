/// An uncompressed image in memory, rows top to bottom, 8 bits per channel, tightly packed.
public struct Bitmap: Sendable, Equatable {
    /// Grey (1), RGB (3) or RGBA (4) channels per pixel.
    public enum Layout: Int, Sendable {
        case gray = 1
        case rgb = 3
        case rgba = 4
    }

    public let width: Int
    public let height: Int
    public let layout: Layout
    /// `width * height * layout.rawValue` bytes.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, layout: Layout, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * layout.rawValue)
        self.width = width
        self.height = height
        self.layout = layout
        self.pixels = pixels
    }

    public var bytesPerRow: Int { width * layout.rawValue }
}
