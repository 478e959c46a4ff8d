import Foundation
import SpenDropModel

@testable import SpenDropImage

/// The committed fixtures (drawn by Resources/make-fixtures.sh), found beside this file.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// Every fixture that decodes to the 48×32 reference picture (or its transparent variant).
    static let decodable =
        [
            "rgb8.png", "rgb16.png", "gray8.png", "gray16.png", "gray1.png", "palette.png", "palette-trns.png",
            "rgba.png", "gray-alpha.png", "interlaced.png", "baseline.jpg", "progressive.jpg", "gray.jpg", "cmyk.jpg",
            "ycck.jpg", "rgb.heic", "rgba.heic", "irot-90.heic", "irot-270.heic",
        ] + (1...8).map { "orientation-\($0).jpg" }

    /// Decodes in-memory bytes with the pipeline.
    static func decode(_ data: Data, _ options: DownsampleOptions = DownsampleOptions()) throws(ImageError)
        -> DownsampledImage
    {
        try ImagePipeline().downsample(.data(data), options: options)
    }
}

extension Bitmap {
    /// The samples of one pixel.
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * width + x) * layout.rawValue
        return Array(pixels[start..<start + layout.rawValue])
    }

    /// Whether the pixel is within `tolerance` of `expected` on every channel.
    func pixel(_ x: Int, _ y: Int, isNear expected: [Int], tolerance: Int) -> Bool {
        zip(pixel(x, y), expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
    }

    /// A bitmap whose every pixel is drawn by `colour(x, y)`.
    static func drawn(width: Int, height: Int, layout: Layout, _ colour: (Int, Int) -> [UInt8]) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * layout.rawValue)
        for y in 0..<height {
            for x in 0..<width { pixels += colour(x, y) }
        }
        return Bitmap(width: width, height: height, layout: layout, pixels: pixels)
    }
}

/// Small byte-level tools for building damaged and oversized inputs.
enum Bytes {
    /// CRC-32 as PNG chunks use it.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG whose IHDR claims `width × height`, with a valid CRC so only the size is wrong.
    static func png(_ png: Data, claiming width: UInt32, _ height: UInt32) -> Data {
        var bytes = [UInt8](png)
        bytes.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
        bytes.replaceSubrange(29..<33, with: bigEndian(crc32(bytes[12..<29])))
        return Data(bytes)
    }

    /// A JPEG whose first SOF marker claims `width × height`.
    static func jpeg(_ jpeg: Data, claiming width: UInt16, _ height: UInt16) -> Data? {
        var bytes = [UInt8](jpeg)
        for index in 2..<(bytes.count - 9) where bytes[index] == 0xFF && (0xC0...0xC2).contains(bytes[index + 1]) {
            bytes.replaceSubrange(
                index + 5..<index + 9,
                with: [
                    UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
                ])
            return Data(bytes)
        }
        return nil
    }
}

/// A seeded generator, so random inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
