#if canImport(CTesseract)
import CTesseract
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// Tesseract's line images kept uncompressed between its stages (`SD_RAW_LINE_IMAGES`): the same pixels, so the same
/// reading, without a PNG compression and decompression per line.
struct RawLineImagesTests {
    static func read(_ page: Bitmap, raw: Bool) throws -> (lines: [PixelLine], stored: Int) {
        var configuration = TesseractConfiguration(engines: 1)
        configuration.storesLineImagesRaw = raw
        let engine = try TesseractEngine(configuration)
        // Counted per thread: the engine reads on this one.
        let before = sd_line_images_stored_raw()
        let lines = try engine.recognize(page, band: Band(top: 0, bottom: page.height), cancel: CancelFlag())
        return (lines, sd_line_images_stored_raw() - before)
    }

    @Test func everyLineImageIsStoredRawAndReadTheSame() throws {
        let page = try StackedReceipt.page(copies: 2)
        let raw = try Self.read(page, raw: true)
        let png = try Self.read(page, raw: false)
        // Zero means the library's call never reached SpenDrop's definition: the export is missing.
        #expect(raw.stored >= StackedReceipt.lines(copies: 2).count)
        #expect(png.stored == 0)
        #expect(raw.lines.map(\.text) == StackedReceipt.lines(copies: 2))
        #expect(raw.lines == png.lines)
    }
}
#endif
