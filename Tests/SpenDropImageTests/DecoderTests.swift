import Foundation
import SpenDropModel
import Testing

@testable import SpenDropImage

/// Every decoder variant yields the reference picture: the right size and its corner colours.
@Suite struct DecoderTests {
    /// Name, sniffed format, tolerance per channel (lossy formats need room at block edges).
    static let colourFixtures: [(String, ImageFormat, Int)] = [
        ("rgb8.png", .png, 0), ("rgb16.png", .png, 1), ("palette.png", .png, 3), ("interlaced.png", .png, 0),
        ("baseline.jpg", .jpeg, 24), ("progressive.jpg", .jpeg, 24), ("cmyk.jpg", .jpeg, 30),
        ("ycck.jpg", .jpeg, 30), ("rgb.heic", .heic, 30),
    ]

    @Test(arguments: colourFixtures)
    func colourVariantKeepsItsCornerPatches(name: String, format: ImageFormat, tolerance: Int) throws {
        let image = try Fixtures.decode(try Fixtures.data(name))
        #expect(image.format == format)
        #expect((image.sourceWidth, image.sourceHeight) == (48, 32))
        let bitmap = image.bitmap
        #expect((bitmap.width, bitmap.height, bitmap.layout) == (48, 32, .rgb))
        #expect(bitmap.pixel(4, 3, isNear: [255, 0, 0], tolerance: tolerance), "red top-left: \(bitmap.pixel(4, 3))")
        #expect(bitmap.pixel(43, 3, isNear: [0, 0, 255], tolerance: tolerance), "blue: \(bitmap.pixel(43, 3))")
        #expect(bitmap.pixel(4, 28, isNear: [0, 160, 0], tolerance: tolerance), "green: \(bitmap.pixel(4, 28))")
        #expect(bitmap.pixel(43, 28, isNear: [128, 128, 128], tolerance: tolerance), "\(bitmap.pixel(43, 28))")
        #expect(bitmap.pixel(24, 16, isNear: [255, 255, 255], tolerance: tolerance), "\(bitmap.pixel(24, 16))")
    }

    @Test(arguments: ["gray8.png", "gray16.png", "gray.jpg"])
    func greyVariantKeepsItsLuma(name: String) throws {
        let bitmap = try Fixtures.decode(try Fixtures.data(name)).bitmap
        let tolerance = name.hasSuffix(".jpg") ? 6 : 1
        // Red has a luma of 76 (BT.601), the grey block 128.
        #expect(bitmap.pixel(4, 3, isNear: [76, 76, 76], tolerance: tolerance), "\(bitmap.pixel(4, 3))")
        #expect(bitmap.pixel(43, 28, isNear: [128, 128, 128], tolerance: tolerance))
        #expect(bitmap.pixel(24, 16, isNear: [255, 255, 255], tolerance: tolerance))
    }

    @Test func oneBitGreyExpandsToBlackAndWhite() throws {
        let bitmap = try Fixtures.decode(try Fixtures.data("gray1.png")).bitmap
        #expect(bitmap.pixel(4, 3) == [0, 0, 0])
        #expect(bitmap.pixel(24, 16) == [255, 255, 255])
        #expect(Set(bitmap.pixels) == [0, 255])
    }

    /// Transparent black must become white, not black; half-covered black becomes mid-grey.
    @Test(arguments: [("rgba.png", 0), ("gray-alpha.png", 0), ("palette-trns.png", 0), ("rgba.heic", 30)])
    func alphaIsCompositedOnWhite(name: String, tolerance: Int) throws {
        let bitmap = try Fixtures.decode(try Fixtures.data(name)).bitmap
        #expect(bitmap.pixel(24, 16, isNear: [255, 255, 255], tolerance: tolerance), "\(bitmap.pixel(24, 16))")
        let red: [Int] = name.hasPrefix("gray") ? [76, 76, 76] : [255, 0, 0]
        #expect(bitmap.pixel(4, 3, isNear: red, tolerance: tolerance), "\(bitmap.pixel(4, 3))")
        if name != "palette-trns.png" {
            #expect(bitmap.pixel(43, 28, isNear: [127, 127, 127], tolerance: tolerance + 1))
        }
    }

    @Test(arguments: ["rgb8.png", "baseline.jpg", "rgb.heic", "rgba.png"])
    func greyLayoutGivesOneLumaChannel(name: String) throws {
        let options = DownsampleOptions(layout: .gray)
        let bitmap = try Fixtures.decode(try Fixtures.data(name), options).bitmap
        #expect(bitmap.layout == .gray)
        #expect(bitmap.pixels.count == 48 * 32)
        #expect(abs(Int(bitmap.pixel(4, 3)[0]) - 76) <= 12)
        #expect(bitmap.pixel(24, 16)[0] >= 250)
    }

    @Test(arguments: Fixtures.decodable)
    func fileAndMemorySourcesAgreeOnEveryFixture(name: String) throws {
        let fromFile = try ImagePipeline().downsample(.file(Fixtures.url(name)), options: DownsampleOptions())
        let fromMemory = try Fixtures.decode(try Fixtures.data(name))
        #expect(fromFile.bitmap == fromMemory.bitmap)
        #expect(fromFile.format == fromMemory.format)
        #expect((fromFile.bitmap.width, fromFile.bitmap.height) == (48, 32))
    }
}
