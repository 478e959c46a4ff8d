#if canImport(CTesseract)
import CTesseract
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// Tesseract's universal ambiguities table (`sd_tesseract_init`): skipped unless asked for, and the LSTM engine reads
/// the same without it. Serialized: the counters are the process's, and only this suite asks for the table.
@Suite(.serialized) struct UniversalAmbiguitiesTests {
    @Test func anEngineLoadsWithoutTheTable() throws {
        let skipped = sd_universal_ambiguities_skipped()
        let loaded = sd_universal_ambiguities_loaded()
        _ = try TesseractEngine(TesseractConfiguration(engines: 1))
        // Zero here means the library's call never reached SpenDrop's definition: the export is missing.
        #expect(sd_universal_ambiguities_skipped() > skipped)
        #expect(sd_universal_ambiguities_loaded() == loaded)
    }

    @Test func askedForItTheLibraryBuildsIt() throws {
        var configuration = TesseractConfiguration(engines: 1)
        configuration.loadsUniversalAmbiguities = true
        let loaded = sd_universal_ambiguities_loaded()
        _ = try TesseractEngine(configuration)
        #expect(sd_universal_ambiguities_loaded() == loaded + 1)
    }

    @Test func theReadingIsTheSameWithOrWithoutIt() async throws {
        let page = try StackedReceipt.page(copies: 3)
        var with = TesseractConfiguration(engines: 1)
        with.loadsUniversalAmbiguities = true
        let without = TesseractConfiguration(engines: 1)
        let read = try await TesseractRecognizer(configuration: with).recognize(page)
        let readWithout = try await TesseractRecognizer(configuration: without).recognize(page)
        #expect(read.lines.map(\.text) == StackedReceipt.lines(copies: 3))
        #expect(readWithout.lines == read.lines)
    }
}
#endif
