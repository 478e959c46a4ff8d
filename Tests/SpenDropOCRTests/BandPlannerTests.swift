import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct BandPlannerTests {
    /// A grey page `height` rows tall with dark text rows in `inked` ranges.
    private func page(height: Int, width: Int = 40, inked: [Range<Int>]) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height)
        for range in inked {
            for row in range {
                for column in stride(from: 0, to: width, by: 3) { pixels[row * width + column] = 0 }
            }
        }
        return Bitmap(width: width, height: height, layout: .gray, pixels: pixels)
    }

    @Test func cutsInTheBlankGapNearestTheMiddleOfTheInk() throws {
        let bitmap = page(height: 1000, inked: [100..<140, 300..<340, 520..<560, 700..<740])
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 2)
        try #require(bands.count == 2)
        // The gap 340..<520 holds the ink midpoint; each band keeps the gap as its margin.
        #expect(bands[0] == Band(top: 0, bottom: 520))
        #expect(bands[1] == Band(top: 340, bottom: 1000))
    }

    @Test func edgesCountTheRowsStrokesNotItsSpread() {
        // Row 1 crosses one dark icon pixel, row 2 ten strokes: the same spread, very different work.
        var pixels = [UInt8](repeating: 255, count: 40 * 3)
        pixels[40 + 5] = 0
        for column in stride(from: 0, to: 40, by: 4) { pixels[80 + column] = 0 }
        let bitmap = Bitmap(width: 40, height: 3, layout: .gray, pixels: pixels)
        #expect(BandPlanner.rowSpreads(bitmap) == [0, 255, 255])
        #expect(BandPlanner.rowEdges(bitmap) == [0, 2, 19])
        // Light text on dark counts the same; in RGB every colour channel counts, alpha never.
        #expect(BandPlanner.rowEdges(Bitmap(width: 3, height: 1, layout: .gray, pixels: [20, 230, 20])) == [2])
        let rgba = Bitmap(width: 2, height: 1, layout: .rgba, pixels: [255, 255, 255, 0, 255, 0, 255, 255])
        #expect(BandPlanner.rowEdges(rgba) == [1])
    }

    @Test func theCutFollowsTheWorkWhenItIsGiven() throws {
        // Equal spreads everywhere, but the last two text blocks carry three times the work of the first two:
        // by spread the cut falls in the middle gap, by work in the gap before the last block.
        let blocks = [100..<140, 300..<340, 520..<560, 700..<740]
        let bitmap = page(height: 1000, inked: blocks)
        let spreads = BandPlanner.rowSpreads(bitmap)
        let work = (0..<1000).map { row in blocks.suffix(2).contains { $0.contains(row) } ? 30 : 10 }
        let bySpread = BandPlanner().plan(rowSpreads: spreads, count: 2)
        let byWork = BandPlanner().plan(rowSpreads: spreads, rowWork: work, count: 2)
        try #require(bySpread.count == 2 && byWork.count == 2)
        #expect(bySpread[0].bottom == 520)
        #expect(byWork[0].bottom == 700)
    }

    @Test func noTextRowIsCutByAnyBand() throws {
        let text = [50..<90, 130..<170, 210..<250, 480..<520, 560..<600, 900..<940]
        let bitmap = page(height: 1000, inked: text)
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 2)
        for line in text {
            #expect(bands.contains { $0.top <= line.lowerBound && line.upperBound <= $0.bottom })
        }
        #expect(bands.first?.top == 0)
        #expect(bands.last?.bottom == 1000)
    }

    @Test func withoutABlankRowNearTheMiddleTheImageStaysWhole() {
        // Dense text from 200 to 800 with gaps of two rows only: too thin to cut in safely.
        let text = stride(from: 200, to: 800, by: 22).map { $0..<($0 + 20) }
        let bitmap = page(height: 1000, inked: text)
        let bands = BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 2)
        #expect(bands == [Band(top: 0, bottom: 1000)])
    }

    @Test func aFlatColouredHeaderCountsAsBlank() {
        // Rows of one uniform colour (a header band) have no spread; text inside it does.
        let width = 10
        let pixels = [UInt8](repeating: 90, count: width * 3) + [UInt8](repeating: 90, count: width - 1) + [255]
        let bitmap = Bitmap(width: width, height: 4, layout: .gray, pixels: pixels)
        #expect(BandPlanner.rowSpreads(bitmap) == [0, 0, 0, 165])
    }

    @Test func colourChannelsCountButAlphaDoesNot() {
        // One red pixel on white: green and blue drop to 0, so the row is ink; an alpha ramp alone is not.
        let red = Bitmap(width: 2, height: 1, layout: .rgb, pixels: [255, 0, 0, 255, 255, 255])
        let alpha = Bitmap(width: 2, height: 1, layout: .rgba, pixels: [255, 255, 255, 0, 255, 255, 255, 255])
        #expect(BandPlanner.rowSpreads(red) == [255])
        #expect(BandPlanner.rowSpreads(alpha) == [0])
    }

    @Test(arguments: [0, 1])
    func oneBandIsAskedForOneBandIsGiven(count: Int) {
        let bitmap = page(height: 1000, inked: [100..<140, 700..<740])
        #expect(BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: count).count == 1)
    }

    @Test func smallImagesAreNotSplit() {
        let bitmap = page(height: 200, inked: [20..<40, 150..<170])
        #expect(BandPlanner().plan(rowSpreads: BandPlanner.rowSpreads(bitmap), count: 2).count == 1)
    }
}

@Suite struct BandMergerTests {
    private func line(_ text: String, top: Int, confidence: Double = 0.9, left: Int = 10) -> PixelLine {
        PixelLine(text: text, confidence: confidence, left: left, top: top, right: left + 200, bottom: top + 30)
    }

    @Test func aLineReadByBothBandsAppearsOnceWithTheBetterReading() {
        let upper = [line("Paid to", top: 100), line("Kedai Ali", top: 480, confidence: 0.6)]
        let lower = [line("Kedai AIi", top: 482, confidence: 0.4), line("RM 5.00", top: 700)]
        let merged = BandMerger.merge([upper, lower])
        #expect(merged.map(\.text) == ["Paid to", "Kedai Ali", "RM 5.00"])
    }

    @Test func linesOnOneRowFromOneBandAreBothKept() {
        // Label and value in the same band overlap vertically but not horizontally: not duplicates.
        let merged = BandMerger.merge([[line("Total", top: 300), line("RM 9.90", top: 300, left: 400)]])
        #expect(merged.count == 2)
    }

    @Test func bandOffsetsMoveLinesIntoImageCoordinates() {
        let moved = line("x", top: 20).offset(by: 340)
        #expect(moved.top == 360)
        #expect(moved.bottom == 390)
    }

    @Test func emptyTextIsDropped() {
        #expect(BandMerger.merge([[line("", top: 10)], []]).isEmpty)
    }

    /// Rows of `ink` (spread 200) on a page whose level is 80 above `edge` and 255 below, 600 rows tall.
    private func headerPage(ink: [Range<Int>], edge: Int) -> (spreads: [UInt8], levels: [UInt8]) {
        var spreads = [UInt8](repeating: 0, count: 600)
        for rows in ink { for row in rows { spreads[row] = 200 } }
        return (spreads, (0..<600).map { $0 < edge ? 80 : 255 })
    }

    @Test func bandsMeetAtAChangeOfBackgroundNearTheMiddle() {
        // A coloured header down to row 270, text on both sides; the ink's midpoint lies near row 300.
        let (spreads, levels) = headerPage(ink: [100..<120, 200..<230, 320..<340, 420..<440, 500..<520], edge: 270)
        let bands = BandPlanner().plan(rowSpreads: spreads, rowLevels: levels, count: 2)
        #expect(bands == [Band(top: 0, bottom: 270), Band(top: 270, bottom: 600)])
        // Without the levels, the nearest blank run is shared as before.
        #expect(
            BandPlanner().plan(rowSpreads: spreads, count: 2) == [
                Band(top: 0, bottom: 320), Band(top: 230, bottom: 600),
            ])
    }

    @Test func aChangeOfBackgroundFarFromTheMiddleIsNotPreferred() {
        // The header ends at row 150, more than a tenth of the height from the midpoint (~350).
        let (spreads, levels) = headerPage(
            ink: [60..<80, 100..<120, 200..<230, 320..<340, 380..<400, 420..<440, 500..<520], edge: 150)
        let bands = BandPlanner().plan(rowSpreads: spreads, rowLevels: levels, count: 2)
        #expect(bands == BandPlanner().plan(rowSpreads: spreads, count: 2))
    }
}
