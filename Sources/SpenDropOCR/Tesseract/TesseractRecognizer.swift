#if canImport(CTesseract)
import Foundation
import SpenDropModel

/// Tesseract 5 through its C API (Linux): bands of one image read in parallel by engines loaded once.
///
/// Debian's library is built with OpenMP, whose default threading makes every page several times slower on two
/// cores; `CTesseract` opens the library on first use with `OMP_THREAD_LIMIT=1` set (unless the environment has a
/// value). The parallelism comes from here instead: one engine per band, one band per core.
public final class TesseractRecognizer: TextRecognizer {
    private let configuration: TesseractConfiguration
    private let pool: TesseractEnginePool
    private let planner = BandPlanner()
    private let filter = ColouredBandFilter()

    /// Loads the engines for `languages` with the measured defaults.
    /// - Parameter languages: Tesseract language codes joined by `+` (English alone measured best, docs/ocr.md).
    /// - Throws: `engineUnavailable` naming the missing language package when the data is not installed.
    public convenience init(languages: String = "eng") throws(RecognitionError) {
        var configuration = TesseractConfiguration()
        configuration.languages = languages
        try self.init(configuration: configuration)
    }

    /// Starts loading `configuration.engines` engines in the background; they stay loaded for the recogniser's
    /// lifetime. Create the recogniser before decoding the image so the two overlap.
    ///
    /// - Throws: `engineUnavailable` at once when a language's data is not installed (the message names the
    ///   package); a model that fails to load later is reported by `recognize` and `ready()`.
    public init(configuration: TesseractConfiguration) throws(RecognitionError) {
        if let missing = configuration.missingLanguage() {
            throw TesseractEngine.missingData(missing)
        }
        self.configuration = configuration
        self.pool = TesseractEnginePool(configuration)
    }

    /// Waits until the first engine is loaded (for callers that want the cost paid up front, or a failure early).
    public func ready() async throws(RecognitionError) {
        try await pool.ready()
    }

    /// How many engines exist or are loading (for tests and diagnostics).
    var engineCount: Int {
        get async { await pool.engineCount }
    }

    /// Loads every engine the configuration allows (one per core) and waits for them.
    ///
    /// Engines beyond the first otherwise load on demand, when a second image is read while the first still is.
    /// A long-lived process that reads one image at a time calls this once so that each image is split into bands
    /// read in parallel; a one-shot command should not, as the extra model load costs more than the split saves.
    public func loadAllEngines() async throws(RecognitionError) {
        try await pool.loadAll()
    }

    /// Recognises `bitmap` (grey, RGB or RGBA): lines in reading order with normalised top-left boxes.
    ///
    /// - Throws: `RecognitionError.cancelled` when the task is cancelled (the engines stop at their next check);
    ///   never a partial result.
    public func recognize(_ original: Bitmap) async throws(RecognitionError) -> RecognizedText {
        guard !Task.isCancelled else { throw .cancelled }
        let bitmap = configuration.filtersColouredBands ? filter.apply(original) : original
        let engines = try await pool.acquire(upTo: configuration.engines)
        let bands = planner.plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: engines.count)
        let used = Array(engines.prefix(bands.count))
        await pool.release(Array(engines.dropFirst(bands.count)))
        let cancel = CancelFlag()
        let results = await withTaskCancellationHandler {
            await Self.run(bitmap, bands: bands, engines: used, cancel: cancel)
        } onCancel: {
            cancel.raise()
        }
        await pool.release(used)
        guard !Task.isCancelled, !cancel.isRaised else { throw .cancelled }
        var perBand: [[PixelLine]] = []
        for result in results {
            switch result {
            case .success(let lines): perBand.append(lines)
            case .failure(let error): throw error
            }
        }
        var merged = BandMerger.merge(perBand)
        if configuration.rereadsHeroAmounts {
            merged = try await Self.rereadHeroes(merged, in: bitmap, pool: pool, cancel: cancel)
        }
        let lines = merged.map { Self.normalised($0, width: bitmap.width, height: bitmap.height) }
        return RecognizedText(lines: ReadingOrder.sorted(lines))
    }

    /// Reads each band on its own thread (Tesseract blocks; it must not hold the cooperative pool's threads).
    private static func run(
        _ bitmap: Bitmap, bands: [Band], engines: [TesseractEngine], cancel: CancelFlag
    ) async -> [Result<[PixelLine], RecognitionError>] {
        await withCheckedContinuation { continuation in
            let group = DispatchGroup()
            let results = BandResults(count: bands.count)
            for (index, band) in bands.enumerated() {
                group.enter()
                DispatchQueue.global(qos: .userInitiated).async {
                    results.set(
                        index,
                        Result { () throws(RecognitionError) in
                            try engines[index].recognize(bitmap, band: band, cancel: cancel)
                        })
                    group.leave()
                }
            }
            group.notify(queue: .global()) { continuation.resume(returning: results.all) }
        }
    }

    /// Re-reads tall amount lines alone at a normal text height (see `HeroAmountReread`) on a borrowed engine.
    private static func rereadHeroes(
        _ lines: [PixelLine], in bitmap: Bitmap, pool: TesseractEnginePool, cancel: CancelFlag
    ) async throws(RecognitionError) -> [PixelLine] {
        let candidates = HeroAmountReread.candidates(lines)
        guard !candidates.isEmpty else { return lines }
        let engines = try await pool.acquire(upTo: 1)
        let outcome = Result { () throws(RecognitionError) -> [PixelLine] in
            var result = lines
            for index in candidates {
                guard let crop = HeroAmountReread.crop(bitmap, around: lines[index]),
                    let (text, confidence) = try engines[0].recognizeLine(crop, cancel: cancel),
                    HeroAmountReread.isAmountLike(text)
                else { continue }
                let merged = HeroAmountReread.merged(first: lines[index].text, reread: text)
                // Two readings that agree keep the page's confidence; a corrected one carries its own.
                if merged != lines[index].text {
                    result[index].text = merged
                    result[index].confidence = confidence
                }
            }
            return result
        }
        await pool.release(engines)
        return try outcome.get()
    }

    private static func normalised(_ line: PixelLine, width: Int, height: Int) -> OCRLine {
        let w = Double(width)
        let h = Double(height)
        let left = Double(min(max(line.left, 0), width))
        let top = Double(min(max(line.top, 0), height))
        let right = Double(min(max(line.right, 0), width))
        let bottom = Double(min(max(line.bottom, 0), height))
        let box = NormalizedBox(x: left / w, y: top / h, width: (right - left) / w, height: (bottom - top) / h)
        return OCRLine(line.text, box: box, confidence: line.confidence)
    }
}

/// Per-band results written from the band threads.
private final class BandResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<[PixelLine], RecognitionError>]

    init(count: Int) {
        slots = Array(repeating: .failure(RecognitionError(.failed, "a band was not recognised")), count: count)
    }

    func set(_ index: Int, _ result: Result<[PixelLine], RecognitionError>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var all: [Result<[PixelLine], RecognitionError>] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
#endif
