// Stand-in for Uniform Type Identifiers: the types SpenDrop names.
import Foundation

/// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct
@available(iOS 14.0, macOS 11.0, *)
public struct UTType: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/identifier
    public let identifier: String
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/init(_:)
    public init?(_ identifier: String) { self.identifier = identifier }
    private init(known identifier: String) { self.identifier = identifier }
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/conforms(to:)
    public func conforms(to type: UTType) -> Bool { identifier == type.identifier }
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/image
    public static let image = UTType(known: "public.image")
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/png
    public static let png = UTType(known: "public.png")
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/jpeg
    public static let jpeg = UTType(known: "public.jpeg")
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/heic
    public static let heic = UTType(known: "public.heic")
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/fileurl
    public static let fileURL = UTType(known: "public.file-url")
}
