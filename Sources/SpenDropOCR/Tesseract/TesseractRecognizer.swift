#if canImport(CTesseract)
import CTesseract
import Foundation
import SpenDropModel

/// Tesseract 5 through its C API (Linux): bands of one image read in parallel by engines loaded once.
///
/// Debian's library is built with OpenMP, whose default threading makes every page several times slower on two
/// cores; `CTesseract` opens SpenDrop's runtime (`TesseractLibrary.runtime`, OpenMP's regions on the calling thread)
/// or Debian's library with `OMP_THREAD_LIMIT=1` set (unless the environment has a value). The parallelism comes from
/// here instead: one engine per band, one band per core.
public final class TesseractRecognizer: TextRecognizer {
    private let configuration: TesseractConfiguration
    private let pool: TesseractEnginePool
    private let planner = BandPlanner()
    private let filter = ColouredBandFilter()
    private let checkEngine: CheckEngine

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
        self.checkEngine = CheckEngine(configuration)
        self.pool = TesseractEnginePool(configuration)
    }

    /// Waits until the first engine is loaded (for callers that want the cost paid up front, or a failure early).
    public func ready() async throws(RecognitionError) {
        try await pool.ready()
    }

    /// Whether the check language's engine has been loaded (tests: only a photographed page needs it).
    var checkEngineIsLoaded: Bool { checkEngine.isLoaded }

    /// How many engines exist or are loading (for tests and diagnostics).
    var engineCount: Int {
        get async { await pool.engineCount }
    }

    /// Loads every engine the configuration allows (one per core) and waits for them.
    ///
    /// Otherwise they load as the configuration's `engineLoading` says (by default when the first read begins).
    /// A long-lived process may call this once, before its first image, to have every engine ready for it.
    public func loadAllEngines() async throws(RecognitionError) {
        try await pool.loadAll()
    }

    /// Recognises `bitmap` (grey, RGB or RGBA): lines in reading order with normalised top-left boxes.
    ///
    /// - Throws: `RecognitionError.cancelled` when the task is cancelled (the engines stop at their next check);
    ///   never a partial result.
    public func recognize(_ original: Bitmap) async throws(RecognitionError) -> OCRText {
        guard !Task.isCancelled else { throw .cancelled }
        var bitmap = configuration.filtersColouredBands ? filter.apply(original) : original
        if configuration.invertsDarkBands { bitmap = DarkBandInversion().apply(bitmap) }
        if configuration.engineLoading == .atFirstRead { await pool.startLoadingAll() }
        let engines = try await pool.acquire(upTo: configuration.engines)
        // Engines still loading that nobody else waits for will join this read when they are ready.
        let joining = min(await pool.unclaimedLoads, configuration.engines - engines.count)
        // Alone with one engine and a core to spare: a forked helper shares the bands instead of a second engine.
        let alone = await pool.isAlone
        let sharing =
            configuration.sharesWithHelper && configuration.engines > 1 && engines.count == 1 && joining == 0 && alone
        let workers = sharing ? 2 : engines.count + joining
        let rowSpreads = BandPlanner.rowSpreads(bitmap)
        let rowEdges = BandPlanner.rowEdges(bitmap)
        // Only a photographed page's unknown words are read again (`UnknownWords`): only its read keeps its words.
        let checksWords = UnknownWords.isPhotographed(rowSpreads: rowSpreads)
        let sharingRows = sharing && configuration.sharesRows
        let bands =
            sharingRows
            ? [Band(top: 0, bottom: bitmap.height)]
            : planner.plan(
                rowSpreads: rowSpreads, rowWork: rowEdges,
                rowLevels: configuration.cutsAtBackgroundEdges ? BandPlanner.rowLevels(bitmap) : nil,
                count: workers > 1 ? workers * Self.bandsPerEngine : 1)
        let cancel = CancelFlag()
        let perBand: [[PixelLine]]
        // The page's words with their boxes, where the read kept them (rows shared with the helper).
        var pageWords: [PixelLine]?
        var earlyHeroes: [PixelLine: (String, Double)?] = [:]
        var earlyLarge: [LargeTextRecovery.Crop: (String, Double)?] = [:]
        let large = configuration.recoversLargeText ? (rowSpreads, rowEdges) : nil
        if sharingRows || (sharing && bands.count > 1) {
            let early: EarlyReads
            if sharingRows {
                let lines: [PixelLine]
                (lines, pageWords, early) = try await Self.readSharingRows(
                    bitmap, engine: engines[0], pool: pool, cancel: cancel, heroes: configuration.rereadsHeroAmounts,
                    large: large, keepingWords: checksWords)
                perBand = [lines]
            } else {
                (perBand, early) = try await Self.readSharing(
                    bitmap, bands: bands, engine: engines[0], pool: pool, cancel: cancel,
                    heroes: configuration.rereadsHeroAmounts, large: large)
            }
            (earlyHeroes, earlyLarge) = (early.heroReadings, early.largeReadings)
        } else {
            perBand = try await readInBands(bitmap, bands: bands, engines: engines, joining: joining, cancel: cancel)
        }
        var merged = BandMerger.merge(perBand)
        if configuration.recoversLargeText {
            let recovered = try await Self.recoverLargeText(
                merged, in: bitmap, rowSpreads: rowSpreads, rowEdges: rowEdges, pool: pool, cancel: cancel,
                early: earlyLarge)
            merged = recovered.lines
            // Already read alone at the hero re-read's size: not read a third time.
            for line in recovered.read { earlyHeroes.updateValue((line.text, line.confidence), forKey: line) }
        }
        if configuration.rereadsHeroAmounts {
            merged = try await Self.rereadHeroes(merged, in: bitmap, pool: pool, cancel: cancel, early: earlyHeroes)
        }
        merged = merged.map { line in
            var line = line
            line.text = HyphenatedCodes.joined(LetterShapes.repaired(line.text))
            return line
        }
        if checksWords {
            merged = try await Self.checkUnknownWords(
                merged, words: pageWords, in: bitmap, pool: pool, check: checkEngine, cancel: cancel)
        }
        let lines = merged.map { Self.normalised($0, width: bitmap.width, height: bitmap.height) }
        return OCRText(lines: ReadingOrder.sorted(lines))
    }

    /// Reads the bands with the engines given and those joining when loaded (`BandWork`).
    private func readInBands(
        _ bitmap: Bitmap, bands: [Band], engines: [TesseractEngine], joining: Int, cancel: CancelFlag
    ) async throws(RecognitionError) -> [[PixelLine]] {
        let work = BandWork(bitmap, bands: bands, cancel: cancel)
        let pool = self.pool
        let idle = engines.prefix(bands.count).filter { !work.add($0) } + engines.dropFirst(bands.count)
        await pool.release(Array(idle))
        if joining > 0 && bands.count > engines.count {
            Task {
                for _ in 0..<joining {
                    guard let late = await pool.acquireIfLoading() else { return }
                    if !work.add(late) {
                        await pool.release([late])
                        return
                    }
                }
            }
        }
        let outcome = await withTaskCancellationHandler {
            await work.outcome()
        } onCancel: {
            cancel.raise()
        }
        await pool.release(outcome.engines)
        guard !Task.isCancelled, !cancel.isRaised else { throw .cancelled }
        var perBand: [[PixelLine]] = []
        for result in outcome.results {
            switch result {
            case .success(let lines): perBand.append(lines)
            case .failure(let error): throw error
            }
        }
        return perBand
    }

    /// Reads the bands with `engine` and a helper process forked from it (`TesseractEngine.recognizeSharing`). While
    /// the helper is still reading, the engine makes the early reads of its own bands (the top ones, where a hero
    /// usually is), the other bands' rows counting as blank (`EarlyReads`).
    /// - Returns: each band's lines, and the early reads.
    private static func readSharing(
        _ bitmap: Bitmap, bands: [Band], engine: TesseractEngine, pool: TesseractEnginePool, cancel: CancelFlag,
        heroes: Bool, large: (rowSpreads: [UInt8], rowEdges: [Int])?
    ) async throws(RecognitionError) -> ([[PixelLine]], EarlyReads) {
        let early = EarlyReads(bitmap, engine: engine, cancel: cancel, heroes: heroes, large: large)
        let perBand = try await onItsOwnThread(engine: engine, pool: pool, cancel: cancel) {
            () throws(RecognitionError) in
            try engine.recognizeSharing(bitmap, bands: bands, cancel: cancel) { own in
                let elsewhere = zip(bands, own).filter { $0.1 == nil }.map { $0.0.top..<$0.0.bottom }
                early.read(own.compactMap(\.self).flatMap(\.self), elsewhere: elsewhere)
            }
        }
        return (perBand, early)
    }

    /// Reads the page with `engine` and a helper process forked from it, sharing its rows
    /// (`TesseractEngine.recognizeSharingRows`). Once the engine has read its rows, and while the helper reads its
    /// last, the engine makes the early reads of its own lines, the helper's rows counting as blank (`EarlyReads`).
    /// - Returns: the page's lines, its words with their boxes when `keepingWords` (else nil), and the early reads.
    private static func readSharingRows(
        _ bitmap: Bitmap, engine: TesseractEngine, pool: TesseractEnginePool, cancel: CancelFlag, heroes: Bool,
        large: (rowSpreads: [UInt8], rowEdges: [Int])?, keepingWords: Bool
    ) async throws(RecognitionError) -> ([PixelLine], [PixelLine]?, EarlyReads) {
        let early = EarlyReads(bitmap, engine: engine, cancel: cancel, heroes: heroes, large: large)
        let (lines, words) = try await onItsOwnThread(engine: engine, pool: pool, cancel: cancel) {
            () throws(RecognitionError) in
            let lines = try engine.recognizeSharingRows(bitmap, cancel: cancel, keepingWords: keepingWords) {
                own, others in
                early.read(own, elsewhere: others)
            }
            return (lines, engine.pageWords)
        }
        return (lines, words, early)
    }

    /// Runs `body` (a read by `engine`, which blocks) on a thread of its own — a global queue delayed the start by up
    /// to 3.6 ms (see `BandWork.add`) — cancelling it through `cancel` with the calling task, then returns the engine
    /// to the pool.
    private static func onItsOwnThread<T: Sendable>(
        engine: TesseractEngine, pool: TesseractEnginePool, cancel: CancelFlag,
        _ body: @escaping @Sendable () throws(RecognitionError) -> T
    ) async throws(RecognitionError) -> T {
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(returning: Result { () throws(RecognitionError) in try body() })
                }
            }
        } onCancel: {
            cancel.raise()
        }
        await pool.release([engine])
        guard !Task.isCancelled, !cancel.isRaised else { throw .cancelled }
        return try outcome.get()
    }

    /// The reads an engine makes of its own lines while its helper still reads the rest of the page: the hero amounts
    /// among them re-read (`heroes`), and the runs of rows `LargeTextRecovery` would read alone, judged by its own
    /// lines with the rows read elsewhere counting as blank (`large`: the page's row spreads and edges). The page's
    /// rule decides at the end which are used; those reads then leave the end of the recognition. Filled on the
    /// engine's thread before the read returns, read after.
    final class EarlyReads: @unchecked Sendable {
        private let bitmap: Bitmap
        private let engine: TesseractEngine
        private let cancel: CancelFlag
        private let heroes: Bool
        private let large: (rowSpreads: [UInt8], rowEdges: [Int])?
        /// The hero re-reads by the line they were made for.
        private(set) var heroReadings: [PixelLine: (String, Double)?] = [:]
        /// The large-text readings by their crop.
        private(set) var largeReadings: [LargeTextRecovery.Crop: (String, Double)?] = [:]

        init(
            _ bitmap: Bitmap, engine: TesseractEngine, cancel: CancelFlag, heroes: Bool,
            large: (rowSpreads: [UInt8], rowEdges: [Int])?
        ) {
            self.bitmap = bitmap
            self.engine = engine
            self.cancel = cancel
            self.heroes = heroes
            self.large = large
        }

        /// Makes the early reads of `own` lines; a failure (cancellation) ends them, and the read reports it after.
        func read(_ own: [PixelLine], elsewhere: [Range<Int>]) {
            do {
                if heroes {
                    for index in HeroAmountReread.candidates(own) {
                        let reading = try reread(own[index], in: bitmap, engine: engine, cancel: cancel)
                        heroReadings.updateValue(reading, forKey: own[index])
                    }
                }
                if let large {
                    let regions = earlyLargeText(large, elsewhere: elsewhere, lines: own, in: bitmap)
                    for region in regions where largeReadings[region.crop] == nil {
                        let reading = try readAlone(region, in: bitmap, engine: engine, cancel: cancel)
                        largeReadings.updateValue(reading, forKey: region.crop)
                    }
                }
            } catch {
                return
            }
        }
    }

    /// The regions `LargeTextRecovery` finds judged by this engine's own lines, the pixel rows `elsewhere` (read by
    /// another reader, not known yet) counting as blank. A region the whole page later finds with the same crop uses
    /// the reading made here.
    private static func earlyLargeText(
        _ large: (rowSpreads: [UInt8], rowEdges: [Int]), elsewhere: [Range<Int>], lines: [PixelLine],
        in bitmap: Bitmap
    ) -> [LargeTextRecovery.Region] {
        var spreads = large.rowSpreads
        for rows in elsewhere {
            for row in rows.clamped(to: 0..<spreads.count) { spreads[row] = 0 }
        }
        return LargeTextRecovery.candidates(rowSpreads: spreads, rowEdges: large.rowEdges, lines: lines, in: bitmap)
    }

    /// Bands cut per engine. One: every cut changes what Tesseract sees (its threshold and its line statistics are
    /// per image), and the character error rate on the samples rose with each one (docs/ocr.md: 0.077 whole,
    /// 0.081 in two bands, 0.090 in four, 0.097 in six), while more, smaller bands would balance two engines better.
    static let bandsPerEngine = 1

    /// Re-reads tall amount lines alone at a normal text height (see `HeroAmountReread`) on a borrowed engine,
    /// unless `early` already holds the re-read of that very line (made while a helper was still reading).
    static func rereadHeroes(
        _ lines: [PixelLine], in bitmap: Bitmap, pool: TesseractEnginePool, cancel: CancelFlag,
        early: [PixelLine: (String, Double)?] = [:]
    ) async throws(RecognitionError) -> [PixelLine] {
        let candidates = HeroAmountReread.candidates(lines)
        guard !candidates.isEmpty else { return lines }
        var readings: [Int: (String, Double)?] = [:]
        for index in candidates {
            if let reading = early[lines[index]] { readings.updateValue(reading, forKey: index) }
        }
        let missing = candidates.filter { readings[$0] == nil }
        if !missing.isEmpty {
            let engines = try await pool.acquire(upTo: 1)
            let outcome = Result { () throws(RecognitionError) in
                for index in missing {
                    readings.updateValue(
                        try reread(lines[index], in: bitmap, engine: engines[0], cancel: cancel), forKey: index)
                }
            }
            await pool.release(engines)
            try outcome.get()
        }
        var result = lines
        for index in candidates {
            guard case .some(.some(let (text, confidence))) = readings[index] else { continue }
            let merged = HeroAmountReread.merged(first: lines[index].text, reread: text)
            // Two readings that agree keep the page's confidence; a corrected one carries its own.
            if merged != lines[index].text {
                result[index].text = merged
                result[index].confidence = confidence
            }
        }
        return result
    }

    /// Reads again with the check language's model (`UnknownWords`) each word that neither the page's dictionary nor
    /// the check language's knows, alone in its box, and takes that reading where the check language knows it. The
    /// word's box is the page read's (`words`, kept when the rows are shared with the helper); otherwise its line is
    /// first read again alone as a block on a page engine for it (a line's own box takes in its neighbours on a
    /// tilted photo). Lines without such a word cost a dictionary look-up per word; the check engine loads on the
    /// first word that needs it.
    static func checkUnknownWords(
        _ lines: [PixelLine], words pageWords: [PixelLine]?, in bitmap: Bitmap, pool: TesseractEnginePool,
        check: CheckEngine, cancel: CancelFlag
    ) async throws(RecognitionError) -> [PixelLine] {
        guard check.isAvailable, bitmap.layout == .gray,
            lines.contains(where: { !UnknownWords.unknown(in: $0.text, isKnown: { _ in false }).isEmpty })
        else { return lines }
        let engines = try await pool.acquire(upTo: 1)
        let page = engines[0]
        let outcome = Result { () throws(RecognitionError) -> [PixelLine] in
            let unknown = lines.map { UnknownWords.unknown(in: $0.text, isKnown: page.knows) }
            guard unknown.contains(where: { !$0.isEmpty }) else { return lines }
            var result = lines
            // What each word was read as the first time (nil: nothing taken): a name repeated down a screen is read
            // once.
            var seen: [String: String?] = [:]
            _ = try check.with { (engine: TesseractEngine) throws(RecognitionError) in
                for (index, words) in unknown.enumerated() where !words.isEmpty {
                    let neither = words.filter { !engine.knows($0.letters) }
                    var readings: [UnknownWords.Word: String] = [:]
                    for word in neither {
                        if case .some(.some(let text)) = seen[word.letters] { readings[word] = text }
                    }
                    let unread = neither.filter { seen[$0.letters] == nil }
                    if !unread.isEmpty,
                        let (image, boxes, rows) = try wordBoxes(
                            of: lines[index], page: pageWords, in: bitmap, reader: page, cancel: cancel)
                    {
                        for word in unread {
                            var reading: String?
                            if let box = UnknownWords.box(of: word.letters, among: boxes, rows: rows),
                                let alone = UnknownWords.isolated(image, line: box)
                            {
                                reading = try engine.recognizeLine(alone, mode: PSM_SINGLE_WORD, cancel: cancel)?.0
                            }
                            seen[word.letters] = .some(reading)
                            if let reading { readings[word] = reading }
                        }
                    }
                    result[index].text = UnknownWords.merged(
                        lines[index].text, readings: readings, isKnown: engine.knows)
                }
            }
            return result
        }
        await pool.release(engines)
        return try outcome.get()
    }

    /// Where the words of `line` are: the page read's own word boxes whose middle lies in the line's box, in `bitmap`;
    /// without them, the line's crop read again as a block by `reader`, in the crop. With the image the boxes are in
    /// and the line's own rows there (not a neighbour's, which the crop takes in).
    private static func wordBoxes(
        of line: PixelLine, page words: [PixelLine]?, in bitmap: Bitmap, reader: TesseractEngine, cancel: CancelFlag
    ) throws(RecognitionError) -> (image: Bitmap, boxes: [PixelLine], rows: Range<Int>)? {
        if let words {
            let own = words.filter { (line.left..<line.right).contains(($0.left + $0.right) / 2) }
            return (bitmap, own, line.top..<line.bottom)
        }
        guard let frame = HeroAmountReread.frame(bitmap, around: line, height: .infinity),
            let crop = HeroAmountReread.crop(bitmap, around: line, height: .infinity)
        else { return nil }
        let boxes = try reader.recognizeWords(crop, mode: PSM_SINGLE_BLOCK, cancel: cancel).words
        // The crop starts `frame.top` rows up and is not scaled.
        return (crop, boxes, (line.top - frame.top)..<(line.bottom - frame.top))
    }

    /// Reads alone, scaled to an ordinary line's height, each run of text too large for the page's layout that the
    /// page read did not read well (`LargeTextRecovery`), on a borrowed engine.
    /// - Returns: the page's lines with those runs' readings in place of what the page made of them, and the lines
    ///   so read.
    static func recoverLargeText(
        _ lines: [PixelLine], in bitmap: Bitmap, rowSpreads: [UInt8], rowEdges: [Int], pool: TesseractEnginePool,
        cancel: CancelFlag, early: [LargeTextRecovery.Crop: (String, Double)?] = [:]
    ) async throws(RecognitionError) -> (lines: [PixelLine], read: [PixelLine]) {
        let regions = LargeTextRecovery.candidates(
            rowSpreads: rowSpreads, rowEdges: rowEdges, lines: lines, in: bitmap)
        guard !regions.isEmpty else { return (lines, []) }
        var readings: [LargeTextRecovery.Crop: (String, Double)?] = early
        let missing = regions.filter { readings[$0.crop] == nil }
        if !missing.isEmpty {
            let engines = try await pool.acquire(upTo: 1)
            let outcome = Result { () throws(RecognitionError) in
                for region in missing {
                    readings.updateValue(
                        try readAlone(region, in: bitmap, engine: engines[0], cancel: cancel), forKey: region.crop)
                }
            }
            await pool.release(engines)
            try outcome.get()
        }
        return LargeTextRecovery.merged(lines, recovered: regions.map { ($0, readings[$0.crop] ?? nil) })
    }

    /// One region of `LargeTextRecovery` read alone: its text and confidence (that of its best word with a digit,
    /// else the words' mean), or nil when nothing with a letter or digit was read.
    ///
    /// Read as one block, not one line: Tesseract's own noise filter then leaves a shape without text empty. Large
    /// text is scaled to the hero re-read's line height, and read once more at `HeroAmountReread.secondHeight` when
    /// that reading has no number or is unsure of it (`HeroAmountReread.unsureNumber`): the more confident of the two
    /// is kept. The smaller text beside it (`smallPieces`) is read again alone at its own size, as a line, in place
    /// of what the whole reading made of it.
    private static func readAlone(
        _ region: LargeTextRecovery.Region, in bitmap: Bitmap, engine: TesseractEngine, cancel: CancelFlag
    ) throws(RecognitionError) -> (String, Double)? {
        /// The region read at `height`: its words and characters in the page's pixels, and its confidence.
        func read(at height: Double) throws(RecognitionError)
            -> (words: [PixelLine], characters: [PixelLine], confidence: Double, number: Bool)?
        {
            guard let frame = HeroAmountReread.frame(bitmap, around: region.box, height: height),
                let crop = HeroAmountReread.crop(bitmap, around: region.box, height: height)
            else { return nil }
            let (words, characters) = try engine.recognizeWords(
                LargeTextRecovery.darkOnLight(crop, isLightOnDark: Self.isLightOnDark), mode: PSM_SINGLE_BLOCK,
                cancel: cancel)
            guard !words.isEmpty else { return nil }
            // The crop's pixels back in the page's.
            let inPage = { (line: PixelLine) in
                var line = line
                line.left = frame.left + Int(Double(line.left) / frame.scale)
                line.right = frame.left + Int(Double(line.right) / frame.scale)
                return line
            }
            let numbers = words.filter { $0.text.contains(where: \.isNumber) }.map(\.confidence)
            let confidence = numbers.max() ?? words.map(\.confidence).reduce(0, +) / Double(words.count)
            return (words.map(inPage), characters.map(inPage), confidence, !numbers.isEmpty)
        }
        guard !region.atOwnSize else {
            guard let own = try read(at: .infinity) else { return nil }
            return Self.text(own.words.map(\.text).joined(separator: " "), own.confidence)
        }
        var best = try read(at: HeroAmountReread.targetHeight)
        if best.map({ !$0.number || $0.confidence < HeroAmountReread.unsureNumber }) ?? true,
            let second = try read(at: HeroAmountReread.secondHeight), second.confidence > best?.confidence ?? -1
        {
            best = second
        }
        guard let reading = best else { return nil }
        let pieces = LargeTextRecovery.smallPieces(of: region.box, in: bitmap)
        guard !pieces.isEmpty else {
            return Self.text(reading.words.map(\.text).joined(separator: " "), reading.confidence)
        }
        let read = try pieces.map { piece throws(RecognitionError) in
            let own = HeroAmountReread.crop(bitmap, around: piece.ink).map {
                LargeTextRecovery.darkOnLight($0, isLightOnDark: Self.isLightOnDark)
            }
            return (
                piece,
                try own.flatMap { crop throws(RecognitionError) in
                    try engine.recognizeLine(crop, cancel: cancel)?.0
                }
            )
        }
        return Self.text(
            LargeTextRecovery.composed(words: reading.words, characters: reading.characters, pieces: read),
            reading.confidence)
    }

    /// `text` and `confidence`, or nil when the text has no letter or digit.
    private static func text(_ text: String, _ confidence: Double) -> (String, Double)? {
        text.contains(where: { $0.isLetter || $0.isNumber }) ? (text, confidence) : nil
    }

    /// `sd_histogram_is_light_on_dark` over a 256-bin grey histogram.
    private static func isLightOnDark(_ histogram: [Int]) -> Bool {
        histogram.map { CLong($0) }.withUnsafeBufferPointer { sd_histogram_is_light_on_dark($0.baseAddress) != 0 }
    }

    /// One hero line read again alone: its text and confidence when the re-read looks like an amount, else nil.
    private static func reread(
        _ line: PixelLine, in bitmap: Bitmap, engine: TesseractEngine, cancel: CancelFlag
    ) throws(RecognitionError) -> (String, Double)? {
        guard let crop = HeroAmountReread.crop(bitmap, around: line),
            let (text, confidence) = try engine.recognizeLine(crop, cancel: cancel),
            HeroAmountReread.isAmountLike(text)
        else { return nil }
        return (text, confidence)
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

/// The engine of the check language (`TesseractConfiguration.checkLanguage`), loaded on first use and lent to one
/// recognition at a time.
final class CheckEngine: @unchecked Sendable {
    private let configuration: TesseractConfiguration?
    private let lock = NSLock()
    private var engine: TesseractEngine?
    private var failed = false

    /// No engine when the configuration names no check language, names the page's own, or its data is missing.
    init(_ page: TesseractConfiguration) {
        guard let language = page.checkLanguage, language != page.languages else {
            configuration = nil
            return
        }
        var configuration = page
        configuration.languages = language
        self.configuration = configuration.missingLanguage() == nil ? configuration : nil
    }

    /// Whether there is a check language to read with (its model may still fail to load).
    var isAvailable: Bool { configuration != nil }

    /// Whether the engine has been loaded (tests).
    var isLoaded: Bool { lock.withLock { engine != nil } }

    /// Runs `body` with the engine, loading it first; nil (and `body` not run) when there is none or it failed to load.
    func with<T>(_ body: (TesseractEngine) throws(RecognitionError) -> T) throws(RecognitionError) -> T? {
        lock.lock()
        defer { lock.unlock() }
        if engine == nil && !failed, let configuration {
            do throws(RecognitionError) {
                engine = try TesseractEngine(configuration)
            } catch {
                failed = true
            }
        }
        guard let engine else { return nil }
        return try body(engine)
    }
}

/// The Tesseract library this process reads with, as `CTesseract`'s loader found it (docs/ocr.md).
public enum TesseractLibrary: String, Sendable, Encodable {
    /// SpenDrop's runtime, `libspendrop-tesseract.so` beside the executable: Debian's libtesseract.a without URLs,
    /// archives or OpenMP threads (Sources/TesseractRuntime, built by Scripts/build-tesseract-runtime.sh).
    case runtime
    /// Debian's `libtesseract.so.5`, opened when the runtime is not beside the executable or
    /// `SPENDROP_OCR_RUNTIME=0`: the same text, ~8 ms more to open its 55 libraries.
    case system

    /// The library loaded, loading it first if no recognition has; nil when none can be.
    public static var loaded: TesseractLibrary? {
        switch Int(sd_tesseract_library()) {
        case Int(SD_TESSERACT_LIBRARY_RUNTIME): .runtime
        case Int(SD_TESSERACT_LIBRARY_SYSTEM): .system
        default: nil
        }
    }

    /// For people: what `spendrop diagnose` prints.
    public var description: String {
        switch self {
        case .runtime: "Tesseract, SpenDrop's runtime (libspendrop-tesseract.so)"
        case .system: "Tesseract, Debian's libtesseract.so.5 (SpenDrop's runtime is not beside the executable)"
        }
    }
}
#endif
