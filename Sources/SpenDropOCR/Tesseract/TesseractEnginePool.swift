#if canImport(CTesseract)
import Foundation
import SpenDropModel

/// Loaded engines, created once and lent out: batch work never reloads a model per image.
///
/// The first engine starts loading in the background as soon as the pool exists, so a caller that creates the
/// recogniser and then decodes its image overlaps the two (the model load is the largest fixed cost of a one-shot
/// run). More engines, up to `configuration.engines`, are loaded on demand: when a recognition finds every engine
/// lent out (two images in flight, as in a batch import), another one loads for it. A recognition takes every idle
/// engine it can use, so once two are loaded a single image is read in two bands on two cores. A one-shot run of one
/// image never pays for a second model load, which measured as costing more than the split saved (docs/ocr.md).
actor TesseractEnginePool {
    private let configuration: TesseractConfiguration
    private var idle: [TesseractEngine] = []
    private var waiters: [CheckedContinuation<Result<TesseractEngine, RecognitionError>, Never>] = []
    private var created = 0
    private var loading = 0
    private var loadFailure: RecognitionError?

    /// Starts loading the first engine (or all of them, when the configuration preloads) and returns at once.
    init(_ configuration: TesseractConfiguration) {
        self.configuration = configuration
        let count = configuration.engineLoading == .atStart ? configuration.engines : 1
        created = count
        loading = count
        // The engine begun at the command's start (`TesseractPrestart`), when it was begun for this configuration.
        let early = TesseractPrestart.claim(configuration) { [weak self] result in
            Task { await self?.loaded(result) }
        }
        for _ in (early ? 1 : 0)..<count { Self.load(configuration, into: self) }
    }

    /// How many engines exist or are loading.
    var engineCount: Int { created }

    /// Waits until an engine is loaded and idle, and puts it back.
    /// - Throws: the load failure (language data missing or unreadable).
    func ready() async throws(RecognitionError) {
        let engines = try await acquire(upTo: 1)
        release(engines)
    }

    /// Loads every engine the configuration allows and waits for them: a long-lived process that reads one image at
    /// a time gets two bands from its first image on.
    func loadAll() async throws(RecognitionError) {
        startLoadingAll()
        let all = try await acquireAll()
        release(all)
    }

    /// Starts loading every engine the configuration allows that does not exist yet, and returns at once.
    func startLoadingAll() {
        while created < configuration.engines {
            created += 1
            loading += 1
            Self.load(configuration, into: self)
        }
    }

    private func acquireAll() async throws(RecognitionError) -> [TesseractEngine] {
        var engines: [TesseractEngine] = []
        while engines.count < created {
            engines += try await acquire(upTo: created - engines.count)
        }
        return engines
    }

    /// Up to `limit` idle engines, waiting for one (and loading another, within the limit) when none is idle.
    func acquire(upTo limit: Int) async throws(RecognitionError) -> [TesseractEngine] {
        if let loadFailure, idle.isEmpty, loading == 0 { throw loadFailure }
        if !idle.isEmpty { return take(limit) }
        if loading < waiters.count + 1 && created < configuration.engines {
            created += 1
            loading += 1
            Self.load(configuration, into: self)
        }
        let first = await withCheckedContinuation { waiters.append($0) }
        return [try first.get()] + take(limit - 1)
    }

    /// Whether the caller's is the only engine lent out, with nothing loading and nobody waiting: no other image
    /// is being read.
    var isAlone: Bool { lent == 1 && loading == 0 && waiters.isEmpty }

    /// Engines loading that no waiting recognition has been promised.
    var unclaimedLoads: Int { max(0, loading - waiters.count) }

    /// An idle engine, or the next one to finish loading when one is loading unclaimed; nil otherwise (this never
    /// starts a load, and never takes an engine another recognition is waiting for).
    func acquireIfLoading() async -> TesseractEngine? {
        if !idle.isEmpty { return take(1).first }
        guard unclaimedLoads > 0 else { return nil }
        let next = await withCheckedContinuation { waiters.append($0) }
        return try? next.get()
    }

    /// Returns engines to the pool, handing them to waiting recognitions first.
    func release(_ engines: [TesseractEngine]) {
        for engine in engines {
            if waiters.isEmpty {
                idle.append(engine)
            } else {
                waiters.removeFirst().resume(returning: .success(engine))
            }
        }
    }

    /// Loads one engine on its own thread: Tesseract blocks and must not hold the cooperative pool's threads.
    private static func load(_ configuration: TesseractConfiguration, into pool: TesseractEnginePool) {
        Thread.detachNewThread { [weak pool] in
            let result = Result { () throws(RecognitionError) in try TesseractEngine(configuration) }
            Task { await pool?.loaded(result) }
        }
    }

    private func loaded(_ result: Result<TesseractEngine, RecognitionError>) {
        loading -= 1
        switch result {
        case .success(let engine):
            release([engine])
        case .failure(let error):
            created -= 1
            loadFailure = error
            // Nobody else will bring an engine to the waiters beyond what is lent out or still loading.
            while waiters.count > loading + lent {
                waiters.removeFirst().resume(returning: .failure(error))
            }
        }
    }

    /// Engines lent out now; each will come back and serve a waiter.
    private var lent: Int { created - loading - idle.count }

    private func take(_ limit: Int) -> [TesseractEngine] {
        let count = max(0, min(limit, idle.count))
        let taken = Array(idle.suffix(count))
        idle.removeLast(count)
        return taken
    }
}
#endif
