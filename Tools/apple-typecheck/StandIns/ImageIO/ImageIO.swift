// Stand-in for ImageIO: image sources, thumbnails and the property keys SpenDrop reads.
@_exported import CoreGraphics
import Foundation

/// https://developer.apple.com/documentation/imageio/cgimagesource
public final class CGImageSource {}

/// https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithdata(_:_:)
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { nil }
/// https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithurl(_:_:)
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? { nil }
/// https://developer.apple.com/documentation/imageio/cgimagesourcegetcount(_:)
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { 0 }
/// https://developer.apple.com/documentation/imageio/cgimagesourcecopypropertiesatindex(_:_:_:)
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{ nil }
/// https://developer.apple.com/documentation/imageio/cgimagesourcecreatethumbnailatindex(_:_:_:)
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{ nil }

/// https://developer.apple.com/documentation/imageio/kcgimagesourceshouldcache
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// https://developer.apple.com/documentation/imageio/kcgimagesourceshouldcacheimmediately
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailfromimagealways
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// https://developer.apple.com/documentation/imageio/kcgimagesourcecreatethumbnailwithtransform
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// https://developer.apple.com/documentation/imageio/kcgimagesourcethumbnailmaxpixelsize
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// https://developer.apple.com/documentation/imageio/kcgimagepropertypixelwidth
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// https://developer.apple.com/documentation/imageio/kcgimagepropertypixelheight
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// https://developer.apple.com/documentation/imageio/kcgimagepropertyorientation
public let kCGImagePropertyOrientation: CFString = "Orientation"
