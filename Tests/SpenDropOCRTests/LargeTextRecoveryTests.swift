import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct LargeTextRecoveryTests {
    /// A blank page `height` rows tall; the regions then span its width.
    private let page = Bitmap(
        width: 200, height: 400, layout: .gray, pixels: [UInt8](repeating: 255, count: 200 * 400))

    /// Spreads and edges with ink rows `ink` (each crossing `edges` edges) on an otherwise blank page.
    private func profile(_ ink: [(Range<Int>, edges: Int)]) -> (spreads: [UInt8], edges: [Int]) {
        var spreads = [UInt8](repeating: 0, count: 400)
        var edges = [Int](repeating: 0, count: 400)
        for (rows, count) in ink {
            for row in rows {
                spreads[row] = 200
                edges[row] = count
            }
        }
        return (spreads, edges)
    }

    private func line(_ text: String, _ rows: Range<Int>, confidence: Double = 0.9) -> PixelLine {
        PixelLine(
            text: text, confidence: confidence, left: 20, top: rows.lowerBound, right: 180, bottom: rows.upperBound)
    }

    /// Ordinary 20-row lines, so the median line is 20 rows.
    private var body: [PixelLine] {
        [line("Merchant Kedai Runcit Maju", 300..<320), line("Date 12 Mar 2026", 340..<360), line("Status", 370..<390)]
    }

    private var bodyInk: [(Range<Int>, edges: Int)] { [(300..<320, 30), (340..<360, 20), (370..<390, 12)] }

    @Test func aTallRunThePageReadNothingInIsReadAlone() {
        let (spreads, edges) = profile(bodyInk + [(100..<250, 8)])
        let regions = LargeTextRecovery.candidates(rowSpreads: spreads, rowEdges: edges, lines: body, in: page)
        #expect(regions.map(\.box.top) == [100])
        #expect(regions.first?.box.bottom == 250)
        #expect(regions.first?.toBeat == nil)
    }

    @Test func fragmentsAndSpacedOutCharactersDoNotCountAsRead() {
        let (spreads, edges) = profile(bodyInk + [(100..<250, 8)])
        // The small `RM` read alone, the figures beside it dropped: the run is read, and must bring more text.
        let fragment = LargeTextRecovery.candidates(
            rowSpreads: spreads, rowEdges: edges, lines: body + [line("RM", 200..<250, confidence: 0.6)], in: page)
        #expect(fragment.map(\.toOutread) == [2])
        // Large glyphs spaced by the small text's statistics: `RM 4 5 0`, one word per digit.
        let spaced = LargeTextRecovery.candidates(
            rowSpreads: spreads, rowEdges: edges, lines: body + [line("RM 4 5 0", 100..<250)], in: page)
        #expect(spaced.count == 1 && spaced.first?.toBeat == nil)
        #expect(LargeTextRecovery.isSpacedOut("RM 4 5 0") && !LargeTextRecovery.isSpacedOut("RM 450 a b"))
    }

    @Test func whatThePageReadWholeStaysUnlessItIsBeyondTheLayoutsLimit() {
        // 45 rows: over twice the median line, under 2.5 times; read whole by the page, so left as it is.
        let (spreads, edges) = profile(bodyInk + [(100..<145, 8)])
        let title = [line("Payment Successful", 100..<145)]
        #expect(
            LargeTextRecovery.candidates(rowSpreads: spreads, rowEdges: edges, lines: body + title, in: page).isEmpty)
        // 150 rows: read alone too, and the page's line is replaced only by a more confident reading.
        let (tallSpreads, tallEdges) = profile(bodyInk + [(100..<250, 8)])
        let big = [line("Payment Successful", 100..<250, confidence: 0.7)]
        let regions = LargeTextRecovery.candidates(
            rowSpreads: tallSpreads, rowEdges: tallEdges, lines: body + big, in: page)
        #expect(regions.map(\.toBeat) == [0.7])
        // A two-decimal amount read whole is the hero re-read's to settle.
        let hero = [line("rm04.20", 100..<250, confidence: 0.6)]
        #expect(
            LargeTextRecovery.candidates(rowSpreads: tallSpreads, rowEdges: tallEdges, lines: body + hero, in: page)
                .isEmpty)
    }

    @Test func aTallButtonOrCardWithOrdinaryTextIsNotLargeText() {
        // A filled button 80 rows tall: its outline crosses two edges a row, its label's 20 rows cross many.
        let (spreads, edges) = profile(bodyInk + [(100..<130, 2), (130..<150, 24), (150..<180, 2)])
        #expect(LargeTextRecovery.strokeHeight(100..<180, rowEdges: edges) == 20)
        #expect(LargeTextRecovery.candidates(rowSpreads: spreads, rowEdges: edges, lines: body, in: page).isEmpty)
        // A card of ordinary lines the page read confidently across its width: read already.
        let (cardSpreads, cardEdges) = profile(bodyInk + [(100..<250, 8)])
        let card = [line("Get up to RM 500 cashback", 110..<130), line("with your Debit Card", 140..<160)]
        #expect(
            LargeTextRecovery.candidates(rowSpreads: cardSpreads, rowEdges: cardEdges, lines: body + card, in: page)
                .isEmpty)
    }

    @Test func aReadingReplacesThePagesLinesInItsRowsOnlyWhenItBringsMore() {
        let box = PixelLine(text: "", confidence: 0, left: 30, top: 100, right: 170, bottom: 250)
        let lines = [line("RM", 200..<250, confidence: 0.95)] + body
        let found = LargeTextRecovery.Region(box: box, toBeat: nil, toOutread: 2)
        let merged = LargeTextRecovery.merged(lines, recovered: [(found, ("m450", 0.58))])
        #expect(merged.lines.map(\.text) == ["m450", "Merchant Kedai Runcit Maju", "Date 12 Mar 2026", "Status"])
        #expect(merged.read.map(\.top) == [100])
        // A guess with less text than the page had there, or less confident than the page's whole reading, is not used.
        #expect(LargeTextRecovery.merged(lines, recovered: [(found, ("| 2", 0.9))]).lines == lines)
        let beaten = LargeTextRecovery.Region(box: box, toBeat: 0.8, toOutread: 0)
        #expect(LargeTextRecovery.merged(lines, recovered: [(beaten, ("450", 0.7))]).read.isEmpty)
        #expect(LargeTextRecovery.merged(lines, recovered: [(found, nil)]).lines == lines)
    }

    @Test func aCropOfLightTextOnADarkGroundIsTurnedDarkOnLight() {
        let crop = Bitmap(width: 4, height: 1, layout: .gray, pixels: [20, 20, 20, 240])
        let flipped = LargeTextRecovery.darkOnLight(crop) { histogram in histogram[20] > histogram[240] }
        #expect(flipped.pixels == [235, 235, 235, 15])
        #expect(LargeTextRecovery.darkOnLight(crop) { _ in false } == crop)
    }

    /// A page with a filled button (grey 194 on white, columns 20–179, rows 100–179) and, unless `label` is false, a
    /// label of dark bars (columns 80–119, rows 130–149) in it.
    private func buttonPage(label: Bool = true) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: 200 * 400)
        for row in 100..<180 {
            for x in 20..<180 { pixels[row * 200 + x] = 194 }
        }
        if label {
            for row in 130..<150 {
                for x in 80..<120 where x % 4 < 2 { pixels[row * 200 + x] = 17 }
            }
        }
        return Bitmap(width: 200, height: 400, layout: .gray, pixels: pixels)
    }

    @Test func aLabelThePageReadNothingOfIsReadAloneBetweenItsButtonsEnds() {
        let page = buttonPage()
        let spreads = BandPlanner.rowSpreads(page)
        let edges = BandPlanner.rowEdges(page)
        let regions = LargeTextRecovery.candidates(rowSpreads: spreads, rowEdges: edges, lines: body, in: page)
        let label = try? #require(regions.first)
        #expect(regions.count == 1)
        // The label's rows with a margin of 0.35 of them (7 rows), its columns without the button's ends.
        #expect(label?.box.top == 123 && label?.box.bottom == 157)
        #expect(label?.box.left == 79 && label?.box.right == 119)
        #expect(label?.atOwnSize == true && label?.toBeat == LargeTextRecovery.confidentRead && label?.toOutread == 1)
        // Read by the page: nothing to do. A button without a label: nothing to read.
        let read = body + [PixelLine(text: "Done", confidence: 0.9, left: 80, top: 130, right: 120, bottom: 150)]
        #expect(LargeTextRecovery.candidates(rowSpreads: spreads, rowEdges: edges, lines: read, in: page).isEmpty)
        let empty = buttonPage(label: false)
        #expect(
            LargeTextRecovery.candidates(
                rowSpreads: BandPlanner.rowSpreads(empty), rowEdges: BandPlanner.rowEdges(empty), lines: body,
                in: empty
            ).isEmpty)
    }

    /// The engine that reads its own bands early knows only its own lines, and the page's median line then differs
    /// (27 rows against 21 on cimb_octo_malay): the crop must not, or the early reading is not used and the label is
    /// read again once the helper is done.
    @Test func aLabelsCropIsTheSameWhateverTheOtherLinesOfThePage() {
        let page = buttonPage()
        let spreads = BandPlanner.rowSpreads(page)
        let edges = BandPlanner.rowEdges(page)
        let taller = [line("Merchant Kedai Runcit Maju", 300..<326), line("Date 12 Mar 2026", 340..<366)]
        let crops = [body, taller, Array(body.prefix(1))].map {
            LargeTextRecovery.candidates(rowSpreads: spreads, rowEdges: edges, lines: $0, in: page).map(\.crop)
        }
        #expect(crops[0].count == 1)
        #expect(crops[1] == crops[0] && crops[2] == crops[0])
    }

    @Test func smallerTextBesideLargeFiguresIsAPieceOfItsOwnButTheirPunctuationIsNot() {
        // `RM` 30 rows tall, then figures 100 rows tall with a 12-row comma between them, on white.
        var pixels = [UInt8](repeating: 255, count: 200 * 400)
        let ink = { (columns: Range<Int>, rows: Range<Int>) in
            for row in rows { for x in columns { pixels[row * 200 + x] = 20 } }
        }
        ink(10..<20, 170..<200)
        ink(22..<32, 170..<200)
        ink(50..<80, 100..<200)
        ink(84..<88, 190..<202)
        ink(92..<122, 100..<200)
        let bitmap = Bitmap(width: 200, height: 400, layout: .gray, pixels: pixels)
        let region = PixelLine(text: "", confidence: 0, left: 5, top: 95, right: 130, bottom: 205)
        let pieces = LargeTextRecovery.smallPieces(of: region, in: bitmap)
        #expect(pieces.map { [$0.ink.left, $0.ink.right, $0.ink.top, $0.ink.bottom] } == [[10, 32, 170, 200]])
        // Its own columns reach halfway across the gaps around it: from the region's edge to halfway to the figures.
        #expect(pieces.first?.columns == 5..<41)
        // One size throughout: nothing to read apart.
        let figures = PixelLine(text: "", confidence: 0, left: 45, top: 95, right: 125, bottom: 205)
        #expect(LargeTextRecovery.smallPieces(of: figures, in: bitmap).isEmpty)
    }

    @Test func aPiecesOwnReadingTakesThePlaceOfTheCharactersMostlyInsideIt() {
        let box = { (left: Int, right: Int, text: String) in
            PixelLine(text: text, confidence: 0.6, left: left, top: 100, right: right, bottom: 200)
        }
        // The whole reading `m450`: one word over the garbled `RM` and the figures; its `m` lies in the piece, and the
        // `4`, whose box reaches back over the piece, does not.
        let words = [box(12, 122, "m450")]
        let characters = [box(14, 34, "m"), box(12, 80, "4"), box(80, 100, "5"), box(100, 122, "0")]
        let piece = LargeTextRecovery.Piece(ink: box(10, 32, ""), columns: 5..<41)
        #expect(
            LargeTextRecovery.composed(words: words, characters: characters, pieces: [(piece, "RM")]) == "RM 450")
        // A piece read as nothing keeps what the whole reading had there.
        #expect(LargeTextRecovery.composed(words: words, characters: characters, pieces: [(piece, nil)]) == "m450")
    }
}
