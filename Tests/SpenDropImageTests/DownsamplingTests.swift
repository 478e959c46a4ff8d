import Foundation
import SpenDropModel
import Testing

@testable import SpenDropImage

/// Target sizes, area-averaging quality, pass-through, and the JPEG DCT scale choice.
@Suite struct DownsamplingTests {
    @Test(arguments: [
        (1290, 2796, 1280, 591, 1280), (2796, 1290, 1280, 1280, 591), (1280, 1280, 1280, 1280, 1280),
        (100, 50, 1280, 100, 50), (16384, 3690, 1280, 1280, 288), (12000, 9000, 1280, 1280, 960),
        (5000, 1, 1280, 1280, 1), (300, 200, 100, 100, 67),
    ])
    func targetKeepsAspectWithinMaxSide(width: Int, height: Int, maxSide: Int, expectedW: Int, expectedH: Int) {
        #expect(
            TargetSize.fitting(width: width, height: height, maxSide: maxSide)
                == TargetSize(width: expectedW, height: expectedH))
    }

    /// Nearest neighbour would give pure black or white; area averaging gives grey.
    @Test(arguments: [(256, 64), (300, 90), (97, 31)])
    func checkerboardAveragesToGrey(side: Int, target: Int) {
        let board = Bitmap.drawn(width: side, height: side, layout: .gray) { x, y in [(x + y) % 2 == 0 ? 0 : 255] }
        let result = downsample(board, width: target, height: target)
        #expect((result.width, result.height) == (target, target))
        let exactHalves = side % target == 0
        for value in result.pixels {
            #expect(exactHalves ? (127...128).contains(value) : (90...165).contains(value), "\(value)")
        }
    }

    @Test func flatColourStaysExactAtAnyRatio() {
        let flat = Bitmap.drawn(width: 331, height: 127, layout: .rgb) { _, _ in [200, 17, 99] }
        let result = downsample(flat, width: 100, height: 38)
        #expect(result.pixels == [UInt8]((0..<(100 * 38)).flatMap { _ in [200, 17, 99] as [UInt8] }))
    }

    @Test func edgesStayWhereTheyAre() {
        let halves = Bitmap.drawn(width: 40, height: 40, layout: .gray) { x, _ in [x < 20 ? 0 : 255] }
        let result = downsample(halves, width: 10, height: 10)
        for y in 0..<10 {
            #expect(result.pixel(4, y) == [0])
            #expect(result.pixel(5, y) == [255])
        }
    }

    @Test func smallImagePassesThroughUntouched() throws {
        var random = SplitMix64(state: 7)
        let noise = Bitmap.drawn(width: 40, height: 30, layout: .rgb) { _, _ in
            (0..<3).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        let image = try Fixtures.decode(try PNGEncoder.encode(noise))
        #expect(image.bitmap == noise)
    }

    /// The first target pixel averages the first block of a gradient: (n - 1) / 2 on each axis, rounded.
    @Test(arguments: [(300, 200, 100, 67, 1, 1), (200, 300, 67, 100, 1, 1), (1000, 10, 100, 1, 5, 5)])
    func pipelineReducesToTheTargetSize(
        width: Int, height: Int, expectedW: Int, expectedH: Int, firstX: Int, firstY: Int
    ) throws {
        let picture = Bitmap.drawn(width: width, height: height, layout: .rgb) { x, y in
            [UInt8(x % 256), UInt8(y % 256), 128]
        }
        let image = try Fixtures.decode(try PNGEncoder.encode(picture), DownsampleOptions(maxSide: 100))
        #expect((image.sourceWidth, image.sourceHeight) == (width, height))
        #expect((image.bitmap.width, image.bitmap.height) == (expectedW, expectedH))
        #expect(image.bitmap.pixel(0, 0, isNear: [firstX, firstY, 128], tolerance: 1), "\(image.bitmap.pixel(0, 0))")
    }

    @Test(arguments: [
        (4000, 3000, 1280, 960, 3), (1290, 2796, 591, 1280, 4), (48, 32, 12, 8, 2),
        (800, 600, 800, 600, 8), (12000, 9000, 1280, 960, 1),
    ])
    func jpegScaleIsTheSmallestThatCoversTheTarget(width: Int, height: Int, targetW: Int, targetH: Int, scale: Int) {
        let target = TargetSize(width: targetW, height: targetH)
        #expect(JPEGDecoder.dctScale(width: width, height: height, target: target) == scale)
    }

    @Test(arguments: [(12, 8), (20, 13), (40, 27)])
    func jpegDownsamplingKeepsTheCorners(width: Int, height: Int) throws {
        let options = DownsampleOptions(maxSide: width)
        let bitmap = try Fixtures.decode(try Fixtures.data("baseline.jpg"), options).bitmap
        #expect((bitmap.width, bitmap.height) == (width, height))
        #expect(bitmap.pixel(0, 0, isNear: [255, 0, 0], tolerance: 40), "\(bitmap.pixel(0, 0))")
        #expect(bitmap.pixel(width - 1, 0, isNear: [0, 0, 255], tolerance: 40), "\(bitmap.pixel(width - 1, 0))")
    }

    private func downsample(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
        let downsampler = AreaDownsampler(
            sourceWidth: bitmap.width, sourceHeight: bitmap.height, targetWidth: width, targetHeight: height,
            layout: bitmap.layout)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<bitmap.height { downsampler.push(pixels.baseAddress! + y * bitmap.bytesPerRow) }
        }
        return downsampler.finish()
    }
}

/// The HEIF row converter against the textbook Y′CbCr equations.
@Suite struct YCbCrConverterTests {
    @Test(arguments: [
        // matrix, full range, Y, Cb, Cr, expected RGB
        (6, true, 128, 128, 128, [128, 128, 128]), (6, true, 76, 85, 255, [254, 0, 0]),
        (6, true, 29, 255, 107, [0, 0, 255]), (1, true, 54, 99, 256 - 1, [255, 0, 0]),
        (6, false, 16, 128, 128, [0, 0, 0]), (6, false, 235, 128, 128, [255, 255, 255]),
    ])
    func convertsToRGB(matrix: Int, fullRange: Bool, luma: Int, blue: Int, red: Int, expected: [Int]) {
        let converter = YCbCrConverter(matrix: matrix, fullRange: fullRange)
        var y = [UInt8(luma)]
        var cb = [UInt8(blue)]
        var cr = [UInt8(red)]
        var out = [UInt8](repeating: 0, count: 3)
        converter.convert(y: &y, cb: &cb, cr: &cr, shiftX: 0, width: 1, layout: .rgb, into: &out)
        #expect(zip(out, expected).allSatisfy { abs(Int($0) - $1) <= 2 }, "\(out)")
    }

    @Test func greyReadsLumaOnly() {
        let converter = YCbCrConverter(matrix: 6, fullRange: false)
        var y: [UInt8] = [16, 126, 235]
        var out = [UInt8](repeating: 0, count: 3)
        converter.convert(y: &y, cb: nil, cr: nil, shiftX: 1, width: 3, layout: .gray, into: &out)
        #expect(out == [0, 128, 255])
    }
}
