import Foundation
import SpenDropModel
import Testing

@testable import SpenDropImage

/// EXIF orientations 1–8 put the reference picture upright: red top-left, blue top-right, green bottom-left.
@Suite struct OrientationTests {
    @Test(arguments: 1...8)
    func jpegOrientationShowsThePictureUpright(orientation: Int) throws {
        let image = try Fixtures.decode(try Fixtures.data("orientation-\(orientation).jpg"))
        #expect((image.sourceWidth, image.sourceHeight) == (48, 32))
        let bitmap = image.bitmap
        #expect((bitmap.width, bitmap.height) == (48, 32))
        #expect(bitmap.pixel(4, 3, isNear: [255, 0, 0], tolerance: 40), "\(bitmap.pixel(4, 3))")
        #expect(bitmap.pixel(43, 3, isNear: [0, 0, 255], tolerance: 40), "\(bitmap.pixel(43, 3))")
        #expect(bitmap.pixel(4, 28, isNear: [0, 160, 0], tolerance: 40), "\(bitmap.pixel(4, 28))")
    }

    @Test(arguments: 1...8)
    func orientationSurvivesDownsampling(orientation: Int) throws {
        let options = DownsampleOptions(maxSide: 24)
        let bitmap = try Fixtures.decode(try Fixtures.data("orientation-\(orientation).jpg"), options).bitmap
        #expect((bitmap.width, bitmap.height) == (24, 16))
        #expect(bitmap.pixel(1, 1, isNear: [255, 0, 0], tolerance: 50), "\(bitmap.pixel(1, 1))")
        #expect(bitmap.pixel(22, 1, isNear: [0, 0, 255], tolerance: 50), "\(bitmap.pixel(22, 1))")
    }

    /// The stored pictures are turned a quarter either way; libheif applies their irot on decode.
    @Test(arguments: ["irot-90.heic", "irot-270.heic"])
    func heifRotationShowsThePictureUpright(name: String) throws {
        for layout in DownsampleOptions.OutputLayout.allCases {
            let image = try Fixtures.decode(try Fixtures.data(name), DownsampleOptions(layout: layout))
            #expect((image.sourceWidth, image.sourceHeight) == (48, 32))
            let bitmap = image.bitmap
            #expect((bitmap.width, bitmap.height) == (48, 32))
            let red: [Int] = layout == .gray ? [76] : [255, 0, 0]
            let blue: [Int] = layout == .gray ? [29] : [0, 0, 255]
            #expect(bitmap.pixel(4, 3, isNear: red, tolerance: 40), "\(bitmap.pixel(4, 3))")
            #expect(bitmap.pixel(43, 3, isNear: blue, tolerance: 40), "\(bitmap.pixel(43, 3))")
        }
    }

    @Test func everyOrientationIsUndoneByItsInverse() {
        let bitmap = Bitmap.drawn(width: 3, height: 2, layout: .gray) { x, y in [UInt8(y * 3 + x)] }
        let inverse: [ImageOrientation: ImageOrientation] = [
            .up: .up, .upMirrored: .upMirrored, .down: .down, .downMirrored: .downMirrored,
            .leftMirrored: .leftMirrored, .right: .left, .rightMirrored: .rightMirrored, .left: .right,
        ]
        for orientation in ImageOrientation.allCases {
            let turned = orientation.apply(to: bitmap)
            #expect(turned.width == (orientation.swapsSides ? 2 : 3))
            #expect(inverse[orientation]!.apply(to: turned) == bitmap, "\(orientation)")
        }
    }

    @Test func exifReaderIgnoresMalformedBlocks() {
        let cases: [[UInt8]] = [
            [], Array("Exif\0\0".utf8), Array("Exif\0\0II*\0".utf8) + [0xFF, 0xFF, 0xFF, 0x7F, 0, 0],
            Array("Exif\0\0MM\0*".utf8) + [0, 0, 0, 8, 0xFF, 0xFF] + [UInt8](repeating: 0x01, count: 20),
        ]
        for bytes in cases {
            #expect(bytes.withUnsafeBufferPointer { EXIFReader.orientation(in: $0) } == nil)
        }
    }
}
