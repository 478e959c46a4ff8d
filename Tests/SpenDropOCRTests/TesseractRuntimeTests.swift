#if canImport(CTesseract)
import CTesseract
import Testing

@testable import SpenDropOCR

/// SpenDrop's Tesseract runtime (Sources/TesseractRuntime): `make test-swift` builds it beside the test binary, so
/// this process must read with it, and its hooks must still bind (the other suites check each of them in the same
/// process, through whichever library loaded).
@Suite struct TesseractRuntimeTests {
    @Test func theRuntimeBesideTheExecutableIsTheLibraryLoaded() throws {
        #expect(
            TesseractLibrary.loaded == .runtime,
            """
            libspendrop-tesseract.so is not beside the test binary or was not taken: `make test-swift` builds it \
            (Scripts/build-tesseract-runtime.sh "$(swift build --show-bin-path)")
            """)
    }

    @Test func itReadsAPageThroughTheHooks() async throws {
        let skipped = sd_universal_ambiguities_skipped()
        let page = try StackedReceipt.page(copies: 2)
        let read = try await TesseractRecognizer(configuration: TesseractConfiguration(engines: 1)).recognize(page)
        #expect(read.lines.map(\.text) == StackedReceipt.lines(copies: 2))
        #expect(sd_universal_ambiguities_skipped() > skipped)
    }
}
#endif
