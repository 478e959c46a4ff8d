// Stand-in for Core Graphics: what SpenDrop's ImageIO and Vision adapters use. `CGRect`, `CGFloat` and friends
// come from Foundation, which declares them on Linux as Core Graphics does on Apple platforms.
import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgimage
public final class CGImage {
    /// https://developer.apple.com/documentation/coregraphics/cgimage/width
    public var width: Int { 0 }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/height
    public var height: Int { 0 }

    /// https://developer.apple.com/documentation/coregraphics/cgimage/init(width:height:bitspercomponent:bitsperpixel:bytesperrow:space:bitmapinfo:provider:decode:shouldinterpolate:intent:)
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {}
}

/// https://developer.apple.com/documentation/coregraphics/cgdataprovider
public final class CGDataProvider {
    /// https://developer.apple.com/documentation/coregraphics/cgdataprovider/init(data:)
    public init?(data: CFData) {}
}

/// https://developer.apple.com/documentation/coregraphics/cgcolorspace
public final class CGColorSpace {}

/// https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicegray()
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace() }
/// https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// https://developer.apple.com/documentation/coregraphics/cgbitmapinfo
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// https://developer.apple.com/documentation/coregraphics/cgcolorrenderingintent
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor {
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)
    public init(gray: CGFloat, alpha: CGFloat) {}
}

/// https://developer.apple.com/documentation/coregraphics/cgcontext
public final class CGContext {
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {}
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-8n6ie
    public func setFillColor(_ color: CGColor) {}
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-7uc1s
    public func fill(_ rect: CGRect) {}
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:byTiling:)
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
