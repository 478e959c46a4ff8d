import Foundation
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// Real recognition of a small generated image (run with `OMP_THREAD_LIMIT=1` in the environment, or it is slow).
@Suite struct TesseractRecognizerTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources", isDirectory: true)

    @Test func readsTheTextOfAGeneratedImageWithNormalisedBoxes() async throws {
        let bitmap = try PGM.read(Self.fixtures.appendingPathComponent("receipt-lines.pgm"))
        let recognizer = try TesseractRecognizer(configuration: TesseractConfiguration(engines: 1))
        let result = try await recognizer.recognize(bitmap)
        // The default layout (one block) reads a label and its value on one row as one line.
        #expect(result.lines.map(\.text) == ["Paid to Kedai Runcit Ali", "Total RM 25.90"])
        for line in result.lines {
            let box = try #require(line.box)
            #expect(box.x >= 0 && box.y >= 0 && box.maxX <= 1 && box.maxY <= 1)
            #expect(box.width > 0 && box.height > 0)
            let confidence = try #require(line.confidence)
            #expect(confidence > 0.5 && confidence <= 1)
        }
        // "Total" is drawn at x = 24 of 480 px, its baseline at y = 100 of 130 px.
        let total = try #require(result.lines.first { $0.text.hasPrefix("Total") }?.box)
        #expect(abs(total.x - 24.0 / 480) < 0.02)
        #expect(total.maxY > 0.65 && total.maxY < 0.85)
    }

    @Test func aTallPageSplitIntoBandsReadsEveryLineOnce() async throws {
        // The fixture four times over: the planner cuts in a gap between copies; no line may be doubled.
        let bitmap = try StackedReceipt.page(copies: 4)
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 2)
        #expect(bands.count == 2)
        let recognizer = try TesseractRecognizer(configuration: TesseractConfiguration(engines: 2))
        try await recognizer.loadAllEngines()
        let result = try await recognizer.recognize(bitmap)
        #expect(result.lines.map(\.text) == StackedReceipt.lines(copies: 4))
    }

    @Test func sparseLayoutReadsLabelAndValueAsSeparateLinesInReadingOrder() async throws {
        let bitmap = try PGM.read(Self.fixtures.appendingPathComponent("receipt-lines.pgm"))
        let configuration = TesseractConfiguration(pageSegmentation: .sparseText, engines: 1)
        let result = try await TesseractRecognizer(configuration: configuration).recognize(bitmap)
        #expect(result.lines.map(\.text) == ["Paid to Kedai Runcit Ali", "Total", "RM 25.90"])
        let total = try #require(result.lines.first { $0.text == "Total" }?.box)
        let amount = try #require(result.lines.first { $0.text == "RM 25.90" }?.box)
        #expect(ReadingOrder.shareRow(total, amount))
        #expect(amount.x > total.maxX)
    }

    @Test func aCancelledTaskGetsCancelledNotLines() async throws {
        let bitmap = try PGM.read(Self.fixtures.appendingPathComponent("receipt-lines.pgm"))
        let recognizer = try TesseractRecognizer(configuration: TesseractConfiguration(engines: 1))
        let task = Task { () async throws(RecognitionError) -> OCRText in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await recognizer.recognize(bitmap)
        }
        await #expect(throws: RecognitionError.cancelled) { try await task.value }
    }

    @Test func cancellingMidRecognitionStopsTheEngineEarly() async throws {
        let bitmap = try StackedReceipt.page(copies: 16)
        let whole = Band(top: 0, bottom: bitmap.height)
        let cancel = CancelFlag()
        // The engine blocks, so it runs on its own thread, never on the test's cooperative threads.
        let (engine, fullProgress, outcome) = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    let engine = try TesseractEngine(TesseractConfiguration(engines: 1))
                    _ = try engine.recognize(bitmap, band: whole, cancel: CancelFlag())
                    let fullProgress = engine.lastProgress
                    // Raise the flag while the engine works; its monitor polls it between words.
                    Thread.detachNewThread {
                        usleep(50_000)
                        cancel.raise()
                    }
                    let outcome = Result { () throws(RecognitionError) in
                        try engine.recognize(bitmap, band: whole, cancel: cancel)
                    }
                    continuation.resume(returning: (engine, fullProgress, outcome))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
        #expect(fullProgress == 100)
        #expect(throws: RecognitionError.cancelled) { try outcome.get() }
        #expect(engine.lastProgress < 100)
    }

    @Test func concurrentRecognitionsShareThePoolAndAllFinish() async throws {
        // More recognitions than engines: each waits for an engine; none is read twice or lost.
        let bitmap = try PGM.read(Self.fixtures.appendingPathComponent("receipt-lines.pgm"))
        let recognizer = try TesseractRecognizer(configuration: TesseractConfiguration(engines: 2))
        let texts = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<5 { group.addTask { try? await recognizer.recognize(bitmap).text } }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(texts.count == 5)
        #expect(await recognizer.engineCount == 2)
        #expect(texts.allSatisfy { $0 == "Paid to Kedai Runcit Ali\nTotal RM 25.90" })
    }

    @Test func onDemandLoadingReadsOneImageAtATimeOnOneEngine() async throws {
        let bitmap = try PGM.read(Self.fixtures.appendingPathComponent("receipt-lines.pgm"))
        var configuration = TesseractConfiguration(engines: 2)
        configuration.engineLoading = .onDemand
        let recognizer = try TesseractRecognizer(configuration: configuration)
        for _ in 0..<2 { _ = try await recognizer.recognize(bitmap) }
        #expect(await recognizer.engineCount == 1)
        try await recognizer.loadAllEngines()
        #expect(await recognizer.engineCount == 2)
    }

    @Test func theFirstReadStartsLoadingTheOtherEnginesAndReturnsThePageWhole() async throws {
        // A tall page with blank gaps, cut into two bands for two engines. The second engine starts loading when
        // the read begins (joining it when ready, below); the page comes back whole, every line once, in order.
        let bitmap = try StackedReceipt.page(copies: 6)
        var configuration = TesseractConfiguration(engines: 2)
        configuration.engineLoading = .atFirstRead
        configuration.sharesWithHelper = false
        let recognizer = try TesseractRecognizer(configuration: configuration)
        #expect(await recognizer.engineCount == 1)
        let result = try await recognizer.recognize(bitmap)
        #expect(await recognizer.engineCount == 2)
        #expect(result.lines.map(\.text) == StackedReceipt.lines(copies: 6))
    }

    /// How a late engine joins a read: added while the first engine reads its band, it takes the band nobody has
    /// started. Each engine's own progress shows which ones read, so joining is told apart from merely loading.
    @Test func anEngineAddedToAReadInProgressReadsTheBandNobodyStarted() async throws {
        let bitmap = try StackedReceipt.page(copies: 6)
        let half = bitmap.height / 2
        let bands = [Band(top: 0, bottom: half), Band(top: half, bottom: bitmap.height)]
        var joined = false
        // The second engine is added microseconds after the first starts a band that takes it milliseconds; a
        // scheduler that still lets the first finish every band first only costs another round.
        for _ in 0..<3 where !joined {
            let first = try TesseractEngine(TesseractConfiguration(engines: 1))
            let late = try TesseractEngine(TesseractConfiguration(engines: 1))
            let work = BandWork(bitmap, bands: bands, cancel: CancelFlag())
            #expect(work.add(first))
            let accepted = work.add(late)
            let outcome = await work.outcome()
            let texts = try outcome.results.map { try $0.get().map(\.text) }
            #expect(texts == [StackedReceipt.lines(copies: 3), StackedReceipt.lines(copies: 3)])
            #expect(first.lastProgress > 0)
            joined = accepted && late.lastProgress > 0
            if !accepted { #expect(late.lastProgress == 0, "an engine turned away read nothing") }
        }
        #expect(joined, "the engine added during the read never read a band")
    }

    @Test func environmentOverridesReachTheConfiguration() {
        let configuration = TesseractConfiguration.fromEnvironment([
            "SPENDROP_OCR_LANGUAGES": "eng+msa", "SPENDROP_OCR_PSM": "11", "SPENDROP_OCR_ENGINES": "1",
            "SPENDROP_OCR_FILTER": "1", "SPENDROP_OCR_LOADING": "demand", "SPENDROP_OCR_AMBIGS": "1",
        ])
        #expect(configuration.languages == "eng+msa")
        #expect(configuration.pageSegmentation == .sparseText)
        #expect(configuration.engines == 1)
        #expect(configuration.filtersColouredBands)
        #expect(configuration.engineLoading == .onDemand)
        #expect(configuration.loadsUniversalAmbiguities)
        let ignored = TesseractConfiguration.fromEnvironment(["SPENDROP_OCR_PSM": "2", "SPENDROP_OCR_ENGINES": "99"])
        #expect(ignored == TesseractConfiguration())
    }

    @Test func aMissingLanguageNamesItsPackage() throws {
        let configuration = TesseractConfiguration(languages: "eng+xyz", engines: 1)
        #expect(configuration.missingLanguage() == "xyz")
        let error = try #require(throws: RecognitionError.self) {
            try TesseractRecognizer(configuration: configuration)
        }
        #expect(error.code == .engineUnavailable)
        #expect(error.message.contains("tesseract-ocr-xyz"))
    }

    @Test func oneLanguagesDataIsHandedOverAsAMappedFile() throws {
        let single = TesseractConfiguration(languages: "eng", engines: 1)
        let file = try #require(single.dataFile())
        #expect(file.hasSuffix("/eng.traineddata"))
        #expect(FileManager.default.fileExists(atPath: file))
        // Several languages are loaded by Tesseract from its path.
        #expect(TesseractConfiguration(languages: "eng+msa", engines: 1).dataFile() == nil)
        #expect(TesseractConfiguration(languages: "xyz", engines: 1).dataFile() == nil)
    }

    @Test func takingAllTextAsProportionalReadsTheSameLines() throws {
        // A receipt's figures line up in columns, the case Tesseract's fixed-pitch search exists for.
        let page = try StackedReceipt.page(copies: 3)
        func read(proportional: Bool) throws -> [PixelLine] {
            var configuration = TesseractConfiguration(engines: 1)
            configuration.assumesProportionalText = proportional
            return try TesseractEngine(configuration).recognize(
                page, band: Band(top: 0, bottom: page.height), cancel: CancelFlag())
        }
        #expect(try read(proportional: true) == (try read(proportional: false)))
        #expect(
            TesseractConfiguration.fromEnvironment(["SPENDROP_OCR_PROPORTIONAL": "0"]).assumesProportionalText == false)
    }

    @Test func emptyPageGivesNoLines() async throws {
        let bitmap = Bitmap(width: 300, height: 200, layout: .gray, pixels: [UInt8](repeating: 255, count: 60_000))
        let recognizer = try TesseractRecognizer(configuration: TesseractConfiguration(engines: 1))
        #expect(try await recognizer.recognize(bitmap).lines.isEmpty)
    }
}

/// Reads 8-bit binary PGM (P5), the fixture format: decoding real image formats is the image module's job.
enum PGM {
    struct Malformed: Error {}

    static func read(_ url: URL) throws -> Bitmap {
        let data = [UInt8](try Data(contentsOf: url))
        var index = 0
        func token() throws -> Int {
            while index < data.count, data[index] == 0x20 || data[index] == 0x0A || data[index] == 0x0D {
                index += 1
            }
            let start = index
            while index < data.count, (0x30...0x39).contains(data[index]) { index += 1 }
            guard index > start, let value = Int(String(decoding: data[start..<index], as: UTF8.self)) else {
                throw Malformed()
            }
            return value
        }
        guard data.starts(with: Array("P5".utf8)) else { throw Malformed() }
        index = 2
        let width = try token()
        let height = try token()
        guard try token() == 255 else { throw Malformed() }
        index += 1
        guard data.count - index == width * height else { throw Malformed() }
        return Bitmap(width: width, height: height, layout: .gray, pixels: Array(data[index...]))
    }
}

/// The receipt-lines fixture stacked `copies` times: the blank rows between copies let the planner cut bands.
enum StackedReceipt {
    static func page(copies: Int) throws -> Bitmap {
        let tile = try PGM.read(TesseractRecognizerTests.fixtures.appendingPathComponent("receipt-lines.pgm"))
        return Bitmap(
            width: tile.width, height: tile.height * copies, layout: .gray,
            pixels: Array((0..<copies).map { _ in tile.pixels }.joined()))
    }

    /// Every line of the stacked page, once each, top to bottom.
    static func lines(copies: Int) -> [String] {
        Array(repeating: ["Paid to Kedai Runcit Ali", "Total RM 25.90"], count: copies).flatMap(\.self)
    }
}
