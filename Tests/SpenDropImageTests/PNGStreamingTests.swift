import CImageShim
import Foundation
import SpenDropModel
import Testing

@testable import SpenDropImage

/// The common PNG read without libpng (`spd_png_stream_open`, inflated by ISA-L): the same pixels as libpng, and
/// whatever it cannot read is left to libpng, whose verdict stands.
@Suite struct PNGStreamingTests {
    /// A PNG written by hand: every row with the filter `filters(y)`, the image data in stored (uncompressed) deflate
    /// blocks of `blockSize` bytes, spread over IDAT chunks of `chunkSize` bytes.
    struct HandWritten {
        var width = 37
        var height = 23
        var channels = 3
        var filters: (Int) -> UInt8 = { UInt8($0 % 5) }
        var blockSize = 300
        var chunkSize = 97

        /// The picture: smooth enough for every filter to matter, varied enough to catch a wrong neighbour.
        func sample(_ x: Int, _ y: Int, _ c: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: x * 7 + y * 13 + c * 50 + (x * y) % 11)
        }

        func rows() -> [[UInt8]] {
            (0..<height).map { y in
                (0..<width).flatMap { x in (0..<channels).map { c in sample(x, y, c) } }
            }
        }

        /// Each row's filter applied, led by its filter byte (PNG specification, section 9).
        func filtered() -> [UInt8] {
            let raw = rows()
            var out: [UInt8] = []
            for (y, row) in raw.enumerated() {
                let filter = filters(y)
                out.append(filter)
                for i in 0..<row.count {
                    let left = i >= channels ? Int(row[i - channels]) : 0
                    let up = y > 0 ? Int(raw[y - 1][i]) : 0
                    let upLeft = y > 0 && i >= channels ? Int(raw[y - 1][i - channels]) : 0
                    let predictor: Int
                    switch filter {
                    case 1: predictor = left
                    case 2: predictor = up
                    case 3: predictor = (left + up) / 2
                    case 4:
                        let estimate = left + up - upLeft
                        let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                        predictor = a <= b && a <= c ? left : (b <= c ? up : upLeft)
                    default: predictor = 0
                    }
                    out.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
                }
            }
            return out
        }

        /// A zlib stream of stored blocks, with its Adler-32 (`adlerDelta` added to damage it).
        func zlib(_ data: [UInt8], adlerDelta: UInt32 = 0) -> [UInt8] {
            var out: [UInt8] = [0x78, 0x01]
            var start = 0
            repeat {
                let end = min(start + blockSize, data.count)
                let length = UInt16(end - start)
                out.append(end == data.count ? 1 : 0)
                out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
                out += data[start..<end]
                start = end
            } while start < data.count
            var (a, b): (UInt32, UInt32) = (1, 0)
            for byte in data {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
            return out + Bytes.bigEndian((b << 16 | a) &+ adlerDelta)
        }

        static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return Bytes.bigEndian(UInt32(data.count)) + typed + Bytes.bigEndian(Bytes.crc32(typed))
        }

        func png(imageData: [UInt8]? = nil) -> Data {
            let colourType: UInt8 = [1: 0, 2: 4, 3: 2, 4: 6][channels]!
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            bytes += Self.chunk(
                "IHDR", Bytes.bigEndian(UInt32(width)) + Bytes.bigEndian(UInt32(height)) + [8, colourType, 0, 0, 0])
            let stream = imageData ?? zlib(filtered())
            var start = 0
            while start < stream.count {
                let end = min(start + chunkSize, stream.count)
                bytes += Self.chunk("IDAT", Array(stream[start..<end]))
                start = end
            }
            bytes += Self.chunk("IEND", [])
            return Data(bytes)
        }
    }

    /// Decodes at full size, both ways.
    static func both(_ png: Data) throws -> (streamed: Bitmap, libpng: Bitmap) {
        let options = DownsampleOptions(maxSide: 4096, layout: .rgb)
        return try png.withUnsafeBytes { bytes in
            (
                try PNGDecoder.decode(.memory(bytes), options: options).bitmap,
                try PNGDecoder.decode(.memory(bytes), options: options, streaming: false).bitmap
            )
        }
    }

    /// Whether the streaming path takes the file at all.
    static func takes(_ png: Data) -> Bool {
        png.withUnsafeBytes { bytes in
            var width: UInt32 = 0
            var height: UInt32 = 0
            var channels: Int32 = 0
            let stream = spd_png_stream_open(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &channels)
            defer { spd_png_stream_close(stream) }
            return stream != nil
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func everyFilterReadsAsLibpngReadsIt(channels: Int) throws {
        let png = HandWritten(channels: channels).png()
        #expect(Self.takes(png))
        let decoded = try Self.both(png)
        #expect(decoded.streamed == decoded.libpng)
        #expect((decoded.streamed.width, decoded.streamed.height) == (37, 23))
    }

    /// Chunks and blocks that end mid-row, one byte at a time, and one chunk for everything.
    @Test(arguments: [(1, 7), (5, 1), (65_535, 100_000), (17, 3)])
    func chunkAndBlockBoundariesAnywhereReadTheSame(blockSize: Int, chunkSize: Int) throws {
        let png = HandWritten(width: 20, height: 9, channels: 4, blockSize: blockSize, chunkSize: chunkSize).png()
        #expect(Self.takes(png))
        let decoded = try Self.both(png)
        #expect(decoded.streamed == decoded.libpng)
    }

    /// Compressed for real: SpenDrop's own encoder (zlib's Huffman blocks) and a bundled screenshot.
    @Test func compressedImagesReadAsLibpngReadsThem() throws {
        let drawn = Bitmap.drawn(width: 301, height: 157, layout: .rgb) { x, y in
            [UInt8(x % 256), UInt8((x + y) % 256), UInt8(y * 3 % 256)]
        }
        let encoded = try PNGEncoder.encode(drawn)
        #expect(Self.takes(encoded))
        let decoded = try Self.both(encoded)
        #expect(decoded.streamed == decoded.libpng)
        #expect(decoded.streamed == drawn)

        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/grabpay_food.png")
        let screenshot = try Data(contentsOf: sample)
        #expect(Self.takes(screenshot))
        let options = DownsampleOptions(layout: .gray)
        let (streamed, libpng) = try screenshot.withUnsafeBytes { bytes in
            (
                try PNGDecoder.decode(.memory(bytes), options: options).bitmap,
                try PNGDecoder.decode(.memory(bytes), options: options, streaming: false).bitmap
            )
        }
        #expect(streamed == libpng)
    }

    /// Interlaced, palette, 16-bit and transparent-colour files are libpng's alone.
    @Test(arguments: ["interlaced.png", "palette.png", "palette-trns.png", "rgb16.png", "gray16.png", "gray1.png"])
    func unusualFilesAreLeftToLibpng(name: String) throws {
        #expect(!Self.takes(try Fixtures.data(name)))
    }

    @Test(arguments: ["rgb8.png", "rgba.png", "gray8.png", "gray-alpha.png"])
    func commonFixturesAreStreamed(name: String) throws {
        #expect(Self.takes(try Fixtures.data(name)))
    }

    /// A checksum only libpng forgives (it ignores Adler-32): the streaming path gives up at the end and libpng
    /// reads the file, so it decodes as before.
    @Test func aFileOnlyLibpngAcceptsIsStillRead() throws {
        let image = HandWritten()
        let png = image.png(imageData: image.zlib(image.filtered(), adlerDelta: 1))
        #expect(Self.takes(png))
        let decoded = try Fixtures.decode(png, DownsampleOptions(maxSide: 4096, layout: .rgb))
        #expect(decoded.bitmap == (try Self.both(image.png())).libpng)
    }

    /// Damaged image data with correct chunk CRCs, and image data that ends early: libpng's verdict, `corrupt`.
    @Test func damagedImageDataIsCorruptEitherWay() throws {
        let image = HandWritten()
        var stream = image.zlib(image.filtered())
        stream[2] = 0x06  // the first block's header: a reserved block type
        let damaged = image.png(imageData: stream)
        let short = image.png(imageData: Array(image.zlib(image.filtered()).prefix(400)))
        for png in [damaged, short] {
            #expect(Self.takes(png))
            #expect(throws: ImageError.self) { try Fixtures.decode(png) }
            do {
                _ = try Fixtures.decode(png)
            } catch {
                #expect(error.code == .corrupt)
            }
        }
    }
}
