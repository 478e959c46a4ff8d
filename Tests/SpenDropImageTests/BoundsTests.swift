import Foundation
import SpenDropModel
import Testing

@testable import SpenDropImage

/// Oversized, truncated, corrupt, empty and foreign inputs: always an ImageError, never a crash.
@Suite struct BoundsTests {
    @Test func pngHeaderClaimingFiftyThousandSquaredIsRejected() throws {
        let huge = Bytes.png(try Fixtures.data("rgb8.png"), claiming: 50_000, 50_000)
        let error = #expect(throws: ImageError.self) { try Fixtures.decode(huge) }
        #expect(error?.code == .tooLarge)
    }

    @Test func jpegHeaderClaimingSixtyThousandSquaredIsRejected() throws {
        let huge = try #require(Bytes.jpeg(try Fixtures.data("baseline.jpg"), claiming: 60_000, 60_000))
        let error = #expect(throws: ImageError.self) { try Fixtures.decode(huge) }
        #expect(error?.code == .tooLarge)
    }

    /// A 108 MP phone photo decodes at 1/8 scale, so the pixels held stay far under the limit; a PNG of the
    /// same size has no such scaling and is refused.
    @Test func a12000By9000JPEGIsWithinTheLimitThroughDCTScaling() throws {
        let options = DownsampleOptions()
        #expect(throws: Never.self) {
            try ImageBounds.check(
                width: 12_000, height: 9_000, decodedWidth: 1_500, decodedHeight: 1_125, options: options,
                format: "JPEG")
        }
        #expect(throws: ImageError.self) {
            try ImageBounds.check(width: 12_000, height: 9_000, options: options, format: "PNG")
        }
        let bomb = #expect(throws: ImageError.self) {
            try ImageBounds.check(
                width: 60_000, height: 60_000, decodedWidth: 7_500, decodedHeight: 7_500, options: options,
                format: "JPEG")
        }
        #expect(bomb?.code == .tooLarge)
    }

    @Test(arguments: ["rgb8.png", "baseline.jpg", "rgb.heic", "interlaced.png"])
    func pixelLimitIsConfigurable(name: String) throws {
        let options = DownsampleOptions(pixelLimit: 48 * 32 - 1)
        let error = #expect(throws: ImageError.self) { try Fixtures.decode(try Fixtures.data(name), options) }
        #expect(error?.code == .tooLarge)
        let exact = DownsampleOptions(pixelLimit: 48 * 32)
        #expect(throws: Never.self) { try Fixtures.decode(try Fixtures.data(name), exact) }
    }

    /// Cut anywhere, even in the trailer, every format fails cleanly.
    @Test(arguments: [
        "rgb8.png", "interlaced.png", "palette-trns.png", "baseline.jpg", "progressive.jpg",
        "rgb.heic", "rgba.heic",
    ])
    func truncationAtEveryOffsetIsAnError(name: String) throws {
        let whole = try Fixtures.data(name)
        for cut in 1..<whole.count {
            #expect(throws: ImageError.self, "cut at \(cut)") { try Fixtures.decode(whole.prefix(cut)) }
        }
    }

    @Test(
        arguments: [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF],
            Array("\0\0\0\u{18}ftypheic".utf8), [],
        ] as [[UInt8]])
    func randomBytesAfterASignatureAreAnError(signature: [UInt8]) {
        var random = SplitMix64(state: UInt64(signature.count))
        for _ in 0..<150 {
            let length = Int.random(in: 1...2_000, using: &random)
            let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            #expect(throws: ImageError.self) { try Fixtures.decode(Data(signature + noise)) }
        }
    }

    /// Flipped bytes may still decode (damaged pixels are pixels), but then to the right size.
    @Test(arguments: ["rgb8.png", "baseline.jpg", "progressive.jpg", "rgb.heic", "interlaced.png", "cmyk.jpg"])
    func flippedBytesNeverCrash(name: String) throws {
        let whole = [UInt8](try Fixtures.data(name))
        var random = SplitMix64(state: 99)
        for _ in 0..<200 {
            var bytes = whole
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if let image = try? Fixtures.decode(Data(bytes), DownsampleOptions(maxSide: 40)) {
                #expect(max(image.bitmap.width, image.bitmap.height) <= 40)
                #expect(image.bitmap.pixels.count == image.bitmap.width * image.bitmap.height * 3)
            }
        }
    }

    @Test(arguments: [
        (Data(), ImageError.Code.empty), (Data("hello, not an image".utf8), .notAnImage),
        (Data("GIF89a\u{1}\0\u{1}\0".utf8), .unsupportedFormat), (Data("%PDF-1.7\n".utf8), .unsupportedFormat),
        (Data("bplist00".utf8), .unsupportedFormat),
    ])
    func foreignDataHasAClearCode(data: Data, code: ImageError.Code) {
        let error = #expect(throws: ImageError.self) { try Fixtures.decode(data) }
        #expect(error?.code == code)
        #expect(error?.failureClass == .inputRejected)
    }

    @Test func missingFileIsUnreadableAndEmptyFileIsEmpty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipeline = ImagePipeline()
        let missing = #expect(throws: ImageError.self) {
            try pipeline.downsample(.file(folder.appendingPathComponent("none.png")), options: DownsampleOptions())
        }
        #expect(missing?.code == .unreadable)
        #expect(missing?.failureClass == .inputMissing)
        let directory = #expect(throws: ImageError.self) {
            try pipeline.downsample(.file(folder), options: DownsampleOptions())
        }
        #expect(directory?.code == .unreadable)
        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        let emptyError = #expect(throws: ImageError.self) {
            try pipeline.downsample(.file(empty), options: DownsampleOptions())
        }
        #expect(emptyError?.code == .empty)
    }
}
