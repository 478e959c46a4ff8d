import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct SmallTextCheckTests {
    /// Lines whose boxes are `pixels` tall in a bitmap 1280 px tall.
    private func text(lineHeight pixels: Double, count: Int = 5) -> OCRText {
        OCRText(
            lines: (0..<count).map { index in
                OCRLine(
                    "line \(index)",
                    box: NormalizedBox(x: 0.1, y: Double(index) * 0.05, width: 0.5, height: pixels / 1280))
            })
    }

    @Test func screenshotSizedTextNeedsNoSecondPass() {
        let size = SmallTextCheck.secondPassMaxSide(
            for: text(lineHeight: 20), imageHeight: 1280, currentMaxSide: 1280, sourceMaxSide: 2796)
        #expect(size == nil)
    }

    @Test func smallPrintAsksForALargerImageThatBringsItToTheTarget() throws {
        let size = try #require(
            SmallTextCheck.secondPassMaxSide(
                for: text(lineHeight: 10), imageHeight: 1280, currentMaxSide: 1280, sourceMaxSide: 3508))
        #expect(size == 2560)
    }

    @Test func theSecondPassNeverExceedsTheSource() {
        let size = SmallTextCheck.secondPassMaxSide(
            for: text(lineHeight: 8), imageHeight: 1280, currentMaxSide: 1280, sourceMaxSide: 2000)
        #expect(size == 2000)
    }

    @Test func aSourceNoLargerThanTheFirstPassGivesNoSecondPass() {
        let size = SmallTextCheck.secondPassMaxSide(
            for: text(lineHeight: 8), imageHeight: 1280, currentMaxSide: 1280, sourceMaxSide: 1300)
        #expect(size == nil)
    }

    @Test func noBoxedLinesGiveNoDecision() {
        let unboxed = OCRText(lines: [OCRLine("x")])
        #expect(SmallTextCheck.medianLineHeight(unboxed, imageHeight: 1280) == nil)
        #expect(
            SmallTextCheck.secondPassMaxSide(for: unboxed, imageHeight: 1280, currentMaxSide: 1280, sourceMaxSide: 5000)
                == nil)
    }

    @Test func theMedianIgnoresOneTallHeroLine() {
        var lines = text(lineHeight: 10).lines
        lines.append(OCRLine("RM 25.90", box: NormalizedBox(x: 0.2, y: 0.5, width: 0.5, height: 60.0 / 1280)))
        let median = SmallTextCheck.medianLineHeight(OCRText(lines: lines), imageHeight: 1280)
        #expect(median.map { abs($0 - 10) < 0.001 } == true)
    }
}
