import Foundation
import SpenDropImage
import SpenDropModel
import Testing

@testable import SpenDropOCR

/// Words neither dictionary knows, read again with the Malay model (`UnknownWords`).
struct UnknownWordsTests {
    /// Stand-ins for the two dictionaries: English knows these, Malay those.
    static let english: Set<String> = ["total", "number", "account", "cash"]
    static let malay: Set<String> = ["damai", "sawit", "ikan", "kedai", "runcit", "jika", "total", "tunai"]

    static func knownToEnglish(_ word: String) -> Bool { english.contains(word.lowercased()) }
    static func knownToMalay(_ word: String) -> Bool { malay.contains(word.lowercased()) }

    @Test func aWordIsItsLettersWithoutThePunctuationAroundIt() {
        let words = UnknownWords.words("(Taman) Sri Damai, 43000 ‘Tkan|")
        #expect(words.map(\.letters) == ["Taman", "Sri", "Damai", "43000", "Tkan"])
    }

    @Test(arguments: ["DAMAT", "Seuit", "Tkan", "jike"])
    func lettersAloneOfFourOrMoreAreChecked(word: String) {
        #expect(UnknownWords.isCheckable(word))
    }

    @Test(arguments: ["SRI", "5kg", "W10-2604", "DuitNow", "GrabPay", "eWallet", "Numbe1", "Café", "seee", "Eeek"])
    func shortWordsFiguresCodesAndBrandsAreNot(word: String) {
        #expect(!UnknownWords.isCheckable(word))
    }

    @Test func onlyWordsTheDictionaryDoesNotKnowAreUnknown() {
        let unknown = UnknownWords.unknown(in: "KEDAI RUNCIT SRI DAMAT", isKnown: Self.knownToMalay)
        #expect(unknown.map(\.letters) == ["DAMAT"])
    }

    @Test func aSecondReadingTheMalayDictionaryKnowsReplacesTheWordAlone() {
        let text = "Minyak Seuit 5kg 29.90"
        let word = try! #require(UnknownWords.words(text).first { $0.letters == "Seuit" })
        let merged = UnknownWords.merged(text, readings: [word: "Sawit"], isKnown: Self.knownToMalay)
        #expect(merged == "Minyak Sawit 5kg 29.90")
    }

    @Test func theSecondReadingsPunctuationIsNotTaken() {
        let text = "KEDAI RUNCIT SRI DAMAT"
        let word = try! #require(UnknownWords.words(text).last)
        #expect(
            UnknownWords.merged(text, readings: [word: "DAMAI."], isKnown: Self.knownToMalay)
                == "KEDAI RUNCIT SRI DAMAI")
    }

    @Test(arguments: [
        ("Seuit", "Sawitan"),  // three letters apart
        ("Seuit", "Sewit"),  // a word the Malay dictionary does not know either
        ("Seuit", "Sa wit"),  // two words
        ("Seuit", "5awit"),  // a digit
        ("Seuit", "Seuit"),  // the same
    ])
    func aReadingFarUnknownSplitOrTheSameIsNotTaken(first: String, second: String) {
        let text = "Minyak \(first) 5kg"
        let word = try! #require(UnknownWords.words(text).first { $0.letters == first })
        #expect(UnknownWords.merged(text, readings: [word: second], isKnown: Self.knownToMalay) == text)
    }

    @Test func theWordsBoxIsTheNearestSpellingOnItsOwnRows() {
        func box(_ text: String, top: Int) -> PixelLine {
            PixelLine(text: text, confidence: 0.9, left: 0, top: top, right: 40, bottom: top + 14)
        }
        // The crop of a tilted receipt's line takes in its neighbours: the row above has `TOTAL`.
        let boxes = [box("TOTAL", top: 0), box("Tunai", top: 20), box("‘Tkan", top: 22), box("Kembung", top: 22)]
        #expect(UnknownWords.box(of: "Tkan", among: boxes, rows: 18..<40)?.text == "‘Tkan")
        // Two letters apart is another word, not this one read again.
        #expect(UnknownWords.box(of: "Tunal", among: boxes, rows: 0..<16) == nil)
        // A neighbour's word is not taken for the line's own.
        #expect(UnknownWords.box(of: "TOTAI", among: boxes, rows: 18..<40) == nil)
    }

    @Test func theLineAloneIsCutOutOnItsOwnPaper() throws {
        // Paper 200, the line's ink 40 in rows 4..<8, a neighbour's ink in row 2.
        var pixels = [UInt8](repeating: 200, count: 20 * 12)
        for x in 2..<18 { pixels[2 * 20 + x] = 40 }
        for y in 4..<8 { for x in 3..<15 where x % 2 == 0 { pixels[y * 20 + x] = 40 } }
        let bitmap = Bitmap(width: 20, height: 12, layout: .gray, pixels: pixels)
        let line = PixelLine(text: "x", confidence: 1, left: 3, top: 4, right: 15, bottom: 8)
        let alone = try #require(UnknownWords.isolated(bitmap, line: line))
        #expect(alone.width == 12 + 8 && alone.height == 4 + 8)
        // The margin is the paper, not the neighbour's ink, and the line's pixels are its own.
        #expect(alone.pixels.prefix(alone.width * 4).allSatisfy { $0 == 200 })
        #expect(alone.pixels[4 * alone.width + 4] == 200 && alone.pixels[4 * alone.width + 5] == 40)
    }

    @Test func aPageWithoutAFlatRowIsAPhotograph() {
        // A screen: runs of one grey between its lines, a little JPEG noise in some.
        let screen: [UInt8] = (0..<1000).map { (row: Int) -> UInt8 in row % 10 < 3 ? UInt8(row % 5) : 120 }
        #expect(!UnknownWords.isPhotographed(rowSpreads: screen))
        // A photo: light and grain in every row, a rare flat one.
        let photo: [UInt8] = (0..<1000).map { (row: Int) -> UInt8 in row % 100 == 0 ? 2 : UInt8(30 + row % 90) }
        #expect(UnknownWords.isPhotographed(rowSpreads: photo))
        #expect(!UnknownWords.isPhotographed(rowSpreads: []))
    }
}

/// The check on the real engines: the receipts' Malay words the English model misreads, and nothing else changed.
@Suite struct UnknownWordsRecognitionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..", isDirectory: true).standardized

    static func read(_ path: String, checking: Bool, sharingRows: Bool = true) async throws -> [String] {
        try await recognise(path, checking: checking, sharingRows: sharingRows).lines
    }

    static func recognise(
        _ path: String, checking: Bool = true, sharingRows: Bool = true
    ) async throws -> (lines: [String], loadedMalay: Bool) {
        var configuration = TesseractConfiguration()
        if !checking { configuration.checkLanguage = nil }
        // Without the helper the page read keeps no word boxes: each line with such a word is read again for them.
        configuration.sharesWithHelper = sharingRows
        let recognizer = try TesseractRecognizer(configuration: configuration)
        let image = try ImagePipeline().downsample(
            .file(root.appendingPathComponent(path)), options: DownsampleOptions(layout: .gray))
        let lines = try await recognizer.recognize(image.bitmap).lines.map(\.text)
        return (lines, recognizer.checkEngineIsLoaded)
    }

    @Test func aScreenshotIsNotCheckedAndAPhotoIs() async throws {
        // cimb's screen is Malay throughout, and its account number's mask reads as letters.
        #expect(try await Self.recognise("Samples/cimb_octo_malay.png").loadedMalay == false)
        #expect(try await Self.recognise("Samples/receipt_paper.jpg").loadedMalay == true)
    }

    @Test(arguments: [true, false])
    func theReceiptPhotosShopIsReadWithItsMalayName(sharingRows: Bool) async throws {
        let lines = try await Self.read("Samples/receipt_paper.heic", checking: true, sharingRows: sharingRows)
        #expect(lines.first == "KEDAI RUNCIT SRI DAMAI")
    }

    @Test func aGroceryReceiptsItemsAreReadAndNotOneFigureMoves() async throws {
        let path = "Benchmarks/pipeline/receipts/bench_receipt_grocery.jpg"
        let checked = try await Self.read(path, checking: true)
        let plain = try await Self.read(path, checking: false)
        #expect(checked.contains { $0.hasPrefix("Ikan Kembung") })
        #expect(checked.contains { $0.hasPrefix("Minyak Sawit") })
        #expect(checked.contains { $0.hasPrefix("Ubat Gigi") })
        #expect(checked.count == plain.count)
        let figures = { (lines: [String]) in lines.map { $0.filter { !$0.isLetter } } }
        #expect(figures(checked) == figures(plain), "only letters change")
    }
}
