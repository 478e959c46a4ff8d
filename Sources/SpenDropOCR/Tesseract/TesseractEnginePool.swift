#if canImport(CTesseract)
import Foundation
import SpenDropModel

/// Loaded engines, created once and lent out: batch work never reloads a model per image.
///
/// The models load in the background from the moment the pool exists, side by side on their own threads, so a
/// caller that creates the recogniser and then decodes its image overlaps the two (the model load is the largest
/// fixed cost of a one-shot run). A recognition asks for up to as many engines as it has bands; it first waits for
/// the loading to finish, then gets whatever is idle (at least one), so a single image uses both cores through two
/// bands, while two images in flight (a batch import) get one each.
actor TesseractEnginePool {
    private var idle: [TesseractEngine] = []
    private var waiters: [CheckedContinuation<TesseractEngine, Never>] = []
    private var loading: Int
    private var loadFailure: RecognitionError?
    private var loadWaiters: [CheckedContinuation<Void, Never>] = []

    /// Starts loading `configuration.engines` engines in the background and returns at once.
    init(_ configuration: TesseractConfiguration) {
        loading = configuration.engines
        for _ in 0..<configuration.engines {
            Thread.detachNewThread { [weak self] in
                let result = Result { () throws(RecognitionError) in try TesseractEngine(configuration) }
                Task { await self?.loaded(result) }
            }
        }
    }

    /// Waits until every engine has loaded.
    /// - Throws: the first load failure (language data missing or unreadable).
    func ready() async throws(RecognitionError) {
        if loading > 0 { await withCheckedContinuation { loadWaiters.append($0) } }
        if let loadFailure { throw loadFailure }
    }

    /// Up to `limit` idle engines once loading has finished, waiting for one when all are lent out.
    func acquire(upTo limit: Int) async throws(RecognitionError) -> [TesseractEngine] {
        try await ready()
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

    private func loaded(_ result: Result<TesseractEngine, RecognitionError>) {
        switch result {
        case .success(let engine): release([engine])
        case .failure(let error): loadFailure = loadFailure ?? error
        }
        loading -= 1
        guard loading == 0 else { return }
        let finished = loadWaiters
        loadWaiters = []
        for waiter in finished { waiter.resume() }
    }

    private func take(_ limit: Int) -> [TesseractEngine] {
        let count = max(0, min(limit, idle.count))
        let taken = Array(idle.suffix(count))
        idle.removeLast(count)
        return taken
    }
}
#endif
