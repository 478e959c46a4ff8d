#if canImport(CTesseract)
import CTesseract
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// Three of the network's data-moving steps in SpenDrop's plain loops (`SD_FAST_PLUMBING`, `plumbing.c`): the same
/// bytes as the library's, checked on each kind's first call, and the library's own whenever that check fails.
/// Serialized: the comparisons made are per process.
@Suite(.serialized) struct NetworkPlumbingTests {
    static let kinds: [Int32] = [
        Int32(SD_PLUMBING_CONVOLVE), Int32(SD_PLUMBING_MAXPOOL), Int32(SD_PLUMBING_WRITE_PART),
    ]

    /// The page read by a fresh engine on this thread, and how many calls of each kind SpenDrop's definitions served.
    static func read(_ page: Bitmap, plumbing: Bool) throws -> (lines: [PixelLine], served: [Int]) {
        var configuration = TesseractConfiguration(engines: 1)
        configuration.runsPlumbingDirectly = plumbing
        let engine = try TesseractEngine(configuration)
        let before = kinds.map { sd_plumbing_served($0) }
        let lines = try engine.recognize(page, band: Band(top: 0, bottom: page.height), cancel: CancelFlag())
        return (lines, zip(kinds, before).map { sd_plumbing_served($0) - $1 })
    }

    @Test func theLoopsServeOnceTheirFirstCallsCameOutAsTheLibrarys() throws {
        sd_plumbing_reset_for_testing(0)
        let page = try StackedReceipt.page(copies: 3)
        let own = try Self.read(page, plumbing: true)
        let library = try Self.read(page, plumbing: false)
        #expect(Self.kinds.map { sd_plumbing_state($0) } == [1, 1, 1])
        // None served means the library's calls never reached SpenDrop's definitions: the exports are missing.
        #expect(own.served.allSatisfy { $0 > 0 })
        #expect(library.served == [0, 0, 0])
        #expect(own.lines == library.lines)
        #expect(own.lines.map(\.text) == StackedReceipt.lines(copies: 3))
    }

    @Test func aFirstCallThatComesOutDifferentLeavesEveryCallToTheLibrary() throws {
        sd_plumbing_reset_for_testing(1)
        defer { sd_plumbing_reset_for_testing(0) }
        let page = try StackedReceipt.page(copies: 3)
        let skewed = try Self.read(page, plumbing: true)
        #expect(Self.kinds.map { sd_plumbing_state($0) } == [-1, -1, -1])
        #expect(skewed.served == [0, 0, 0])
        // The library's own results stood, the first calls' included.
        #expect(skewed.lines == (try Self.read(page, plumbing: false)).lines)
    }

    @Test func aSmallReadAloneRunsThemToo() throws {
        sd_plumbing_reset_for_testing(0)
        let page = try StackedReceipt.page(copies: 1)
        let engine = try TesseractEngine(TesseractConfiguration(engines: 1))
        let before = Self.kinds.map { sd_plumbing_served($0) }
        // A hero's second look and a label read alone go through Tesseract's text call, which asked for nothing.
        let line = try #require(try engine.recognizeLine(page, mode: PSM_SINGLE_BLOCK, cancel: CancelFlag()))
        #expect(line.0.contains("Kedai Runcit Ali"))
        let words = try engine.recognizeWords(page, mode: PSM_SINGLE_BLOCK, cancel: CancelFlag())
        #expect(!words.words.isEmpty)
        #expect(zip(Self.kinds, before).allSatisfy { sd_plumbing_served($0) > $1 })
    }

    @Test func outsideARecognitionThatAskedForThemTheLibraryServes() throws {
        sd_plumbing_reset_for_testing(0)
        let page = try StackedReceipt.page(copies: 2)
        let library = try Self.read(page, plumbing: false)
        #expect(library.served == [0, 0, 0])
        #expect(TesseractConfiguration.fromEnvironment(["SPENDROP_OCR_PLUMBING": "0"]).runsPlumbingDirectly == false)
    }
}
#endif
