#if canImport(CTesseract)
import Testing

@testable import SpenDropOCR

/// `TesseractPrestart`: the engine begun at a command's start serves the first recogniser made with the same
/// configuration, and only that one. One slot per process, so one test.
@Suite struct TesseractPrestartTests {
    @Test func theFirstRecogniserOfTheSameConfigurationTakesTheEarlyEngine() async throws {
        // A configuration no other test uses (how a one-engine pool loads: nothing to load after the first), so no
        // other suite's recogniser in this process can take it.
        var configuration = TesseractConfiguration(engines: 1)
        configuration.engineLoading = .atFirstRead
        TesseractPrestart.begin(configuration)
        #expect(TesseractPrestart.isWaitingToBeClaimed)

        var other = configuration
        other.engineLoading = .atStart
        let unrelated = try TesseractRecognizer(configuration: other)
        try await unrelated.ready()
        #expect(TesseractPrestart.isWaitingToBeClaimed, "a recogniser of another configuration took the engine")

        let page = try StackedReceipt.page(copies: 1)
        let recognizer = try TesseractRecognizer(configuration: configuration)
        #expect(!TesseractPrestart.isWaitingToBeClaimed)
        let read = try await recognizer.recognize(page)
        #expect(read.lines.map(\.text) == StackedReceipt.lines(copies: 1))

        // A second start does nothing, and a later recogniser loads its own.
        TesseractPrestart.begin(configuration)
        #expect(!TesseractPrestart.isWaitingToBeClaimed)
        let later = try TesseractRecognizer(configuration: configuration)
        #expect(try await later.recognize(page).lines == read.lines)
    }
}
#endif
