#if canImport(CTesseract)
import Foundation
import SpenDropModel

/// Loaded engines, created once and lent out: batch work never reloads a model per image.
///
/// A recognition asks for up to as many engines as it has bands; it gets whatever is idle (at least one), so a
/// single image uses both cores through two bands, while two images in flight (a batch import) get one each.
actor TesseractEnginePool {
    private var idle: [TesseractEngine]
    private var waiters: [CheckedContinuation<TesseractEngine, Never>] = []

    /// Loads `configuration.engines` engines side by side, so start-up costs one model load of wall time.
    init(_ configuration: TesseractConfiguration) throws(RecognitionError) {
        let count = configuration.engines
        let slots = EngineSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, Result { () throws(RecognitionError) in try TesseractEngine(configuration) })
        }
        var engines: [TesseractEngine] = []
        for result in slots.results {
            switch result {
            case .success(let engine): engines.append(engine)
            case .failure(let error): throw error
            case nil: throw RecognitionError(.engineUnavailable, "Tesseract could not create an engine")
            }
        }
        idle = engines
    }

    /// The engines this pool owns in total.
    var idleCount: Int { idle.count }

    /// Up to `limit` idle engines, waiting for one when all are lent out.
    func acquire(upTo limit: Int) async -> [TesseractEngine] {
        if idle.isEmpty {
            let engine = await withCheckedContinuation { waiters.append($0) }
            return [engine] + take(limit - 1)
        }
        return take(limit)
    }

    /// Returns engines to the pool, handing them to waiting recognitions first.
    func release(_ engines: [TesseractEngine]) {
        for engine in engines {
            if waiters.isEmpty {
                idle.append(engine)
            } else {
                waiters.removeFirst().resume(returning: engine)
            }
        }
    }

    private func take(_ limit: Int) -> [TesseractEngine] {
        let count = max(0, min(limit, idle.count))
        let taken = Array(idle.suffix(count))
        idle.removeLast(count)
        return taken
    }
}

/// Results written by parallel loaders, each into its own slot.
private final class EngineSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<TesseractEngine, RecognitionError>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<TesseractEngine, RecognitionError>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var results: [Result<TesseractEngine, RecognitionError>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
#endif
