import SpenDropModel
import Testing

@testable import SpenDropOCR

@Suite struct HeroAmountRereadTests {
    @Test(arguments: ["rm04.20", "ru 39.80", "RM 1,250.00", "nv 86.40", "35.80", "+ev 150.00", "RM 1 250.00"])
    func amountLinesAsOCRRendersThemAreAmountLike(text: String) {
        #expect(HeroAmountReread.isAmountLike(text))
    }

    @Test(arguments: [
        "to win RM 1,000 cash", "sehingga RM 100", "Payment Successful", "Amount RM64.20", "20251012101288130034",
        "RM 100",
    ])
    func otherLinesAreNot(text: String) {
        #expect(!HeroAmountReread.isAmountLike(text))
    }

    private func line(_ text: String, height: Int, top: Int) -> PixelLine {
        PixelLine(text: text, confidence: 0.8, left: 10, top: top, right: 300, bottom: top + height)
    }

    @Test func onlyTallAmountLinesAreCandidates() {
        let lines = [
            line("Paid to", height: 20, top: 10),
            line("ru 39.80", height: 44, top: 40),
            line("to win RM 1,000 cash", height: 46, top: 100),
            line("Total RM 35.80", height: 20, top: 160),
            line("Date 5 May", height: 19, top: 190),
        ]
        #expect(HeroAmountReread.candidates(lines) == [1])
    }

    @Test func aHeroAnotherLineAgreesWithNeedsNoSecondLook() {
        // Ordinary lines around the hero, so the median line is a small one.
        let others = [line("Paid to", height: 20, top: 10), line("Date 5 May", height: 19, top: 200)]
        // The hero read as 35.80 and the total row read as 35.80: two readings of different sizes agree.
        let agreeing =
            others + [line("ru 35.80", height: 44, top: 40), line("Total paid RM 35.80", height: 20, top: 160)]
        #expect(HeroAmountReread.candidates(agreeing).isEmpty)
        // Thousands separators do not make a disagreement; a hero read with spaces inside its number is read again,
        // since the re-read tidies it.
        let separators =
            others + [line("RM 1,250.00", height: 44, top: 40), line("Amount RM1250.00", height: 20, top: 160)]
        #expect(HeroAmountReread.candidates(separators).isEmpty)
        let spaced =
            others + [line("RM 1,250 . 00", height: 44, top: 40), line("Amount RM 1,250.00", height: 20, top: 160)]
        #expect(HeroAmountReread.candidates(spaced) == [2])
        // A hero alone on the page, or one no other line agrees with, is read again.
        let alone = others + [line("ru 35.80", height: 44, top: 40)]
        #expect(HeroAmountReread.candidates(alone) == [2])
        let disagreeing =
            others + [line("ru 39.80", height: 44, top: 40), line("Total RM 35.80", height: 20, top: 160)]
        #expect(HeroAmountReread.candidates(disagreeing) == [2])
        // Another tall line agreeing does not count: the check wants a reading at another size.
        let twoHeroes =
            alone + [
                line("RM 35.80", height: 44, top: 100), line("Ref 77", height: 20, top: 230),
                line("Status", height: 20, top: 260),
            ]
        #expect(HeroAmountReread.candidates(twoHeroes) == [2, 3])
    }

    @Test func theCropIsScaledToTheTargetHeightWithAMargin() throws {
        let width = 400
        let height = 200
        var pixels = [UInt8](repeating: 255, count: width * height)
        for y in 80..<120 {
            for x in 100..<300 { pixels[y * width + x] = 0 }
        }
        let bitmap = Bitmap(width: width, height: height, layout: .gray, pixels: pixels)
        let hero = PixelLine(text: "RM 25.90", confidence: 0.5, left: 100, top: 80, right: 300, bottom: 120)
        let crop = try #require(HeroAmountReread.crop(bitmap, around: hero))
        // 40 px tall with a 12 px margin each side, scaled by 20/40.
        #expect(crop.height == 32)
        #expect(crop.width == 112)
        #expect(crop.pixels[16 * crop.width + 56] == 0)
        #expect(crop.pixels[0] == 255)
    }

    @Test func theRereadReplacesOnlyTheNumber() {
        #expect(HeroAmountReread.merged(first: "rm04.20", reread: "nm64.20") == "rm64.20")
        #expect(HeroAmountReread.merged(first: "ru 39.80", reread: "mv 35.80") == "ru 35.80")
        #expect(HeroAmountReread.merged(first: "RM 1 7] 250 . 0 0", reread: "rw 1,250.00") == "rw 1,250.00")
    }

    @Test func colourBitmapsAreNotCropped() {
        let rgb = Bitmap(width: 2, height: 2, layout: .rgb, pixels: [UInt8](repeating: 0, count: 12))
        #expect(HeroAmountReread.crop(rgb, around: line("1.00", height: 2, top: 0)) == nil)
    }

    /// A re-read made while a helper was still reading (`early`) is used as made, with no second call.
    @Test func anEarlyRereadOfTheSameLineIsUsed() async throws {
        // A blank page: any re-read made now would find nothing there, so a corrected hero can only come from `early`.
        let blank = Bitmap(width: 400, height: 300, layout: .gray, pixels: [UInt8](repeating: 255, count: 120_000))
        let hero = line("ru 39.80", height: 44, top: 40)
        let lines = [
            line("Paid to", height: 20, top: 10), hero, line("Total RM 35.80", height: 20, top: 160),
            line("Date 5 May", height: 19, top: 200),
        ]
        let pool = TesseractEnginePool(TesseractConfiguration(engines: 1))
        let early: [PixelLine: (String, Double)?] = [hero: ("nm 35.80", 0.2)]
        let corrected = try await TesseractRecognizer.rereadHeroes(
            lines, in: blank, pool: pool, cancel: CancelFlag(), early: early)
        #expect(corrected[1].text == "ru 35.80")
        #expect(corrected[1].confidence == 0.2)
        // Without it, the blank page's re-read finds nothing and the page's reading stays.
        let unchanged = try await TesseractRecognizer.rereadHeroes(lines, in: blank, pool: pool, cancel: CancelFlag())
        #expect(unchanged == lines)
    }
}
