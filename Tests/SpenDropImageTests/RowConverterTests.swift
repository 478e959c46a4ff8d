import SpenDropModel
import Testing

@testable import SpenDropImage

/// Decoded rows to the output layout: grey is Rec. 601 luma in fixed point, transparency composited over white.
@Suite struct RowConverterTests {
    /// Every byte value in every channel, from a fixed sequence (not random: a failure must reproduce).
    static func row(width: Int, channels: Int) -> [UInt8] {
        var state: UInt32 = 12_345
        return (0..<width * channels).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    static func luma(_ red: Int, _ green: Int, _ blue: Int) -> UInt8 {
        UInt8((77 * red + 150 * green + 29 * blue + 128) >> 8)
    }

    static func onWhite(_ value: Int, _ alpha: Int) -> Int {
        (value * alpha + 255 * (255 - alpha) + 127) / 255
    }

    static func convert(_ source: [UInt8], format: PixelFormat, layout: Bitmap.Layout, width: Int) -> [UInt8] {
        var target = [UInt8](repeating: 0, count: width * layout.rawValue)
        let converter = RowConverter(format: format, layout: layout, width: width)
        source.withUnsafeBufferPointer { input in
            target.withUnsafeMutableBufferPointer { converter.convert(input.baseAddress!, into: $0.baseAddress!) }
        }
        return target
    }

    @Test func rgbToGreyIsFixedPointLuma() {
        let width = 1_000
        let source = Self.row(width: width, channels: 3)
        let grey = Self.convert(source, format: .rgb, layout: .gray, width: width)
        let expected = (0..<width).map { x in
            Self.luma(Int(source[3 * x]), Int(source[3 * x + 1]), Int(source[3 * x + 2]))
        }
        #expect(grey == expected)
    }

    @Test func rgbaToGreyCompositesOverWhiteAndKeepsOpaquePixels() {
        let width = 1_000
        var source = Self.row(width: width, channels: 4)
        // Half the pixels opaque, as in a screenshot; the rest keep their partial or zero alpha.
        for x in stride(from: 0, to: width, by: 2) { source[4 * x + 3] = 255 }
        source[4 * 1 + 3] = 0
        let grey = Self.convert(source, format: .rgba, layout: .gray, width: width)
        let expected = (0..<width).map { x in
            let alpha = Int(source[4 * x + 3])
            return Self.luma(
                Self.onWhite(Int(source[4 * x]), alpha), Self.onWhite(Int(source[4 * x + 1]), alpha),
                Self.onWhite(Int(source[4 * x + 2]), alpha))
        }
        #expect(grey == expected)
        #expect(grey[1] == 255)
    }

    @Test func rgbaToRGBCompositesOverWhite() {
        let width = 300
        let source = Self.row(width: width, channels: 4)
        let rgb = Self.convert(source, format: .rgba, layout: .rgb, width: width)
        let expected = (0..<width).flatMap { x in
            (0..<3).map { UInt8(Self.onWhite(Int(source[4 * x + $0]), Int(source[4 * x + 3]))) }
        }
        #expect(rgb == expected)
    }
}
