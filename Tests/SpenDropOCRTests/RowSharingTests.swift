#if canImport(CTesseract)
import CTesseract
import Foundation
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// One page laid out whole by an engine and by a helper process forked from it, each reading the rows it claims first
/// (`TesseractEngine.recognizeSharingRows`, `sd_rows`).
@Suite struct RowSharingTests {
    /// The page read by one engine alone, and then shared with a helper, on one thread; with the rows the shared read
    /// went through and read itself.
    static func readAloneAndShared(
        _ page: Bitmap, stoppingHelper: Bool = false
    ) async throws -> (alone: [PixelLine], shared: [PixelLine], seen: Int, read: Int) {
        try await HelperProcessTests.withEngine { engine in
            let alone = try engine.recognize(page, band: Band(top: 0, bottom: page.height), cancel: CancelFlag())
            let seenRead = LockedBox((0, 0))
            let shared = try engine.recognizeSharingRows(page, cancel: CancelFlag(), stoppingHelper: stoppingHelper) {
                _, _ in
                // Counted per thread, for the engine's own read, just made on this one.
                seenRead.value = (sd_rows_seen(), sd_rows_read())
            }
            return (alone, shared, seenRead.value.0, seenRead.value.1)
        }
    }

    static func sorted(_ lines: [PixelLine]) -> [PixelLine] {
        lines.sorted { ($0.top, $0.left) < ($1.top, $1.left) }
    }

    @Test func theRowsReadByTwoAreTheLinesTheWholePageReads() async throws {
        let page = try StackedReceipt.page(copies: 8)
        let (alone, shared, seen, read) = try await Self.readAloneAndShared(page)
        // The same lines with the same boxes and confidences, whichever process read them.
        #expect(Self.sorted(shared) == Self.sorted(alone))
        #expect(Self.sorted(shared).map(\.text) == StackedReceipt.lines(copies: 8))
        // Zero rows seen means the library's call never reached SpenDrop's definition: the export is missing.
        #expect(seen == StackedReceipt.lines(copies: 8).count)
        // The helper took some of them.
        #expect(read > 0 && read < seen)
    }

    @Test func rowsLeftToAHelperThatWasStoppedAreReadHere() async throws {
        let page = try StackedReceipt.page(copies: 4)
        let (alone, shared, _, _) = try await Self.readAloneAndShared(page, stoppingHelper: true)
        #expect(Self.sorted(shared) == Self.sorted(alone))
    }

    @Test func theEngineKnowsWhereTheRowsItLeftToTheHelperAre() async throws {
        let page = try StackedReceipt.page(copies: 6)
        let (own, others) = try await HelperProcessTests.withEngine { engine in
            let seen = LockedBox<([PixelLine], [Range<Int>])>(([], []))
            _ = try engine.recognizeSharingRows(page, cancel: CancelFlag()) { own, others in seen.value = (own, others)
            }
            return seen.value
        }
        // Every line of the page is either read here or among the rows left to the helper, never both.
        #expect(own.count + others.count == StackedReceipt.lines(copies: 6).count)
        for rows in others {
            #expect(!own.contains { $0.top < rows.upperBound && rows.lowerBound < $0.bottom })
        }
    }

    @Test func cancellingASharedReadStopsItAndTheEngineReadsOnAfterwards() async throws {
        let page = try StackedReceipt.page(copies: 16)
        let (outcome, after) = try await HelperProcessTests.withEngine { engine in
            let cancel = CancelFlag()
            Thread.detachNewThread {
                usleep(30_000)
                cancel.raise()
            }
            let outcome = Result { () throws(RecognitionError) in try engine.recognizeSharingRows(page, cancel: cancel)
            }
            let after = try engine.recognizeSharingRows(page, cancel: CancelFlag())
            return (outcome, after)
        }
        #expect(throws: RecognitionError.cancelled) { try outcome.get() }
        #expect(Self.sorted(after).map(\.text) == StackedReceipt.lines(copies: 16))
    }

    @Test func aRecognizerWithAHelperSharesRowsUnlessToldToCutBands() async throws {
        let page = try StackedReceipt.page(copies: 6)
        var bands = TesseractConfiguration(engines: 2)
        bands.sharesRows = false
        let byRows = try await TesseractRecognizer(configuration: TesseractConfiguration(engines: 2)).recognize(page)
        let byBands = try await TesseractRecognizer(configuration: bands).recognize(page)
        #expect(byRows.lines.map(\.text) == StackedReceipt.lines(copies: 6))
        #expect(byBands.lines.map(\.text) == StackedReceipt.lines(copies: 6))
        #expect(TesseractConfiguration.fromEnvironment(["SPENDROP_OCR_ROWS": "0"]).sharesRows == false)
        #expect(TesseractConfiguration.fromEnvironment([:]).sharesRows)
    }
}
#endif
