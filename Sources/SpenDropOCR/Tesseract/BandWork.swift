#if canImport(CTesseract)
import Foundation
import SpenDropModel

/// The bands of one image, handed out one at a time to whichever engine is free.
///
/// An engine that joins late (still loading when the read began) takes the bands nobody has started, so two
/// engines that become ready at different times still finish close together. Each engine runs on its own thread:
/// Tesseract blocks and must not hold the cooperative pool's threads. The engines come back with the results, so
/// the caller returns them to the pool before it goes on.
final class BandWork: @unchecked Sendable {
    typealias Outcome = (results: [Result<[PixelLine], RecognitionError>], engines: [TesseractEngine])

    private let bitmap: Bitmap
    private let bands: [Band]
    private let cancel: CancelFlag
    private let lock = NSLock()
    private var next = 0
    private var working = 0
    private var results: [Result<[PixelLine], RecognitionError>?]
    private var used: [TesseractEngine] = []
    private var outcome: Outcome?
    private var completion: CheckedContinuation<Outcome, Never>?

    init(_ bitmap: Bitmap, bands: [Band], cancel: CancelFlag) {
        self.bitmap = bitmap
        self.bands = bands
        self.cancel = cancel
        self.results = Array(repeating: nil, count: bands.count)
    }

    /// Puts `engine` to work on the bands not yet started.
    /// - Returns: false, leaving the engine with the caller, when every band has already been started.
    func add(_ engine: TesseractEngine) -> Bool {
        let accepted = lock.withLock {
            guard next < bands.count else { return false }
            working += 1
            return true
        }
        guard accepted else { return false }
        // A thread of its own, not a dispatch queue's: Tesseract blocks for the whole band, and the global queues,
        // which allow one job per core, held the read back until other work (the parser's warm-up) was done.
        Thread.detachNewThread { [self] in
            while let index = take() {
                let result =
                    cancel.isRaised
                    ? .failure(.cancelled)
                    : Result { () throws(RecognitionError) in
                        try engine.recognize(bitmap, band: bands[index], cancel: cancel)
                    }
                lock.withLock { results[index] = result }
            }
            finish(engine)
        }
        return true
    }

    /// Waits until every band has a result and every engine has stopped; at least one engine must have been added.
    func outcome() async -> Outcome {
        await withCheckedContinuation { continuation in
            let done: Outcome? = lock.withLock {
                if let outcome { return outcome }
                completion = continuation
                return nil
            }
            if let done { continuation.resume(returning: done) }
        }
    }

    private func take() -> Int? {
        lock.withLock {
            guard next < bands.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Records that `engine` found no band left; the last one to stop completes the work.
    private func finish(_ engine: TesseractEngine) {
        let (continuation, done): (CheckedContinuation<Outcome, Never>?, Outcome?) = lock.withLock {
            working -= 1
            used.append(engine)
            guard working == 0, next >= bands.count else { return (nil, nil) }
            let all = results.map { $0 ?? .failure(RecognitionError(.failed, "a band was not recognised")) }
            outcome = (all, used)
            defer { completion = nil }
            return (completion, outcome)
        }
        if let continuation, let done { continuation.resume(returning: done) }
    }
}
#endif
