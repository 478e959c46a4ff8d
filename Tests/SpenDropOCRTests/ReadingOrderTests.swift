import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct ReadingOrderTests {
    private func line(_ text: String, x: Double, y: Double, w: Double = 0.2, h: Double = 0.02) -> OCRLine {
        OCRLine(text, box: NormalizedBox(x: x, y: y, width: w, height: h), confidence: 0.9)
    }

    @Test func labelAndValueOnOneRowArriveTogether() {
        // The engine reported the value column after the whole label column.
        let lines = [
            line("Amount", x: 0.05, y: 0.40),
            line("Date", x: 0.05, y: 0.45),
            line("RM 25.90", x: 0.70, y: 0.401),
            line("12 Oct 2025", x: 0.65, y: 0.452),
        ]
        #expect(ReadingOrder.sorted(lines).map(\.text) == ["Amount", "RM 25.90", "Date", "12 Oct 2025"])
    }

    @Test func rowsGoTopToBottomAndLeftToRight() {
        let lines = [
            line("c", x: 0.5, y: 0.5),
            line("b", x: 0.6, y: 0.1),
            line("a", x: 0.1, y: 0.105),
        ]
        #expect(ReadingOrder.sorted(lines).map(\.text) == ["a", "b", "c"])
    }

    @Test func smallCurrencyBesideATallHeroAmountSharesItsRow() {
        let lines = [
            line("25.90", x: 0.35, y: 0.20, w: 0.4, h: 0.06),
            line("RM", x: 0.20, y: 0.23, w: 0.1, h: 0.02),
            line("Successful", x: 0.3, y: 0.28),
        ]
        #expect(ReadingOrder.sorted(lines).map(\.text) == ["RM", "25.90", "Successful"])
    }

    @Test func linesThatBarelyTouchAreSeparateRows() {
        let lines = [
            line("lower right", x: 0.6, y: 0.119),
            line("upper left", x: 0.1, y: 0.1),
        ]
        // 0.001 of overlap on a 0.02 line is far below half: two rows, upper first.
        #expect(ReadingOrder.sorted(lines).map(\.text) == ["upper left", "lower right"])
    }

    @Test func boxesAndConfidencesAreKeptAndUnboxedLinesFollow() throws {
        let boxed = line("RM 5.00", x: 0.1, y: 0.3)
        let unboxed = OCRLine("no box")
        let sorted = ReadingOrder.sorted([unboxed, boxed])
        #expect(sorted == [boxed, unboxed])
        #expect(try #require(sorted.first?.box) == boxed.box)
    }

    @Test func emptyInputGivesEmptyOutput() {
        #expect(ReadingOrder.sorted([]).isEmpty)
    }
}
