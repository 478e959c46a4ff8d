#if canImport(CTesseract)
import CTesseract
import Foundation
import SpenDropModel

/// One loaded Tesseract API handle. Not thread-safe: the pool lends it to one band at a time.
final class TesseractEngine: @unchecked Sendable {
    private let handle: OpaquePointer
    private let configuration: TesseractConfiguration
    /// How far the last recognition got, 0–100, as Tesseract's monitor reported it (a cancelled one stops short).
    private(set) var lastProgress: Int32 = 0
    /// The words of the last page `recognizeSharingRows` read with `keepingWords` (this engine's and its helper's),
    /// each with its box in the image's pixels; nil when that read did not keep them (not asked to, or a page read
    /// again alone after its helper failed).
    private(set) var pageWords: [PixelLine]?

    /// Loads the language models once; this is the slow part (~20 ms here, 90–110 ms with Tesseract's universal
    /// ambiguities), so engines are kept and reused.
    init(_ configuration: TesseractConfiguration) throws(RecognitionError) {
        if let missing = configuration.missingLanguage() { throw Self.missingData(missing) }
        try Self.loadLibrary()
        guard let handle = sd_TessBaseAPICreate() else {
            throw RecognitionError(.engineUnavailable, "Tesseract could not create an engine")
        }
        // The default data path (TESSDATA_PREFIX or the library's built-in one), Tesseract's warnings to /dev/null,
        // and no universal ambiguities table, which serves only the legacy engine (see `sd_tesseract_init`).
        let status = sd_tesseract_init(
            handle, configuration.languages, OEM_LSTM_ONLY, configuration.loadsUniversalAmbiguities ? 1 : 0,
            configuration.assumesProportionalText ? 1 : 0, configuration.dataFile())
        guard status == 0 else {
            sd_TessBaseAPIDelete(handle)
            throw RecognitionError(
                .engineUnavailable, "Tesseract could not load its language data (\(configuration.languages))")
        }
        sd_TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(configuration.pageSegmentation.rawValue)))
        self.handle = handle
        self.configuration = configuration
    }

    /// Opens libtesseract on first use (`CTesseract`); it sets OpenMP's thread limit to 1 first unless the
    /// environment already has one.
    /// - Throws: `engineUnavailable` naming the package when the library is missing or too old.
    static func loadLibrary() throws(RecognitionError) {
        var message = [CChar](repeating: 0, count: 256)
        guard sd_tesseract_load(&message, message.count) == 0 else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw RecognitionError(.engineUnavailable, reason)
        }
    }

    /// The error for a language whose trained data is in none of the data folders.
    static func missingData(_ language: String) -> RecognitionError {
        RecognitionError(
            .engineUnavailable,
            "Tesseract language data '\(language)' is not installed (install the "
                + "\(TesseractConfiguration.package(for: language)) package or set TESSDATA_PREFIX)")
    }

    /// The options each recognition passes to `sd_tesseract_recognize` (SpenDrop's overrides of Tesseract's calls).
    private var recognitionOptions: UInt32 {
        (configuration.flipsLightLines ? UInt32(SD_FLIP_LIGHT_LINES) : 0)
            | (configuration.storesLineImagesRaw ? UInt32(SD_RAW_LINE_IMAGES) : 0)
            | (configuration.runsPlumbingDirectly ? UInt32(SD_FAST_PLUMBING) : 0)
    }

    deinit {
        sd_TessBaseAPIEnd(handle)
        sd_TessBaseAPIDelete(handle)
    }

    /// Recognises rows `band` of `bitmap` and returns its lines in the image's pixel coordinates.
    ///
    /// - Throws: `RecognitionError.cancelled` when `cancel` was raised before or during recognition.
    func recognize(_ bitmap: Bitmap, band: Band, cancel: CancelFlag) throws(RecognitionError) -> [PixelLine] {
        try recognize(bitmap, band: band, cancel: cancel, rows: nil).lines
    }

    /// Recognises rows `band` of `bitmap`; with `rows` (`sd_rows`), `band` is the whole page and only the rows this
    /// engine claims first are read.
    /// - Returns: the lines read, the pixel rows of the page's lines that came back without text (with `rows`, those
    ///   left to the other readers), and with `keepingWords` the words read, all in the image's pixel coordinates.
    private func recognize(
        _ bitmap: Bitmap, band: Band, cancel: CancelFlag, rows: OpaquePointer?, keepingWords: Bool = false
    ) throws(RecognitionError) -> (lines: [PixelLine], unread: [Range<Int>], words: [PixelLine]) {
        guard !cancel.isRaised else { throw .cancelled }
        defer { sd_TessBaseAPIClear(handle) }
        let recognized: Int32 = bitmap.pixels.withUnsafeBufferPointer { pixels in
            // The band is a view into the bitmap: the first row's address and the band's height, no copy here.
            let start = pixels.baseAddress! + band.top * bitmap.bytesPerRow
            sd_TessBaseAPISetImage(
                handle, start, Int32(bitmap.width), Int32(band.height), Int32(bitmap.layout.rawValue),
                Int32(bitmap.bytesPerRow))
            sd_TessBaseAPISetSourceResolution(handle, configuration.dpi)
            let monitor = sd_TessMonitorCreate()
            defer { sd_TessMonitorDelete(monitor) }
            let flag = Unmanaged.passRetained(cancel)
            defer { flag.release() }
            sd_TessMonitorSetCancelThis(monitor, flag.toOpaque())
            sd_TessMonitorSetCancelFunc(monitor) { context, _ in
                guard let context else { return false }
                return Unmanaged<CancelFlag>.fromOpaque(context).takeUnretainedValue().isRaised
            }
            let status =
                rows.map { sd_tesseract_recognize_rows(handle, monitor, recognitionOptions, $0, 1) }
                ?? sd_tesseract_recognize(handle, monitor, recognitionOptions)
            lastProgress = sd_TessMonitorGetProgress(monitor)
            return status
        }
        guard !cancel.isRaised else { throw .cancelled }
        guard recognized == 0 else { throw RecognitionError(.failed, "Tesseract could not recognise the image") }
        let read = lines(at: RIL_TEXTLINE).map { $0.offset(by: band.top) }
        let words = keepingWords ? lines(at: RIL_WORD).map { $0.offset(by: band.top) } : []
        guard rows != nil else { return (read, [], words) }
        // The page's lines that this engine left to the others: those of its layout that no line read here covers.
        let count = Int(sd_rows_layout(nil, nil, 0))
        var tops = [Int32](repeating: 0, count: count)
        var bottoms = [Int32](repeating: 0, count: count)
        sd_rows_layout(&tops, &bottoms, Int32(count))
        let unread = zip(tops, bottoms).map { (Int($0) + band.top)..<(Int($1) + band.top) }.filter { rows in
            !read.contains { line in
                min(line.bottom, rows.upperBound) - max(line.top, rows.lowerBound) > rows.count / 2
            }
        }
        return (read, unread, words)
    }

    /// Reads `bands` of `bitmap`, sharing them with a helper process forked from this engine (`sd_helper`): this
    /// engine takes bands from the top, the helper from the bottom, so the two cores finish together without a
    /// second model load. Bands the helper could not finish (it failed to start, crashed, or was stopped) are read
    /// here. Blocks; call it from its own thread.
    ///
    /// - Parameters:
    ///   - stoppingHelper: stops the helper as soon as it starts (tests: the parent must then read every band).
    ///   - whileWaiting: called on this thread once this engine has read its own bands, with them (nil for the
    ///     helper's), before waiting for the helper: this engine is free then, for other work on the same image.
    /// - Returns: each band's lines, in the image's pixel coordinates, in band order.
    /// - Throws: `RecognitionError.cancelled` when `cancel` is raised (the helper is stopped at once).
    func recognizeSharing(
        _ bitmap: Bitmap, bands: [Band], cancel: CancelFlag, stoppingHelper: Bool = false,
        whileWaiting: (([[PixelLine]?]) -> Void)? = nil
    ) throws(RecognitionError) -> [[PixelLine]] {
        var perBand = [[PixelLine]?](repeating: nil, count: bands.count)
        let tops = bands.map { Int32($0.top) }
        let heights = bands.map { Int32($0.height) }
        let helper = bitmap.pixels.withUnsafeBufferPointer { pixels in
            sd_helper_start(
                handle, pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.layout.rawValue),
                Int32(bitmap.bytesPerRow), configuration.dpi, tops, heights, Int32(bands.count),
                recognitionOptions)
        }
        var failure: RecognitionError?
        if let helper {
            if stoppingHelper { sd_helper_cancel(helper) }
            var index = sd_helper_take(helper)
            while index >= 0 {
                do {
                    perBand[Int(index)] = try recognize(bitmap, band: bands[Int(index)], cancel: cancel)
                } catch {
                    failure = error
                    sd_helper_cancel(helper)
                    break
                }
                index = sd_helper_take(helper)
            }
            if failure == nil, let whileWaiting { whileWaiting(perBand) }
            let (read, _, complete) = Self.collect(helper, bands: bands.count)
            // Only the bands the helper completed; the others are read here below.
            for band in bands.indices where complete[band] && perBand[band] == nil {
                perBand[band] = read[band].map { $0.offset(by: bands[band].top) }
            }
        }
        if let failure { throw failure }
        for band in bands.indices where perBand[band] == nil {
            perBand[band] = try recognize(bitmap, band: bands[band], cancel: cancel)
        }
        return perBand.map { $0 ?? [] }
    }

    /// Reads the whole of `bitmap`, sharing its rows with a helper process forked from this engine: both lay out the
    /// same page, and each reads the rows it claims first (`sd_rows`), so the two finish within a row of each other and
    /// every line is read as the whole page reads it. When the helper could not start, failed or was stopped, or the
    /// library's calls do not reach SpenDrop's row claims (then each reads every row), the page read here is used,
    /// and read again alone first if rows it left to the helper are missing. Blocks; call it from its own thread.
    ///
    /// - Parameters:
    ///   - stoppingHelper: stops the helper as soon as it starts (tests: the page must still come back whole).
    ///   - keepingWords: keeps the page's words with their boxes in `pageWords`, both readers' (for a second look at
    ///     single words: `TesseractRecognizer.checkUnknownWords`).
    ///   - whileWaiting: called on this thread once this engine has read its rows, before waiting for the helper,
    ///     with its own lines and the pixel rows of the page's other lines (the helper's, unknown yet): this
    ///     engine is free then, for other work on the same image.
    /// - Returns: the page's lines, in the image's pixel coordinates.
    /// - Throws: `RecognitionError.cancelled` when `cancel` is raised (the helper is stopped at once).
    func recognizeSharingRows(
        _ bitmap: Bitmap, cancel: CancelFlag, stoppingHelper: Bool = false, keepingWords: Bool = false,
        whileWaiting: (([PixelLine], [Range<Int>]) -> Void)? = nil
    ) throws(RecognitionError) -> [PixelLine] {
        let page = Band(top: 0, bottom: bitmap.height)
        pageWords = nil
        guard let rows = sd_rows_create(Int32(bitmap.height)) else {
            return try recognize(bitmap, band: page, cancel: cancel)
        }
        defer { sd_rows_destroy(rows) }
        let helper = bitmap.pixels.withUnsafeBufferPointer { pixels in
            sd_helper_start_rows(
                handle, pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.layout.rawValue),
                Int32(bitmap.bytesPerRow), configuration.dpi, recognitionOptions, keepingWords ? 1 : 0, rows)
        }
        guard let helper else { return try recognize(bitmap, band: page, cancel: cancel) }
        if stoppingHelper { sd_helper_cancel(helper) }
        let own: (lines: [PixelLine], unread: [Range<Int>], words: [PixelLine])
        do {
            own = try recognize(bitmap, band: page, cancel: cancel, rows: rows, keepingWords: keepingWords)
        } catch {
            sd_helper_cancel(helper)
            Self.collect(helper, bands: 1)
            throw error
        }
        let (seen, read) = (sd_rows_seen(), sd_rows_read())
        whileWaiting?(own.lines, own.unread)
        let (helperLines, helperWords, complete) = Self.collect(helper, bands: 1)
        // Every row read here: the helper's lines are the same rows again (or the page had none).
        if read == seen {
            pageWords = keepingWords ? own.words : nil
            return own.lines
        }
        // Rows left to a helper that did not finish: the page is read again, alone.
        guard complete[0] else { return try recognize(bitmap, band: page, cancel: cancel) }
        pageWords = keepingWords ? own.words + helperWords[0] : nil
        return own.lines + helperLines[0]
    }

    /// Waits for `helper` to end and takes what it read: each band's lines and words, in the band's own pixel
    /// coordinates, and whether the helper completed it.
    @discardableResult
    private static func collect(
        _ helper: OpaquePointer, bands: Int
    ) -> (lines: [[PixelLine]], words: [[PixelLine]], complete: [Bool]) {
        var lines: UnsafeMutablePointer<sd_helper_line>?
        var count: Int32 = 0
        var done = [UInt8](repeating: 0, count: bands)
        sd_helper_finish(helper, &lines, &count, &done)
        var perBand = [[PixelLine]](repeating: [], count: bands)
        var words = [[PixelLine]](repeating: [], count: bands)
        if let lines {
            for line in UnsafeBufferPointer(start: lines, count: Int(count)) {
                guard
                    let read = pixelLine(
                        String(cString: line.text), confidence: line.confidence, line.left, line.top, line.right,
                        line.bottom)
                else { continue }
                if line.is_word != 0 {
                    words[Int(line.band)].append(read)
                } else {
                    perBand[Int(line.band)].append(read)
                }
            }
            sd_helper_free_lines(lines, count)
        }
        return (perBand, words, done.map { $0 != 0 })
    }

    /// Reads a small grey `bitmap` alone: as one line of text (page-segmentation mode 7, the default), for a second
    /// look at a single line, or with another `mode`.
    /// - Returns: the text (lines joined by spaces) and the confidence of its best word with a digit, else
    ///   Tesseract's mean confidence (0–1); nil when nothing was read.
    func recognizeLine(
        _ bitmap: Bitmap, mode readMode: TessPageSegMode = PSM_SINGLE_LINE, cancel: CancelFlag
    ) throws(RecognitionError) -> (String, Double)? {
        try reading(bitmap, mode: readMode, cancel: cancel) {
            // The page's options (the network's plumbing in loops, line images kept raw, light lines flipped): a small
            // read made through Tesseract's text call alone took none of them.
            guard sd_tesseract_recognize(handle, nil, recognitionOptions) == 0,
                let raw = sd_TessBaseAPIGetUTF8Text(handle)
            else { return nil }
            let text = String(cString: raw).split(whereSeparator: \.isNewline).joined(separator: " ")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            sd_TessDeleteText(raw)
            // The line's mean is dragged down by the garbled currency mark; the number's own word is what counts.
            let confidence = numberWordConfidence() ?? Double(sd_TessBaseAPIMeanTextConf(handle)) / 100
            return text.isEmpty ? nil : (text, min(1, max(0, confidence)))
        }
    }

    /// Reads a small grey `bitmap` alone as `recognizeLine` does, and returns its words and their characters with
    /// their boxes (in the bitmap's pixels) and confidences, in reading order.
    func recognizeWords(
        _ bitmap: Bitmap, mode readMode: TessPageSegMode, cancel: CancelFlag
    ) throws(RecognitionError) -> (words: [PixelLine], characters: [PixelLine]) {
        try reading(bitmap, mode: readMode, cancel: cancel) {
            guard sd_tesseract_recognize(handle, nil, recognitionOptions) == 0 else { return ([], []) }
            return (lines(at: RIL_WORD), lines(at: RIL_SYMBOL))
        }
    }

    /// Whether the dictionary of this engine's language knows `word` (Tesseract's own check: a word in capitals or
    /// with a capital first counts when its small form is listed).
    func knows(_ word: String) -> Bool {
        sd_TessBaseAPIIsValidWord(handle, word) != 0
    }

    /// Recognises `bitmap` in `readMode`, hands the result to `body`, then clears it and restores the mode.
    private func reading<T>(
        _ bitmap: Bitmap, mode readMode: TessPageSegMode, cancel: CancelFlag, _ body: () -> T
    ) throws(RecognitionError) -> T {
        guard !cancel.isRaised else { throw .cancelled }
        let mode = sd_TessBaseAPIGetPageSegMode(handle)
        sd_TessBaseAPISetPageSegMode(handle, readMode)
        defer {
            sd_TessBaseAPIClear(handle)
            sd_TessBaseAPISetPageSegMode(handle, mode)
        }
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            sd_TessBaseAPISetImage(
                handle, pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 1, Int32(bitmap.bytesPerRow))
        }
        sd_TessBaseAPISetSourceResolution(handle, configuration.dpi)
        return body()
    }

    /// The highest confidence (0–1) of a word with a digit in the last recognition, or nil when none has one.
    private func numberWordConfidence() -> Double? {
        guard let iterator = sd_TessBaseAPIGetIterator(handle) else { return nil }
        defer { sd_TessResultIteratorDelete(iterator) }
        var best: Double?
        repeat {
            guard let raw = sd_TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let word = String(cString: raw)
            sd_TessDeleteText(raw)
            guard word.contains(where: \.isNumber) else { continue }
            let confidence = Double(sd_TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            best = max(best ?? 0, confidence)
        } while sd_TessResultIteratorNext(iterator, RIL_WORD) != 0
        return best
    }

    /// Reads every text line (or every unit of another `level`) of the last recognition with its box and confidence.
    private func lines(at level: TessPageIteratorLevel) -> [PixelLine] {
        guard let iterator = sd_TessBaseAPIGetIterator(handle) else { return [] }
        defer { sd_TessResultIteratorDelete(iterator) }
        var result: [PixelLine] = []
        repeat {
            guard let raw = sd_TessResultIteratorGetUTF8Text(iterator, level) else { continue }
            let text = String(cString: raw)
            sd_TessDeleteText(raw)
            var left: Int32 = 0
            var top: Int32 = 0
            var right: Int32 = 0
            var bottom: Int32 = 0
            let page = sd_TessResultIteratorGetPageIteratorConst(iterator)
            guard sd_TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom) != 0,
                let line = Self.pixelLine(
                    text, confidence: sd_TessResultIteratorConfidence(iterator, level), left, top, right, bottom)
            else { continue }
            result.append(line)
        } while sd_TessResultIteratorNext(iterator, level) != 0
        return result
    }

    /// A text line as Tesseract reports it (text untrimmed, confidence 0–100, box in the band's pixels), or nil
    /// when it holds no text. Lines read here and lines read by the helper process both come through this.
    static func pixelLine(
        _ raw: String, confidence: Float, _ left: Int32, _ top: Int32, _ right: Int32, _ bottom: Int32
    ) -> PixelLine? {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        return PixelLine(
            text: text, confidence: min(1, max(0, Double(confidence) / 100)), left: Int(left), top: Int(top),
            right: Int(right), bottom: Int(bottom))
    }
}
#endif
