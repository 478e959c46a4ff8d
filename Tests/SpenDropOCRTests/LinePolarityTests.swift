#if canImport(CTesseract)
import CTesseract
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// Light text on a darker line is inverted before Tesseract's network reads it (`sd_tesseract_recognize`), so it is
/// read once instead of twice.
struct LinePolarityTests {
    /// A histogram of `count` pixels at each of the given greys.
    static func histogram(_ counts: [Int: Int]) -> [Int] {
        var histogram = [Int](repeating: 0, count: 256)
        for (grey, count) in counts { histogram[grey] = count }
        return histogram
    }

    static func isLightOnDark(_ counts: [Int: Int]) -> Bool {
        histogram(counts).withUnsafeBufferPointer { sd_histogram_is_light_on_dark($0.baseAddress!) != 0 }
    }

    @Test func darkTextOnAPaleLineIsLeftAsItIs() {
        #expect(!Self.isLightOnDark([255: 800, 20: 200]))
        // A pale card, grey text, anti-aliased edges.
        #expect(!Self.isLightOnDark([236: 700, 90: 180, 160: 60, 200: 60]))
        // Heavy type still covers less than half of its line.
        #expect(!Self.isLightOnDark([250: 520, 10: 480]))
    }

    @Test func lightTextOnADarkerLineIsFlipped() {
        // White on a blue header (grey ~90), and on a near-black button.
        #expect(Self.isLightOnDark([90: 780, 255: 220]))
        #expect(Self.isLightOnDark([30: 650, 240: 250, 140: 100]))
    }

    @Test func aLineOfOneGreyOrNoPixelsIsLeftAsItIs() {
        #expect(!Self.isLightOnDark([128: 1000]))
        #expect(!Self.isLightOnDark([:]))
    }

    /// The two fixture lines dark-on-white, then the same two as white text on a mid-grey band (grey 90: not dark
    /// enough for `DarkBandInversion`, so Tesseract sees it as it is).
    static func page() throws -> Bitmap {
        let tile = try StackedReceipt.page(copies: 1)
        let light = tile.pixels.map { UInt8(90 + (255 - Int($0)) * 165 / 255) }
        return Bitmap(width: tile.width, height: tile.height * 2, layout: .gray, pixels: tile.pixels + light)
    }

    static func read(_ page: Bitmap, flipping: Bool) throws -> (lines: [String], flipped: Int, kept: Int) {
        var configuration = TesseractConfiguration(engines: 1)
        configuration.flipsLightLines = flipping
        let engine = try TesseractEngine(configuration)
        // Counted per thread: the engine reads on this one.
        let flipped = sd_lines_flipped()
        let kept = sd_lines_kept()
        let lines = try engine.recognize(page, band: Band(top: 0, bottom: page.height), cancel: CancelFlag())
        return (lines.map(\.text), sd_lines_flipped() - flipped, sd_lines_kept() - kept)
    }

    @Test func theLightLinesAreFlippedAndReadRight() throws {
        let read = try Self.read(try Self.page(), flipping: true)
        #expect(read.lines == StackedReceipt.lines(copies: 2))
        // Zero flipped means the library's call never reached SpenDrop's definition: the export is missing.
        #expect(read.flipped >= 2)
        #expect(read.kept >= 2)
    }

    @Test func turnedOffNothingIsFlippedAndTesseractsOwnReReadReadsTheSame() throws {
        let page = try Self.page()
        let off = try Self.read(page, flipping: false)
        #expect(off.flipped == 0 && off.kept == 0)
        #expect(off.lines == (try Self.read(page, flipping: true)).lines)
    }
}
#endif
