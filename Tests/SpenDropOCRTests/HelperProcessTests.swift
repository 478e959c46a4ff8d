import Foundation
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// One image read by one engine and a helper process forked from it (`TesseractEngine.recognizeSharing`).
@Suite struct HelperProcessTests {
    /// Runs `body` with a fresh engine on a thread of its own (the engine blocks).
    static func withEngine<T: Sendable>(
        _ body: @escaping @Sendable (TesseractEngine) throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try body(try TesseractEngine(TesseractConfiguration(engines: 1))) })
            }
        }
    }

    @Test func oneImageIsSharedWithAHelperInsteadOfASecondEngine() async throws {
        let copies = 6
        let bitmap = try StackedReceipt.page(copies: copies)
        let recognizer = try TesseractRecognizer(configuration: TesseractConfiguration(engines: 2))
        let result = try await recognizer.recognize(bitmap)
        #expect(result.lines.map(\.text) == StackedReceipt.lines(copies: copies))
        #expect(await recognizer.engineCount == 1)
    }

    @Test func theHelperReadsItsBandsWithTheSameLinesAndBoxes() async throws {
        let bitmap = try StackedReceipt.page(copies: 4)
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 4)
        #expect(bands.count == 4)
        let (alone, shared) = try await Self.withEngine { engine in
            let alone = try bands.map { try engine.recognize(bitmap, band: $0, cancel: CancelFlag()) }
            let shared = try engine.recognizeSharing(bitmap, bands: bands, cancel: CancelFlag())
            return (alone, shared)
        }
        // Whichever process read a band, its lines come back identical and in the image's coordinates.
        #expect(shared == alone)
        #expect(shared.flatMap { $0 }.map(\.text) == StackedReceipt.lines(copies: 4))
    }

    @Test func theEngineReadsFromTheTopAndItsHelperFromTheBottom() async throws {
        let bitmap = try StackedReceipt.page(copies: 8)
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 2)
        try #require(bands.count == 2)
        let (ownBands, lines) = try await Self.withEngine { engine in
            let seen = LockedBox<[Bool]>([])
            let lines = try engine.recognizeSharing(bitmap, bands: bands, cancel: CancelFlag()) { own in
                seen.value = own.map { $0 != nil }
            }
            return (seen.value, lines)
        }
        // The top band, where a screen's large amount usually is, is this engine's; the helper read the other.
        #expect(ownBands == [true, false])
        #expect(lines.flatMap { $0 }.map(\.text) == StackedReceipt.lines(copies: 8))
    }

    @Test func bandsTheHelperDidNotFinishAreReadHere() async throws {
        let bitmap = try StackedReceipt.page(copies: 4)
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 4)
        let lines = try await Self.withEngine { engine in
            try engine.recognizeSharing(bitmap, bands: bands, cancel: CancelFlag(), stoppingHelper: true)
        }
        #expect(lines.flatMap { $0 }.map(\.text) == StackedReceipt.lines(copies: 4))
    }

    @Test func cancellingASharedReadStopsItAndTheEngineReadsOnAfterwards() async throws {
        let bitmap = try StackedReceipt.page(copies: 16)
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 4)
        let (outcome, after) = try await Self.withEngine { engine in
            let cancel = CancelFlag()
            Thread.detachNewThread {
                usleep(30_000)
                cancel.raise()
            }
            let outcome = Result { () throws(RecognitionError) in
                try engine.recognizeSharing(bitmap, bands: bands, cancel: cancel)
            }
            let after = try engine.recognizeSharing(bitmap, bands: bands, cancel: CancelFlag())
            return (outcome, after)
        }
        #expect(throws: RecognitionError.cancelled) { try outcome.get() }
        #expect(after.flatMap { $0 }.map(\.text) == StackedReceipt.lines(copies: 16))
    }
}

/// A value shared with a closure that may run on another thread.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
